import { beforeEach, describe, expect, it, vi } from 'vitest';
import { state as cart } from './cart';
import { state as discount } from './discount';
import { applyLandingParams } from './landing';
import { resetClientState } from './testing';

beforeEach(() => void resetClientState());

describe('landing parameters', () => {
  it('adds the code, keeps the campaign, loads the pre-filled cart and returns the affiliate id', () => {
    const loadAtc = vi.fn(async () => undefined);
    const atc = Buffer.from('P1:2').toString('base64');
    const result = applyLandingParams(`?disc=SPRING-25&utm_source=news&atc=${atc}&cjevent=abc-1`, { loadAtc });
    expect(discount.codes).toEqual(['SPRING-25']);
    expect(cart.campaignData).toEqual({ utm_source: 'news' });
    expect(loadAtc).toHaveBeenCalledWith([{ sku: 'P1', quantity: 2 }]);
    expect(result).toEqual({ cjevent: 'abc-1' });
  });

  it('a cart carried from another language adds every code and loads every line with its metadata', () => {
    const loadAtc = vi.fn(async () => undefined);
    const items = [
      { sku: 'P1', quantity: 2 },
      { sku: 'C1', quantity: 1, metadata: { template: { values: { title: 'Us' } } } },
    ];
    const carried = Buffer.from(JSON.stringify({ items, codes: ['SPRING-25', 'ART20'] })).toString('base64url');
    applyLandingParams(`?cart=${carried}`, { loadAtc });
    expect(discount.codes).toEqual(['SPRING-25', 'ART20']);
    expect(loadAtc).toHaveBeenCalledWith(items);
  });

  it('a carried cart with anything odd in it is ignored as a whole', () => {
    const loadAtc = vi.fn(async () => undefined);
    const carried = Buffer.from(JSON.stringify({ items: [{ sku: 'P1', quantity: 2, price: 1 }], codes: ['SPRING-25'] })).toString(
      'base64url',
    );
    applyLandingParams(`?cart=${carried}`, { loadAtc });
    expect(discount.codes).toEqual([]);
    expect(loadAtc).not.toHaveBeenCalled();
  });

  it('invalid values are ignored and an earlier campaign is kept', () => {
    cart.campaignData = { utm_source: 'earlier' };
    const loadAtc = vi.fn(async () => undefined);
    expect(applyLandingParams('?disc=a!&atc=%%%&cjevent=a_b', { loadAtc })).toEqual({ cjevent: null });
    expect(discount.codes).toEqual([]);
    expect(cart.campaignData).toEqual({ utm_source: 'earlier' });
    expect(loadAtc).not.toHaveBeenCalled();
  });
});
