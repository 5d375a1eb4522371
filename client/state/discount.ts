/**
 * Coupons (docs/cart.md "Cart rules"): codes the shopper asked for, what the server applied, what it
 * rejected, and the derived maxima. The rules live in shared/coupons.
 */
import { proxy, snapshot } from 'valtio/vanilla';
import {
  couponMaxima,
  emptyCouponState,
  MAX_COUPON_CODES,
  parseCoupon,
  withCouponAnswer,
  withCouponCode,
  withoutCouponCode,
  type CouponState,
  type RejectedCoupon,
} from '../../shared/coupons';
import { parseDiscountCode } from '../../shared/query-params';
import { createSignal } from './signal';
import { isRecord } from '../../shared/json';
import { listOf, uniqueBy } from './validate';

export const state = proxy<CouponState>(emptyCouponState());

/** 'change': the shopper's (synced at once); 'restore': storage or another tab. */
const changes = createSignal<'change' | 'restore'>();
export const onCouponChange = changes.listen;

/** false when the code is malformed or already requested. */
export function addCouponCode(code: string): boolean {
  const next = withCouponCode(state, code);
  if (next === state) return false;
  Object.assign(state, next);
  changes.emit('change');
  return true;
}

export function removeCouponCode(code: string): void {
  Object.assign(state, withoutCouponCode(state, code));
  changes.emit('change');
}

export function clearCoupons(): void {
  Object.assign(state, emptyCouponState());
  changes.emit('change');
}

/** The sync-coupons answer to a request for `requestedCodes`. */
export function applyCouponAnswer(requestedCodes: readonly string[], serverAnswer: unknown): void {
  Object.assign(state, withCouponAnswer(state, requestedCodes, serverAnswer));
}

/** The maxima are derived, so they are recomputed on restore rather than stored. */
export type StoredDiscount = Omit<CouponState, 'maxima'>;

export function storedDiscount(): StoredDiscount {
  const { codes, coupons, rejected } = snapshot(state) as CouponState;
  return { codes, coupons, rejected };
}

const parseRejected = (value: unknown): RejectedCoupon | null => {
  const coupon = parseCoupon(value);
  return coupon && { code: coupon.code, failed_minimum_spend: coupon.failed_minimum_spend };
};

/** The codes are sent with every sync: at most 20 distinct well-formed ones, as the API takes them. */
export function parseStoredDiscount(value: unknown): CouponState {
  if (!isRecord(value)) return emptyCouponState();
  const coupons = listOf(value.coupons, parseCoupon).filter((coupon) => coupon.applied);
  const codes = listOf(value.codes, (code) => (typeof code === 'string' ? parseDiscountCode(code) : null));
  return {
    codes: uniqueBy(codes, (code) => code.toUpperCase()).slice(0, MAX_COUPON_CODES),
    coupons,
    rejected: listOf(value.rejected, parseRejected),
    maxima: couponMaxima(coupons),
  };
}

export function restoreDiscount(value: unknown): void {
  Object.assign(state, parseStoredDiscount(value));
  changes.emit('restore');
}
