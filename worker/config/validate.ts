/**
 * The storefront's configuration checked as a whole (issue 13, README "Configure a domain"):
 * every problem names its key and what is wrong. The build checks wrangler.toml's vars of
 * every environment with it (scripts/check-config.mjs) and fails; a running Worker checks its
 * bindings once per isolate and answers a 503 maintenance page, logging the problems, instead
 * of failing on every request (worker/middleware/config-guard). Pure: no I/O.
 */
import { LOCALE_CODES, isLocaleCode, type LocaleCode } from '../../shared/locales';
import { isRecord } from '../../shared/json';
import { ANSWER_KINDS } from '../api/answer-kinds';
import { decodeKey } from '../auth/keys';
import { PAGE_KINDS } from '../cache/page-kinds';
import { readObjectVar } from './object-var';

export interface ConfigProblem {
  /** The configuration key, e.g. `DOMAINS`, `CATALOG_CACHE["artlane.se"].maxAge`. */
  key: string;
  message: string;
}

export interface CheckOptions {
  /** Check the Worker secrets too (a running Worker sees them; the build does not). */
  secrets: boolean;
}

/** What a policy's numbers may be (seconds): a year at most. */
const MAX_POLICY_SECONDS = 31_536_000;
const HOST = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/;

/** A var that may be an object in wrangler.toml or its JSON text from the dashboard (./object-var.ts). */
function objectVar(key: string, raw: unknown, problems: ConfigProblem[]): Record<string, unknown> | null {
  const read = readObjectVar(raw);
  if (read.ok) return read.value;
  problems.push({
    key,
    message: read.problem === 'json' ? 'is not valid JSON' : 'must be an object (a table in wrangler.toml, or its JSON text)',
  });
  return null;
}

const quoted = (value: string) => JSON.stringify(value);

/** The configured hosts (lower-case), or null when DOMAINS could not be read at all. */
function checkDomains(raw: unknown, problems: ConfigProblem[]): Set<string> | null {
  const hosts = new Set<string>();
  if (raw === undefined || raw === null || raw === '') {
    problems.push({ key: 'DOMAINS', message: 'is missing: map each host name to a language code' });
    return null;
  }
  const domains = objectVar('DOMAINS', raw, problems);
  if (!domains) return null;
  const covered = new Set<LocaleCode>();
  const seen = new Map<string, string>();
  for (const [host, code] of Object.entries(domains)) {
    const key = `DOMAINS[${quoted(host)}]`;
    const name = host.toLowerCase();
    if (!HOST.test(name) && !/^\d{1,3}(\.\d{1,3}){3}$/.test(name)) {
      problems.push({ key, message: 'is not a host name (no scheme, port or path: "artlane.se")' });
    }
    const earlier = seen.get(name);
    if (earlier !== undefined) {
      problems.push({ key, message: `is the same host as ${quoted(earlier)}: one host serves one language` });
    }
    seen.set(name, host);
    if (!isLocaleCode(code)) {
      problems.push({ key, message: `maps to unknown language ${quoted(String(code))} (one of ${LOCALE_CODES.join(', ')})` });
      continue;
    }
    covered.add(code);
    hosts.add(name);
  }
  const missing = LOCALE_CODES.filter((code) => !covered.has(code));
  if (missing.length > 0) problems.push({ key: 'DOMAINS', message: `has no host for ${missing.join(', ')}: every language needs one` });
  return hosts;
}

function checkPolicies(raw: unknown, hosts: Set<string> | null, problems: ConfigProblem[]): void {
  if (raw === undefined || raw === null) return;
  const policies = objectVar('CATALOG_CACHE', raw, problems);
  if (!policies) return;
  for (const [host, policy] of Object.entries(policies)) {
    const key = `CATALOG_CACHE[${quoted(host)}]`;
    if (host !== 'default' && hosts && !hosts.has(host.toLowerCase())) {
      problems.push({ key, message: 'names a host that is not in DOMAINS ("default" applies to every other host)' });
    }
    checkPolicy(key, policy, true, problems);
  }
}

