import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { CART } from '../../../../locales/cart';
import { cartTotal } from '../../../../shared/cart';
import { couponMaxima, emptyCouponState } from '../../../../shared/coupons';
import { cartLine, coupon } from '../../../state/testing';
import { toIncomingLine } from '../lines';
import type { CartLabels } from '../contracts';
import { estimatedDiscount } from '../../../../shared/coupon-estimate';
import { couponRows } from './CouponForm';
import { buyableLines } from './product';
import { labelsTranslator } from '../../../i18n';

const labels: CartLabels = { ...CART.en, adjusted_quantity: 'Adjusted', add_to_cart: 'Add to cart' };

/** The coupon these tests apply unless they say otherwise. */
const SPRING_25 = { code: 'SPRING-25', percentage_discount: 25 };

describe('the drawers translate with labelsTranslator', () => {
  const labels = { remove: 'Remove {{name}}', coupon_applied: '{{code}}: {{ percent }}% off' } as unknown as CartLabels;
  it.each([
    ['remove', { name: 'Mountains' }, 'Remove Mountains'],
    ['coupon_applied', { code: 'A1', percent: 25 }, 'A1: 25% off'],
    ['remove', { name: '$&' }, 'Remove $&'],
  ] as const)('%s %j', (key, params, expected) => {
    expect(labelsTranslator(labels)(key, params)).toBe(expected);
  });
});

describe('couponRows', () => {
  it('shows applied, minimum-spend, rejected, pending and automatic coupons', () => {
    const rows = couponRows(
      {
        codes: ['spring-25', 'WELCOME10', 'NEW-ONE'],
        coupons: [coupon(SPRING_25), coupon({ code: 'SITE-5', percentage_discount: 5 })],
        rejected: [
          { code: 'WELCOME10', failed_minimum_spend: true },
          { code: 'NOPE', failed_minimum_spend: false },
        ],
      },
      labels,
    );
    expect(rows).toEqual([
      { code: 'SPRING-25', text: 'SPRING-25: 25% off', status: 'applied', isRemovable: true },
      { code: 'WELCOME10', text: 'WELCOME10 applies only above a minimum order value.', status: 'rejected', isRemovable: true },
      { code: 'NEW-ONE', text: 'NEW-ONE: checking…', status: 'checking', isRemovable: true },
      { code: 'NOPE', text: 'NOPE is not a valid discount code.', status: 'rejected', isRemovable: true },
      { code: 'SITE-5', text: 'SITE-5: 5% off', status: 'applied', isRemovable: false },
    ]);
  });

  it('nothing asked, nothing shown', () => {
    expect(couponRows(emptyCouponState(), labels)).toEqual([]);
  });
});

describe('estimatedDiscount', () => {
  const options = { vat: true, decimals: 0 };
  it('takes the best coupon per line and leaves coupon gifts alone', () => {
    const lines = [
      cartLine({ uuid: 'a', price: 349, quantity: 2, discount_category: 'posters', group_id: 1 }),
      cartLine({ uuid: 'b', price: 499, quantity: 1, discount_category: 'frames', group_id: 2 }),
      cartLine({ uuid: 'c', price: 0, quantity: 1, added_by_coupon: 'SPRING-25' }),
    ];
    const maxima = couponMaxima([
      coupon({ ...SPRING_25, specific_discount_categories: ['posters'] }),
      coupon({ code: 'ART20', percentage_discount: 20, excluded_groups: [2, 4] }),
    ]);
    // 698 × 25 % = 174.5 → 175; frames are excluded from ART20 and not posters.
    expect(estimatedDiscount(lines, maxima, options)).toBe(175);
  });

  test.prop([
    fc.array(fc.record({ price: fc.integer({ min: 0, max: 100_000 }), quantity: fc.integer({ min: 1, max: 5000 }) }), { maxLength: 10 }),
    fc.integer({ min: 0, max: 100 }),
    fc.boolean(),
  ])('is never negative and never more than the subtotal', (specs, percent, vat) => {
    const lines = specs.map((spec, index) => cartLine({ uuid: `u${index}`, ...spec }));
    const maxima = couponMaxima([coupon({ ...SPRING_25, percentage_discount: percent, specific_discount_categories: [] })]);
    const decimals = vat ? 0 : 2;
    const discount = estimatedDiscount(lines, maxima, { vat, decimals });
    expect(discount).toBeGreaterThanOrEqual(0);
    expect(discount).toBeLessThanOrEqual(cartTotal(lines, { vat, decimals }) + 10 ** -decimals * lines.length);
  });
});

describe('buyableLines (adding from the wishlist)', () => {
  const product = {
    id: 7,
    sku: 'P7',
    name: 'Fjäll',
    slug: 'fjall',
    type: 2,
    template_id: 2,
    vat: 25,
    group_id: 1,
    discount_category: 'posters',
    categories: [3, 4],
    prices: { n: [{ q: 1, p: 249 }] },
    variations: [
      { sku: 'P7-30x40', name: '30x40 cm', stock_status: 'instock', prices: { n: [{ q: 1, p: 249 }], c: [{ q: 1, p: 179 }] } },
      { sku: 'P7-50x70', name: '50x70 cm', stock_status: 'outofstock', prices: { n: [{ q: 1, p: 349 }] } },
      { sku: 'P7-70x100', name: '70x100 cm', stock_status: 'lowstock', prices: { n: [{ q: 1, p: 499 }] } },
    ],
  };

  it('offers each variation that is not out of stock, at its campaign price when one runs', () => {
    const lines = buyableLines(product);
    expect(lines.map((line) => [line.sku, line.variation_name, line.price, line.ordinary_price])).toEqual([
      ['P7-30x40', '30x40 cm', 179, 249],
      ['P7-70x100', '70x100 cm', 499, 499],
    ]);
    expect(lines[0]).toMatchObject({
      product_id: 7,
      name: 'Fjäll',
      vat: 25,
      group_id: 1,
      discount_category: 'posters',
      categories: [3, 4],
    });
  });

  it('a product without variations is bought as itself', () => {
    expect(buyableLines({ ...product, variations: [] }).map((line) => [line.sku, line.price])).toEqual([['P7', 249]]);
  });

  it.each([null, 'x', [], { id: 'a' }, { ...product, variations: [{ sku: 'Z', prices: { n: [] } }] }])('%j offers nothing', (value) => {
    expect(buyableLines(value)).toEqual([]);
  });
});

describe('toIncomingLine (what a product page hands the cart)', () => {
  it('fills the server-owned fields neutrally and keeps what the page knows', () => {
    const line = toIncomingLine(
      {
        product_id: 1,
        sku: 'P1',
        name: 'A',
        slug: 'a',
        thumb: '/t.svg',
        type: 2,
        template_id: 2,
        price: 99,
        vat: 25,
        group_id: 1,
        pricing: [{ q: 1, p: 99 }],
        variation_name: '30x40 cm',
        metadata: { margin: true },
      },
      2,
    );
    expect(line).toMatchObject({
      quantity: 2,
      price: 99,
      ordinary_price: 99,
      metadata: { margin: true },
      categories: [],
      stock_status: 'instock',
      cart_notice: null,
      adjusted_quantity: null,
      cross_selling_product_id: null,
      added_by_coupon: null,
      campaign: null,
    });
  });
});
