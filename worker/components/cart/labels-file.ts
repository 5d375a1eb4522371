import type { CartLabels } from '../../../client/islands/cart/contracts';
import type { LocaleCode } from '../../../shared/locales';
import { createTranslator, type Translate } from '../../i18n';
import { CART } from '../../../locales/cart';
import { propsFile, type PropsFile } from '../props-file';

/**
 * The cart and wishlist drawers' labels, one file per language at a content-addressed address
 * (`/props/cart.{hash}.json`, ../props-file.ts, served by worker/routes/cart-labels.ts). They
 * are the same on every page of a language and were 2 KB of every page (0.7 KB gzipped:
 * docs/site.md "What a page weighs"), though the drawers are drawn only when one is first
 * opened. The page's drawers block names the file; the browser fetches it when a drawer is
 * about to open (the pointer over, or focus on, the cart or wishlist button or an add button)
 * and keeps it a year: a changed text is a new address.
 */

/** Every label the drawers need, with their placeholders kept ({{name}}, {{price}}, {{date}}, {{slot}} …): the client fills them in (client/i18n.ts). */
export function cartLabels(t: Translate): CartLabels {
  const labels = Object.fromEntries(Object.keys(CART.en).map((key) => [key, String(t.raw(`cart.${key}`) ?? t(`cart.${key}`))]));
  return {
    ...(labels as Record<keyof CartLabels, string>),
    adjusted_quantity: t('product.adjusted_quantity'),
    add_to_cart: t('product.add_to_cart'),
  };
}

/** Made once per language and isolate: the labels come with the build. */
const files = new Map<LocaleCode, PropsFile>();

/** A language's drawers' labels as their file: `{ "labels": … }`. */
export function cartLabelsFile(code: LocaleCode): PropsFile {
  let file = files.get(code);
  if (!file) files.set(code, (file = propsFile('cart', JSON.stringify({ labels: cartLabels(createTranslator(code)) }))));
  return file;
}
