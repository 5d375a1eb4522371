import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  acceptCoupons,
  bestDiscountAmong,
  bestDiscountFor,
  couponAppliesTo,
  couponCovers,
  couponMaxima,
  emptyCouponState,
  fitsMaxima,
  MAX_COUPON_CODES,
  parseCoupon,
  withCouponAnswer,
  withCouponCode,
  withoutCouponCode,
  type DiscountableLine,
} from './coupons';
import { coupon } from './testing';
import type { Coupon } from './types';

const poster = (group_id: number, discount_category: string | null = null): DiscountableLine => ({
  group_id,
  discount_category,
  added_by_coupon: null,
});

const shop = [
  coupon({ code: 'WELCOME10', percentage_discount: 10 }),
  coupon({ code: 'SPRING-25', percentage_discount: 25, specific_groups: [1] }),
  coupon({ code: 'FRAMES-15', percentage_discount: 15, specific_discount_categories: ['frames'] }),
  coupon({ code: 'NOT-ART-30', percentage_discount: 30, excluded_groups: [1, 2] }),
  coupon({ code: 'NOT-ART-20', percentage_discount: 20, excluded_groups: [2, 1] }),
  coupon({ code: 'OFF', percentage_discount: 90, applied: false }),
];

describe('couponMaxima', () => {
  it('keeps the highest discount per bucket', () => {
    expect(couponMaxima(shop)).toEqual({
      global: 10,
      byGroup: { 1: 25 },
      byExcludedGroups: [{ groups: [1, 2], max: 30 }],
      byCategory: { frames: 15 },
    });
  });

  it.each<[string, DiscountableLine, number]>([
    ['a poster in group 1 gets the group discount', poster(1), 25],
    ['a frame in group 2 gets the category discount', poster(2, 'frames'), 15],
    ['a line outside the excluded groups gets the excluded-group discount', poster(3), 30],
    ['a coupon gift gets nothing more', { ...poster(3), added_by_coupon: 'GIFT' }, 0],
  ])('%s', (_name, line, percent) => {
    expect(bestDiscountFor(line, couponMaxima(shop))).toBe(percent);
  });

  it('no coupons, no discount', () => {
    expect(bestDiscountFor(poster(1, 'frames'), couponMaxima([]))).toBe(0);
  });

  const coupons = fc.array(
    fc.record({
      code: fc.constantFrom('A', 'B', 'C'),
      percentage_discount: fc.integer({ min: 0, max: 100 }),
      specific_groups: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
      excluded_groups: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
      specific_discount_categories: fc.array(fc.constantFrom('frames', 'posters'), { maxLength: 1 }),
      failed_minimum_spend: fc.boolean(),
      applied: fc.boolean(),
    }),
    { maxLength: 6 },
  );
  const line = fc.record({
    group_id: fc.integer({ min: 1, max: 4 }),
    discount_category: fc.constantFrom(null, 'frames', 'posters'),
    added_by_coupon: fc.constantFrom(null, 'GIFT'),
  });

  test.prop([coupons, line])(
    'the estimate is at least every applicable coupon the maxima hold, and never above the server rule',
    (list, target) => {
      const best = bestDiscountFor(target, couponMaxima(list));
      const applicable = list.filter((entry) => couponAppliesTo(entry, target));
      const held = applicable.filter(fitsMaxima).map((entry) => entry.percentage_discount);
      for (const percent of held) expect(best).toBeGreaterThanOrEqual(percent);
      expect(best).toBe(Math.max(0, ...held));
      expect(best).toBe(bestDiscountAmong(target, list.filter(fitsMaxima)));
      expect(best).toBeLessThanOrEqual(bestDiscountAmong(target, list));
    },
  );

  test.prop([coupons, line])('the server rule is the highest discount among the coupons that apply, 0 when none does', (list, target) => {
    const applicable = list.filter((entry) => couponAppliesTo(entry, target)).map((entry) => entry.percentage_discount);
    expect(bestDiscountAmong(target, list)).toBe(Math.max(0, ...applicable));
  });

  it.each<[string, Coupon[], DiscountableLine, number]>([
    ['the shop’s coupons: a poster in group 1 gets the group discount', shop, poster(1), 25],
    ['the shop’s coupons: a line outside the excluded groups gets the excluded-group discount', shop, poster(3), 30],
    ['a coupon not applied gives nothing', [coupon({ percentage_discount: 90, applied: false })], poster(3), 0],
    ['a coupon gift gets nothing more', shop, { ...poster(3), added_by_coupon: 'GIFT' }, 0],
    [
      'a coupon combining groups and categories counts where both match (the maxima leave it out)',
      [coupon({ percentage_discount: 40, specific_groups: [1], specific_discount_categories: ['posters'] })],
      poster(1, 'posters'),
      40,
    ],
  ])('bestDiscountAmong: %s', (_name, list, target, percent) => {
    expect(bestDiscountAmong(target, list)).toBe(percent);
  });

  it('coverage ignores whether the coupon applied and whether the line is a gift (minimum spends count such lines)', () => {
    const rule = coupon({ specific_groups: [1], applied: false });
    const gift: DiscountableLine = { ...poster(1), added_by_coupon: 'GIFT' };
    expect(couponCovers(rule, gift)).toBe(true);
    expect(couponAppliesTo(rule, poster(1))).toBe(false);
  });

  it.each<[string, Partial<Coupon>, DiscountableLine, boolean]>([
    ['specific groups leave other groups out', { specific_groups: [1] }, poster(2), false],
    ['an excluded group is left out even when listed', { specific_groups: [1, 2], excluded_groups: [2] }, poster(2), false],
    ['categories leave lines without a category out', { specific_discount_categories: ['posters'] }, poster(1), false],
    [
      'groups and categories must both match',
      { specific_groups: [1], specific_discount_categories: ['posters'] },
      poster(1, 'frames'),
      false,
    ],
    [
      'groups and categories both matching',
      { specific_groups: [1], specific_discount_categories: ['posters'] },
      poster(1, 'posters'),
      true,
    ],
  ])('coverage: %s', (_name, rule, target, covers) => {
    expect(couponAppliesTo(coupon(rule), target)).toBe(covers);
  });

  it('a coupon combining categories and groups is left out of the maxima (never over-promised)', () => {
    const combined = coupon({ percentage_discount: 40, specific_groups: [1], specific_discount_categories: ['posters'] });
    expect(bestDiscountFor(poster(1, 'posters'), couponMaxima([combined]))).toBe(0);
  });
});

