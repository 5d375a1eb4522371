import { useEffect, useState } from 'react';
import { addToCart } from '../../state/cart';
import type { AddToCartButtonProps, AddToCartLine } from './contracts';
import { usePersistedState } from './use-persisted';

/** How long the button says "Added" before it reads "Add to cart" again. */
const ADDED_MS = 2000;

/** The fields the page does not know are the server's to fill in on the next sync. */
export function toIncomingLine(line: AddToCartLine, quantity: number) {
  return {
    metadata: null,
    discount_category: null,
    categories: [],
    stock_status: 'instock' as const,
    ordinary_price: line.price,
    ...line,
    quantity,
    cart_notice: null,
    adjusted_quantity: null,
    subscription_interval: null,
    cross_selling_product_id: null,
    added_by_coupon: null,
    campaign: null,
  };
}

/** Adds the line (1 piece unless told otherwise) and opens the cart drawer (SPEC 4). */
export default function AddToCartButton({ line, label, addedLabel, quantity = 1, isDisabled = false }: AddToCartButtonProps) {
  usePersistedState();
  const [isAdded, setAdded] = useState(false);
  useEffect(() => {
    if (!isAdded) return;
    const timer = setTimeout(() => setAdded(false), ADDED_MS);
    return () => clearTimeout(timer);
  }, [isAdded]);
  return (
    <>
      <button
        type="button"
        className="add-to-cart"
        disabled={isDisabled}
        onClick={() => setAdded(addToCart(toIncomingLine(line, quantity), { openDrawer: true }))}
      >
        {label}
      </button>
      <span className="visually-hidden" role="status">
        {isAdded ? addedLabel : ''}
      </span>
    </>
  );
}
