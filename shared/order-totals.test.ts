import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { priceOrder, sameAmount, type TotalsInput } from './order-totals';
import { coupon } from './testing';
import type { Coupon } from './types';

const couponOf = (code: string, percent: number, restrictions: Partial<Coupon> = {}): Coupon =>
  coupon({ code, percentage_discount: percent, ...restrictions });

const poster = { group_id: 1, discount_category: 'posters', added_by_coupon: null };
const frame = { group_id: 2, discount_category: 'frames', added_by_coupon: null };
const sek = (overrides: Partial<TotalsInput>): TotalsInput => ({
  lines: [],
  coupons: [],
  delivery: { price: 49, free_from: 499 },
  giftCards: [],
  vatRate: 25,
  decimals: 0,
  ...overrides,
});

describe('what an order costs', () => {
  it.each([
    [
      'one line below the threshold pays delivery',
      sek({ lines: [{ ...frame, price: 199, quantity: 1 }] }),
      { lines: 199, discount: 0, shipping: 49, gift_cards: 0, total: 248, vat: 49.6 },
    ],
    [
      'the threshold reached: free delivery',
      sek({ lines: [{ ...frame, price: 179, quantity: 3 }] }),
      { lines: 537, shipping: 0, total: 537, vat: 107.4 },
    ],
    [
      'a coupon rounds each line like the cart (59.70 → 60 crowns)',
      sek({
        lines: [{ ...frame, price: 199, quantity: 2 }],
        coupons: [couponOf('FRAMES15', 15, { specific_discount_categories: ['frames'] })],
      }),
      { lines: 398, discount: 60, shipping: 49, total: 387 },
    ],
    [
      'the threshold counts the lines after discount',
      sek({ lines: [{ ...frame, price: 179, quantity: 3 }], coupons: [couponOf('FRAMES15', 15)] }),
      { lines: 537, discount: 81, shipping: 49, total: 505 },
    ],
    [
      'a method that is never free',
      sek({ lines: [{ ...frame, price: 179, quantity: 3 }], delivery: { price: 129, free_from: null } }),
      { shipping: 129, total: 666 },
    ],
    [
      'gift cards pay in order, each at most its balance',
      sek({
        lines: [{ ...poster, price: 199, quantity: 1 }],
        giftCards: [
          { code: 'A', balance: 100 },
          { code: 'B', balance: 500 },
        ],
      }),
      { gift_cards: 248, total: 0, vat: 49.6 },
    ],
    [
      'euros keep their cents; VAT of 19 %',
      { ...sek({ lines: [{ ...poster, price: 28.95, quantity: 3 }] }), delivery: { price: 4.95, free_from: 49 }, vatRate: 19, decimals: 2 },
      { lines: 86.85, shipping: 0, total: 86.85, vat: 13.87 },
    ],
  ])('%s', (_name, input, expected) => {
    expect(priceOrder(input).totals).toMatchObject(expected);
  });

  it('a coupon that is not applied, and a coupon gift line, get no discount', () => {
    const { totals } = priceOrder(
      sek({
        lines: [
          { ...poster, price: 199, quantity: 1 },
          { ...poster, price: 0, quantity: 1, added_by_coupon: 'GIFT' },
        ],
        coupons: [couponOf('WELCOME10', 10, { applied: false, failed_minimum_spend: true })],
      }),
    );
    expect(totals.discount).toBe(0);
  });

  it('each line goes to the first coupon with its best percentage', () => {
    const priced = priceOrder(
      sek({
        lines: [
          { ...poster, price: 200, quantity: 1 },
          { ...frame, price: 100, quantity: 1 },
        ],
        coupons: [
          couponOf('ART20', 20, { excluded_groups: [2, 4] }),
          couponOf('FRAMES15', 15, { specific_discount_categories: ['frames'] }),
          couponOf('ALSO20', 20),
        ],
      }),
    );
    expect(priced.couponDiscounts).toEqual([
      { code: 'ART20', discount: 40 },
      { code: 'ALSO20', discount: 20 },
    ]);
    expect(priced.lineAmounts).toEqual([
      { total: 200, discount: 40 },
      { total: 100, discount: 20 },
    ]);
  });

  it('amounts are the same to the cent', () => {
    expect(sameAmount(248, 248.001)).toBe(true);
    expect(sameAmount(248, 247.99)).toBe(false);
  });
});

const line = fc.record({
  price: fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
  quantity: fc.integer({ min: 1, max: 50 }),
  group_id: fc.integer({ min: 1, max: 6 }),
  discount_category: fc.constantFrom('posters', 'frames', null),
  added_by_coupon: fc.constant(null),
});
const input = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 6 }),
  coupons: fc.array(
    fc
      .record({ code: fc.string({ minLength: 1, maxLength: 5 }), percent: fc.integer({ min: 0, max: 100 }) })
      .map(({ code, percent }) => couponOf(code, percent)),
    { maxLength: 3 },
  ),
  delivery: fc.record({ price: fc.constantFrom(0, 3.95, 49), free_from: fc.constantFrom(null, 45, 499) }),
  giftCards: fc.array(fc.record({ code: fc.string(), balance: fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100) }), {
    maxLength: 3,
  }),
  vatRate: fc.constantFrom(19, 20, 25, 25.5),
  decimals: fc.constantFrom(0, 2),
});

test.prop([input])('the total is never negative, no card pays more than its balance, and the parts add up', (order) => {
  const { totals, giftCardAmounts } = priceOrder(order);
  expect(totals.total).toBeGreaterThanOrEqual(0);
  giftCardAmounts.forEach((card, index) => expect(card.amount).toBeLessThanOrEqual(order.giftCards[index]!.balance));
  expect(sameAmount(totals.lines - totals.discount + totals.shipping - totals.gift_cards, totals.total)).toBe(true);
  expect(totals.discount).toBeLessThanOrEqual(totals.lines);
  expect(totals.vat).toBeLessThanOrEqual(totals.total + totals.gift_cards);
});
