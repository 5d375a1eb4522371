import { useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { CouponMaxima } from '../../../../shared/coupons';
import type { CartLine } from '../../../../shared/types';
import { closeCart, state as cart } from '../../../state/cart';
import { state as discount } from '../../../state/discount';
import type { CartDrawersProps } from '../contracts';
import { CartLineItem } from './CartLineItem';
import { CartSummary } from './CartSummary';
import { CouponForm } from './CouponForm';
import { Drawer } from './Drawer';
import { useFocusAfterRemoval } from './focus';
import { Widget } from './Widget';

/**
 * The mini-cart sidebar (docs/cart.md "The drawers"): lines, coupons, totals, the way to checkout. A line that
 * goes while it holds keyboard focus hands focus to the same control of the next line (or
 * the one before), and to the heading when the cart is empty (./focus).
 */
export default function CartDrawer({ labels, money, productWord, checkoutPath }: CartDrawersProps) {
  const snapshot = useSnapshot(cart);
  const lines = snapshot.items as unknown as readonly CartLine[];
  const maxima = useSnapshot(discount).maxima as unknown as CouponMaxima;
  const { vat, isOpen } = snapshot;
  const heading = useRef<HTMLHeadingElement>(null);
  const uuidList = lines.map((line) => line.uuid).join(' ');
  const uuids = useMemo(() => (uuidList === '' ? [] : uuidList.split(' ')), [uuidList]);
  const onLineFocus = useFocusAfterRemoval(uuids, heading, isOpen);
  return (
    <Drawer
      id="cart-drawer"
      className="cart-drawer"
      title={labels.title}
      closeLabel={labels.close}
      isOpen={isOpen}
      onClose={closeCart}
      fallbackFocus="[data-cart-toggle]"
      headingRef={heading}
    >
      <Widget slug="cart-header" />
      {lines.length === 0 ? (
        <div className="drawer-empty">
          <p>{labels.empty}</p>
          <button type="button" className="button button-secondary" onClick={closeCart}>
            {labels.continue_shopping}
          </button>
        </div>
      ) : (
        <ul className="cart-lines" onFocus={onLineFocus}>
          {lines.map((line) => (
            <CartLineItem key={line.uuid} line={line} vat={vat} maxima={maxima} labels={labels} money={money} productWord={productWord} />
          ))}
        </ul>
      )}
      <CouponForm labels={labels} />
      {lines.length > 0 && (
        <>
          <CartSummary lines={lines} vat={vat} maxima={maxima} labels={labels} money={money} />
          <a className="button checkout-button" href={checkoutPath}>
            {labels.checkout}
          </a>
        </>
      )}
      <Widget slug="cart-footer" />
    </Drawer>
  );
}
