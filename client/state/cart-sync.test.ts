import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addToCart, closeCart, openCart, removeLine, setCampaignData, setLineQuantity, state as cart } from './cart';
import { startCartSync, type CartSync, type SyncDeps } from './cart-sync';
import { addCouponCode, state as discount } from './discount';
import { cartLine, fakeServer, fakeTimers, incomingLine, nextTick, resetClientState, type Reply } from './testing';
import { state as wishlist, toggleWishlist } from './wishlist';

/** Echoes the cart like a server would, with its own price for everything. */
const echo = (path: string, body: unknown): Reply => {
  if (path === '/api/sync-cart') return { body: (body as { items: object[] }).items.map((item) => ({ ...item, price: 199 })) };
  if (path === '/api/sync-coupons')
    return { body: (body as { coupons: string[] }).coupons.map((code) => ({ code, percentage_discount: 10 })) };
  return { body: (body as object[]).map((item) => ({ ...item, name: 'From server' })) };
};

let sync: CartSync;
let timers: ReturnType<typeof fakeTimers>;
let online: EventTarget;

function start(handler: (path: string, body: unknown) => Reply | Promise<Reply>, options: Partial<SyncDeps> = {}) {
  const server = fakeServer(handler);
  let next = 0;
  sync = startCartSync({
    fetch: server.fetch,
    ...timers,
    events: online,
    newUuid: () => `server-${++next}`,
    syncOnStart: false,
    ...options,
  });
  return server;
}

beforeEach(() => {
  resetClientState();
  timers = fakeTimers();
  online = new EventTarget();
});
afterEach(() => sync.stop());

