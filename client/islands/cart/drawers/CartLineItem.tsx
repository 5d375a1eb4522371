import { isLockedLine, lineTotal } from '../../../../shared/cart';
import { bestDiscountFor, type CouponMaxima } from '../../../../shared/coupons';
import { lineDiscount } from '../../../../shared/coupon-estimate';
import { formatDay } from '../../../../shared/gift-card';
import { currencyDecimals, formatMoney, roundMoney } from '../../../../shared/money';
import type { CartLine } from '../../../../shared/types';
import { removeLine } from '../../../state/cart';
import type { CartDrawersProps } from '../contracts';
import { QuantityInput } from './QuantityInput';
import { productHref } from '../../../../shared/cart-links';
import { designSummary, lineThumb } from '../../../../shared/custom-poster/render-url';
import { labelsTranslator } from '../../../i18n';
import { IMAGE_SIZES, responsiveImage } from '../../../../shared/responsive-image';

export interface CartLineItemProps extends Pick<CartDrawersProps, 'labels' | 'money' | 'productWord'> {
  line: CartLine;
  /** Prices include VAT. */
  vat: boolean;
  maxima: CouponMaxima;
}

/** One cart line (docs/cart.md "The drawers"): what it is, what it costs, its notices and its quantity. */
export function CartLineItem({ line, vat, maxima, labels, money, productWord }: CartLineItemProps) {
  const text = labelsTranslator(labels);
  const options = { vat, decimals: currencyDecimals(money, vat) };
  const price = (amount: number) => formatMoney(amount, money, vat);
  const unit = lineTotal({ ...line, quantity: 1 }, options);
  const ordinary = lineTotal({ ...line, price: line.ordinary_price, quantity: 1 }, options);
  const percent = bestDiscountFor(line, maxima);
  const total = lineTotal(line, options);
  const discounted = roundMoney(total - lineDiscount(line, maxima, options), options.decimals);
  const giftCard = line.metadata?.gift_card;
  // A custom poster shows its own design (the server answers with the product's picture) and the words written on it.
  const thumb = lineThumb(line);
  const templateValues = designSummary(line.metadata?.template?.values);
  return (
    <li className="cart-line" data-focus-item={line.uuid}>
      {thumb ? (
        <img {...responsiveImage(thumb, IMAGE_SIZES.line)} alt="" width={64} height={80} loading="lazy" />
      ) : (
        <span className="cart-line-thumb" />
      )}
      <div className="cart-line-info">
        <a className="cart-line-name" data-focus="name" href={productHref(productWord, line.slug, line.metadata)}>
          {line.name}
        </a>
        <ul className="cart-line-details">
          {line.variation_name && <li>{line.variation_name}</li>}
          {line.metadata?.margin && <li>{labels.margin}</li>}
          {line.metadata?.black_and_white && <li>{labels.black_and_white}</li>}
          {line.metadata?.photo && <li className="cart-line-photo">{labels.photo_attached}</li>}
          {line.metadata?.wall && <li>{text('wall_slot', { slot: line.metadata.wall.slot })}</li>}
          {templateValues.length > 0 && <li>{templateValues.join(' · ')}</li>}
          {giftCard && <li>{text('gift_card_for', { name: giftCard.recipient_name, date: formatDay(giftCard.send_on, money.iso) })}</li>}
          {line.subscription_interval && <li>{line.subscription_interval.name}</li>}
          {line.added_by_coupon && <li className="cart-tag">{text('gift', { code: line.added_by_coupon })}</li>}
          {line.cross_selling_product_id !== null && <li className="cart-tag">{labels.offer}</li>}
        </ul>
        <p className="cart-line-unit">
          {ordinary > unit && <del>{price(ordinary)}</del>} {text('each', { price: price(unit) })}
          {percent > 0 && <span className="cart-tag">{text('line_discount', { percent })}</span>}
        </p>
        {line.cart_notice && <p className="alert alert-warning">{line.cart_notice}</p>}
        {line.adjusted_quantity !== null && (
          <p className="alert alert-danger" role="alert">
            {labels.adjusted_quantity}
          </p>
        )}
      </div>
      {/* Always in the same order: spinner, remove (when the line may go), then the total at the end. */}
      <div className="cart-line-actions">
        <QuantityInput
          uuid={line.uuid}
          quantity={line.quantity}
          isDisabled={isLockedLine(line)}
          labels={{
            quantity: text('quantity', { name: line.name }),
            decrease: text('decrease', { name: line.name }),
            increase: text('increase', { name: line.name }),
          }}
        />
        {/* A coupon's gift follows its coupon: removing the code removes it (shared/cart). */}
        {line.added_by_coupon === null && (
          <button
            type="button"
            className="button-icon remove-line"
            data-focus="remove"
            aria-label={text('remove', { name: line.name })}
            title={text('remove', { name: line.name })}
            onClick={() => removeLine(line.uuid)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                d="M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        )}
        {/* What the shopper pays for the line: with a code, the total before it struck through. */}
        <p className="cart-line-total">
          {discounted < total && <del>{price(total)}</del>} <strong>{price(discounted)}</strong>
        </p>
      </div>
    </li>
  );
}
