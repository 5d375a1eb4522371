import type { Coupon } from '../../../shared/types';
import { roundMoney } from '../../../shared/money';

/**
 * Coupon rules, free of I/O: which lines a coupon covers, whether the cart reaches its
 * minimum spend, and which discount a line gets when several coupons apply.
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

/** A line is covered unless the coupon names other groups/categories or excludes its group. */
export function appliesTo(
  rule: Pick<CouponRule, 'specificGroups' | 'excludedGroups' | 'specificDiscountCategories'>,
  line: Pick<CouponLine, 'group_id' | 'discount_category'>,
): boolean {
  if (rule.specificGroups.length > 0 && !rule.specificGroups.includes(line.group_id)) return false;
  if (rule.excludedGroups.includes(line.group_id)) return false;
  if (
    rule.specificDiscountCategories.length > 0 &&
    (line.discount_category === null || !rule.specificDiscountCategories.includes(line.discount_category))
  )
    return false;
  return true;
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
      const spend = roundMoney(
        lines.filter((line) => appliesTo(rule, line)).reduce((sum, line) => sum + line.price * line.quantity, 0),
        2,
      );
      const failed = rule.minimumSpend !== null && spend < rule.minimumSpend;
      return {
        code: rule.code,
        percentage_discount: rule.percentage,
        specific_groups: rule.specificGroups,
        excluded_groups: rule.excludedGroups,
        specific_discount_categories: rule.specificDiscountCategories,
        failed_minimum_spend: failed,
        applied: !failed,
      };
    });
}

/** SPEC 9: a line gets the highest discount among the applied coupons that cover it. */
export function discountFor(line: Pick<CouponLine, 'group_id' | 'discount_category'>, coupons: Coupon[]): number {
  return coupons.reduce((best, coupon) => {
    const rule = {
      specificGroups: coupon.specific_groups,
      excludedGroups: coupon.excluded_groups,
      specificDiscountCategories: coupon.specific_discount_categories,
    };
    return coupon.applied && appliesTo(rule, line) ? Math.max(best, coupon.percentage_discount) : best;
  }, 0);
}