describe('cart sync', () => {
  it('on start an empty cart loads coupons only', async () => {
    const server = start(echo, { syncOnStart: true });
    await sync.settled();
    expect(server.calls).toEqual([{ path: '/api/sync-coupons', body: { coupons: [], cart_contents: [] } }]);
  });

  it('an add posts the cart, then the coupons for the merged cart, and takes the server price', async () => {
    addCouponCode('SPRING-25');
    const server = start(echo);
    setCampaignData({ utm_source: 'news' });
    addToCart(incomingLine({ quantity: 2 }));
    await sync.settled();
    expect(server.paths()).toEqual(['/api/sync-cart', '/api/sync-coupons']);
    const uuid = cart.items[0]!.uuid;
    expect(server.calls[0]?.body).toEqual({
      items: [{ uuid, product_id: 1, sku: 'P1-50x70', quantity: 2, metadata: null, cross_selling_product_id: null, added_by_coupon: null }],
      coupons: ['SPRING-25'],
      checkout_order_id: null,
      campaign: { utm_source: 'news' },
    });
    expect(server.calls[1]?.body).toEqual({ coupons: ['SPRING-25'], cart_contents: [{ product_id: 1, sku: 'P1-50x70', quantity: 2 }] });
    expect(cart.items[0]?.price).toBe(199);
    expect(discount.coupons.map((coupon) => coupon.code)).toEqual(['SPRING-25']);
  });

  it('without campaign data no campaign is sent', async () => {
    const server = start(echo);
    addToCart(incomingLine());
    await sync.settled();
    expect(server.calls[0]?.body).not.toHaveProperty('campaign');
  });

  it('quantity changes wait 250 ms and are sent once', async () => {
    addToCart(incomingLine());
    const server = start(echo);
    const uuid = cart.items[0]!.uuid;
    setLineQuantity(uuid, 2);
    timers.advance(200);
    setLineQuantity(uuid, 3);
    timers.advance(249);
    expect(server.calls).toEqual([]);
    timers.advance(1);
    await sync.settled();
    expect(server.paths()).toEqual(['/api/sync-cart', '/api/sync-coupons']);
    expect(server.calls[0]?.body).toMatchObject({ items: [{ quantity: 3 }] });
  });

  it('a removal is sent at once, and the last one syncs only the coupons', async () => {
    addToCart(incomingLine());
    const server = start(echo);
    setLineQuantity(cart.items[0]!.uuid, 2);
    removeLine(cart.items[0]!.uuid);
    expect(timers.pendingCount).toBe(0);
    await sync.settled();
    expect(server.calls).toEqual([{ path: '/api/sync-coupons', body: { coupons: [], cart_contents: [] } }]);
  });

  it.each([
    ['1', true],
    ['0', false],
  ])('x-internal: %s sets the internal flag to %s', async (header, isInternal) => {
    start((path, body) => ({ ...(echo(path, body) as object), headers: { 'x-internal': header } }));
    addToCart(incomingLine());
    await sync.settled();
    expect(cart.isInternal).toBe(isInternal);
  });

  it('a late answer never overwrites a newer change', async () => {
    const answers: ((reply: Reply) => void)[] = [];
    const server = start((path, body) =>
      path === '/api/sync-cart' ? new Promise<Reply>((resolve) => answers.push(resolve)) : echo(path, body),
    );
    addToCart(incomingLine());
    addToCart(incomingLine());
    await nextTick();
    answers[1]?.({ body: [cartLine({ uuid: cart.items[0]!.uuid, quantity: 2, price: 249 })] });
    await nextTick();
    answers[0]?.({ body: [cartLine({ uuid: cart.items[0]!.uuid, quantity: 1, price: 1 })] });
    await sync.settled();
    expect(cart.items).toEqual([expect.objectContaining({ quantity: 2, price: 249 })]);
    expect(server.paths().filter((path) => path === '/api/sync-coupons')).toHaveLength(1);
  });

  it('a line the server empties for lack of stock stays, with its note, until the next sync', async () => {
    start((path, body) =>
      path === '/api/sync-cart'
        ? { body: [cartLine({ uuid: cart.items[0]!.uuid, quantity: 0, adjusted_quantity: 0, cart_notice: 'Sold out' })] }
        : echo(path, body),
    );
    addToCart(incomingLine({ quantity: 2 }));
    await sync.settled();
    expect(cart.items).toEqual([expect.objectContaining({ quantity: 0, adjusted_quantity: 0, cart_notice: 'Sold out' })]);
  });

  it('offline keeps the local cart and retries when back online', async () => {
    let isOnline = false;
    const server = start((path, body) => (isOnline ? echo(path, body) : 'offline'));
    addToCart(incomingLine({ quantity: 2 }));
    await sync.settled();
    expect(cart.items).toEqual([expect.objectContaining({ quantity: 2, price: 299 })]);
    isOnline = true;
    online.dispatchEvent(new Event('online'));
    await sync.settled();
    expect(server.paths()).toEqual(['/api/sync-cart', '/api/sync-cart', '/api/sync-coupons']);
    expect(cart.items[0]?.price).toBe(199);
  });

  it.each<[string, Reply]>([
    ['an HTTP error', { status: 502, body: { error: 'x' } }],
    ['a malformed answer', { body: { unexpected: true } }],
  ])('%s from sync-cart keeps the local cart', async (_name, reply) => {
    start((path, body) => (path === '/api/sync-cart' ? reply : echo(path, body)));
    addToCart(incomingLine({ quantity: 2 }));
    await sync.settled();
    expect(cart.items).toEqual([expect.objectContaining({ quantity: 2, price: 299 })]);
  });

  it('a sync-cart the server refuses still syncs the coupons, and the refusal is reported once', async () => {
    const reports: Error[] = [];
    const server = start(
      (path, body) =>
        path === '/api/sync-cart' ? { status: 400, body: { error: 'items[0].sku may be at most 64 characters' } } : echo(path, body),
      {
        report: (error) => reports.push(error),
      },
    );
    addToCart(incomingLine({ quantity: 2 }));
    await sync.settled();
    addCouponCode('SPRING-25');
    await sync.settled();
    expect(server.paths()).toEqual(['/api/sync-cart', '/api/sync-coupons', '/api/sync-cart', '/api/sync-coupons']);
    // The codes are answered (not left "checking…"); the cart stays as it was.
    expect(discount.coupons.map((coupon) => coupon.code)).toEqual(['SPRING-25']);
    expect(cart.items).toEqual([expect.objectContaining({ quantity: 2, price: 299 })]);
    expect(reports.map((error) => error.message)).toEqual([
      'POST /api/sync-cart answered 400: {"error":"items[0].sku may be at most 64 characters"}',
    ]);
  });

  it.each([429, 502])("a %i is not reported (not the browser's fault)", async (status) => {
    const reports: Error[] = [];
    start((path, body) => (path === '/api/sync-cart' ? { status } : echo(path, body)), { report: (error) => reports.push(error) });
    addToCart(incomingLine());
    await sync.settled();
    expect(reports).toEqual([]);
  });

  it('a non-array coupon answer rejects the requested codes; a failed call changes nothing', async () => {
    let reply: Reply = { body: { message: 'nope' } };
    start(() => reply);
    addCouponCode('SPRING-25');
    await sync.settled();
    expect(discount.rejected).toEqual([{ code: 'SPRING-25', failed_minimum_spend: false }]);
    reply = { status: 500 };
    addCouponCode('WELCOME10');
    await sync.settled();
    expect(discount.codes).toEqual(['WELCOME10']);
    expect(discount.rejected).toEqual([{ code: 'SPRING-25', failed_minimum_spend: false }]);
  });
});

