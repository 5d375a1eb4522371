import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../shared/types';
import { coupon } from '../state/testing';
import { checkoutTotals } from './totals';

const line = (price: number, quantity: number) =>
  ({ price, quantity, vat: 25, group_id: 1, discount_category: 'posters', added_by_coupon: null }) as unknown as CartLine;
const spring25 = coupon({ code: 'SPRING-25', percentage_discount: 25 });

describe('the checkout summary', () => {
  it('shows no delivery cost before a method is chosen, and what is left to free delivery after', () => {
    const lines = [line(199, 1)];
    expect(checkoutTotals({ lines, coupons: [], decimals: 0, delivery: null, giftCards: [] })).toMatchObject({
      lines: 199,
      shipping: null,
      freeDeliveryLeft: null,
      total: 199,
    });
    expect(checkoutTotals({ lines, coupons: [], decimals: 0, delivery: { price: 49, free_from: 499 }, giftCards: [] })).toMatchObject({
      shipping: 49,
      freeDeliveryLeft: 300,
      total: 248,
      vat: 49.6,
    });
  });

  it('prices like the order (coupons on the lines, free delivery on the discounted value, gift cards last)', () => {
    const lines = [line(349, 2)];
    const totals = checkoutTotals({
      lines,
      coupons: [spring25],
      decimals: 0,
      delivery: { price: 49, free_from: 499 },
      giftCards: [{ code: 'DEMO-SEKA-2345-6789', balance: 500 }],
    });
    expect(totals).toMatchObject({ lines: 698, discount: 175, shipping: 0, freeDeliveryLeft: null, total: 23, vat: 104.6 });
    expect(totals.giftCards).toEqual([{ code: 'DEMO-SEKA-2345-6789', amount: 500 }]);
  });
});
