/**
 * The product page's purchase rules as pure functions: which frames fit the chosen size,
 * what one piece costs at a quantity, and the cart lines (docs/cart.md "Cart rules") a choice adds.
 * The server prices every line again on the next cart sync; these are the shopper's view.
 */
import { MAX_LINE_QUANTITY, SHOPPER_ADDED, type IncomingLine } from './cart';
import { activeTiers, derivePrice, unitPrice } from './pricing';
import {
  ProductTemplate,
  ProductType,
  type CartLineMetadata,
  type PhotoMetadata,
  type PriceTier,
  type Prices,
  type StockStatus,
  type Variation,
} from './types';

/** What the purchase panel knows about the product (JSON: it travels as island props). */
export interface PurchaseProduct {
  id: number;
  sku: string;
  name: string;
  slug: string;
  thumb: string;
  type: ProductType;
  template_id: ProductTemplate;
  vat: number;
  group_id: number;
  discount_category: string | null;
  categories: number[];
  variations: Variation[];
  /** Posters per piece: a set of 3 needs 3 frames. */
  pieces: number;
  options: { margin: boolean; black_and_white: boolean };
  /** Custom posters: the editable fields. */
  fields: { key: string; label: string; max: number }[];
}

/**
 * A frame product as the panel offers it. The frames of a language are the same on every
 * product page, so the list is sent once per language (docs/site.md "What a page weighs"):
 * every size of every frame, and both overlays; the panel picks what the product needs.
 */
export interface FrameOffer {
  id: number;
  name: string;
  slug: string;
  thumb: string;
  /** FrameSwatch image, when the frame has one. */
  swatch: string | null;
  /** The frame drawn over a portrait or a landscape poster (a border, transparent inside). */
  overlays: { portrait: string | null; landscape: string | null };
  group_id: number;
  vat: number;
  /** One per size; `size` is the poster size label it fits ("50x70 cm"). */
  variations: Variation[];
}

/** The overlay of `frame` for a picture of this shape: landscape when wider than tall. */
export function frameOverlay(frame: Pick<FrameOffer, 'overlays'>, picture: { w: number; h: number }): string | null {
  return picture.w > picture.h ? frame.overlays.landscape : frame.overlays.portrait;
}

export interface Selection {
  variationId: number;
  frameId: number | null;
  quantity: number;
  margin: boolean;
  blackAndWhite: boolean;
  values: Record<string, string>;
  /** A photo poster's uploaded photo (POST /api/photos); none until it is uploaded. */
  photo?: PhotoMetadata | null;
}

/** Templates whose products are prints that can be framed. */
const FRAMEABLE: readonly ProductTemplate[] = [ProductTemplate.Poster, ProductTemplate.CustomPoster, ProductTemplate.BYOP];

/** The frames offered with a poster of `size` (a variation name such as "50x70 cm"). */
export function framesForSize(frames: readonly FrameOffer[], size: string): { frame: FrameOffer; variation: Variation }[] {
  return frames.flatMap((frame) => {
    const variation = frame.variations.find((v) => v.size === size);
    return variation ? [{ frame, variation }] : [];
  });
}

/**
 * The frame chosen after the size changes to `size`: the same frame when it can be
 * bought in that size, else none (the panel then says why, and shows "No frame").
 */
export function frameAfterSizeChange(frames: readonly FrameOffer[], frameId: number | null, size: string): number | null {
  return frameId !== null && buyableFrame(frames, frameId, size) ? frameId : null;
}

/** The frame `frameId` in `size`, when it can be bought in that size. */
function buyableFrame(frames: readonly FrameOffer[], frameId: number, size: string) {
  const match = framesForSize(frames, size).find(({ frame }) => frame.id === frameId);
  return match && isBuyable(match.variation.stock_status) ? match : undefined;
}

export function isFrameable(product: Pick<PurchaseProduct, 'template_id' | 'type'>): boolean {
  return FRAMEABLE.includes(product.template_id) && product.type !== ProductType.DynamicBundle;
}

/** Variations the shopper chooses between: sizes, face values; none for single-variation products. */
export function hasChoice(product: Pick<PurchaseProduct, 'variations'>): boolean {
  return product.variations.length > 1;
}

export function isBuyable(status: StockStatus): boolean {
  return status !== 'outofstock';
}

