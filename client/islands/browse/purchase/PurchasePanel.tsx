import type { FormEvent, ReactNode } from 'react';
import type { IncomingLine } from '../../../../shared/cart';
import type { PurchaseProduct } from '../../../../shared/purchase';
import { addToCart } from '../../../state/cart';

/**
 * The product page's purchase panel, one frame for every kind of product (docs/browse.md
 * "The purchase panel"). Its variants are islands of their own, so a page loads only its
 * own: ProductPurchase (posters, sets, frames, photo posters), CustomPosterPurchase (the
 * custom poster editor) and GiftCardPurchase; worker/components/browse/purchase-panel.ts
 * picks one per product. Each variant keeps its own state and draws its own choices inside
 * this frame; the price, the buy row and the status line are drawn here, once.
 */

/** How a panel writes money: the page's market (shared/money.ts formatMoney). */
export interface PanelMoney {
  iso: string;
  currency: 'SEK' | 'DKK' | 'GBP' | 'EUR';
  currencyDecimals: 0 | 2;
}

/** The words every variant has: its add button, and what the status line says once added. */
export interface PanelLabels {
  add: string;
  added: string;
}

/** What every variant is given: the product, the market's money and the variant's words. */
export interface PanelProps<Labels extends PanelLabels> {
  product: PurchaseProduct;
  money: PanelMoney;
  labels: Labels;
}

/**
 * The media column, then the form: the variant's price and choices (children), the buy row
 * (a quantity field where the variant has one, and the add button), notes under it (the
 * total of several lines, what is still needed), the status line, and what follows it.
 */
export function PurchasePanel({
  media,
  className,
  noValidate,
  onAdd,
  children,
  quantity,
  addLabel,
  isAddDisabled,
  notes,
  status,
  after,
}: {
  media: ReactNode;
  /** The variant's own class beside `purchase`. */
  className?: string;
  /** The variant checks its fields itself and says what is wrong beside each. */
  noValidate?: boolean;
  onAdd: (event: FormEvent) => void;
  children: ReactNode;
  quantity?: ReactNode;
  addLabel: string;
  isAddDisabled?: boolean;
  notes?: ReactNode;
  status: string;
  after?: ReactNode;
}) {
  return (
    <>
      <div className="product-media">{media}</div>
      <form className={className ? `purchase ${className}` : 'purchase'} onSubmit={onAdd} noValidate={noValidate}>
        {children}
        <div className="buy">
          {quantity}
          <button type="submit" className="button add-to-cart" disabled={isAddDisabled}>
            {addLabel}
          </button>
        </div>
        {notes}
        <p role="status" className="purchase-status">
          {status}
        </p>
        {after}
      </form>
    </>
  );
}

/**
 * The lines of one choice into the cart, each line its own change; the drawer opens with
 * the last. Whether anything was added (the status line then says so).
 */
export function addPurchase(lines: readonly IncomingLine[]): boolean {
  lines.forEach((line, i) => addToCart(line, { openDrawer: i === lines.length - 1 }));
  return lines.length > 0;
}
