import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { parseStoredCart } from '../../client/state/cart';
import { requestItem } from '../../client/state/cart-sync';
import { parseStoredDiscount } from '../../client/state/discount';
import { parseStoredWishlist } from '../../client/state/wishlist';
import * as v from 'valibot';
import { cartItems, wishlistInput } from '../../shared/schemas/cart';

/** sync-cart's most lines per call, as docs/api.md states it (not the constant both sides share). */
const API_MAX_LINES = 200;

/**
 * What the browser reads back from storage is sent with every sync; the embedded API
 * refuses a whole call for one value beyond its limits. So whatever survives the client's
 * validation must pass the server's (issue 4 audit: an 80-character sku in storage blocked
 * every sync of the page).
 */
const text = (max: number) => fc.string({ maxLength: max });
const id = fc.oneof(fc.integer({ min: -2, max: 3 }), fc.constant(1e9), fc.constant(1e9 + 1), fc.constant(1.5));
const templateValues = fc.dictionary(fc.string({ maxLength: 45 }), fc.oneof(text(210), fc.integer()), { maxKeys: 23 });
const metadata = fc.oneof(
  fc.constant(null),
  fc.record({ margin: fc.oneof(fc.boolean(), fc.string()), colour: fc.string() }, { requiredKeys: [] }),
  fc.record({ template: fc.record({ values: templateValues }) }),
);
const storedLine = fc.record(
  {
    uuid: fc.oneof(fc.uuid(), text(70)),
    product_id: id,
    sku: fc.oneof(fc.stringMatching(/^[A-Z0-9-]{1,20}$/), text(80)),
    quantity: fc.oneof(fc.integer({ min: -1, max: 5001 }), fc.constant(0.5)),
    price: fc.oneof(fc.constant(299), fc.double()),
    metadata,
    cross_selling_product_id: fc.oneof(fc.constant(null), id),
    added_by_coupon: fc.oneof(fc.constant(null), text(60)),
    adjusted_quantity: fc.oneof(fc.constant(null), fc.constant(0)),
  },
  { requiredKeys: ['uuid', 'product_id', 'sku', 'quantity', 'price'] },
);

describe('storage the API accepts', () => {
  test.prop([fc.array(storedLine, { maxLength: 230 }), fc.option(text(120))])(
    'every cart line kept from storage passes sync-cart\u2019s checks',
    (items, checkoutID) => {
      const cart = parseStoredCart({ items, checkoutID });
      expect(cart.items.length).toBeLessThanOrEqual(API_MAX_LINES);
      expect(v.safeParse(cartItems, cart.items.map(requestItem)).issues).toBeUndefined();
      if (cart.checkoutID !== null) expect(cart.checkoutID.length).toBeLessThanOrEqual(100);
    },
  );

  const code = fc.oneof({ weight: 5, arbitrary: fc.stringMatching(/^[A-Za-z0-9-]{3,60}$/) }, { weight: 1, arbitrary: fc.string() });
  test.prop([fc.array(code, { minLength: 15, maxLength: 40 })])('at most 20 codes of 3 to 50 characters are kept', (codes) => {
    const kept = parseStoredDiscount({ codes }).codes;
    expect(kept.length).toBeLessThanOrEqual(20);
    for (const code of kept) expect(code).toMatch(/^[A-Za-z0-9-]{3,50}$/);
  });

  test.prop([fc.array(fc.record({ id, name: text(520), slug: text(20), thumb: text(520) }, { requiredKeys: ['id'] }), { maxLength: 230 })])(
    'wishlist entries fit sync-wishlist',
    (items) => {
      const kept = parseStoredWishlist({ items }).items;
      expect(kept.length).toBeLessThanOrEqual(200);
      expect(v.safeParse(wishlistInput, kept).issues).toBeUndefined();
      for (const item of kept) {
        expect(Number.isInteger(item.id) && item.id >= 1 && item.id <= 1e9).toBe(true);
        for (const field of [item.name, item.slug, item.thumb]) expect((field ?? '').length).toBeLessThanOrEqual(500);
      }
    },
  );
});
