import { describe, expect, it } from 'vitest';
import { DELIVERY_COST, FREE_DELIVERY_FROM, deliveryMethods, servicePoints } from './methods';

describe('deliveryMethods', () => {
  it('offers home, service point and express, free from the threshold except express', () => {
    const methods = deliveryMethods('SE', 'SEK', '111 22');
    expect(methods.map((method) => method.id)).toEqual(['home', 'service_point', 'express']);
    expect(methods[0]).toEqual({ id: 'home', price: DELIVERY_COST.SEK, free_from: FREE_DELIVERY_FROM.SEK, lead_days: [2, 4] });
    expect(methods[2]).toMatchObject({ id: 'express', free_from: null, lead_days: [1, 1] });
  });

  it.each([
    ['SE', 'SEK', '981 31'],
    ['FI', 'EUR', '99800'],
    ['GB', 'GBP', 'HS1 2AA'],
  ] as const)('no express to a remote area: %s %s', (country, currency, code) => {
    expect(deliveryMethods(country, currency, code).map((method) => method.id)).toEqual(['home', 'service_point']);
  });
});

describe('servicePoints', () => {
  it('five points nearest first, the same every time for a postal code, ids unique', () => {
    const points = servicePoints('SE', '111 22');
    expect(points).toHaveLength(5);
    expect(points).toEqual(servicePoints('SE', '111 22'));
    expect(new Set(points.map((point) => point.id)).size).toBe(5);
    const distances = points.map((point) => point.distance_m);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(points[0]).toMatchObject({ id: 'SE-11122-1', postal_code: '111 22' });
  });

  it('another postal code lists other points', () => {
    expect(servicePoints('SE', '111 22')[0]!.id).not.toBe(servicePoints('SE', '411 03')[0]!.id);
  });
});
