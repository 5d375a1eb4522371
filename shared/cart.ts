/**
 * Cart rules (docs/cart.md "Cart rules") as pure functions over cart lines. No clock or randomness:
 * new uuids come from the caller.
 *
 * Pricing rule for special lines (docs/cart.md "Cart rules"):
 * - A line added by a coupon (a gift) or by cross-selling (an offer) keeps the price the
 *   server gave it; it is never repriced from tiers, its quantity cannot be changed here,
 *   and it counts in the total like any other line. A cross-sell line may be removed (the
 *   shopper declines the offer); a coupon line may not (it follows its coupon: remove the
 *   coupon instead, and the server drops the gift).
 * - A campaign line is an ordinary line whose `pricing` holds the campaign tiers the server
 *   sent, so changing its quantity reprices it from those tiers.
 * In every case the total is the sum of price x quantity, and the server's next answer wins.
 */
import * as v from 'valibot';
import { isRecord } from './json';
import {
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  lineMetadata,
  storedLineMetadata,
  storedTemplateValues,
  templateValues,
  type ServerLine,
} from './schemas/cart';
import type { CampaignData } from './campaign';
import { roundMoney } from './money';
import { unitPrice } from './pricing';
import type { CartLine, CartLineMetadata } from './types';

export const MIN_LINE_QUANTITY = 1;
export { LINE_LIMITS, MAX_CART_LINES, MAX_LINE_QUANTITY, WISHLIST_LIMITS, type ServerLine } from './schemas/cart';
/** sync-cart's checkout_order_id: at most this many characters (docs/api.md). */
export const MAX_CHECKOUT_ID = 100;

/**
 * A line's metadata within the API's limits (shared/schemas/cart). `null`: none (absent,
 * null or nothing in it). `undefined`: it cannot be sent (a template beyond the limits;
 * strict: also unknown fields or wrong types, which lenient mode drops). Lenient is for
 * storage written by older code, strict for values that only our own code writes (a
 * carried cart).
 */
export function parseLineMetadata(value: unknown, { strict = false } = {}): CartLineMetadata | null | undefined {
  const result = v.safeParse(strict ? lineMetadata : storedLineMetadata, value);
  return result.success ? result.output : undefined;
}

/**
 * A custom poster's template values within the API's limits (LINE_LIMITS: how many fields,
 * name and text lengths). A value that is not text is dropped, or with `strict` makes the
 * whole set invalid; undefined when invalid.
 */
export function parseTemplateFields(values: Record<string, unknown>, { strict = false } = {}): Record<string, string> | undefined {
  const result = v.safeParse(strict ? templateValues : storedTemplateValues, values);
  return result.success ? result.output : undefined;
}

/** Equal metadata gives equal keys, whatever order its fields were written in. */
export function metadataKey(metadata: Readonly<CartLineMetadata> | null | undefined): string {
  if (!metadata || Object.keys(metadata).length === 0) return '';
  const sortKeys = (_key: string, value: unknown) =>
    isRecord(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : value;
  return JSON.stringify(metadata, sortKeys);
}

/** A line as a product page hands it over: the cart gives it its uuid. */
export type IncomingLine = Omit<CartLine, 'uuid'>;

/**
 * The fields of a line the shopper adds that only the server fills in: no notice or
 * adjusted quantity yet, no subscription, not added by cross-selling or a coupon, no
 * campaign.
 */
export const SHOPPER_ADDED = {
  cart_notice: null,
  adjusted_quantity: null,
  subscription_interval: null,
  cross_selling_product_id: null,
  added_by_coupon: null,
  campaign: null,
} as const satisfies Partial<CartLine>;

export function isLockedLine(line: Pick<CartLine, 'added_by_coupon' | 'cross_selling_product_id'>): boolean {
  return line.added_by_coupon != null || line.cross_selling_product_id != null;
}

function hasMetadata(line: Pick<CartLine, 'metadata'>): boolean {
  return line.metadata != null && Object.keys(line.metadata).length > 0;
}

/** docs/cart.md "Cart rules": same product, and neither line is a cross-sell, a coupon gift or has metadata. */
function isMergeable(a: IncomingLine, b: IncomingLine): boolean {
  const isPlain = (line: IncomingLine) => !isLockedLine(line) && !hasMetadata(line);
  return a.product_id === b.product_id && a.sku === b.sku && isPlain(a) && isPlain(b);
}

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_LINE_QUANTITY;
  return Math.min(MAX_LINE_QUANTITY, Math.max(MIN_LINE_QUANTITY, Math.floor(quantity)));
}

