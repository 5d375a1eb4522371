import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { bestDiscountAmong, bestDiscountFor, couponMaxima } from '../../../../shared/coupons';
import { evaluateCoupons, isActive, normaliseCode, type CouponLine, type CouponRule } from './coupons';

const NOW = new Date('2025-05-01T12:00:00.000Z');

function rule(overrides: Partial<CouponRule>): CouponRule {
  return {
    code: 'TEST',
    percentage: 10,
    specificGroups: [],
    excludedGroups: [],
    specificDiscountCategories: [],
    minimumSpend: null,
    isInternal: false,
    startsAt: null,
    endsAt: null,
    ...overrides,
  };
}

const poster: CouponLine = { group_id: 1, discount_category: 'posters', price: 349, quantity: 1 };
const frame: CouponLine = { group_id: 2, discount_category: 'frames', price: 449, quantity: 1 };
const giftCard: CouponLine = { group_id: 4, discount_category: null, price: 500, quantity: 1 };

describe('the lines a coupon covers count toward its minimum spend (shared couponCovers)', () => {
  it.each([
    ['a global coupon covers every line but gift cards', rule({}), poster, true],
    ['no coupon covers a gift card, not even a global one (a gift card is money)', rule({}), giftCard, false],
    ['nor one for its own group', rule({ specificGroups: [4] }), giftCard, false],
    ['a group coupon covers its group', rule({ specificGroups: [1] }), poster, true],
    ['a group coupon skips other groups', rule({ specificGroups: [1] }), frame, false],
    ['an excluded group is skipped', rule({ excludedGroups: [2, 4] }), frame, false],
    ['other groups stay covered despite exclusions', rule({ excludedGroups: [2, 4] }), poster, true],
    ['a category coupon covers its category', rule({ specificDiscountCategories: ['frames'] }), frame, true],
    ['a category coupon skips lines without a category', rule({ specificDiscountCategories: ['frames'] }), giftCard, false],
  ])('%s', (_name, coupon, line, covered) => {
    const [answer] = evaluateCoupons([{ ...coupon, minimumSpend: line.price }], [line], NOW);
    expect(answer?.applied).toBe(covered);
  });
});

describe('evaluateCoupons', () => {
  it('a coupon without minimum spend is applied even to an empty cart', () => {
    expect(evaluateCoupons([rule({ code: 'SPRING-25', percentage: 25 })], [], NOW)).toEqual([
      {
        code: 'SPRING-25',
        percentage_discount: 25,
        specific_groups: [],
        excluded_groups: [],
        specific_discount_categories: [],
        failed_minimum_spend: false,
        applied: true,
      },
    ]);
  });

  it.each([
    ['below the minimum fails', [{ ...poster, quantity: 1 }], true],
    ['exactly the minimum passes', [{ ...poster, price: 250, quantity: 2 }], false],
    ['above the minimum passes', [{ ...poster, quantity: 2 }], false],
  ])('minimum spend: %s', (_name, lines, failed) => {
    const [coupon] = evaluateCoupons([rule({ code: 'WELCOME10', minimumSpend: 500 })], lines, NOW);
    expect(coupon).toMatchObject({ failed_minimum_spend: failed, applied: !failed });
  });

  it('only lines the coupon covers count toward its minimum', () => {
    const [coupon] = evaluateCoupons([rule({ specificGroups: [2], minimumSpend: 500 })], [{ ...poster, quantity: 5 }, frame], NOW);
    expect(coupon?.failed_minimum_spend).toBe(true);
  });

  it('an expired or not yet started coupon is left out, like an unknown code', () => {
    const rules = [
      rule({ code: 'OLD', endsAt: '2023-08-31T23:59:59.000Z' }),
      rule({ code: 'SOON', startsAt: '2030-01-01T00:00:00.000Z' }),
      rule({ code: 'NOW' }),
    ];
    expect(evaluateCoupons(rules, [poster], NOW).map((c) => c.code)).toEqual(['NOW']);
  });
});

describe('the discount a line gets from the answer (docs/cart.md, shared bestDiscountAmong: the highest applicable discount wins)', () => {
  const coupons = evaluateCoupons(
    [
      rule({ code: 'ALL', percentage: 10 }),
      rule({ code: 'POSTERS', percentage: 25, specificDiscountCategories: ['posters'] }),
      rule({ code: 'BIG', percentage: 50, minimumSpend: 10_000 }),
    ],
    [poster, frame],
    NOW,
  );
  it.each([
    ['a poster gets the category coupon', poster, 25],
    ['a frame gets the global coupon', frame, 10],
  ])('%s', (_name, line, expected) => {
    expect(bestDiscountAmong({ ...line, added_by_coupon: null }, coupons)).toBe(expected);
  });

  it('a coupon limited to a group and a category discounts the lines it covers, though the shop’s maxima cannot hold it', () => {
    const [combined] = evaluateCoupons([rule({ percentage: 40, specificGroups: [1], specificDiscountCategories: ['posters'] })], [], NOW);
    const coupons = combined ? [combined] : [];
    expect(bestDiscountAmong({ ...poster, added_by_coupon: null }, coupons)).toBe(40);
    expect(bestDiscountAmong({ ...poster, discount_category: 'frames', added_by_coupon: null }, coupons)).toBe(0);
    expect(bestDiscountFor({ ...poster, added_by_coupon: null }, couponMaxima(coupons))).toBe(0);
  });

  it('a line that is a coupon’s gift gets no further discount', () => {
    expect(bestDiscountAmong({ ...poster, added_by_coupon: 'POSTERS' }, coupons)).toBe(0);
  });

  test.prop([
    fc.array(fc.record({ percentage: fc.integer({ min: 1, max: 100 }), group: fc.integer({ min: 1, max: 6 }) }), { maxLength: 8 }),
    fc.integer({ min: 1, max: 6 }),
  ])('is the maximum over the applied coupons that cover the line, or 0', (specs, group) => {
    const rules = specs.map((spec, i) => rule({ code: `C${i}`, percentage: spec.percentage, specificGroups: [spec.group] }));
    const line = { group_id: group, discount_category: 'posters', added_by_coupon: null };
    // Gift cards (group 4) are never discounted.
    const expected = group === 4 ? 0 : Math.max(0, ...specs.filter((spec) => spec.group === group).map((spec) => spec.percentage));
    expect(bestDiscountAmong(line, evaluateCoupons(rules, [], NOW))).toBe(expected);
  });
});

describe('codes', () => {
  it.each([
    ['spring-25', 'SPRING-25'],
    ['  Welcome10 ', 'WELCOME10'],
  ])('%j is looked up as %j', (input, expected) => {
    expect(normaliseCode(input)).toBe(expected);
  });

  it('a coupon is active on its last day until its end time', () => {
    expect(isActive(rule({ endsAt: '2025-05-01T12:00:00.000Z' }), NOW)).toBe(true);
    expect(isActive(rule({ endsAt: '2025-05-01T11:59:59.999Z' }), NOW)).toBe(false);
  });
});
