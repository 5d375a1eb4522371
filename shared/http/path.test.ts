import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { decodePathPart } from './path';

describe('decodePathPart', () => {
  it.each([
    ['artists/1/avatar/a.png', 'artists/1/avatar/a.png'],
    ['caf%C3%A9', 'café'],
    ['%2F', '/'],
    ['%25ZZ', '%ZZ'],
    ['', ''],
  ])('decodes %s to %s', (text, decoded) => {
    expect(decodePathPart(text)).toBe(decoded);
  });

  it.each(['%ZZ', '%', 'artists/%', '%E0%A4%A', '%C0%AE', '%ED%A0%80', '%FF', 'a%2'])(
    'answers null for the malformed escape %s',
    (text) => {
      expect(decodePathPart(text)).toBeNull();
    },
  );

  test.prop([fc.string({ unit: 'grapheme' })])('gives back what encodeURIComponent wrote', (text) => {
    expect(decodePathPart(encodeURIComponent(text))).toBe(text);
  });

  test.prop([fc.string({ unit: 'binary' })])('never throws', (text) => {
    const decoded = decodePathPart(text);
    expect(decoded === null || typeof decoded === 'string').toBe(true);
  });
});
