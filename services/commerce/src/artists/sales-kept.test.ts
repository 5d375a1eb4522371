import { describe, expect, it } from 'vitest';
import { keptShare } from './sales-kept';

describe('keptShare', () => {
  it('is the share of what the order was worth after its line refunds that its amount refunds left', () => {
    expect(keptShare({ paid: 674, refunded: 0, refundedForLines: 0 })).toBe(1);
    expect(keptShare({ paid: 674, refunded: 250, refundedForLines: 250 })).toBe(1); // line refunds only
    expect(keptShare({ paid: 674, refunded: 292.4, refundedForLines: 250 })).toBeCloseTo(0.9, 10);
    expect(keptShare({ paid: 500, refunded: 500, refundedForLines: 0 })).toBe(0);
    expect(keptShare({ paid: 250, refunded: 250, refundedForLines: 250 })).toBe(1); // nothing left to share, no amount refund
  });
});