/** The first variation that can be bought (else the first), for the initial choice. */
export function initialVariation(variations: readonly Variation[]): Variation | undefined {
  return variations.find((v) => isBuyable(v.stock_status)) ?? variations[0];
}

export function clampPurchaseQuantity(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(value)));
}

/**
 * The quantity the shopper has typed so far: null while the field is empty or holds
 * no whole number (they may be retyping it). Not clamped: clampPurchaseQuantity does that
 * when the field is left and when adding.
 */
export function typedQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  return Number(trimmed);
}

export interface PiecePrice {
  /** What one piece costs at this quantity (campaign tiers while a campaign runs). */
  price: number;
  /** The normal tier price at this quantity. */
  ordinary: number;
  /** Original price and discount percent, when a campaign lowers the price. */
  o?: number;
  d?: number;
}

export function piecePrice(prices: Prices, quantity: number): PiecePrice {
  const derived = derivePrice(prices, quantity);
  return { ...derived, ordinary: unitPrice(prices.n, quantity) };
}

/** Frames bought with `quantity` of the product: one per poster (a set of 3 needs 3 each). */
export function framesNeeded(product: Pick<PurchaseProduct, 'pieces'>, quantity: number): number {
  return clampPurchaseQuantity(clampPurchaseQuantity(quantity) * Math.max(1, product.pieces));
}

/**
 * What the frame option shows: how many frames come with this choice and the price of
 * each at that count (the tier the cart line gets), so "3 × £14.95" is what is charged.
 */
export function frameOfferPrice(
  product: Pick<PurchaseProduct, 'pieces'>,
  frameSize: Pick<Variation, 'prices'>,
  quantity: number,
): { count: number; each: number } {
  const count = framesNeeded(product, quantity);
  return { count, each: piecePrice(frameSize.prices, count).price };
}

/** Custom poster texts: trimmed and cut to each field's maximum; unknown keys dropped. */
export function templateValues(fields: PurchaseProduct['fields'], values: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const field of fields) {
    const value = [...(values[field.key] ?? '').trim()].slice(0, field.max).join('').trim();
    if (value) result[field.key] = value;
  }
  return result;
}

/** Print resolution asked of a shopper's own photo (BYOP): 150 pixels per inch. */
export const PHOTO_DPI = 150;

/**
 * The smallest photo that prints well at a poster size written like "50x70 cm"
 * (width × height in pixels at PHOTO_DPI); null when the name holds no size.
 */
export function photoPixels(size: string, dpi = PHOTO_DPI): { width: number; height: number } | null {
  const match = /(\d+(?:[.,]\d+)?)\s*[x×]\s*(\d+(?:[.,]\d+)?)\s*cm/i.exec(size);
  if (!match) return null;
  const pixels = (cm: string) => Math.ceil((Number(cm.replace(',', '.')) / 2.54) * dpi);
  return { width: pixels(match[1]!), height: pixels(match[2]!) };
}

/** A photo poster is bought with its photo: until one is uploaded, adding it is refused (the page says why). */
export function isPhotoMissing(product: Pick<PurchaseProduct, 'template_id'>, selection: Pick<Selection, 'photo'>): boolean {
  return product.template_id === ProductTemplate.BYOP && !selection.photo;
}

/** Line metadata (docs/api.md "POST /api/sync-cart"): poster flags when chosen, custom poster values; null when plain. */
export function lineMetadata(product: PurchaseProduct, selection: Selection): CartLineMetadata | null {
  const metadata: CartLineMetadata = {};
  if (product.options.margin && selection.margin) metadata.margin = true;
  if (product.options.black_and_white && selection.blackAndWhite) metadata.black_and_white = true;
  if (product.fields.length > 0) metadata.template = { values: templateValues(product.fields, selection.values) };
  if (product.template_id === ProductTemplate.BYOP && selection.photo) metadata.photo = { ...selection.photo };
  return Object.keys(metadata).length > 0 ? metadata : null;
}