function priceAt(line: IncomingLine, quantity: number): number {
  return isLockedLine(line) || line.pricing.length === 0 ? line.price : unitPrice(line.pricing, quantity);
}

function withQuantity<T extends IncomingLine>(line: T, quantity: number): T {
  // A new quantity chosen by the shopper makes the server's earlier adjustment note stale.
  return { ...line, quantity, price: priceAt(line, quantity), adjusted_quantity: null };
}

/** Returns `lines` itself when the cart is full and the line would be a new one. */
export function addLine(lines: CartLine[], incoming: IncomingLine, newUuid: () => string): CartLine[] {
  const quantity = clampQuantity(incoming.quantity);
  const match = lines.find((line) => isMergeable(line, incoming));
  if (!match && lines.length >= MAX_CART_LINES) return lines;
  if (!match) return [...lines, { ...incoming, uuid: newUuid(), quantity, price: priceAt(incoming, quantity) }];
  return lines.map((line) => (line === match ? withQuantity(line, clampQuantity(line.quantity + quantity)) : line));
}

export function isValidQuantity(quantity: unknown): quantity is number {
  return typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 0 && quantity <= MAX_LINE_QUANTITY;
}

/** Returns `lines` itself when nothing changes, so callers can tell a no-op apart. */
export function setQuantity(lines: CartLine[], uuid: string, quantity: number): CartLine[] {
  const target = lines.find((line) => line.uuid === uuid);
  if (!target || !isValidQuantity(quantity) || quantity === target.quantity) return lines;
  if (quantity === 0) return target.added_by_coupon != null ? lines : lines.filter((line) => line !== target);
  if (isLockedLine(target)) return lines;
  return lines.map((line) => (line === target ? withQuantity(line, quantity) : line));
}

/** Same product with the same choices (metadata), and neither line is the server's (gift, offer). */
function isSameChoice(a: IncomingLine, b: IncomingLine): boolean {
  return (
    a.product_id === b.product_id &&
    a.sku === b.sku &&
    !isLockedLine(a) &&
    !isLockedLine(b) &&
    metadataKey(a.metadata) === metadataKey(b.metadata)
  );
}

export interface UpsertOptions {
  /**
   * The answer belongs to an older revision of the cart (the shopper changed it while the
   * request was out): lines already in the cart stay as the shopper has them now; only
   * missing lines are added.
   */
  keepMatched?: boolean;
}

/**
 * Sets quantities from a pre-filled cart (atc) or a carried one (the language switcher):
 * a line of the same product with the same choices takes the given quantity instead of
 * adding to it, so carrying a cart to another language domain and back never doubles it.
 * A line with metadata (poster options, a custom poster's texts) answers one incoming line
 * at most, so two identical custom posters stay two lines on both sides. Other lines are
 * appended (up to the 200-line limit).
 */
export function upsertLines(
  lines: readonly CartLine[],
  incoming: readonly IncomingLine[],
  newUuid: () => string,
  { keepMatched = false }: UpsertOptions = {},
): CartLine[] {
  const paired = new Set<string>();
  return incoming.reduce<CartLine[]>(
    (result, line) => {
      const match = result.find((existing) => !paired.has(existing.uuid) && isSameChoice(existing, line));
      if (!match) {
        const next = addLine(result, line, newUuid);
        const added = next.length > result.length ? next.at(-1) : undefined;
        if (added && hasMetadata(added)) paired.add(added.uuid);
        return next;
      }
      if (hasMetadata(match)) paired.add(match.uuid);
      if (keepMatched) return result;
      // The server's word on the quantity asked for (more than the stock) comes along with it.
      const update = (existing: CartLine) => ({
        ...withQuantity(existing, clampQuantity(line.quantity)),
        adjusted_quantity: line.adjusted_quantity,
      });
      return result.map((existing) => (existing === match ? update(existing) : existing));
    },
    [...lines],
  );
}

