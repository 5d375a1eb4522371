import { describe, expect, it } from 'vitest';
import { joinBytes } from './bytes';

describe('joinBytes', () => {
  it('puts the parts one after the other', () => {
    expect([...joinBytes([Uint8Array.of(1, 2), new Uint8Array(0), Uint8Array.of(3)])]).toEqual([1, 2, 3]);
  });

  it('copies even a single part, a view into a larger buffer included', () => {
    const buffer = Uint8Array.of(9, 8, 7, 6);
    const view = buffer.subarray(1, 3);
    const joined = joinBytes([view]);
    expect([...joined]).toEqual([8, 7]);
    expect(joined.buffer).not.toBe(buffer.buffer);
    expect(joined.byteOffset).toBe(0);
  });

  it('is empty for no parts', () => {
    expect(joinBytes([]).byteLength).toBe(0);
  });
});
