import { useId, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { parseDiscountCode } from '../../../../shared/query-params';
import type { CouponState, RejectedCoupon } from '../../../../shared/coupons';
import type { Coupon } from '../../../../shared/types';
import { addCouponCode, removeCouponCode, state as discount } from '../../../state/discount';
import type { CartLabels } from '../contracts';
import { labelsTranslator } from '../../../i18n';

const sameCode = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

interface Row {
  code: string;
  text: string;
  status: 'applied' | 'rejected' | 'checking';
  isRemovable: boolean;
}

/**
 * What to show per code: applied (with its discount), rejected (and why), or still being
 * checked. A code refused outright leaves the request but stays listed as rejected until
 * removed; one refused for the minimum spend stays requested (shared/coupons).
 */
export function couponRows(state: Pick<CouponState, 'codes' | 'coupons' | 'rejected'>, labels: CartLabels): Row[] {
  const text = labelsTranslator(labels);
  const { codes, coupons, rejected } = state;
  const applied = (coupon: Coupon, isRemovable: boolean): Row => ({
    code: coupon.code,
    text: text('coupon_applied', { code: coupon.code, percent: coupon.percentage_discount }),
    status: 'applied',
    isRemovable,
  });
  const refused = (entry: RejectedCoupon): Row => ({
    code: entry.code,
    text: text(entry.failed_minimum_spend ? 'coupon_minimum_spend' : 'coupon_rejected', { code: entry.code }),
    status: 'rejected',
    isRemovable: true,
  });
  const requested = codes.map((code): Row => {
    const coupon = coupons.find((candidate) => sameCode(candidate.code, code));
    if (coupon) return applied(coupon, true);
    const entry = rejected.find((candidate) => sameCode(candidate.code, code));
    return entry ? refused(entry) : { code, text: text('coupon_checking', { code }), status: 'checking', isRemovable: true };
  });
  const isRequested = (code: string) => codes.some((known) => sameCode(known, code));
  return [
    ...requested,
    ...rejected.filter((entry) => !isRequested(entry.code)).map(refused),
    // Coupons the server applied by itself (a site-wide discount) are not the shopper's to remove.
    ...coupons.filter((coupon) => !isRequested(coupon.code)).map((coupon) => applied(coupon, false)),
  ];
}

/** Add a discount code, see whether it applies (and why not), remove it (docs/cart.md "Cart rules"). */
export function CouponForm({ labels }: { labels: CartLabels }) {
  const text = labelsTranslator(labels);
  const snapshot = useSnapshot(discount) as unknown as CouponState;
  const { codes } = snapshot;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseDiscountCode(code);
    if (!parsed) return setError(labels.coupon_invalid);
    if (codes.some((known) => sameCode(known, parsed)) || !addCouponCode(parsed)) return setError(labels.coupon_duplicate);
    setCode('');
    setError(null);
  };

  return (
    <div className="coupons">
      <form className="coupon-form" onSubmit={submit} noValidate>
        <label htmlFor={inputId}>{labels.coupon_label}</label>
        <div className="coupon-row">
          <input
            id={inputId}
            name="coupon"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className="button">
            {labels.coupon_apply}
          </button>
        </div>
        {error && (
          <p id={errorId} className="alert alert-danger">
            {error}
          </p>
        )}
      </form>
      <ul className="coupon-list" aria-live="polite">
        {couponRows(snapshot, labels).map((row) => (
          <li key={row.code} className={`coupon coupon-${row.status}`}>
            <span>{row.text}</span>
            {row.isRemovable && (
              <button
                type="button"
                className="button-icon"
                aria-label={text('coupon_remove', { code: row.code })}
                onClick={() => removeCouponCode(row.code)}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
