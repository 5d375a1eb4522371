import { describe, expect, it } from 'vitest';
import { asRevalidation, isPersonalCall, isRevalidation, revalidationTags } from './requests';

describe('isPersonalCall', () => {
  it.each([
    [{ bearer: 'eyJ…artist-token' }, true],
    [{ bearer: '' }, true],
    [{}, false],
    [{ bearer: undefined }, false],
  ])('a call %o is personal: %s', (call, expected) => {
    expect(isPersonalCall(call)).toBe(expected);
  });
});

describe('a background re-render', () => {
  it('is marked on a copy of the env, which collects the tags of what it read', () => {
    const env = { CATALOG_CACHE: {} };
    const shown = new Set(['product:1']);
    const marked = asRevalidation(env, shown);
    expect(isRevalidation(marked)).toBe(true);
    expect(revalidationTags(marked)).toBe(shown);
    expect(marked.CATALOG_CACHE).toBe(env.CATALOG_CACHE);
    // The request's own env stays unmarked.
    expect(isRevalidation(env)).toBe(false);
    expect(revalidationTags(env)).toBeUndefined();
  });

  it('cannot be claimed by configuration: a string key of the same name is no mark', () => {
    expect(isRevalidation({ 'artlane.revalidation': new Set() })).toBe(false);
  });
});
