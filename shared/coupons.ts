/**
 * Coupon rules (docs/cart.md "Cart rules"), for the commerce API and the shop alike. The server
 * decides which coupons apply and what an order costs: the highest applicable discount
 * wins among global, per group, per category and excluded-group ones (bestDiscountAmong).
 * The shop keeps only the four maxima (docs/cart.md "Cart rules") and estimates from them (bestDiscountFor).
 *
 * A coupon covers a line unless it lists specific groups without the line's group, lists
 * the line's group as excluded, or lists discount categories without the line's category
 * (couponCovers; the embedded API's rule, docs/api.md). The four maxima hold that exactly
 * for coupons with one kind of restriction (specific groups may come with exclusions). A
 * coupon that combines categories with group restrictions fits no bucket: it is left out
 * of the maxima, so the estimate can fall short of the server's discount but never
 * exceeds it. Lines that are themselves a coupon's gift get no further discount.
 */
import { isRecord } from './json';
import { parseDiscountCode } from './query-params';
import type { CartLine, Coupon } from './types';

export interface CouponMaxima {
  global: number;
  /** Group id -> highest discount. */
  byGroup: Record<string, number>;
  /** One entry per distinct set of excluded groups (sorted ids). */
  byExcludedGroups: { groups: number[]; max: number }[];
  /** Discount category -> highest discount. */
  byCategory: Record<string, number>;
}

export type DiscountableLine = Pick<CartLine, 'group_id' | 'discount_category' | 'added_by_coupon'>;

/** Why a requested code does not apply; failed_minimum_spend lets the UI say so. */
export type RejectedCoupon = Pick<Coupon, 'code' | 'failed_minimum_spend'>;

export type CouponRestrictions = Pick<Coupon, 'specific_groups' | 'excluded_groups' | 'specific_discount_categories'>;

/**
 * The product group of gift cards (docs/api.md "POST /api/sync-coupons"). A gift card is money: no coupon
 * discounts it or counts it toward a minimum spend, whatever its restrictions say.
 */
export const GIFT_CARD_GROUP = 4;

/**
 * Whether a coupon's restrictions let it cover a line, applied or not: the lines a coupon's
 * minimum spend counts (the API, services/commerce/src/cart/coupons.ts), and the ones it discounts.
 * Gift cards never (GIFT_CARD_GROUP).
 */
export function couponCovers(coupon: CouponRestrictions, line: Pick<CartLine, 'group_id' | 'discount_category'>): boolean {
  if (line.group_id === GIFT_CARD_GROUP) return false;
  const { specific_groups: groups, excluded_groups: excluded, specific_discount_categories: categories } = coupon;
  if (groups.length > 0 && !groups.includes(line.group_id)) return false;
  if (excluded.includes(line.group_id)) return false;
  return categories.length === 0 || (line.discount_category !== null && categories.includes(line.discount_category));
}

/** Whether the coupon discounts the line: applied, covering it, and the line is not a coupon's gift. */
export function couponAppliesTo(coupon: Coupon, line: DiscountableLine): boolean {
  return coupon.applied && line.added_by_coupon == null && couponCovers(coupon, line);
}

/** docs/cart.md "Cart rules", exactly: percent off for this line, the highest of the coupons that apply to it; 0 when none does. */
export function bestDiscountAmong(line: DiscountableLine, coupons: readonly Coupon[]): number {
  return coupons.reduce((best, coupon) => (couponAppliesTo(coupon, line) ? Math.max(best, coupon.percentage_discount) : best), 0);
}

/** Whether the four maxima can hold this coupon exactly (see the module comment). */
export function fitsMaxima(coupon: Coupon): boolean {
  const hasGroupRule = coupon.specific_groups.length > 0 || coupon.excluded_groups.length > 0;
  return !(coupon.specific_discount_categories.length > 0 && hasGroupRule);
}

const raise = (record: Record<string, number>, key: string, value: number) => {
  record[key] = Math.max(record[key] ?? 0, value);
};

export function couponMaxima(coupons: readonly Coupon[]): CouponMaxima {
  const maxima: CouponMaxima = { global: 0, byGroup: {}, byExcludedGroups: [], byCategory: {} };
  for (const coupon of coupons) {
    if (!coupon.applied || !fitsMaxima(coupon)) continue;
    const discount = coupon.percentage_discount;
    const { specific_groups: groups, excluded_groups: excluded, specific_discount_categories: categories } = coupon;
    for (const group of groups) if (!excluded.includes(group)) raise(maxima.byGroup, String(group), discount);
    for (const category of categories) raise(maxima.byCategory, category, discount);
    if (groups.length > 0 || categories.length > 0) continue;
    if (excluded.length === 0) {
      maxima.global = Math.max(maxima.global, discount);
      continue;
    }
    const set = [...new Set(excluded)].sort((a, b) => a - b);
    const entry = maxima.byExcludedGroups.find((known) => known.groups.join() === set.join());
    if (entry) entry.max = Math.max(entry.max, discount);
    else maxima.byExcludedGroups.push({ groups: set, max: discount });
  }
  return maxima;
}

