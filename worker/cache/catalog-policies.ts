/**
 * The operator's catalog cache configuration (CATALOG_CACHE, README "Caching"): how long
 * each host keeps its catalog reads and, per page kind, its anonymous pages.
 */
import { objectVarOr } from '../config/object-var';
import { oncePerEnv } from '../config/per-env';
import { PAGE_KINDS, type PageKind } from './page-kinds';
import type { CachePolicy } from './policy';

/** A host's (or the default) policy, with optional policies per page kind. */
export type HostPolicy = CachePolicy & { pages?: Partial<Record<PageKind, CachePolicy>> };
export type CatalogPolicies = Record<string, HostPolicy>;

const DEFAULT_POLICY: CachePolicy = { maxAge: 60, staleWhileRevalidate: 600 };

function policyOf(value: unknown): CachePolicy | null {
  const p = value as Partial<CachePolicy> | null;
  if (!p || typeof p !== 'object' || !Number.isFinite(p.maxAge) || !Number.isFinite(p.staleWhileRevalidate)) return null;
  return { maxAge: Math.max(0, p.maxAge!), staleWhileRevalidate: Math.max(0, p.staleWhileRevalidate!) };
}

/**
 * CATALOG_CACHE: per host (or "default") `{ maxAge, staleWhileRevalidate }` in seconds, with
 * optional `start`, `category`, `product`, `content` policies of their own. A malformed entry
 * never gets this far: the configuration check answers 503 first (worker/config/validate.ts).
 */
export function parseCatalogPolicies(raw: unknown): CatalogPolicies {
  const result: CatalogPolicies = {};
  for (const [host, entry] of Object.entries(objectVarOr(raw))) {
    const base = policyOf(entry);
    if (!base) continue;
    const pages: Partial<Record<PageKind, CachePolicy>> = {};
    for (const kind of PAGE_KINDS) {
      const policy = policyOf((entry as Record<string, unknown>)[kind]);
      if (policy) pages[kind] = policy;
    }
    result[host.toLowerCase()] = Object.keys(pages).length > 0 ? { ...base, pages } : base;
  }
  return result;
}

/** CATALOG_CACHE of this env, parsed once per env object (the isolate's bindings), not per request. */
export const catalogPoliciesOf = oncePerEnv((env: { CATALOG_CACHE?: unknown }) => parseCatalogPolicies(env.CATALOG_CACHE));

/**
 * The policy for `host`'s catalog reads, or for its pages of `kind`: the host's own policy for
 * that kind, else the host's, else the default's for that kind, else the default's, else
 * 60 s fresh and 600 s stale.
 */
export function catalogPolicyFor(host: string, policies: CatalogPolicies, kind?: PageKind): CachePolicy {
  const own = policies[host];
  const fallback = policies.default;
  const chosen = (kind && own?.pages?.[kind]) ?? own ?? (kind && fallback?.pages?.[kind]) ?? fallback ?? DEFAULT_POLICY;
  return { maxAge: chosen.maxAge, staleWhileRevalidate: chosen.staleWhileRevalidate };
}

/** Whether any page of `host` is kept (some policy of its with a positive maxAge). */
export function keepsPages(host: string, policies: CatalogPolicies): boolean {
  const candidates = [undefined, ...PAGE_KINDS].map((kind) => catalogPolicyFor(host, policies, kind));
  return candidates.some((policy) => policy.maxAge > 0);
}
