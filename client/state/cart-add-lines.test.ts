import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addLines, addToCart, state as cart } from './cart';
import { startCartSync, type CartSync } from './cart-sync';
import { fakeServer, fakeTimers, incomingLine, resetClientState, type Reply } from './testing';

/** Echoes the lines like the server would. */
const echo = (path: string, body: unknown): Reply =>
  path === '/api/sync-cart' ? { body: (body as { items: object[] }).items } : { body: [] };

let sync: CartSync;
let pushed: Record<string, unknown>[];
beforeEach(() => {
  pushed = resetClientState();
});
afterEach(() => sync.stop());

/** A gallery wall's lines: three posters, one frame, each marked with its slot (docs/wall-designer.md). */
const wallLines = () => [
  incomingLine({ product_id: 1, sku: 'P1-50x70', metadata: { wall: { id: 'w-1', slot: 1 } } }),
  incomingLine({ product_id: 2, sku: 'P2-50x70', metadata: { wall: { id: 'w-1', slot: 2 } } }),
  incomingLine({ product_id: 8, sku: 'F8-50x70', template_id: 6, metadata: { wall: { id: 'w-1', slot: 2 } } }),
  incomingLine({ product_id: 3, sku: 'P3-50x70', metadata: { wall: { id: 'w-1', slot: 3 } } }),
];

describe('addLines (a whole gallery wall)', () => {
  it('adds every line in one change that makes exactly one sync-cart call', async () => {
    const server = fakeServer(echo);
    sync = startCartSync({ fetch: server.fetch, ...fakeTimers(), syncOnStart: false });
    expect(addLines(wallLines(), { openDrawer: true })).toBe(true);
    await sync.settled();
    expect(server.paths().filter((path) => path === '/api/sync-cart')).toHaveLength(1);
    const sent = (server.calls[0]?.body as { items: { sku: string; metadata: unknown }[] }).items;
    expect(sent.map((item) => [item.sku, item.metadata])).toEqual([
      ['P1-50x70', { wall: { id: 'w-1', slot: 1 } }],
      ['P2-50x70', { wall: { id: 'w-1', slot: 2 } }],
      ['F8-50x70', { wall: { id: 'w-1', slot: 2 } }],
      ['P3-50x70', { wall: { id: 'w-1', slot: 3 } }],
    ]);
    expect(cart.isOpen).toBe(true);
  });

  it('keeps lines of the same product in two walls apart (metadata never merges)', () => {
    addLines(wallLines());
    addLines(wallLines().map((line) => ({ ...line, metadata: { wall: { id: 'w-2', slot: line.metadata!.wall!.slot } } })));
    expect(cart.items).toHaveLength(8);
  });

  it('pushes one add_to_cart event with every item', () => {
    addLines(wallLines());
    const events = pushed.filter((entry) => entry.event === 'add_to_cart');
    expect(events).toHaveLength(1);
  });

  it('adds nothing when the cart cannot take every line', () => {
    for (let index = 0; index < 198; index++) addToCart(incomingLine({ product_id: 1000 + index, sku: `X${index}` }));
    expect(addLines(wallLines())).toBe(false);
    expect(cart.items).toHaveLength(198);
  });

  it('an empty list is no change', () => {
    expect(addLines([])).toBe(false);
  });
});
