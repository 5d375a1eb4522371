import { fc, test } from '@fast-check/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { addCouponCode, applyCouponAnswer, clearCoupons, onCouponChange, parseStoredDiscount, removeCouponCode, state } from './discount';
import { resetClientState } from './testing';

let changes: string[];

beforeEach(() => {
  resetClientState();
  changes = [];
  return onCouponChange((change) => changes.push(change));
});

describe('discount state', () => {
  it('a valid new code is added and announced; a malformed or repeated one is not', () => {
    expect(addCouponCode('SPRING-25')).toBe(true);
    expect(addCouponCode('spring-25')).toBe(false);
    expect(addCouponCode('x!')).toBe(false);
    expect(state.codes).toEqual(['SPRING-25']);
    expect(changes).toEqual(['change']);
  });

  it('an answer sets coupons and maxima; removing and clearing recompute them', () => {
    addCouponCode('SPRING-25');
    applyCouponAnswer(['SPRING-25'], [{ code: 'SPRING-25', percentage_discount: 25, specific_groups: [1] }]);
    expect(state.maxima.byGroup).toEqual({ 1: 25 });
    removeCouponCode('SPRING-25');
    expect(state.maxima.byGroup).toEqual({});
    addCouponCode('WELCOME10');
    applyCouponAnswer(['WELCOME10'], [{ code: 'WELCOME10', percentage_discount: 10 }]);
    clearCoupons();
    expect(state).toMatchObject({ codes: [], coupons: [], rejected: [], maxima: { global: 0 } });
  });

  it('a stored value is validated and its maxima recomputed', () => {
    const stored = {
      codes: ['SPRING-25', 'no', 4],
      coupons: [
        { code: 'SPRING-25', percentage_discount: 25 },
        { code: 'OFF', applied: false },
      ],
      rejected: [{ code: 'BOGUS' }],
    };
    expect(parseStoredDiscount(stored)).toMatchObject({
      codes: ['SPRING-25'],
      coupons: [expect.objectContaining({ code: 'SPRING-25' })],
      rejected: [{ code: 'BOGUS', failed_minimum_spend: false }],
      maxima: { global: 25 },
    });
  });

  it('a stored list keeps at most 20 distinct codes, as the API takes them', () => {
    const codes = [...Array.from({ length: 25 }, (_, i) => `CODE-${i}`), 'code-0', 'x'.repeat(51)];
    const kept = parseStoredDiscount({ codes: ['spring-25', 'SPRING-25', ...codes] }).codes;
    expect(kept).toHaveLength(20);
    expect(kept.slice(0, 2)).toEqual(['spring-25', 'CODE-0']);
  });

  test.prop([fc.anything()])('anything stored reads without throwing', (stored) => {
    expect(() => parseStoredDiscount(stored)).not.toThrow();
  });
});