describe('wishlist sync', () => {
  it('posts the list and takes the server’s version; an empty list is not sent', async () => {
    const server = start(echo);
    toggleWishlist({ id: 5 });
    await sync.settled();
    expect(server.calls).toEqual([{ path: '/api/sync-wishlist', body: [{ id: 5 }] }]);
    expect(wishlist.items).toEqual([{ id: 5, name: 'From server' }]);
    toggleWishlist({ id: 5 });
    await sync.settled();
    expect(server.calls).toHaveLength(1);
  });

  it('offline, the wishlist is sent when back online', async () => {
    let isOnline = false;
    const server = start((path, body) => (isOnline ? echo(path, body) : 'offline'));
    toggleWishlist({ id: 5 });
    await sync.settled();
    isOnline = true;
    online.dispatchEvent(new Event('online'));
    await sync.settled();
    expect(server.paths()).toEqual(['/api/sync-wishlist', '/api/sync-wishlist']);
  });
});

describe('pre-filled cart (atc)', () => {
  it('loads the lines through sync-cart, sets quantities, then syncs the cart', async () => {
    addToCart(incomingLine({ quantity: 5 }));
    const server = start((path, body) => {
      const items = (body as { items: { sku: string; quantity: number; uuid?: string }[] }).items;
      if (path === '/api/sync-cart' && !items[0]?.uuid) return { body: items.map((item) => ({ ...cartLine(), uuid: undefined, ...item })) };
      return echo(path, body);
    });
    await sync.loadAtc([{ sku: 'P1-50x70', quantity: 2 }]);
    await sync.settled();
    expect(server.calls[0]).toEqual({
      path: '/api/sync-cart',
      body: { items: [{ sku: 'P1-50x70', quantity: 2 }], checkout_order_id: null },
    });
    expect(cart.items).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(server.paths()).toEqual(['/api/sync-cart', '/api/sync-cart', '/api/sync-coupons']);
  });
});

describe('an atc answer older than the cart', () => {
  it('does not overwrite a quantity the shopper changed while it was out; missing lines are still added', async () => {
    addToCart(incomingLine({ quantity: 1 }));
    const answers: ((reply: Reply) => void)[] = [];
    start((path, body) => {
      const items = (body as { items: { sku: string; quantity: number; uuid?: string }[] }).items;
      if (path === '/api/sync-cart' && !items[0]?.uuid) return new Promise<Reply>((resolve) => answers.push(resolve));
      return echo(path, body);
    });
    const loading = sync.loadAtc([
      { sku: 'P1-50x70', quantity: 2 },
      { sku: 'P2-30x40', quantity: 1 },
    ]);
    await nextTick();
    setLineQuantity(cart.items[0]!.uuid, 7);
    answers[0]?.({
      body: [
        cartLine({ uuid: undefined, sku: 'P1-50x70', quantity: 2 }),
        cartLine({ uuid: undefined, product_id: 2, sku: 'P2-30x40', quantity: 1 }),
      ],
    });
    await loading;
    timers.advance(250);
    await sync.settled();
    expect(cart.items.map((line) => [line.sku, line.quantity])).toEqual([
      ['P1-50x70', 7],
      ['P2-30x40', 1],
    ]);
  });

  it('an answer to an unchanged cart sets the quantity (atc sets, it does not add)', async () => {
    addToCart(incomingLine({ quantity: 5 }));
    start((path, body) => {
      const items = (body as { items: { sku: string; quantity: number; uuid?: string }[] }).items;
      if (path === '/api/sync-cart' && !items[0]?.uuid) return { body: [cartLine({ uuid: undefined, quantity: 2 })] };
      return echo(path, body);
    });
    await sync.loadAtc([{ sku: 'P1-50x70', quantity: 2 }]);
    await sync.settled();
    expect(cart.items.map((line) => line.quantity)).toEqual([2]);
  });
});