export interface TotalOptions {
  /** true: prices include VAT (the default view); false: VAT is taken out. */
  vat: boolean;
  /** The currency's fraction digits when VAT is included (2 is used without VAT). */
  decimals: number;
}

/** Each line is rounded on its own so the lines the shopper sees add up to the total shown. */
export function lineTotal(line: Pick<CartLine, 'price' | 'quantity' | 'vat'>, { vat, decimals }: TotalOptions): number {
  const unit = vat ? line.price : line.price / (1 + line.vat / 100);
  return roundMoney(unit * line.quantity, vat ? decimals : 2);
}

export function cartTotal(lines: readonly CartLine[], options: TotalOptions): number {
  const sum = lines.reduce((total, line) => total + lineTotal(line, options), 0);
  return roundMoney(sum, options.vat ? options.decimals : 2);
}

/** Pieces in the cart, for the header badge. */
export function itemCount(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** An order id at a payment provider is only valid on the language domain that created it. */
export interface ProviderOrder {
  id: string;
  locale: string;
}

export interface CartState {
  isOpen: boolean;
  /** Prices include VAT (default true). */
  vat: boolean;
  postalCode: string;
  shippingMethod: string | null;
  paymentMethod: string | null;
  /** Id of the chosen pick-up point. */
  servicePoint: string | null;
  items: CartLine[];
  checkoutID: string | null;
  cardOrder: ProviderOrder | null;
  payLaterOrder: ProviderOrder | null;
  invoiceOrder: ProviderOrder | null;
  /** Set from the server's x-internal answer header (docs/api.md "POST /api/sync-cart"). */
  isInternal: boolean;
  campaignData: CampaignData | null;
}

export function emptyCart(): CartState {
  return {
    isOpen: false,
    vat: true,
    postalCode: '',
    shippingMethod: null,
    paymentMethod: null,
    servicePoint: null,
    items: [],
    checkoutID: null,
    cardOrder: null,
    payLaterOrder: null,
    invoiceOrder: null,
    isInternal: false,
    campaignData: null,
  };
}

export function clearCheckout<T extends CartState>(state: T): T {
  return {
    ...state,
    checkoutID: null,
    cardOrder: null,
    payLaterOrder: null,
    invoiceOrder: null,
    shippingMethod: null,
    paymentMethod: null,
    servicePoint: null,
    campaignData: null,
  };
}

export interface MergeOptions {
  /** Revision of the local cart the request was built from. */
  sentRevision: number;
  /** Revision of the local cart now. */
  currentRevision: number;
  newUuid: () => string;
}

/**
 * The server's answer decides which lines exist and everything about them (price, name,
 * stock, notices, adjusted quantity). Local lines only lend their uuid and, when the server
 * does not echo it, their metadata (a custom poster's text is the shopper's, not the
 * server's). An answer to an older revision is dropped: a newer request is on its way.
 *
 * One exception: an adjustment the shopper has not seen yet. The answer after an
 * adjustment asks for the adjusted quantity, which is in stock, so the server reports
 * nothing; the line keeps its note while its quantity is still the one the server set.
 * It goes when the shopper changes the quantity (withQuantity) or has seen it (the cart
 * drawer that showed it closed, client/state/cart.ts).
 */
export function mergeServerLines(local: CartLine[], server: readonly ServerLine[], options: MergeOptions): CartLine[] {
  if (options.sentRevision < options.currentRevision) return local;
  const used = new Set<string>();
  return server.map((line) => {
    const mine = local.find(
      (candidate) => !used.has(candidate.uuid) && (line.uuid ? candidate.uuid === line.uuid : isSameProduct(candidate, line)),
    );
    const wanted = mine?.uuid ?? line.uuid;
    const uuid = wanted && !used.has(wanted) ? wanted : options.newUuid();
    used.add(uuid);
    const unseen = mine && mine.adjusted_quantity !== null && mine.quantity === line.quantity ? mine.adjusted_quantity : null;
    return { ...line, uuid, metadata: line.metadata ?? mine?.metadata ?? null, adjusted_quantity: line.adjusted_quantity ?? unseen };
  });
}

function isSameProduct(a: IncomingLine, b: IncomingLine): boolean {
  return a.product_id === b.product_id && a.sku === b.sku;
}
