import { useState } from 'react';
import {
  clampPurchaseQuantity,
  frameAfterSizeChange,
  framesForSize,
  initialVariation,
  isFrameable,
  piecePrice,
  typedQuantity,
  type FrameOffer,
  type PurchaseProduct,
} from '../../../../shared/purchase';
import type { Variation } from '../../../../shared/types';

/**
 * The choice the poster variants of the purchase panel share (ProductPurchase,
 * CustomPosterPurchase): the size, a frame that fits it, the quantity, and the status
 * line's message. A variant adds its own fields to the selection (`extra`: the options and
 * texts of a poster); the rows that draw it are ./PosterChoices.tsx.
 */
export interface PosterSelection {
  variationId: number;
  frameId: number | null;
  quantity: number;
}

export type PosterChoice<Extra extends object> = ReturnType<typeof usePosterChoice<Extra>>;
export type QuantityText = ReturnType<typeof useQuantityText>;

export function usePosterChoice<Extra extends object>({
  product,
  frames,
  extra,
  frameUnavailable,
}: {
  product: PurchaseProduct;
  frames: readonly FrameOffer[];
  extra: Extra;
  /** The status line's words when a new size drops the chosen frame. */
  frameUnavailable: (frame: string, size: string) => string;
}) {
  const first = initialVariation(product.variations);
  const [selection, setSelection] = useState<PosterSelection & Extra>(() => ({
    variationId: first?.id ?? 0,
    frameId: null,
    quantity: 1,
    ...extra,
  }));
  /** What the status line says (added, copied, a frame dropped for the new size). */
  const [message, setMessage] = useState('');
  const choose = (change: Partial<PosterSelection & Extra>) => {
    setSelection((current) => ({ ...current, ...change }));
    setMessage('');
  };
  // The selection keeps the last whole number typed; leaving the field (or adding) puts it within 1..5000.
  const quantity = useQuantityText(selection.quantity, (amount) => choose({ quantity: amount } as Partial<PosterSelection & Extra>));
  // A new size keeps the chosen frame when that frame can be bought in it; otherwise the
  // choice falls back to "No frame", visibly, and the status line says why.
  const chooseSize = (size: Variation) => {
    const frameId = frameAfterSizeChange(frames, selection.frameId, size.name);
    const dropped = selection.frameId !== null && frameId === null ? frames.find((f) => f.id === selection.frameId) : undefined;
    choose({ variationId: size.id, frameId } as Partial<PosterSelection & Extra>);
    if (dropped) setMessage(frameUnavailable(dropped.name, size.name));
  };
  const variation = product.variations.find((v) => v.id === selection.variationId) ?? first;
  return {
    selection,
    setSelection,
    choose,
    chooseSize,
    quantity,
    message,
    setMessage,
    variation,
    /** The frames offered in the chosen size. */
    fitting: variation && isFrameable(product) ? framesForSize(frames, variation.name) : [],
    /** What one piece costs at the quantity chosen. */
    unit: variation ? piecePrice(variation.prices, clampPurchaseQuantity(selection.quantity)) : undefined,
  };
}

/**
 * The quantity field's own text, so it can be emptied and retyped: `onQuantity` hears
 * each whole number typed, and `settle` (on leaving the field, or adding) puts the text
 * within 1..5000 (empty: 1) and returns it.
 */
export function useQuantityText(quantity: number, onQuantity: (quantity: number) => void) {
  const [text, setText] = useState('1');
  const change = (typed: string) => {
    setText(typed);
    const whole = typedQuantity(typed);
    if (whole !== null) onQuantity(whole);
  };
  const settle = (): number => {
    const settled = clampPurchaseQuantity(typedQuantity(text) ?? 1);
    setText(String(settled));
    if (settled !== quantity) onQuantity(settled);
    return settled;
  };
  return { text, change, settle };
}