/** `{ maxAge, staleWhileRevalidate }` in whole seconds; a host's (or the default's) may add one per page kind. */
function checkPolicy(key: string, policy: unknown, withKinds: boolean, problems: ConfigProblem[]): void {
  if (!isRecord(policy)) {
    problems.push({ key, message: 'must be { maxAge, staleWhileRevalidate } in seconds' });
    return;
  }
  for (const field of Object.keys(policy)) {
    if (field === 'maxAge' || field === 'staleWhileRevalidate') continue;
    if (withKinds && (PAGE_KINDS as readonly string[]).includes(field)) checkPolicy(`${key}.${field}`, policy[field], false, problems);
    else {
      const fields = withKinds ? `maxAge, staleWhileRevalidate, or a page kind: ${PAGE_KINDS.join(', ')}` : 'maxAge, staleWhileRevalidate';
      problems.push({ key: `${key}.${field}`, message: `is not a policy field (${fields})` });
    }
  }
  for (const field of ['maxAge', 'staleWhileRevalidate'] as const) {
    const value = policy[field];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_POLICY_SECONDS) {
      problems.push({ key: `${key}.${field}`, message: `must be a whole number of seconds from 0 to ${MAX_POLICY_SECONDS}` });
    }
  }
}

function checkUrl(key: string, value: unknown, problems: ConfigProblem[], { optional }: { optional: boolean }): boolean {
  if (value === undefined || value === null || value === '') {
    if (!optional) problems.push({ key, message: 'is missing' });
    return false;
  }
  let url: URL | null;
  try {
    url = typeof value === 'string' ? new URL(value) : null;
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
    problems.push({ key, message: `${quoted(String(value))} is not an http(s) URL` });
    return false;
  }
  return true;
}

function checkInteger(key: string, value: unknown, min: number, max: number, problems: ConfigProblem[]): void {
  if (value === undefined || value === null || value === '') return;
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isInteger(number) || number < min || number > max) {
    problems.push({ key, message: `must be a whole number from ${min} to ${max}, got ${quoted(String(value))}` });
  }
}

function checkLimits(raw: unknown, problems: ConfigProblem[]): void {
  if (raw === undefined || raw === null || raw === '') return;
  const limits = objectVar('UPSTREAM_MAX_BYTES', raw, problems);
  if (!limits) return;
  for (const [kind, value] of Object.entries(limits)) {
    const key = `UPSTREAM_MAX_BYTES.${kind}`;
    if (!(ANSWER_KINDS as readonly string[]).includes(kind))
      problems.push({ key, message: `is not an answer kind (${ANSWER_KINDS.join(', ')})` });
    else if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0)
      problems.push({ key, message: 'must be a positive whole number of bytes' });
  }
}

/**
 * HOST_REDIRECTS: `{ "www.artlane.se": "artlane.se" }`, a whole host to another host of the
 * shop (path and query kept). PATH_REDIRECTS: per host (or "*" for every host) a map of old
 * path to new path (`{ "artlane.se": { "/gamla-affischer": "/affischer" } }`), or to an
 * https:// address elsewhere. Both answer 301 (worker/middleware/redirects).
 */
