import { fc, test } from '@fast-check/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addToCart,
  clearCart,
  clearCheckoutData,
  closeCart,
  onCartChange,
  openCart,
  parseStoredCart,
  removeLine,
  restoreCart,
  setLineQuantity,
  state,
  toggleCart,
  type CartChange,
} from './cart';
import { cartLine, incomingLine, resetClientState } from './testing';

let pushed: Record<string, unknown>[];
let changes: CartChange[];

beforeEach(() => {
  pushed = resetClientState();
  state.isOpen = false;
  changes = [];
  return onCartChange((change) => changes.push(change));
});

const events = () => pushed.filter((entry) => 'event' in entry);

describe('cart actions', () => {
  it('adding the same product twice merges into one line and announces two adds', () => {
    addToCart(incomingLine({ quantity: 1 }));
    addToCart(incomingLine({ quantity: 2 }));
    expect(state.items).toHaveLength(1);
    expect(state.items[0]).toMatchObject({ quantity: 3, price: 249 });
    expect(changes).toEqual(['add', 'add']);
  });

  it('closing the open drawer forgets the adjustments it showed, without a sync; a line the server emptied keeps its 0', () => {
    restoreCart({
      items: [
        cartLine({ uuid: 'a', quantity: 3, adjusted_quantity: 3 }),
        cartLine({ uuid: 'b', sku: 'P2', quantity: 0, adjusted_quantity: 0 }),
        cartLine({ uuid: 'c', sku: 'P3', quantity: 1 }),
      ],
    });
    changes = [];
    closeCart();
    expect(state.items.map((line) => line.adjusted_quantity)).toEqual([3, 0, null]);
    toggleCart();
    toggleCart();
    expect(state.items.map((line) => line.adjusted_quantity)).toEqual([null, 0, null]);
    openCart();
    closeCart();
    expect(state.items.map((line) => line.adjusted_quantity)).toEqual([null, 0, null]);
    expect(changes).toEqual([]);
  });

  it('adding may open the drawer', () => {
    addToCart(incomingLine(), { openDrawer: true });
    expect(state.isOpen).toBe(true);
  });

  it('pushes add_to_cart and remove_from_cart with item data', () => {
    addToCart(incomingLine({ quantity: 2 }));
    const uuid = state.items[0]!.uuid;
    setLineQuantity(uuid, 5);
    setLineQuantity(uuid, 1);
    removeLine(uuid);
    expect(events()).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'SEK',
          value: 598,
          items: [expect.objectContaining({ item_id: 'P1-50x70', item_name: 'Mountains', item_variant: '50x70 cm', quantity: 2 })],
        },
      },
      { event: 'add_to_cart', ecommerce: expect.objectContaining({ items: [expect.objectContaining({ quantity: 3 })] }) },
      { event: 'remove_from_cart', ecommerce: expect.objectContaining({ items: [expect.objectContaining({ quantity: 4 })] }) },
      { event: 'remove_from_cart', ecommerce: expect.objectContaining({ items: [expect.objectContaining({ quantity: 1 })] }) },
    ]);
    expect(pushed.filter((entry) => entry.ecommerce === null)).toHaveLength(4);
  });

  it.each([
    [3, true, ['add', 'quantity']],
    [0, true, ['add', 'remove']],
    [-1, false, ['add']],
    [1.5, false, ['add']],
    [5001, false, ['add']],
  ])('setting quantity %d: changed %s', (quantity, isChanged, expected) => {
    addToCart(incomingLine());
    expect(setLineQuantity(state.items[0]!.uuid, quantity)).toBe(isChanged);
    expect(changes).toEqual(expected);
  });

  it('clearing the cart announces a removal', () => {
    addToCart(incomingLine());
    clearCart();
    expect(state.items).toEqual([]);
    expect(changes).toEqual(['add', 'remove']);
  });

  it('clearing checkout keeps the lines', () => {
    addToCart(incomingLine());
    Object.assign(state, { checkoutID: 'c1', paymentMethod: 'card', cardOrder: { id: 'k', locale: 'sv' } });
    clearCheckoutData();
    expect(state).toMatchObject({
      checkoutID: null,
      paymentMethod: null,
      cardOrder: null,
      items: [expect.objectContaining({ quantity: 1 })],
    });
  });
});

