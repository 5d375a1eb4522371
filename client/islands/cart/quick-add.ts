/**
 * What a card's quick add shows and adds, derived from its data block (`CardQuickAdd`, issue 27)
 * and the page's drawers' block, exactly as the server wrote them out before (docs/cart.md "Add
 * to cart on grid cards"): each size's text is its name and its price in the page's money format
 * (shared/money.ts, the server's own formatting), "Out of stock" when sold out, a gift card's value
 * alone; the select's label is the page's template with the card's product name; the line is the
 * page's usual fields under the card's own. client/islands/cart/controls.ts `drawQuickAdds` draws it.
 */
import { formatMoney } from '../../../shared/money';
import { tiersOfText, unitPrice } from '../../../shared/pricing';
import type { ProductType } from '../../../shared/types';
import { labelsTranslator } from '../../i18n';
import type { AddToCartLine, AddToCartProduct, CardQuickAdd, CartDrawersProps, ShownByCard } from './contracts';

// shared/types.ts ProductType's values, checked against it: importing it brought that module's
// every table into the first-load chunk (about 0.3 KB gzipped).
const STANDARD: typeof ProductType.Standard = 1;
const GIFT_CARD: typeof ProductType.GiftCard = 4;
const DYNAMIC_BUNDLE: typeof ProductType.DynamicBundle = 5;

/**
 * One option of a card's size select: its value (the sku), its text, its `data-` attributes
 * (`data-price` only where written, `data-name` only where not empty), and whether it is disabled (sold out).
 */
export interface DrawnSize {
  value: string;
  text: string;
  data: { tiers: string; name?: string; price?: number };
  disabled: boolean;
}

/**
 * A card's quick add as drawn: its line (with several sizes the product's, which the chosen size
 * completes) and, with several sizes, its select's label and options.
 */
export interface DrawnQuickAdd {
  line: Omit<AddToCartLine, ShownByCard> | Omit<AddToCartProduct, ShownByCard>;
  label?: string;
  sizes?: DrawnSize[];
}

/** What the page's drawers' block says of every card. */
export type QuickAddPage = Pick<CartDrawersProps, 'money' | 'controls' | 'cardLine'>;

/** A size's price of one piece: its own where written, else its tiers'. */
const priceOf = (tiers: string, price = 0) => price || unitPrice(tiersOfText(tiers), 1);

/** A card's quick add from its data and `name`, its product's name (the card's heading). */
export function drawnQuickAdd(data: CardQuickAdd, name: string, page: QuickAddPage): DrawnQuickAdd {
  const { id, sku: skuStart = '', sizes, ...own } = data;
  const product = { product_id: id, ...page.cardLine, ...own };
  // Standard products and bundles have no variation name (shared/purchase.ts variationNameOf).
  const isNamed = product.type !== STANDARD && product.type !== DYNAMIC_BUNDLE;
  const isGiftCard = product.type === GIFT_CARD;
  const [first] = sizes;
  if (sizes.length < 2 && first) {
    const [sku, size, tiers, price] = first;
    const line = { sku: skuStart + sku, variation_name: isNamed ? size : null, price: priceOf(tiers, price), pricing: tiersOfText(tiers) };
    return { line: { ...product, ...line } };
  }
  return {
    line: product,
    label: labelsTranslator(page.controls)(isGiftCard ? 'value' : 'size', { name }),
    sizes: sizes.map(([sku, size, tiers, price, soldOut]) => ({
      value: skuStart + sku,
      // A gift card's value is its price: "£20", not "£20 · £20.00".
      text:
        isGiftCard && !soldOut ? size : `${size} · ${soldOut ? page.controls.sold_out : formatMoney(priceOf(tiers, price), page.money)}`,
      data: Object.assign({ tiers }, isNamed && size && { name: size }, price && { price }),
      disabled: soldOut === 1,
    })),
  };
}