describe('a cart carried from another language', () => {
  it('sends each line with its metadata and pairs it with the same choice already in the cart', async () => {
    const texts = { template: { values: { title: 'Us' } } };
    addToCart(incomingLine({ sku: 'C1', metadata: texts }));
    const server = start((path, body) => {
      const items = (body as { items: { sku: string; quantity: number; uuid?: string; metadata?: object }[] }).items;
      if (path === '/api/sync-cart' && !items[0]?.uuid)
        return {
          body: items.map((item) => cartLine({ uuid: undefined, sku: item.sku, quantity: item.quantity, metadata: item.metadata ?? null })),
        };
      return echo(path, body);
    });
    await sync.loadAtc([
      { sku: 'C1', quantity: 3, metadata: texts },
      { sku: 'C1', quantity: 1, metadata: { template: { values: { title: 'Them' } } } },
    ]);
    await sync.settled();
    expect(server.calls[0]?.body).toEqual({
      items: [
        { sku: 'C1', quantity: 3, metadata: texts },
        { sku: 'C1', quantity: 1, metadata: { template: { values: { title: 'Them' } } } },
      ],
      checkout_order_id: null,
    });
    expect(cart.items.map((line) => [line.quantity, line.metadata?.template?.values.title])).toEqual([
      [3, 'Us'],
      [1, 'Them'],
    ]);
  });
});

describe('starting late (the loop is loaded lazily, client/islands/cart/boot.ts)', () => {
  it('with syncWishlistOnStart a wishlist changed before the start is sent; an empty one is not', async () => {
    toggleWishlist({ id: 8 });
    const server = start(echo, { syncOnStart: true, syncWishlistOnStart: true });
    await sync.settled();
    expect(server.paths().sort()).toEqual(['/api/sync-coupons', '/api/sync-wishlist']);
    sync.stop();
    toggleWishlist({ id: 8 });
    const quiet = start(echo, { syncOnStart: false, syncWishlistOnStart: true });
    await sync.settled();
    expect(quiet.calls).toEqual([]);
  });

  it('an atc asking for more than the stock keeps its "adjusted" note through the next syncs, until the drawer showing it closes', async () => {
    const STOCK = 4;
    const server = start((path, body) => {
      if (path !== '/api/sync-cart') return echo(path, body);
      const items = (body as { items: { uuid?: string; sku: string; quantity: number }[] }).items;
      return {
        body: items.map((item) => {
          const quantity = Math.min(STOCK, item.quantity);
          return cartLine({ uuid: item.uuid, sku: item.sku, quantity, adjusted_quantity: quantity < item.quantity ? quantity : null });
        }),
      };
    });
    await sync.loadAtc([{ sku: 'P1-50x70', quantity: 10 }]);
    await sync.settled();
    expect(server.paths()).toEqual(['/api/sync-cart', '/api/sync-cart', '/api/sync-coupons']);
    expect(cart.items).toEqual([expect.objectContaining({ quantity: STOCK, adjusted_quantity: STOCK })]);
    addCouponCode('SPRING-25');
    await sync.settled();
    expect(cart.items[0]?.adjusted_quantity).toBe(STOCK);
    openCart();
    closeCart();
    expect(cart.items[0]?.adjusted_quantity).toBeNull();
  });

  it('an atc line the server empties for lack of stock is not added', async () => {
    start((path, body) => {
      if (path !== '/api/sync-cart') return echo(path, body);
      const items = (body as { items: { sku: string; quantity: number }[] }).items;
      return {
        body: items.map((item) =>
          cartLine({
            uuid: undefined,
            sku: item.sku,
            quantity: item.sku === 'GONE' ? 0 : item.quantity,
            adjusted_quantity: item.sku === 'GONE' ? 0 : null,
          }),
        ),
      };
    });
    await sync.loadAtc([
      { sku: 'GONE', quantity: 2 },
      { sku: 'P1-50x70', quantity: 1 },
    ]);
    await sync.settled();
    expect(cart.items.map((line) => line.sku)).toEqual(['P1-50x70']);
  });
});