describe('stored cart', () => {
  it('a restore is announced as such (not a shopper change)', () => {
    restoreCart({ items: [cartLine()] });
    expect(changes).toEqual(['restore']);
    expect(state.items).toHaveLength(1);
  });

  it.each<[string, unknown, object]>([
    ['not an object', 'x', { items: [], vat: true, checkoutID: null }],
    [
      'lines without a uuid, product or a valid quantity are dropped',
      { items: [cartLine({ uuid: '' }), cartLine({ quantity: 0 }), cartLine({ product_id: 0 }), { sku: 'x' }, cartLine()] },
      { items: [cartLine()] },
    ],
    [
      'a line the server emptied (adjusted to 0) is kept',
      { items: [cartLine({ quantity: 0, adjusted_quantity: 0 })] },
      { items: [{ quantity: 0 }] },
    ],
    [
      'lines the API would refuse are dropped (sku over 64, uuid over 64, cross-sell id 0, a code over 50, 21 texts)',
      {
        items: [
          cartLine({ uuid: 'a', sku: 'x'.repeat(65) }),
          cartLine({ uuid: 'u'.repeat(65) }),
          cartLine({ uuid: 'c', cross_selling_product_id: 0 }),
          cartLine({ uuid: 'd', added_by_coupon: 'G'.repeat(51) }),
          cartLine({
            uuid: 'e',
            metadata: { template: { values: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])) } },
          }),
          cartLine({ uuid: 'f', product_id: 1e9 + 1 }),
          cartLine({ uuid: 'ok', sku: 'x'.repeat(64) }),
        ],
      },
      { items: [cartLine({ uuid: 'ok', sku: 'x'.repeat(64) })] },
    ],
    [
      'at most 200 lines and a checkout id of at most 100 characters',
      { items: Array.from({ length: 205 }, (_, i) => cartLine({ uuid: `u${i}` })), checkoutID: 'c'.repeat(101) },
      { items: Array.from({ length: 200 }, (_, i) => cartLine({ uuid: `u${i}` })), checkoutID: null },
    ],
    ['repeated uuids keep the first', { items: [cartLine({ price: 1 }), cartLine({ price: 2 })] }, { items: [cartLine({ price: 1 })] }],
    [
      'wrong field types fall back one by one',
      { vat: 'no', postalCode: 5, checkoutID: 7, cardOrder: { id: 1 }, isInternal: 'yes' },
      { vat: true, postalCode: '', checkoutID: null, cardOrder: null, isInternal: false },
    ],
    [
      'valid fields are kept',
      { vat: false, postalCode: '11122', cardOrder: { id: 'k', locale: 'sv' } },
      { vat: false, postalCode: '11122', cardOrder: { id: 'k', locale: 'sv' } },
    ],
    [
      'display fields get neutral defaults',
      { items: [{ uuid: 'u', product_id: 1, sku: 's', quantity: 2, price: 10 }] },
      { items: [expect.objectContaining({ name: '', pricing: [], stock_status: 'instock', metadata: null })] },
    ],
  ])('%s', (_name, stored, expected) => {
    expect(parseStoredCart(stored)).toMatchObject(expected);
  });

  test.prop([fc.anything()])('anything stored reads as a valid cart', (stored) => {
    const cart = parseStoredCart(stored);
    for (const line of cart.items) {
      expect(Number.isInteger(line.quantity) && line.quantity >= 0 && line.quantity <= 5000).toBe(true);
      if (line.quantity === 0) expect(line.adjusted_quantity).toBe(0);
    }
  });
});