function line(
  item: { id: number; name: string; slug: string; thumb: string; type: ProductType; template_id: ProductTemplate },
  variation: Variation,
  quantity: number,
  extra: { vat: number; group_id: number; discount_category: string | null; categories: number[]; metadata: CartLineMetadata | null },
  variationName: string | null,
): IncomingLine {
  const price = piecePrice(variation.prices, quantity);
  const pricing: PriceTier[] = activeTiers(variation.prices);
  return {
    product_id: item.id,
    sku: variation.sku,
    name: item.name,
    slug: item.slug,
    thumb: item.thumb,
    type: item.type,
    variation_name: variationName,
    template_id: item.template_id,
    metadata: extra.metadata,
    quantity,
    price: price.price,
    ordinary_price: price.ordinary,
    pricing,
    vat: extra.vat,
    group_id: extra.group_id,
    discount_category: extra.discount_category,
    categories: extra.categories,
    stock_status: variation.stock_status,
    ...SHOPPER_ADDED,
  };
}

/** Standard products and bundles have one variation named like the product: no variation name. */
export function variationNameOf(product: Pick<PurchaseProduct, 'type'>, variation: Pick<Variation, 'name'>): string | null {
  return product.type === ProductType.Standard || product.type === ProductType.DynamicBundle ? null : variation.name;
}

/**
 * The lines a choice adds: the product, and the chosen frame for its size (as many frames
 * as the product has posters). Empty when the choice is incomplete or cannot be bought.
 */
export function purchaseLines(product: PurchaseProduct, frames: readonly FrameOffer[], selection: Selection): IncomingLine[] {
  const variation = product.variations.find((v) => v.id === selection.variationId);
  if (!variation || !isBuyable(variation.stock_status)) return [];
  const quantity = clampPurchaseQuantity(selection.quantity);
  const metadata = lineMetadata(product, selection);
  if (product.fields.length > 0 && Object.keys(metadata?.template?.values ?? {}).length === 0) return [];
  if (isPhotoMissing(product, selection)) return [];
  const lines = [line(product, variation, quantity, { ...product, metadata }, variationNameOf(product, variation))];
  if (selection.frameId !== null && isFrameable(product)) {
    const match = buyableFrame(frames, selection.frameId, variation.name);
    if (match) {
      const frame = { ...match.frame, type: ProductType.Variation, template_id: ProductTemplate.Frame };
      const frameQuantity = framesNeeded(product, quantity);
      lines.push(
        line(
          frame,
          match.variation,
          frameQuantity,
          { vat: match.frame.vat, group_id: match.frame.group_id, discount_category: null, categories: [], metadata: null },
          match.variation.name,
        ),
      );
    }
  }
  return lines;
}

/**
 * The lines a custom poster's editor adds (docs/designers.md "Custom poster editor"): the
 * poster, carrying its design's values exactly as given (`metadata.template.values`, the
 * editor's checked values), shown in the cart by `thumb` (its rendered picture) when there
 * is one; and the chosen frame. A changed design is other metadata, so it is a new line
 * (shared/cart.ts: metadata never merges).
 */
export function customPosterLines(
  product: PurchaseProduct,
  frames: readonly FrameOffer[],
  selection: Pick<Selection, 'variationId' | 'frameId' | 'quantity'>,
  values: Readonly<Record<string, string>>,
  thumb: string | null,
): IncomingLine[] {
  const plain = { ...selection, margin: false, blackAndWhite: false, values: {} };
  const [poster, ...rest] = purchaseLines({ ...product, fields: [] }, frames, plain);
  if (!poster) return [];
  return [{ ...poster, ...(thumb ? { thumb } : {}), metadata: { ...poster.metadata, template: { values: { ...values } } } }, ...rest];
}

/** Sum of price × quantity of the lines (what the shopper pays for this choice). */
export function linesTotal(lines: readonly Pick<IncomingLine, 'price' | 'quantity'>[]): number {
  return lines.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

/**
 * A gift card line (docs/checkout.md "Gift cards"): one card of a preset amount (the
 * chosen variation) or of a free amount (`card.amount`, sold at that amount whichever
 * variation the line names, named `amountName`), for the recipient in `card`. Each add
 * is its own line: metadata never merges lines (shared/cart.ts).
 */
export function giftCardLine(
  product: PurchaseProduct,
  variation: Variation,
  card: NonNullable<CartLineMetadata['gift_card']>,
  amountName: string,
): IncomingLine {
  const chosen = card.amount === undefined ? variation : { ...variation, prices: { n: [{ q: 1, p: card.amount }] } };
  return line(product, chosen, 1, { ...product, metadata: { gift_card: card } }, card.amount === undefined ? variation.name : amountName);
}
