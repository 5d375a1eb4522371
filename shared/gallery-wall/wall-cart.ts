/**
 * A designed wall as cart lines and a price (issue 14: "per-slot lines", "add the whole
 * wall to the cart"; docs/wall-designer.md).
 *
 * Each slot gives up to two lines, each of quantity 1: its poster in the variation the
 * slot's size decides (layouts.ts slotVariation), and its frame in the variation for that
 * size (the slot's frameIndex when it fits, else the frame's variation of that size). Both
 * carry `metadata.wall = { id, slot }` (shared/schemas/cart.ts): the wall they belong to
 * and the slot (1-based), which is what marks them as part of the wall in the cart, the
 * order and the commerce API. Metadata also keeps lines from merging (docs/cart.md "Cart rules"), so two
 * slots with the same poster stay two lines, and adding the wall again adds a second wall.
 *
 * Prices are the shopper's view at quantity 1 in the domain's currency (the catalog read
 * from that domain's API); the server prices every line again on the sync.
 */
import { SHOPPER_ADDED, type IncomingLine } from '../cart';
import { activeTiers, derivePrice, unitPrice } from '../pricing';
import { ImageType, type CartLineMetadata, type ProductSummary, type Variation } from '../types';
import { frameFits, slotFrameIndex, slotVariation, type LayoutSlot, type WallLayout } from './layouts';
import type { DesignerPoster } from './rules';

/** A wall id: what `metadata.wall.id` holds (the schema's limit). */
export const WALL_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

export interface WallPiece {
  product: ProductSummary;
  variation: Variation;
  /** One piece at quantity 1 (campaign price while a campaign runs). */
  price: number;
}

/** One slot of the summary: what hangs there and what it costs. */
export interface WallRow {
  /** 1-based, as shown and as the lines carry it. */
  slot: number;
  size: string;
  poster: WallPiece | null;
  frame: WallPiece | null;
  margin: boolean;
  /** A poster or frame is chosen but the catalog has no buyable variation of the slot's size. */
  isUnavailable: boolean;
}

const isBuyable = (variation: Variation) => variation.stock_status !== 'outofstock';

function piece(product: ProductSummary, variation: Variation | null | undefined): WallPiece | null {
  return variation && isBuyable(variation) ? { product, variation, price: derivePrice(variation.prices, 1).price } : null;
}

/** The frame's variation for the slot: the chosen index when it fits the slot's size, else the one that does. */
export function frameVariationFor(
  slot: Pick<LayoutSlot, 'size'>,
  frame: Pick<ProductSummary, 'variations'>,
  frameIndex: number,
): Variation | null {
  const chosen = frame.variations[frameIndex];
  if (chosen && frameFits(slot, chosen)) return chosen;
  return frame.variations[slotFrameIndex(slot, frame.variations)] ?? null;
}

/**
 * The wall's rows, one per slot of the layout. `catalog` holds the products as this
 * domain's API answered them (by id); a product chosen but not in it gives no piece.
 */
export function wallRows(
  layout: Pick<WallLayout, 'slots'>,
  posters: readonly DesignerPoster[],
  catalog: ReadonlyMap<number, ProductSummary>,
): WallRow[] {
  return layout.slots.map((slot, index) => {
    const chosen = posters[index];
    const poster = chosen?.product ? catalog.get(chosen.product.id) : undefined;
    const frame = chosen?.frame ? catalog.get(chosen.frame.id) : undefined;
    const posterPiece = poster ? piece(poster, slotVariation(slot, poster.variations)) : null;
    const framePiece = frame ? piece(frame, frameVariationFor(slot, frame, chosen?.frameIndex ?? 0)) : null;
    return {
      slot: index + 1,
      size: slot.size,
      poster: posterPiece,
      frame: framePiece,
      // The white margin is printed only on posters that offer it (they have a Margin image).
      margin: chosen?.margin === true && !!poster?.images.some((image) => image.t === ImageType.Margin),
      isUnavailable: (!!poster && !posterPiece) || (!!frame && !framePiece),
    };
  });
}

/** The wall's price: every poster and frame at quantity 1. */
export function wallTotal(rows: readonly WallRow[]): number {
  return rows.reduce((sum, row) => sum + (row.poster?.price ?? 0) + (row.frame?.price ?? 0), 0);
}

/** Every slot has a poster that can be bought: the wall can go to the cart. */
export function isWallComplete(rows: readonly WallRow[]): boolean {
  return rows.length > 0 && rows.every((row) => row.poster !== null && !row.isUnavailable);
}

/** The image the cart shows for a product: its thumbnail, else its first image. */
export function thumbOf(product: Pick<ProductSummary, 'images'>): string {
  return (product.images.find((image) => image.t === ImageType.Thumb) ?? product.images[0])?.url ?? '';
}

function line(item: WallPiece, metadata: CartLineMetadata): IncomingLine {
  const { product, variation } = item;
  const tiers = activeTiers(variation.prices);
  return {
    product_id: product.id,
    sku: variation.sku,
    name: product.name,
    slug: product.slug,
    thumb: thumbOf(product),
    type: product.type,
    variation_name: variation.name,
    template_id: product.template_id,
    metadata,
    quantity: 1,
    price: item.price,
    ordinary_price: unitPrice(variation.prices.n, 1),
    pricing: tiers,
    vat: product.vat,
    group_id: product.group_id,
    discount_category: null,
    categories: [],
    stock_status: variation.stock_status,
    ...SHOPPER_ADDED,
  };
}

/**
 * The cart lines of a wall, slot by slot: poster then frame. Empty when the wall is not
 * complete (a slot without a poster, or one not sold in its size) or the id is not one.
 */
export function wallLines(rows: readonly WallRow[], wallId: string): IncomingLine[] {
  if (!isWallComplete(rows) || !WALL_ID_PATTERN.test(wallId)) return [];
  return rows.flatMap((row) => {
    const wall = { id: wallId, slot: row.slot };
    const poster = line(row.poster!, row.margin ? { margin: true, wall } : { wall });
    // Each line its own mark: the cart's state must not share one object between two lines.
    return row.frame ? [poster, line(row.frame, { wall: { ...wall } })] : [poster];
  });
}
