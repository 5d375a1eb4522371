import { couponCovers } from '../../../../shared/coupons';
import { roundMoney } from '../../../../shared/money';
import type { Coupon } from '../../../../shared/types';

/**
 * The API's coupon rules, free of I/O: which coupons are active and whether the cart
 * reaches a coupon's minimum spend. Which lines a coupon covers and which discount a line
 * gets when several apply are one rule for the API and the shop: couponCovers and
 * bestDiscountAmong in shared/coupons.ts.
 */
export interface CouponRule {
  code: string;
  percentage: number;
  specificGroups: number[];
  excludedGroups: number[];
  specificDiscountCategories: string[];
  /** In the store's currency; null when there is no minimum. */
  minimumSpend: number | null;
  isInternal: boolean;
  /** A newsletter code (one order only: checkout takes it, docs/api.md). */
  isNewsletter?: boolean;
  startsAt: string | null;
  endsAt: string | null;
}

export interface CouponLine {
  group_id: number;
  discount_category: string | null;
  price: number;
  quantity: number;
}

/** Codes are compared case-insensitively, ignoring surrounding spaces. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

export function isActive(rule: CouponRule, now: Date): boolean {
  const time = now.toISOString();
  return (rule.startsAt === null || rule.startsAt <= time) && (rule.endsAt === null || rule.endsAt >= time);
}

/**
 * The answer of sync-coupons: one Coupon per active rule, in the order given. A coupon
 * with a minimum spend is applied only when the lines it covers add up to at least that
 * amount; otherwise it comes back with applied false and failed_minimum_spend true.
 * Expired or not yet started rules are left out, like unknown codes.
 */
export function evaluateCoupons(rules: CouponRule[], lines: CouponLine[], now: Date): Coupon[] {
  return rules
    .filter((rule) => isActive(rule, now))
    .map((rule) => {
      const restrictions = {
        specific_groups: rule.specificGroups,
        excluded_groups: rule.excludedGroups,
        specific_discount_categories: rule.specificDiscountCategories,
      };
      const spend = roundMoney(
        lines.filter((line) => couponCovers(restrictions, line)).reduce((sum, line) => sum + line.price * line.quantity, 0),
        2,
      );
      const failed = rule.minimumSpend !== null && spend < rule.minimumSpend;
      return {
        code: rule.code,
        percentage_discount: rule.percentage,
        ...restrictions,
        failed_minimum_spend: failed,
        applied: !failed,
      };
    });
}
