import { describe, expect, it } from 'vitest';
import { catalogPolicyFor, keepsPages, parseCatalogPolicies } from './catalog-policies';

describe('policies per page kind', () => {
  const policies = parseCatalogPolicies({
    default: { maxAge: 60, staleWhileRevalidate: 600, product: { maxAge: 5, staleWhileRevalidate: 30 } },
    'artlane.de': { maxAge: 120, staleWhileRevalidate: 0, content: { maxAge: 3600, staleWhileRevalidate: 60 } },
    'artlane.fi': { maxAge: 0, staleWhileRevalidate: 0, start: { maxAge: 10, staleWhileRevalidate: 10 } },
  });

  it('takes the host’s own policy for the kind, else the host’s, else the default’s for the kind, else the default', () => {
    expect(catalogPolicyFor('artlane.de', policies, 'content')).toEqual({ maxAge: 3600, staleWhileRevalidate: 60 });
    expect(catalogPolicyFor('artlane.de', policies, 'product')).toEqual({ maxAge: 120, staleWhileRevalidate: 0 });
    expect(catalogPolicyFor('artlane.se', policies, 'product')).toEqual({ maxAge: 5, staleWhileRevalidate: 30 });
    expect(catalogPolicyFor('artlane.se', policies, 'category')).toEqual({ maxAge: 60, staleWhileRevalidate: 600 });
    // Catalog reads (no kind) keep the host's or the default's.
    expect(catalogPolicyFor('artlane.se', policies)).toEqual({ maxAge: 60, staleWhileRevalidate: 600 });
    expect(catalogPolicyFor('x.example', {})).toEqual({ maxAge: 60, staleWhileRevalidate: 600 });
  });

  it('keeps a host’s pages when any of its policies keeps something', () => {
    expect(keepsPages('artlane.fi', policies)).toBe(true);
    expect(keepsPages('artlane.fi', parseCatalogPolicies({ default: { maxAge: 0, staleWhileRevalidate: 0 } }))).toBe(false);
  });
});
