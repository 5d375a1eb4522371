import type { Store } from '../context';
import { normaliseCode, type CouponRule } from './coupons';

interface CouponRow {
  code: string;
  percentage_discount: number;
  specific_groups: string;
  excluded_groups: string;
  specific_discount_categories: string;
  is_internal: number;
  starts_at: string | null;
  ends_at: string | null;
  minimum: number | null;
}

/** Newsletter codes work as a 10 % coupon on everything (see docs/api.md). */
export const SUBSCRIBER_DISCOUNT = 10;

/**
 * The rules behind the given codes, in the order given, unknown codes left out.
 * A code is looked up among the coupons first, then among newsletter codes.
 *
 * - An internal (staff) coupon is used only through its secret code
 *   (internal_coupon_codes: 128 random bits made in each database, migration 0009); its
 *   name in coupons.code is never accepted, so guessing names confirms nothing (issue 9,
 *   ADR 0009). The answer carries the secret code the shopper typed.
 * - A newsletter code works while its subscription does and until an order has used it
 *   (../newsletter/subscriptions.ts); `orderId`: the order being repriced may use the code it holds.
 */
export async function loadCouponRules(db: D1Database, store: Store, codes: string[], orderId: string | null = null): Promise<CouponRule[]> {
  const wanted = [...new Set(codes.map(normaliseCode).filter(Boolean))];
  if (wanted.length === 0) return [];
  const json = JSON.stringify(wanted);
  const [coupons, subscribers] = await db.batch([
    db
      .prepare(
        `SELECT CASE WHEN c.is_internal = 1 THEN s.secret ELSE c.code END AS code, c.percentage_discount, c.specific_groups,
              c.excluded_groups, c.specific_discount_categories, c.is_internal, c.starts_at, c.ends_at, m.amount AS minimum
         FROM coupons c
         LEFT JOIN internal_coupon_codes s ON s.coupon_code = c.code
         LEFT JOIN coupon_minimum_spends m ON m.coupon_id = c.id AND m.currency = ?
        WHERE (c.is_internal = 0 AND c.code IN (SELECT value FROM json_each(?)))
           OR (c.is_internal = 1 AND s.secret IN (SELECT value FROM json_each(?)))`,
      )
      .bind(store.currency, json, json),
    db
      .prepare(
        `SELECT code FROM newsletter_subscribers
          WHERE code IN (SELECT value FROM json_each(?)) AND unsubscribed_at IS NULL
            AND (code_used_at IS NULL OR code_used_by_order = ?)`,
      )
      .bind(json, orderId),
  ]);
  const byCode = new Map<string, CouponRule>();
  for (const row of coupons!.results as CouponRow[]) {
    byCode.set(normaliseCode(row.code), {
      code: row.code,
      percentage: row.percentage_discount,
      specificGroups: JSON.parse(row.specific_groups) as number[],
      excludedGroups: JSON.parse(row.excluded_groups) as number[],
      specificDiscountCategories: JSON.parse(row.specific_discount_categories) as string[],
      minimumSpend: row.minimum,
      isInternal: row.is_internal === 1,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
    });
  }
  for (const row of subscribers!.results as { code: string }[]) {
    if (!byCode.has(row.code)) {
      byCode.set(row.code, {
        code: row.code,
        percentage: SUBSCRIBER_DISCOUNT,
        specificGroups: [],
        excludedGroups: [],
        specificDiscountCategories: [],
        minimumSpend: null,
        isInternal: false,
        isNewsletter: true,
        startsAt: null,
        endsAt: null,
      });
    }
  }
  return wanted.flatMap((code) => {
    const rule = byCode.get(code);
    return rule ? [rule] : [];
  });
}