describe('acceptCoupons', () => {
  it.each<[string, unknown, string[]]>([
    ['a non-array answer counts as empty', { error: 'x' }, ['SPRING-25', 'WELCOME10']],
    ['a coupon the server omits is rejected', [{ code: 'SPRING-25', applied: true }], ['WELCOME10']],
    ['a coupon marked not applied is rejected', [{ code: 'SPRING-25' }, { code: 'WELCOME10', applied: false }], ['WELCOME10']],
    ['codes compare case-insensitively', [{ code: 'spring-25' }, { code: 'welcome10' }], []],
  ])('%s', (_name, answer, rejected) => {
    expect(acceptCoupons(['SPRING-25', 'WELCOME10'], answer).rejected.map((entry) => entry.code)).toEqual(rejected);
  });

  it('keeps failed_minimum_spend so the shopper learns why', () => {
    const answer = [{ code: 'WELCOME10', applied: false, failed_minimum_spend: true }];
    expect(acceptCoupons(['WELCOME10'], answer).rejected).toEqual([{ code: 'WELCOME10', failed_minimum_spend: true }]);
  });

  it('accepts applied coupons nobody asked for (site-wide discounts)', () => {
    expect(acceptCoupons([], [{ code: 'SUMMER', percentage_discount: 5 }]).accepted).toEqual([
      coupon({ code: 'SUMMER', percentage_discount: 5 }),
    ]);
  });

  test.prop([fc.array(fc.string(), { maxLength: 5 }), fc.anything()])(
    'never throws, and every requested code is either accepted or rejected',
    (codes, answer) => {
      const { accepted, rejected } = acceptCoupons(codes, answer);
      for (const code of codes) {
        const isKnown = [...accepted, ...rejected].some((entry) => entry.code.toUpperCase() === code.toUpperCase());
        expect(isKnown).toBe(true);
      }
    },
  );
});

