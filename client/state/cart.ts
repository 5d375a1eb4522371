/**
 * The cart (docs/cart.md "Cart rules"). Actions apply the pure rules of shared/cart and announce each
 * change so the sync loop can tell the server; restores from storage announce 'restore',
 * which is not a shopper's change and is not synced.
 */
import { proxy, snapshot } from 'valtio/vanilla';
import type { CampaignData } from '../../shared/campaign';
import { parseCampaignData } from '../../shared/campaign';
import {
  addLine,
  clearCheckout,
  emptyCart,
  MAX_CART_LINES,
  MAX_CHECKOUT_ID,
  setQuantity,
  upsertLines,
  type CartState,
  type IncomingLine,
  type ProviderOrder,
} from '../../shared/cart';
import type { CartLine } from '../../shared/types';
import { trackItems, type AnalyticsItem } from './analytics';
import { createSignal } from './signal';
import { isRecord } from '../../shared/json';
import { listOf, parseCartLine, stringOr, uniqueBy } from './validate';

export const state = proxy<CartState>(emptyCart());

/** quantity: debounced sync; add/remove: immediate; restore: another tab or storage, no sync. */
export type CartChange = 'add' | 'quantity' | 'remove' | 'restore';
const changes = createSignal<CartChange>();
export const onCartChange = changes.listen;

/** crypto.randomUUID needs a secure context; plain-http preview hosts fall back to random bytes. */
export function newLineUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function analyticsItem(line: IncomingLine, quantity: number): AnalyticsItem {
  return {
    item_id: line.sku,
    item_name: line.name,
    ...(line.variation_name ? { item_variant: line.variation_name } : {}),
    price: line.price,
    quantity,
  };
}

const pieces = (sku: string) => state.items.reduce((sum, line) => sum + (line.sku === sku ? line.quantity : 0), 0);

/**
 * Lines added in one change, announced once, so the sync loop makes one call for all of them
 * (a gallery wall: every poster and frame). All or nothing: false, and the cart unchanged,
 * when the cart cannot take every line (200 lines at most). Analytics counts the pieces each
 * product really gained (a merge may stop at the quantity limit).
 */
export function addLines(incoming: readonly IncomingLine[], { openDrawer = false } = {}): boolean {
  const before = new Map(incoming.map((line) => [line.sku, pieces(line.sku)]));
  let next = state.items;
  for (const line of incoming) {
    const after = addLine(next, line, newLineUuid);
    if (after === next) return false;
    next = after;
  }
  if (next === state.items) return false;
  state.items = next;
  if (openDrawer) state.isOpen = true;
  trackItems(
    'add_to_cart',
    [...before]
      .map(([sku, count]) =>
        analyticsItem(
          incoming.find((line) => line.sku === sku)!,
          pieces(sku) - count,
        ),
      )
      .filter((item) => item.quantity > 0),
  );
  changes.emit('add');
  return true;
}

/** false when the cart is full (200 lines) and the product is not in it yet. */
export const addToCart = (incoming: IncomingLine, options?: { openDrawer?: boolean }): boolean => addLines([incoming], options);

/** false when the quantity is invalid or the line cannot change (see shared/cart). */
export function setLineQuantity(uuid: string, quantity: number): boolean {
  const line = state.items.find((candidate) => candidate.uuid === uuid);
  const next = setQuantity(state.items, uuid, quantity);
  if (!line || next === state.items) return false;
  const previous = line.quantity;
  state.items = next;
  const delta = quantity - previous;
  trackItems(delta > 0 ? 'add_to_cart' : 'remove_from_cart', [analyticsItem(line, Math.abs(delta))]);
  changes.emit(quantity === 0 ? 'remove' : 'quantity');
  return true;
}

export function removeLine(uuid: string): boolean {
  return setLineQuantity(uuid, 0);
}

export function clearCart(): void {
  if (state.items.length === 0) return;
  trackItems(
    'remove_from_cart',
    state.items.map((line) => analyticsItem(line, line.quantity)),
  );
  state.items = [];
  changes.emit('remove');
}

/**
 * Lines the server made from a pre-filled or carried cart: set, not added, then synced.
 * `isStale`: the cart changed while the request was out, so lines already in it stay as
 * the shopper has them now and only missing lines are added (shared/cart upsertLines).
 */
