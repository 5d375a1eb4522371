import { describe, expect, it } from 'vitest';
import { contentHash, propsFile } from './props-file';

describe('a props file’s address', () => {
  it('the hash is FNV-1a of the UTF-8 bytes: its published test values, and one changed character changes it', () => {
    // The FNV test suite's 64-bit FNV-1a values (the empty string, "a", "foobar").
    expect(contentHash('')).toBe('cbf29ce484222325');
    expect(contentHash('a')).toBe('af63dc4c8601ec8c');
    expect(contentHash('foobar')).toBe('85944171f73967e8');
    expect(contentHash('Varukorg, {{count}} varor')).not.toBe(contentHash('Varukorg, {{count}} varör'));
  });

  it('names the file by its content', () => {
    expect(propsFile('cart', '{"a":1}')).toEqual({ json: '{"a":1}', path: `/props/cart.${contentHash('{"a":1}')}.json` });
  });
});