/** Percent off for this line as far as the maxima tell: bestDiscountAmong of the coupons they hold, 0 when none applies. */
export function bestDiscountFor(line: DiscountableLine, maxima: CouponMaxima): number {
  if (line.added_by_coupon != null || line.group_id === GIFT_CARD_GROUP) return 0;
  const byCategory = line.discount_category === null ? 0 : (maxima.byCategory[line.discount_category] ?? 0);
  const byExcluded = maxima.byExcludedGroups.filter((entry) => !entry.groups.includes(line.group_id)).map((entry) => entry.max);
  return Math.max(maxima.global, maxima.byGroup[String(line.group_id)] ?? 0, byCategory, ...byExcluded);
}

const numbers = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is number => Number.isInteger(item)) : []);
const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * A coupon from the server or from storage; null when it has no code. Missing lists are
 * empty; `applied` counts as true unless the answer says false (docs/cart.md "Cart rules": a coupon is
 * rejected only when the answer lacks it or marks it not applied).
 */
export function parseCoupon(value: unknown): Coupon | null {
  if (!isRecord(value) || typeof value.code !== 'string' || value.code.trim() === '') return null;
  const percent =
    typeof value.percentage_discount === 'number' && Number.isFinite(value.percentage_discount) ? value.percentage_discount : 0;
  return {
    code: value.code.trim(),
    percentage_discount: Math.min(100, Math.max(0, percent)),
    specific_groups: numbers(value.specific_groups),
    excluded_groups: numbers(value.excluded_groups),
    specific_discount_categories: strings(value.specific_discount_categories),
    failed_minimum_spend: value.failed_minimum_spend === true,
    applied: value.applied !== false,
  };
}

const sameCode = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/**
 * Splits the server's answer to sync-coupons: applied coupons (also ones nobody asked for,
 * such as a site-wide discount) are accepted; a requested code the answer lacks or marks
 * not applied is rejected. A non-array answer counts as empty.
 */
export function acceptCoupons(
  requestedCodes: readonly string[],
  serverAnswer: unknown,
): { accepted: Coupon[]; rejected: RejectedCoupon[] } {
  const answered = Array.isArray(serverAnswer) ? serverAnswer.map(parseCoupon).filter((coupon) => coupon !== null) : [];
  const accepted = answered.filter(
    (coupon, index) => coupon.applied && answered.findIndex((other) => other.applied && sameCode(other.code, coupon.code)) === index,
  );
  const rejected = requestedCodes
    .filter((code, index) => requestedCodes.findIndex((other) => sameCode(other, code)) === index)
    .filter((code) => !accepted.some((coupon) => sameCode(coupon.code, code)))
    .map((code) => ({ code, failed_minimum_spend: answered.some((coupon) => sameCode(coupon.code, code) && coupon.failed_minimum_spend) }));
  return { accepted, rejected };
}

export interface CouponState {
  /** Codes the shopper asked for, sent with every sync. */
  codes: string[];
  /** Coupons the server applied. */
  coupons: Coupon[];
  rejected: RejectedCoupon[];
  maxima: CouponMaxima;
}

export function emptyCouponState(): CouponState {
  return { codes: [], coupons: [], rejected: [], maxima: couponMaxima([]) };
}

/** The embedded API refuses a sync with more codes than this (docs/api.md). */
export const MAX_COUPON_CODES = 20;

/** Unchanged when the code is malformed, already requested (case-insensitively) or one too many. */
export function withCouponCode(state: CouponState, code: string): CouponState {
  const valid = parseDiscountCode(code);
  if (valid === null || state.codes.length >= MAX_COUPON_CODES || state.codes.some((known) => sameCode(known, valid))) return state;
  return { ...state, codes: [...state.codes, valid], rejected: state.rejected.filter((entry) => !sameCode(entry.code, valid)) };
}

export function withoutCouponCode(state: CouponState, code: string): CouponState {
  const coupons = state.coupons.filter((coupon) => !sameCode(coupon.code, code));
  return {
    codes: state.codes.filter((known) => !sameCode(known, code)),
    coupons,
    rejected: state.rejected.filter((entry) => !sameCode(entry.code, code)),
    maxima: couponMaxima(coupons),
  };
}

/**
 * Applies an answer to a request for `requestedCodes`. A code rejected only for the minimum
 * spend stays requested, so it applies by itself once the cart grows; other rejected codes
 * are dropped from the request. Codes added after the request was sent are kept, and so is
 * an earlier rejection this request did not ask about again (a code dropped from the
 * request stays shown as rejected until the shopper removes or re-adds it).
 */
export function withCouponAnswer(state: CouponState, requestedCodes: readonly string[], serverAnswer: unknown): CouponState {
  const { accepted, rejected } = acceptCoupons(requestedCodes, serverAnswer);
  const isDropped = (code: string) => rejected.some((entry) => sameCode(entry.code, code) && !entry.failed_minimum_spend);
  const isAnswered = (code: string) =>
    requestedCodes.some((requested) => sameCode(requested, code)) || accepted.some((coupon) => sameCode(coupon.code, code));
  const earlier = state.rejected.filter((entry) => !isAnswered(entry.code));
  return {
    codes: state.codes.filter((code) => !isDropped(code)),
    coupons: accepted,
    rejected: [...rejected, ...earlier],
    maxima: couponMaxima(accepted),
  };
}