export function upsertServerLines(lines: IncomingLine[], { isStale = false } = {}): void {
  if (lines.length === 0) return;
  const next = upsertLines(state.items, lines, newLineUuid, { keepMatched: isStale });
  if (next.length === state.items.length && next.every((line, index) => line === state.items[index])) return;
  state.items = next;
  changes.emit('add');
}

/** The sync loop's merged answer: not a shopper's change, so no new sync. */
export function applyServerLines(lines: CartLine[], isInternal: boolean): void {
  state.items = lines;
  state.isInternal = isInternal;
}

export function openCart(): void {
  state.isOpen = true;
}
export function closeCart(): void {
  if (!state.isOpen) return;
  state.isOpen = false;
  forgetSeenAdjustments();
}
export function toggleCart(): void {
  if (state.isOpen) closeCart();
  else openCart();
}

/**
 * The drawer that showed the "quantity adjusted" alerts (docs/cart.md "How a change travels") closed: the shopper has
 * seen them, and they go (until then a sync that no longer reports them keeps them, see
 * shared/cart mergeServerLines). Nothing to tell the server, so no change is announced. A
 * line the server emptied keeps its adjusted quantity 0: it says why the line is empty,
 * and the next sync drops the line.
 */
function forgetSeenAdjustments(): void {
  const isSeen = (line: CartLine) => line.adjusted_quantity !== null && line.quantity > 0;
  if (!state.items.some(isSeen)) return;
  state.items = state.items.map((line) => (isSeen(line) ? { ...line, adjusted_quantity: null } : line));
}
export function setVat(includesVat: boolean): void {
  state.vat = includesVat;
}
export function setCampaignData(data: CampaignData | null): void {
  state.campaignData = data;
}

export function clearCheckoutData(): void {
  Object.assign(state, clearCheckout({ ...state }));
}

/**
 * The order is placed and paid: the cart is emptied and its checkout fields cleared
 * (docs/cart.md "Cart rules"). Not a shopper's removal, so no remove_from_cart events; the sync loop is told
 * the cart is empty.
 */
export function completeCheckout(): void {
  Object.assign(state, clearCheckout({ ...state }), { items: [] });
  changes.emit('remove');
}

/** What persists: everything but the drawer's open flag (a reload starts with it closed). */
export type StoredCart = Omit<CartState, 'isOpen'>;

export function storedCart(): StoredCart {
  const { isOpen: _isOpen, ...rest } = snapshot(state) as CartState;
  return rest;
}

const parseOrder = (value: unknown): ProviderOrder | null =>
  isRecord(value) && typeof value.id === 'string' && typeof value.locale === 'string' ? { id: value.id, locale: value.locale } : null;

/**
 * Each field is checked on its own; whatever is wrong falls back to the empty cart's value.
 * What is sync-cart's to read is held to the API's limits (client/state/validate.ts).
 */
export function parseStoredCart(value: unknown): StoredCart {
  const { isOpen: _isOpen, ...empty } = emptyCart();
  if (!isRecord(value)) return empty;
  const lines = listOf(value.items, parseCartLine).filter((line): line is CartLine => line.uuid !== undefined);
  const checkoutID = stringOr(value.checkoutID, null);
  return {
    vat: typeof value.vat === 'boolean' ? value.vat : empty.vat,
    postalCode: stringOr(value.postalCode, empty.postalCode),
    shippingMethod: stringOr(value.shippingMethod, null),
    paymentMethod: stringOr(value.paymentMethod, null),
    servicePoint: stringOr(value.servicePoint, null),
    items: uniqueBy(lines, (line) => line.uuid).slice(0, MAX_CART_LINES),
    checkoutID: checkoutID !== null && checkoutID.length <= MAX_CHECKOUT_ID ? checkoutID : null,
    cardOrder: parseOrder(value.cardOrder),
    payLaterOrder: parseOrder(value.payLaterOrder),
    invoiceOrder: parseOrder(value.invoiceOrder),
    isInternal: value.isInternal === true,
    campaignData: parseCampaignData(value.campaignData),
  };
}

export function restoreCart(value: unknown): void {
  Object.assign(state, parseStoredCart(value));
  changes.emit('restore');
}
