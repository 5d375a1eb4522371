import { useId } from 'react';
import { cartTotal } from '../../../../shared/cart';
import type { CouponMaxima } from '../../../../shared/coupons';
import { estimatedDiscount } from '../../../../shared/coupon-estimate';
import { currencyDecimals, formatMoney } from '../../../../shared/money';
import type { CartLine } from '../../../../shared/types';
import { setVat } from '../../../state/cart';
import type { CartDrawersProps } from '../contracts';

export interface CartSummaryProps extends Pick<CartDrawersProps, 'labels' | 'money'> {
  lines: readonly CartLine[];
  vat: boolean;
  maxima: CouponMaxima;
}

/** Subtotal, estimated discount and total, with or without VAT (docs/cart.md "The drawers"). */
export function CartSummary({ lines, vat, maxima, labels, money }: CartSummaryProps) {
  const options = { vat, decimals: currencyDecimals(money, vat) };
  const subtotal = cartTotal(lines, options);
  const discount = estimatedDiscount(lines, maxima, options);
  const price = (amount: number) => formatMoney(amount, money, vat);
  const vatId = useId();
  return (
    <div className="cart-summary">
      <dl>
        {discount > 0 && (
          <>
            <dt>{labels.subtotal}</dt>
            <dd>{price(subtotal)}</dd>
            <dt>{labels.discount}</dt>
            <dd>−{price(discount)}</dd>
          </>
        )}
        <dt className="cart-total-label">
          {labels.total} <small>{vat ? labels.incl_vat : labels.excl_vat}</small>
        </dt>
        <dd className="cart-total" data-testid="cart-total">
          {price(subtotal - discount)}
        </dd>
      </dl>
      <p className="vat-toggle">
        <input id={vatId} type="checkbox" checked={!vat} onChange={(event) => setVat(!event.target.checked)} />
        <label htmlFor={vatId}>{labels.show_excl_vat}</label>
      </p>
    </div>
  );
}