function checkRedirects(vars: Record<string, unknown>, hosts: Set<string> | null, problems: ConfigProblem[]): void {
  if (vars.HOST_REDIRECTS !== undefined && vars.HOST_REDIRECTS !== null) {
    const redirects = objectVar('HOST_REDIRECTS', vars.HOST_REDIRECTS, problems);
    for (const [from, to] of Object.entries(redirects ?? {})) {
      const key = `HOST_REDIRECTS[${quoted(from)}]`;
      if (!HOST.test(from.toLowerCase())) problems.push({ key, message: 'is not a host name' });
      if (typeof to !== 'string' || !HOST.test(to.toLowerCase())) problems.push({ key, message: 'must name a host, such as "artlane.se"' });
      else if (hosts && !hosts.has(to.toLowerCase())) problems.push({ key, message: `leads to ${quoted(to)}, which is not in DOMAINS` });
      else if (to.toLowerCase() === from.toLowerCase()) problems.push({ key, message: 'leads to itself' });
    }
  }
  if (vars.PATH_REDIRECTS !== undefined && vars.PATH_REDIRECTS !== null) {
    const byHost = objectVar('PATH_REDIRECTS', vars.PATH_REDIRECTS, problems);
    for (const [host, paths] of Object.entries(byHost ?? {})) {
      const key = `PATH_REDIRECTS[${quoted(host)}]`;
      if (host !== '*' && hosts && !hosts.has(host.toLowerCase())) {
        problems.push({ key, message: 'names a host that is not in DOMAINS ("*" applies to every host)' });
      }
      if (!isRecord(paths)) {
        problems.push({ key, message: 'must map old paths to new ones: { "/old": "/new" }' });
        continue;
      }
      for (const [from, to] of Object.entries(paths)) {
        const pathKey = `${key}[${quoted(from)}]`;
        if (!/^\/[^?#\s]*$/.test(from)) problems.push({ key: pathKey, message: 'must be a path starting with "/" (no query, no spaces)' });
        const isPath = typeof to === 'string' && /^\/(?!\/)[^\s]*$/.test(to);
        const isAddress = typeof to === 'string' && /^https:\/\/[^\s/]+/.test(to);
        if (!isPath && !isAddress) problems.push({ key: pathKey, message: 'must lead to a path starting with "/" or an https:// address' });
        else if (to === from) problems.push({ key: pathKey, message: 'leads to itself' });
      }
    }
  }
}

/** base64url text of at least 32 bytes: read as sign-in and the operator view read it. */
const isSessionKey = (value: unknown): boolean => decodeKey(value) !== null;

/** Every problem of `vars` (a Worker's bindings or wrangler.toml's vars of one environment); empty when it is sound. */
export function configProblems(vars: Record<string, unknown>, { secrets }: CheckOptions): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const hosts = checkDomains(vars.DOMAINS, problems);
  checkPolicies(vars.CATALOG_CACHE, hosts, problems);
  checkRedirects(vars, hosts, problems);
  checkUrl('API_ORIGIN', vars.API_ORIGIN, problems, { optional: true });
  // Embedded (worker/api/upstream.ts isEmbedded: no API_ORIGIN): then the binding must be there.
  if (secrets && !vars.API_ORIGIN) checkCommerceBinding(vars, problems);
  checkInteger('API_TIMEOUT_MS', vars.API_TIMEOUT_MS, 100, 120_000, problems);
  checkInteger('SHELL_WAIT_MS', vars.SHELL_WAIT_MS, 0, 10_000, problems);
  checkLimits(vars.UPSTREAM_MAX_BYTES, problems);
  for (const key of ['SECURE_COOKIES', 'LOG_REQUESTS']) {
    if (vars[key] !== undefined && vars[key] !== 'true' && vars[key] !== 'false') {
      problems.push({ key, message: `must be "true" or "false", got ${quoted(String(vars[key]))}` });
    }
  }
  // GTM_ID is not checked here: a malformed one is ignored where it is used (worker/components/site), never fatal.
  // Sign-in is optional; once an issuer is named, the rest of it must be there.
  if (checkUrl('OIDC_ISSUER', vars.OIDC_ISSUER, problems, { optional: true })) {
    if (typeof vars.OIDC_CLIENT_ID !== 'string' || vars.OIDC_CLIENT_ID.trim() === '') {
      problems.push({ key: 'OIDC_CLIENT_ID', message: 'is missing: OIDC_ISSUER is set' });
    }
    if (secrets) {
      if (typeof vars.OIDC_CLIENT_SECRET !== 'string' || vars.OIDC_CLIENT_SECRET === '') {
        problems.push({ key: 'OIDC_CLIENT_SECRET', message: 'is missing (a Worker secret: npx wrangler secret put OIDC_CLIENT_SECRET)' });
      }
      if (!isSessionKey(vars.SESSION_SECRET)) {
        problems.push({
          key: 'SESSION_SECRET',
          message: 'is missing or shorter than 32 bytes of base64url (a Worker secret: npx wrangler secret put SESSION_SECRET)',
        });
      }
    }
  }
  checkOpsAccess(vars, secrets, problems);
  checkPurgeZones(vars, hosts, secrets, problems);
  return problems;
}

/**
 * Without API_ORIGIN the commerce API is the COMMERCE service binding (wrangler.toml `services`;
 * ADR 0010). A running Worker without either has no catalog, cart or checkout: every page and
 * call would fail on its first read, so it is a problem of the configuration, named once in the
 * log, rather than an error per request. (The build's check of wrangler.toml's vars cannot see
 * bindings: checked at run time only.)
 */
function checkCommerceBinding(vars: Record<string, unknown>, problems: ConfigProblem[]): void {
  const binding = vars.COMMERCE as { fetch?: unknown } | undefined;
  if (typeof binding?.fetch === 'function') return;
  problems.push({
    key: 'API_ORIGIN',
    message:
      'is empty and the COMMERCE service binding is missing: the shop has no commerce API (bind the commerce Worker in wrangler.toml `services`, or set API_ORIGIN to its address)',
  });
}

/**
 * PURGE_ZONES (docs/operations.md "Refresh on change"): each host of the shop to its
 * Cloudflare zone id (32 hex digits); set, the purges need the CF_PURGE_TOKEN secret.
 */
function checkPurgeZones(vars: Record<string, unknown>, hosts: Set<string> | null, secrets: boolean, problems: ConfigProblem[]): void {
  if (vars.PURGE_ZONES === undefined || vars.PURGE_ZONES === null || vars.PURGE_ZONES === '') return;
  const zones = objectVar('PURGE_ZONES', vars.PURGE_ZONES, problems);
  if (!zones) return;
  const redirected = new Set(Object.keys(isRecord(vars.HOST_REDIRECTS) ? vars.HOST_REDIRECTS : {}).map((host) => host.toLowerCase()));
  for (const [host, zone] of Object.entries(zones)) {
    const key = `PURGE_ZONES[${quoted(host)}]`;
    if (hosts && !hosts.has(host.toLowerCase()) && !redirected.has(host.toLowerCase())) {
      problems.push({ key, message: 'names a host that is not in DOMAINS' });
    }
    if (typeof zone !== 'string' || !/^[0-9a-f]{32}$/.test(zone)) {
      problems.push({ key, message: "must be the zone id: 32 hex digits (the zone's Overview page in the dashboard)" });
    }
  }
  if (secrets && Object.keys(zones).length > 0 && (typeof vars.CF_PURGE_TOKEN !== 'string' || vars.CF_PURGE_TOKEN === '')) {
    problems.push({
      key: 'CF_PURGE_TOKEN',
      message: 'is missing: PURGE_ZONES is set (a Worker secret with Zone.Cache Purge permission: npx wrangler secret put CF_PURGE_TOKEN)',
    });
  }
}

/**
 * The operator view (/__ops): Cloudflare Access's three vars go together, its key set is an
 * https URL; the local token key, when set, is 32+ bytes of base64url (RFC 7518 3.2: an HS256
 * key at least as long as the hash).
 */
function checkOpsAccess(vars: Record<string, unknown>, secrets: boolean, problems: ConfigProblem[]): void {
  const keys = ['OPS_ACCESS_JWKS_URL', 'OPS_ACCESS_ISSUER', 'OPS_ACCESS_AUDIENCE'] as const;
  const isSet = (key: string) => typeof vars[key] === 'string' && (vars[key] as string).trim() !== '';
  for (const key of keys) {
    if (vars[key] !== undefined && vars[key] !== null && typeof vars[key] !== 'string') problems.push({ key, message: 'must be a string' });
  }
  const given = keys.filter(isSet);
  if (given.length > 0) {
    for (const key of keys) {
      if (!isSet(key))
        problems.push({
          key,
          message: `is missing: ${given.join(' and ')} ${given.length === 1 ? 'is' : 'are'} set (Cloudflare Access needs all three)`,
        });
    }
    if (isSet('OPS_ACCESS_JWKS_URL') && !isHttpsUrl(vars.OPS_ACCESS_JWKS_URL)) {
      problems.push({
        key: 'OPS_ACCESS_JWKS_URL',
        message: `${quoted(String(vars.OPS_ACCESS_JWKS_URL))} is not an https URL (https://<team>.cloudflareaccess.com/cdn-cgi/access/certs)`,
      });
    }
    if (isSet('OPS_ACCESS_ISSUER') && !isHttpsUrl(vars.OPS_ACCESS_ISSUER)) {
      problems.push({
        key: 'OPS_ACCESS_ISSUER',
        message: `${quoted(String(vars.OPS_ACCESS_ISSUER))} is not an https URL (https://<team>.cloudflareaccess.com)`,
      });
    }
  }
  if (secrets && vars.OPS_TOKEN_KEY !== undefined && vars.OPS_TOKEN_KEY !== '' && !isSessionKey(vars.OPS_TOKEN_KEY)) {
    problems.push({
      key: 'OPS_TOKEN_KEY',
      message: 'is shorter than 32 bytes of base64url or not base64url (a Worker secret: npx wrangler secret put OPS_TOKEN_KEY)',
    });
  }
}

function isHttpsUrl(value: unknown): boolean {
  try {
    const url = new URL(String(value));
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The problems as lines for a log or a build error: `DOMAINS["x"]: maps to unknown language "no" …`. */
export function describeProblems(problems: readonly ConfigProblem[]): string {
  return problems.map((problem) => `${problem.key}: ${problem.message}`).join('\n');
}
