/**
 * Opening a wall from a link (docs/wall-designer.md): a shared wall (`?wall=`,
 * share-link.ts) rebuilt from the products this domain's API answered, and a poster for
 * the first slot (`?poster=`, "Try it on a wall").
 *
 * A product the link names that this domain does not sell is left out of the wall and
 * reported (slot and kind), never dropped silently; so is a poster this domain sells but
 * not in the slot's size, and a frame without a variation for it.
 */
import type { ProductSummary } from '../types';
import { findLayout, LAYOUTS, slotVariation, type WallLayout } from './layouts';
import { emptyPoster, type DesignerPoster, type DesignerProduct, type DesignerState } from './rules';
import type { SharedWall } from './share-link';
import { frameVariationFor, thumbOf } from './wall-cart';

/** What the designer keeps of a product (rules.ts DesignerProduct), in this domain's language. */
export function designerProductOf(product: ProductSummary): DesignerProduct {
  return { id: product.id, sku: product.sku, name: product.name, slug: product.slug, thumb: thumbOf(product) };
}

export interface MissingPiece {
  /** 1-based. */
  slot: number;
  kind: 'poster' | 'frame';
}

export interface OpenedWall {
  wall: Pick<DesignerState, 'environment' | 'layout' | 'posters'>;
  missing: MissingPiece[];
}

/**
 * The shared wall as the designer's state, with the products of `catalog` (by id, as this
 * domain answered them): names in this language. What the domain lacks is in `missing`.
 */
export function openSharedWall(shared: SharedWall, catalog: ReadonlyMap<number, ProductSummary>): OpenedWall {
  const layout = findLayout(shared.layout);
  const missing: MissingPiece[] = [];
  const posters = (layout?.slots ?? []).map((slot, index): DesignerPoster => {
    const choice = shared.slots[index];
    const poster = emptyPoster();
    if (!choice) return poster;
    if (choice.productId !== null) {
      const product = catalog.get(choice.productId);
      if (product && slotVariation(slot, product.variations)) {
        poster.product = designerProductOf(product);
        if (choice.margin) poster.margin = true;
      } else {
        missing.push({ slot: index + 1, kind: 'poster' });
      }
    }
    if (choice.frameId !== null) {
      const frame = catalog.get(choice.frameId);
      if (frame && frameVariationFor(slot, frame, choice.frameIndex)) {
        poster.frame = designerProductOf(frame);
        poster.frameIndex = choice.frameIndex;
      } else {
        missing.push({ slot: index + 1, kind: 'frame' });
      }
    }
    return poster;
  });
  return { wall: { environment: shared.environment, layout: shared.layout, posters }, missing };
}

/** Every product id a shared wall names (posters and frames), for one lookup. */
export function sharedProductIds(shared: SharedWall): number[] {
  return [...new Set(shared.slots.flatMap((slot) => [slot.productId, slot.frameId]).filter((id): id is number => id !== null))];
}

/**
 * The layout for a poster opened with "Try it on a wall": the current layout when its
 * first slot fits the poster, else the first layout (fewest frames first) whose first slot
 * does; null when none does.
 */
export function layoutForPoster(product: Pick<ProductSummary, 'variations'>, current: string | null): WallLayout | null {
  const fits = (layout: WallLayout) => {
    const first = layout.slots[0];
    return first !== undefined && slotVariation(first, product.variations) !== null;
  };
  const chosen = current ? findLayout(current) : undefined;
  if (chosen && fits(chosen)) return chosen;
  return LAYOUTS.find(fits) ?? null;
}
