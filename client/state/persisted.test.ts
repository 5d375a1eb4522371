import { describe, expect, it } from 'vitest';
import { cartCount, readPersisted, wishlistCount } from './persisted';

const storage = (value: string | null) => ({ getItem: () => value });

describe('readPersisted', () => {
  it.each([['not json'], ['[1,2]'], ['null'], ['42'], [null]])('corrupt storage %s reads as empty', (raw) => {
    expect(readPersisted(storage(raw))).toEqual({});
  });

  it('a storage that throws reads as empty', () => {
    expect(
      readPersisted({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toEqual({});
  });
});

describe('counts', () => {
  it('counts pieces, ignoring malformed quantities', () => {
    const data = readPersisted(
      storage(
        JSON.stringify({
          cart: { items: [{ quantity: 2 }, { quantity: -1 }, { quantity: 'x' }, { quantity: 1.5 }, null, { quantity: 3 }] },
        }),
      ),
    );
    expect(cartCount(data)).toBe(5);
  });

  it('counts wishlist entries', () => {
    expect(wishlistCount({ wishlist: { items: [{ id: 1 }, { id: 2 }] } })).toBe(2);
    expect(wishlistCount({ wishlist: { items: 'x' as unknown as [] } })).toBe(0);
  });
});
