import { beforeEach, describe, expect, it } from 'vitest';
import { restoreCart, state as cart } from './cart';
import { startCartSync } from './cart-sync';
import { state as discount } from './discount';
import { applyLandingParams } from './landing';
import { cartLine, fakeServer, fakeTimers, resetClientState } from './testing';

beforeEach(() => void resetClientState());

describe('landing parameters', () => {
  it('adds the code, keeps the campaign, returns the pre-filled cart to load and the affiliate id', () => {
    const atc = Buffer.from('P1:2').toString('base64');
    const result = applyLandingParams(`?disc=SPRING-25&utm_source=news&atc=${atc}&cjevent=abc-1`);
    expect(discount.codes).toEqual(['SPRING-25']);
    expect(cart.campaignData).toEqual({ utm_source: 'news' });
    expect(result).toEqual({ cjevent: 'abc-1', lines: [[{ sku: 'P1', quantity: 2 }]] });
  });

  it('a cart carried from another language adds every code and returns every line with its metadata', () => {
    const items = [
      { sku: 'P1', quantity: 2 },
      { sku: 'C1', quantity: 1, metadata: { template: { values: { title: 'Us' } } } },
    ];
    const carried = Buffer.from(JSON.stringify({ items, codes: ['SPRING-25', 'ART20'] })).toString('base64url');
    expect(applyLandingParams(`?cart=${carried}`).lines).toEqual([items]);
    expect(discount.codes).toEqual(['SPRING-25', 'ART20']);
  });

  it('a carried cart with anything odd in it is ignored as a whole', () => {
    const carried = Buffer.from(JSON.stringify({ items: [{ sku: 'P1', quantity: 2, price: 1 }], codes: ['SPRING-25'] })).toString(
      'base64url',
    );
    expect(applyLandingParams(`?cart=${carried}`).lines).toEqual([]);
    expect(discount.codes).toEqual([]);
  });

  it('invalid values are ignored and an earlier campaign is kept', () => {
    cart.campaignData = { utm_source: 'earlier' };
    expect(applyLandingParams('?disc=a!&atc=%%%&cjevent=a_b')).toEqual({ cjevent: null, lines: [] });
    expect(discount.codes).toEqual([]);
    expect(cart.campaignData).toEqual({ utm_source: 'earlier' });
  });

  it('applied before the loop starts, the first sync of a returning shopper carries the campaign and the code', async () => {
    restoreCart({ items: [cartLine()] });
    applyLandingParams('?utm_source=news&utm_campaign=spring&disc=SPRING-25');
    const server = fakeServer((path, body) => ({ body: path === '/api/sync-cart' ? (body as { items: object[] }).items : [] }));
    const sync = startCartSync({ fetch: server.fetch, ...fakeTimers() });
    await sync.settled();
    sync.stop();
    expect(server.paths()).toEqual(['/api/sync-cart', '/api/sync-coupons']);
    expect(server.calls[0]?.body).toMatchObject({ coupons: ['SPRING-25'], campaign: { utm_source: 'news', utm_campaign: 'spring' } });
  });
});
