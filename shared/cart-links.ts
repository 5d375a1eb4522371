/**
 * Links from a cart line to its product page (docs/designers.md "How the values travel"): a custom poster's line carries its
 * template values in the query, so the product page can show the poster as it was made.
 * Kept apart from query-params (read on every page) because only the drawers and the
 * product page need it.
 */
import { isRecord } from './json';
import { isLockedLine, LINE_LIMITS, MAX_CART_LINES, MAX_LINE_QUANTITY, parseLineMetadata, parseTemplateFields } from './cart';
import { MAX_COUPON_CODES } from './coupons';
import { decodeBase64, encodeBase64Url, isPrintable, parseDiscountCode } from './query-params';
import type { CartLine, CartLineMetadata } from './types';

/** The query parameter on a custom poster's product link that holds its template values (docs/designers.md "How the values travel"). */
export const TEMPLATE_PARAM = 'template';
/** Any JSON value as one URL-safe query value: base64url of its UTF-8 text, no padding. */
function encodeJson(value: unknown): string {
  return encodeBase64Url(JSON.stringify(value));
}

/** The inverse of encodeJson; undefined when it is not base64 of JSON. */
function decodeJson(value: string): unknown {
  const text = decodeBase64(value);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A custom poster's template values as one URL-safe query value: base64url of their JSON. */
export function encodeTemplateValues(values: Readonly<Record<string, string>>): string {
  return encodeJson(values);
}

/** The inverse of encodeTemplateValues; null unless it is an object of at most 20 short strings. */
export function parseTemplateValues(value: string | null | undefined): Record<string, string> | null {
  if (!value || value.length > 10_000) return null;
  const parsed = decodeJson(value);
  return isRecord(parsed) ? (parseTemplateFields(parsed, { strict: true }) ?? null) : null;
}

/** A product's page; a custom poster's carries its template values. */
export function productHref(productWord: string, slug: string, metadata?: Readonly<CartLineMetadata> | null): string {
  const path = `/${productWord}/${encodeURIComponent(slug)}`;
  const values = metadata?.template?.values;
  return values && Object.keys(values).length > 0 ? `${path}?${TEMPLATE_PARAM}=${encodeTemplateValues(values)}` : path;
}

/**
 * The cart carried by the language switcher to another language's domain (each domain has
 * its own storage): every line the shopper chose, with its metadata, and every code.
 * Lines a coupon or cross-selling added are left out: the server adds them again there.
 * The other domain's sync-cart prices the lines in its own currency (docs/cart.md).
 */
export const CART_PARAM = 'cart';

export interface CarriedItem {
  sku: string;
  quantity: number;
  metadata?: CartLineMetadata;
}

export interface CarriedCart {
  items: CarriedItem[];
  codes: string[];
}

/**
 * The most a carried cart may take in the address: Cloudflare refuses URLs over 16 KB, and
 * the path and other parameters need room. About 250 plain lines (more than a cart holds)
 * or 60 custom posters with three short texts fit; a larger cart carries its first lines.
 */
export const MAX_CARRY_LENGTH = 12_000;

function carriedItem(line: Pick<CartLine, 'sku' | 'quantity' | 'metadata'>): CarriedItem {
  const metadata = parseLineMetadata(line.metadata);
  return { sku: line.sku, quantity: line.quantity, ...(metadata ? { metadata } : {}) };
}

/** base64url JSON {items, codes}; '' when there is nothing to carry (see MAX_CARRY_LENGTH). */
export function encodeCartCarry(lines: readonly CartLine[], codes: readonly string[]): string {
  const items = lines
    .filter((line) => !isLockedLine(line) && line.quantity >= 1)
    .slice(0, MAX_CART_LINES)
    .map(carriedItem);
  const carried = { items, codes: codes.filter((code) => parseDiscountCode(code) === code).slice(0, MAX_COUPON_CODES) };
  if (carried.items.length === 0 && carried.codes.length === 0) return '';
  let encoded = encodeJson(carried);
  // Rare (hundreds of lines, or many long texts): the first lines the address can hold.
  while (encoded.length > MAX_CARRY_LENGTH && carried.items.length > 0) {
    carried.items = carried.items.slice(0, Math.floor(carried.items.length * 0.9));
    encoded = encodeJson(carried);
  }
  return encoded.length > MAX_CARRY_LENGTH ? '' : encoded;
}

const hasOnly = (record: object, keys: readonly string[]) => Object.keys(record).every((key) => keys.includes(key));

function parseCarriedItem(value: unknown): CarriedItem | null {
  if (!isRecord(value) || !hasOnly(value, ['sku', 'quantity', 'metadata'])) return null;
  const { sku, quantity } = value;
  if (typeof sku !== 'string' || sku.length < 1 || sku.length > LINE_LIMITS.sku || !isPrintable(sku)) return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) return null;
  const metadata = parseLineMetadata(value.metadata, { strict: true });
  if (metadata === undefined) return null;
  return { sku, quantity, ...(metadata ? { metadata } : {}) };
}

/**
 * The inverse of encodeCartCarry, strictly: only our own code writes it, so anything odd
 * (an unknown field, a value beyond the API's limits) makes the whole value null.
 */
export function parseCartCarry(value: string | null | undefined): CarriedCart | null {
  if (!value || value.length > MAX_CARRY_LENGTH) return null;
  const parsed = decodeJson(value);
  if (!isRecord(parsed) || !hasOnly(parsed, ['items', 'codes'])) return null;
  const { items, codes = [] } = parsed;
  if (!Array.isArray(items) || items.length > MAX_CART_LINES || !Array.isArray(codes) || codes.length > MAX_COUPON_CODES) return null;
  const carried = items.map(parseCarriedItem);
  if (carried.some((item) => item === null)) return null;
  if (!codes.every((code) => typeof code === 'string' && parseDiscountCode(code) === code)) return null;
  return { items: carried as CarriedItem[], codes: codes as string[] };
}