describe('parseCoupon', () => {
  it.each<[unknown, Partial<Coupon> | null]>([
    [null, null],
    [{ code: '' }, null],
    [{ code: 'A', percentage_discount: 150 }, { percentage_discount: 100 }],
    [
      { code: 'A', percentage_discount: 'x', specific_groups: [1, 'b', 2.5] },
      { percentage_discount: 0, specific_groups: [1] },
    ],
  ])('%j', (value, expected) => {
    const parsed = parseCoupon(value);
    if (expected === null) expect(parsed).toBeNull();
    else expect(parsed).toMatchObject(expected);
  });
});

describe('coupon state', () => {
  it('adding a code ignores malformed and repeated codes', () => {
    const once = withCouponCode(emptyCouponState(), 'SPRING-25');
    expect(once.codes).toEqual(['SPRING-25']);
    expect(withCouponCode(once, 'spring-25')).toBe(once);
    expect(withCouponCode(once, 'no')).toBe(once);
    expect(withCouponCode(once, 'a b c')).toBe(once);
  });

  it(`at most ${MAX_COUPON_CODES} codes are requested`, () => {
    const full = Array.from({ length: MAX_COUPON_CODES }, (_, index) => `CODE-${index}`).reduce(withCouponCode, emptyCouponState());
    expect(withCouponCode(full, 'ONE-MORE')).toBe(full);
  });

  it('an answer applies coupons and recomputes maxima; removing by code recomputes them again', () => {
    const requested = withCouponCode(withCouponCode(emptyCouponState(), 'SPRING-25'), 'FRAMES-15');
    const answered = withCouponAnswer(requested, requested.codes, [shop[1], shop[2]]);
    expect(answered.maxima).toMatchObject({ byGroup: { 1: 25 }, byCategory: { frames: 15 } });
    const removed = withoutCouponCode(answered, 'spring-25');
    expect(removed.codes).toEqual(['FRAMES-15']);
    expect(removed.maxima).toMatchObject({ byGroup: {}, byCategory: { frames: 15 } });
  });

  it('a code rejected for the minimum spend stays requested; others are dropped', () => {
    const requested = withCouponCode(withCouponCode(emptyCouponState(), 'WELCOME10'), 'BOGUS');
    const answer = [{ code: 'WELCOME10', applied: false, failed_minimum_spend: true }];
    const next = withCouponAnswer(requested, requested.codes, answer);
    expect(next.codes).toEqual(['WELCOME10']);
    expect(next.rejected).toEqual([
      { code: 'WELCOME10', failed_minimum_spend: true },
      { code: 'BOGUS', failed_minimum_spend: false },
    ]);
  });

  it('a rejection stays shown when a later answer did not ask about the code again', () => {
    const requested = withCouponCode(emptyCouponState(), 'BOGUS');
    const rejected = withCouponAnswer(requested, requested.codes, []);
    expect(rejected.codes).toEqual([]);
    // The next sync (say, after a quantity change) no longer sends BOGUS.
    const later = withCouponAnswer(rejected, rejected.codes, []);
    expect(later.rejected).toEqual([{ code: 'BOGUS', failed_minimum_spend: false }]);
    // Asked again and accepted (or removed), it is no longer rejected.
    const again = withCouponCode(later, 'bogus');
    expect(withCouponAnswer(again, again.codes, [{ code: 'BOGUS', percentage_discount: 5 }]).rejected).toEqual([]);
    expect(withoutCouponCode(later, 'BOGUS').rejected).toEqual([]);
  });

  it('a site-wide coupon the server now applies is no longer listed as rejected', () => {
    const state = { ...emptyCouponState(), rejected: [{ code: 'SITE', failed_minimum_spend: true }] };
    expect(withCouponAnswer(state, [], [{ code: 'site', percentage_discount: 5 }]).rejected).toEqual([]);
  });
});
