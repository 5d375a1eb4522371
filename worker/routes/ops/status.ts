/**
 * What the operator view shows (/__ops as HTML, /__ops/status as JSON; docs/operations.md
 * "The operator view"): the build, the domain map with each domain's cache policy per page
 * kind, the commerce API's health, the page cache's hit ratio since this isolate started,
 * and the newest client errors. Every part that calls out never throws: its failure is
 * shown in its place.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { BUILD_ID } from 'virtual:client-manifest';
import { LOCALES, type LocaleCode } from '../../../shared/locales';
import { CLIENT_ERRORS_DEFAULT_LIMIT, clientErrorsAnswer, type ClientErrorRow } from '../../../shared/schemas/ops';
import { callUpstream, isEmbedded, type UpstreamCall } from '../../api/upstream';
import { PAGE_KINDS, type PageKind } from '../../cache/page-kinds';
import { catalogPoliciesOf, catalogPolicyFor } from '../../cache/catalog-policies';
import { type CachePolicy } from '../../cache/policy';
import { memoryLevelSize } from '../../cache/entries';
import { pageCacheStats } from '../../cache/stats';
import { clockOf } from '../../clock';
import type { AppEnv } from '../../context';
import { domainsOf } from '../../middleware/market';
import type { Operator } from '../../auth/ops-access';

export interface DomainRow {
  host: string;
  language: LocaleCode;
  storeId: number;
  currency: string;
  /** Where links to this language lead (the first host listed for it). */
  isPrimary: boolean;
  /** `catalog`: the API's catalog reads and pages without a kind of their own; then each page kind's. */
  cache: Record<'catalog' | PageKind, CachePolicy>;
}

export interface UpstreamHealth {
  /** The embedded commerce Worker (COMMERCE binding) or API_ORIGIN. */
  api: string;
  call: string;
  status: number | null;
  ms: number;
  error: string | null;
}

export type ClientErrors = { state: 'ok'; errors: ClientErrorRow[] } | { state: 'not-configured' | 'failed'; message: string };

export interface OpsStatus {
  build: string;
  generatedAt: string;
  operator: Operator;
  domains: DomainRow[];
  upstream: UpstreamHealth;
  /** The page cache's counts, and what this isolate's memory level holds now (entries, bytes). */
  pageCache: ReturnType<typeof pageCacheStats> & { memory: { entries: number; bytes: number } };
  clientErrors: ClientErrors;
}

/** The health call: light, cached nowhere on the way (the edge cache is not used: callUpstream directly). */
const HEALTH_CALL: UpstreamCall = { method: 'GET', path: '/api/product-categories' };
/** An upstream that has not answered by then is reported as such (the page does not wait longer). */
const HEALTH_TIMEOUT_MS = 5000;

type OpsContext = Context<AppEnv>;

export function domainRows(c: OpsContext): DomainRow[] {
  const domains = domainsOf(c.env);
  const policies = catalogPoliciesOf(c.env);
  return [...domains.byHost].map(([host, code]) => {
    const cache = { catalog: catalogPolicyFor(host, policies) } as DomainRow['cache'];
    for (const kind of PAGE_KINDS) cache[kind] = catalogPolicyFor(host, policies, kind);
    return {
      host,
      language: code,
      storeId: LOCALES[code].storeID,
      currency: LOCALES[code].currency,
      isPrimary: domains.primaryHost[code] === host,
      cache,
    };
  });
}

/** A call through the storefront's own path to the commerce API, with the market of the request's host. */
export async function timedCall(
  c: OpsContext,
  call: UpstreamCall,
): Promise<{ response: Response | null; ms: number; error: string | null }> {
  const clock = clockOf(c.env);
  const started = clock();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), HEALTH_TIMEOUT_MS)));
  try {
    const answer = await Promise.race([callUpstream(call, c.env, c.var.market), timeout]);
    const ms = Math.max(0, clock() - started);
    if (answer === 'timeout') return { response: null, ms, error: `no answer within ${HEALTH_TIMEOUT_MS} ms` };
    return { response: answer, ms, error: null };
  } catch (error) {
    return { response: null, ms: Math.max(0, clock() - started), error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

export async function upstreamHealth(c: OpsContext): Promise<UpstreamHealth> {
  const { response, ms, error } = await timedCall(c, HEALTH_CALL);
  await response?.body?.cancel();
  return {
    api: isEmbedded(c.env) ? 'embedded commerce Worker (COMMERCE)' : String(c.env.API_ORIGIN),
    call: `${HEALTH_CALL.method} ${HEALTH_CALL.path}`,
    status: response?.status ?? null,
    ms,
    error: error ?? (response && !response.ok ? `answered ${response.status}` : null),
  };
}

export async function clientErrors(c: OpsContext): Promise<ClientErrors> {
  const bearer = c.env.COMMERCE_OPS_TOKEN;
  if (!bearer) return { state: 'not-configured', message: 'Not configured: set COMMERCE_OPS_TOKEN to the commerce API’s OPS_TOKEN' };
  const query = new URLSearchParams({ limit: String(CLIENT_ERRORS_DEFAULT_LIMIT) });
  const { response, error } = await timedCall(c, { method: 'GET', path: '/api/ops/client-errors', query, bearer });
  if (!response) return { state: 'failed', message: `The commerce API could not be reached: ${error}` };
  if (!response.ok) {
    await response.body?.cancel();
    const why = response.status === 401 ? ' (COMMERCE_OPS_TOKEN is not the commerce API’s OPS_TOKEN)' : '';
    return { state: 'failed', message: `The commerce API answered ${response.status}${why}` };
  }
  const parsed = v.safeParse(clientErrorsAnswer, await response.json().catch(() => null));
  if (!parsed.success) return { state: 'failed', message: 'The commerce API’s answer could not be read' };
  return { state: 'ok', errors: parsed.output.errors };
}

export async function opsStatus(c: OpsContext, operator: Operator): Promise<OpsStatus> {
  const [upstream, errors] = await Promise.all([upstreamHealth(c), clientErrors(c)]);
  return {
    build: BUILD_ID,
    generatedAt: new Date(clockOf(c.env)()).toISOString(),
    operator,
    domains: domainRows(c),
    upstream,
    pageCache: { ...pageCacheStats(), memory: memoryLevelSize() },
    clientErrors: errors,
  };
}
