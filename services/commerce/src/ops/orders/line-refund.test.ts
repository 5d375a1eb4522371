import { describe, expect, it } from 'vitest';
import { lineRefund, type RefundableLine } from './line-refund';

const lines: RefundableLine[] = [
  { position: 0, quantity: 3, refunded_quantity: 0, price: 199, discount: 59.7, is_gift_card: 0 },
  { position: 1, quantity: 1, refunded_quantity: 0, price: 500, discount: 0, is_gift_card: 1 },
  { position: 2, quantity: 2, refunded_quantity: 1, price: 250, discount: 0, is_gift_card: 0 },
];

describe('lineRefund', () => {
  it('prices each unit at its line’s price after the line’s discount', () => {
    // (3 × 199 − 59.70) ÷ 3 = 179.10 a unit: the coupon's 10 % is not paid back.
    expect(lineRefund(lines, [{ position: 0, quantity: 2 }])).toEqual({
      ok: true,
      amount: 358.2,
      lines: [{ position: 0, quantity: 2, amount: 358.2 }],
    });
    expect(
      lineRefund(lines, [
        { position: 0, quantity: 1 },
        { position: 2, quantity: 1 },
      ]),
    ).toMatchObject({ ok: true, amount: 429.1 });
  });

  it('refuses units already refunded, unknown or repeated lines, and bought gift cards', () => {
    expect(lineRefund(lines, [{ position: 2, quantity: 2 }])).toEqual({ ok: false, message: 'Line 2 has 1 of 2 left to refund, not 2' });
    expect(lineRefund(lines, [{ position: 9, quantity: 1 }])).toEqual({ ok: false, message: 'The order has no line 9' });
    expect(
      lineRefund(lines, [
        { position: 0, quantity: 1 },
        { position: 0, quantity: 1 },
      ]),
    ).toEqual({
      ok: false,
      message: 'Line 0 is given twice',
    });
    expect(lineRefund(lines, [{ position: 1, quantity: 1 }])).toMatchObject({ ok: false, message: expect.stringMatching(/gift card/) });
  });
});
