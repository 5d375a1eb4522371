import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { returnPathOr, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/my-account', '/my-account'],
    ['/my-account/posters?page=2', '/my-account/posters?page=2'],
    ['/produkt/a-b#top', '/produkt/a-b#top'],
    ['/search-results?query=caf%C3%A9', '/search-results?query=caf%C3%A9'],
  ])('keeps the same-host path %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    '',
    'my-account',
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'https://evil.com',
    'javascript:alert(1)',
    '/%2F%2Fevil.com',
    '/%5Cevil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/ /evil.com',
    '/%0a/evil.com',
    '/%E0%A4%A',
    `/${'a'.repeat(600)}`,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
    expect(returnPathOr(value)).toBe('/my-account');
  });

  test.prop([fc.string({ maxLength: 60 })])('whatever it keeps stays on the host when a browser reads it', (value) => {
    const kept = safeReturnPath(value);
    if (kept === null) return;
    expect(new URL(kept, 'https://artlane.se').origin).toBe('https://artlane.se');
    expect(kept.startsWith('/')).toBe(true);
    expect(kept.replace(/[\t\n\r]/g, '')).toBe(kept);
  });
});
