/**
 * Query parameters read on any page (docs/cart.md "Landing parameters (any page)"): disc (discount code), cjevent
 * (affiliate tracking) and atc (pre-filled cart). Invalid input is ignored, never thrown.
 */
import { campaignFromParams, type CampaignData } from './campaign';
import { LINE_LIMITS, MAX_LINE_QUANTITY } from './cart';

/** docs/cart.md "Landing parameters (any page)": 3+ letters, digits or hyphens; the API takes codes of at most 50 characters. */
const DISCOUNT_CODE = /^[A-Za-z0-9-]{3,50}$/;
/** docs/cart.md "Landing parameters (any page)": letters, digits and hyphens only. The bound keeps the cookie small. */
const CJEVENT = /^[A-Za-z0-9-]{1,128}$/;
const MAX_SKU_LENGTH = LINE_LIMITS.sku;
/** A pre-filled cart larger than this is not a shopper's cart. */
const MAX_ATC_ITEMS = 100;
const MAX_ATC_LENGTH = 10_000;

export function parseDiscountCode(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return DISCOUNT_CODE.test(trimmed) ? trimmed : null;
}

export function parseCjevent(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return CJEVENT.test(trimmed) ? trimmed : null;
}

export interface AtcItem {
  sku: string;
  quantity: number;
}

/** No control characters (a sku or code is shown and sent as it is). */
export function isPrintable(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

/*
 * base64url for the browser's links (cart carry, template values, shared walls). The
 * Workers take theirs from jose; here it is written out once because the storefront's
 * first load carries it (client/islands/cart/boot.ts), and jose's would add a chunk and
 * about 0.6 kB gzipped to every page.
 */

/** UTF-8 text as base64url without padding (RFC 4648 section 5). */
export function encodeBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Standard or URL-safe base64, padding optional, as UTF-8 text; null when not base64. */
export function decodeBase64(value: string): string | null {
  // A '+' left unescaped in a URL arrives as a space.
  const normalized = value.trim().replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(normalized) || normalized.length % 4 === 1) return null;
  try {
    const binary = atob(normalized.padEnd(Math.ceil(normalized.length / 4) * 4, '='));
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

function parsePair(pair: string): AtcItem | null {
  const separator = pair.lastIndexOf(':');
  const sku = pair.slice(0, separator).trim();
  const amount = pair.slice(separator + 1).trim();
  if (separator < 0 || sku.length === 0 || sku.length > MAX_SKU_LENGTH || !isPrintable(sku) || !/^\d{1,4}$/.test(amount)) return null;
  const quantity = Number(amount);
  return quantity >= 1 && quantity <= MAX_LINE_QUANTITY ? { sku, quantity } : null;
}

/** Invalid pairs are dropped; a sku named twice adds up (at most 5000). */
export function parseAtc(value: string | null | undefined): AtcItem[] {
  if (!value || value.length > MAX_ATC_LENGTH) return [];
  const text = decodeBase64(value);
  if (text === null) return [];
  const quantities = new Map<string, number>();
  for (const pair of text.split(';')) {
    const item = parsePair(pair);
    if (!item || (!quantities.has(item.sku) && quantities.size >= MAX_ATC_ITEMS)) continue;
    quantities.set(item.sku, Math.min(MAX_LINE_QUANTITY, (quantities.get(item.sku) ?? 0) + item.quantity));
  }
  return [...quantities].map(([sku, quantity]) => ({ sku, quantity }));
}

export interface LandingParams {
  discountCode: string | null;
  cjevent: string | null;
  atc: AtcItem[];
  campaign: CampaignData | null;
}

export function parseLandingParams(search: URLSearchParams | string): LandingParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    discountCode: parseDiscountCode(params.get('disc')),
    cjevent: parseCjevent(params.get('cjevent')),
    atc: parseAtc(params.get('atc')),
    campaign: campaignFromParams(params),
  };
}
