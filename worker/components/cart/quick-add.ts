/**
 * A grid card's quick add as data (docs/cart.md "Add to cart on grid cards", issue 27): what
 * ../ProductCard.tsx writes in its data block (`CardQuickAdd`) and the line fields the page
 * states once for all its cards (./CartSlots.tsx). No markup here, so tests run it as it is
 * (client/islands/cart/quick-add.test.ts).
 */
import type { CardLineDefaults, CardQuickAdd, CardSize } from '../../../client/islands/cart/contracts';
import { activeTiers, derivePrice, tiersText, unitPrice } from '../../../shared/pricing';
import { isBuyable, variationNameOf } from '../../../shared/purchase';
import { ProductTemplate, ProductType, type ProductSummary, type Variation } from '../../../shared/types';

/**
 * The line fields a card's quick add leaves out when its product has these (`CardQuickAdd`): a
 * poster's type and template, and the posters' group (1 in the commerce seed's groups; a catalog
 * whose posters are in another group only writes it on every card). The page states them once,
 * in the drawers' block (./CartSlots.tsx).
 */
export const CARD_LINE_DEFAULTS: CardLineDefaults = { type: ProductType.Variation, template_id: ProductTemplate.Poster, group_id: 1 };

/** A custom or photo poster: made for the shopper, bought on its page. */
export const isPersonal = (product: ProductSummary) =>
  product.template_id === ProductTemplate.CustomPoster || product.template_id === ProductTemplate.BYOP;

const isBuyableVariation = (variation: Variation) => isBuyable(variation.stock_status) && variation.prices.n.length > 0;

/** The card's quick add is a size select: several sizes, one of them buyable, and not a product made for the shopper. */
export const choosesSize = (product: ProductSummary) =>
  !isPersonal(product) && product.variations.length > 1 && product.variations.some(isBuyableVariation);

/**
 * The card's quick add (docs/cart.md "Add to cart on grid cards"), its data written for
 * client/islands/cart/controls.ts to draw at load (`QuickAdd`, ADR 0006):
 * - one buyable variation: one click adds it;
 * - several: a compact size (or value) select with each price, sold-out sizes disabled;
 * - nothing buyable: no button, null (the price and the link stay).
 * A custom or photo poster is made for the shopper: a link to its page instead (CardActions).
 * It writes only what the client cannot derive (`CardQuickAdd`): each size's text, the select's
 * label and the line's usual fields are the client's to make (client/islands/cart/quick-add.ts).
 */
export function quickAddOf(product: ProductSummary): CardQuickAdd | null {
  const variations = product.variations;
  const buyable = variations.filter(isBuyableVariation);
  const [first] = buyable;
  if (!first) return null;
  const sizeOf = (variation: Variation, name: string): CardSize => {
    const pricing = activeTiers(variation.prices);
    const { price } = derivePrice(variation.prices);
    const size: CardSize = [variation.sku, name, tiersText(pricing)];
    // The price only where the tiers' price of one piece is not it (a campaign that does not lower it).
    const ownPrice = price !== unitPrice(pricing, 1) ? price : 0;
    const isSoldOut = !buyable.includes(variation);
    if (ownPrice || isSoldOut) size.push(ownPrice);
    if (isSoldOut) size.push(1);
    return size;
  };
  // The line's fields, each only where it is not the page's (CARD_LINE_DEFAULTS).
  const data: Omit<CardQuickAdd, 'sizes'> = { id: product.id, vat: product.vat };
  if (product.type !== CARD_LINE_DEFAULTS.type) data.type = product.type;
  if (product.template_id !== CARD_LINE_DEFAULTS.template_id) data.template_id = product.template_id;
  if (product.group_id !== CARD_LINE_DEFAULTS.group_id) data.group_id = product.group_id;
  // One size: its variation name only (its name is not shown), and the whole sku.
  if (!choosesSize(product)) return { ...data, sizes: [sizeOf(first, variationNameOf(product, first) ?? '')] };
  // Several: each size's name is shown (its variation name is the client's: the product's type says
  // whether it has one), and the skus' common start is written once.
  const sku = commonStart(variations.map((variation) => variation.sku));
  const sizes = variations.map((variation) => {
    const size = sizeOf(variation, variation.name);
    size[0] = size[0].slice(sku.length);
    return size;
  });
  return { ...data, ...(sku && { sku }), sizes };
}

/** The longest start all of `texts` share ("P01157-" of "P01157-21x30" and "P01157-30x40"). */
function commonStart(texts: string[]): string {
  let start = texts[0] ?? '';
  for (const text of texts) while (!text.startsWith(start)) start = start.slice(0, -1);
  return start;
}
