import { describe, expect, it } from 'vitest';
import { refundable, splitRefund, type RefundablePart } from './refund-split';

const part: RefundablePart = {
  payment: { paid: 300, refunded: 0 },
  giftCards: [
    { position: 0, amount: 100, refunded: 0 },
    { position: 1, amount: 50, refunded: 0 },
  ],
};

describe('splitRefund', () => {
  it('gives the payment back first, then the gift cards, the last used first', () => {
    expect(refundable(part)).toBe(450);
    expect(splitRefund(part, 120)).toEqual({ payment: 120, giftCards: [] });
    expect(splitRefund(part, 330)).toEqual({ payment: 300, giftCards: [{ position: 1, amount: 30 }] });
    expect(splitRefund(part, 450)).toEqual({
      payment: 300,
      giftCards: [
        { position: 1, amount: 50 },
        { position: 0, amount: 100 },
      ],
    });
  });

  it('takes off what was refunded before', () => {
    const after = {
      payment: { paid: 300, refunded: 300 },
      giftCards: [
        { ...part.giftCards[0]!, refunded: 0 },
        { ...part.giftCards[1]!, refunded: 50 },
      ],
    };
    expect(refundable(after)).toBe(100);
    expect(splitRefund(after, 40.5)).toEqual({ payment: 0, giftCards: [{ position: 0, amount: 40.5 }] });
  });

  it('adds up cents without binary noise', () => {
    expect(refundable({ payment: { paid: 0.3, refunded: 0.1 }, giftCards: [{ position: 0, amount: 0.2, refunded: 0.1 }] })).toBe(0.3);
  });
});
