import type { CartLabels } from '../../../client/islands/cart/contracts';
import type { LocaleCode } from '../../../shared/locales';
import { createTranslator, type Translate } from '../../i18n';
import { CART } from '../../../locales/cart';
import { FRAME_LIST_DIRECTORY } from '../browse/frame-list';

/**
 * The cart and wishlist drawers' labels, one file per language at a content-addressed address
 * (`/props/cart.{hash}.json`, served by worker/routes/cart-labels.ts). They are the same on
 * every page of a language and were 2 KB of every page (0.7 KB gzipped: docs/site.md "What a
 * page weighs"), though the drawers are drawn only when one is first opened. The page's
 * drawers block names the file; the browser fetches it when a drawer is about to open (the
 * pointer over, or focus on, the cart or wishlist button or an add button) and keeps it a
 * year: a changed text is a new address.
 */
export interface CartLabelsFile {
  /** What the file holds. */
  props: { labels: CartLabels };
  /** The file's body: `JSON.stringify(props)`. */
  json: string;
  /** Its address: a 64-bit hash of the body (FNV-1a), in hex. */
  path: string;
}

/** Every label the drawers need, with their placeholders kept ({{name}}, {{price}}, {{date}}, {{slot}} …): the client fills them in (client/i18n.ts). */
export function cartLabels(t: Translate): CartLabels {
  const labels = Object.fromEntries(Object.keys(CART.en).map((key) => [key, String(t.raw(`cart.${key}`) ?? t(`cart.${key}`))]));
  return {
    ...(labels as Record<keyof CartLabels, string>),
    adjusted_quantity: t('product.adjusted_quantity'),
    add_to_cart: t('product.add_to_cart'),
  };
}

/**
 * A 64-bit FNV-1a hash of the text's UTF-8, in hex. Synchronous, so a page names the file as
 * it renders; the address only has to change when the text does (it protects nothing).
 */
export function contentHash(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) hash = ((hash ^ BigInt(byte)) * 0x100000001b3n) & 0xffffffffffffffffn;
  return hash.toString(16).padStart(16, '0');
}

/** Made once per language and isolate: the labels come with the build. */
const files = new Map<LocaleCode, CartLabelsFile>();

/** A language's drawers' labels as their file. */
export function cartLabelsFile(code: LocaleCode): CartLabelsFile {
  let file = files.get(code);
  if (!file) {
    const props = { labels: cartLabels(createTranslator(code)) };
    const json = JSON.stringify(props);
    files.set(code, (file = { props, json, path: `${FRAME_LIST_DIRECTORY}/cart.${contentHash(json)}.json` }));
  }
  return file;
}
