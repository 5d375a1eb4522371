import { describe, expect, it } from 'vitest';
import type { Coupon } from '../../shared/types';
import { maskCode, summaryNotes, summaryRows } from './summary';
import { coupon } from '../state/testing';
import { kr, LABELS } from './testing';
import type { CheckoutTotals } from './totals';

const totals = (overrides: Partial<CheckoutTotals> = {}): CheckoutTotals => ({
  lines: 598,
  discount: 0,
  shipping: null,
  freeDeliveryLeft: null,
  giftCards: [],
  total: 598,
  vat: 119.6,
  ...overrides,
});
const rows = (current: CheckoutTotals, { coupons = [] as Coupon[], isByEmail = false } = {}) =>
  summaryRows(current, { coupons, isByEmail, labels: LABELS, money: kr }).map(({ label, value }) => `${label}: ${value}`);

describe('the checkout summary', () => {
  it('before a delivery method: subtotal, delivery from the postal code, and the total found by its test id', () => {
    const shown = summaryRows(totals(), { coupons: [], isByEmail: false, labels: LABELS, money: kr });
    expect(shown.map(({ label, value }) => `${label}: ${value}`)).toEqual([
      'Subtotal: 598 kr',
      'Delivery: Calculated from your postal code',
      'To pay: 598 kr',
    ]);
    expect(shown.at(-1)?.testId).toBe('checkout-total');
    expect(shown.slice(0, -1).every((row) => row.testId === undefined)).toBe(true);
  });

  it('names the codes whose discount applies, never one short of its minimum spend or refused', () => {
    const coupons = [
      coupon({ code: 'SPRING-25' }),
      coupon({ code: 'WELCOME10', failed_minimum_spend: true }),
      coupon({ code: 'NOPE', applied: false }),
    ];
    expect(rows(totals({ discount: 150, total: 448 }), { coupons })).toContain('Discount (SPRING-25): −150 kr');
    // A discount the server gave without a code of the shopper's (a campaign) still shows.
    expect(rows(totals({ discount: 60, total: 538 }))).toContain('Discount: −60 kr');
    expect(rows(totals()).some((row) => row.startsWith('Discount'))).toBe(false);
  });

  it.each([
    [{ shipping: 49 }, false, 'Delivery: 49 kr'],
    [{ shipping: 0 }, false, 'Delivery: Free'],
    [{ shipping: 0 }, true, 'Delivery: By e-mail'],
  ])('says the delivery as chosen: %j by e-mail %s', (change, isByEmail, expected) => {
    expect(rows(totals(change), { isByEmail })).toContain(expected);
  });

  it('lists each gift card by its last group, with what it pays, before what is left', () => {
    const current = totals({ giftCards: [{ code: 'DEMO-SEKA-2345-6789', amount: 500 }], total: 98 });
    expect(rows(current).slice(-2)).toEqual(['Gift cards •••• 6789: −500 kr', 'To pay: 98 kr']);
    expect(maskCode('ABCD-EFGH-JKLM-NPQR')).toBe('•••• NPQR');
  });

  it('notes the VAT included and what more makes delivery free, only when something does', () => {
    expect(summaryNotes(totals(), LABELS, kr)).toEqual({ freeDeliveryLeft: null, vat: 'VAT included: 119.6 kr' });
    expect(summaryNotes(totals({ freeDeliveryLeft: 101 }), LABELS, kr).freeDeliveryLeft).toBe('101 kr more for free delivery');
  });
});
