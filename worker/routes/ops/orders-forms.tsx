/**
 * The actions of an order's page (docs/operations.md "Refunds", "Cancelling an unpaid order",
 * "Resending the confirmation e-mail"): plain forms, each with the page's idempotency key.
 */
import type { OpsOrderAnswer } from '../../../shared/schemas/ops-orders';
import { money, orderHref, type OrderLineAnswer } from './orders-parts';

/** A line's units that can still be refunded on their own (a bought gift card is refunded as an amount). */
export const unitsLeft = (line: OrderLineAnswer) => (line.is_gift_card ? 0 : line.quantity - line.refunded_quantity);

/**
 * The refund form of a paid order: tick lines (and how many of each) to refund their price
 * share, or type an amount, or neither for all that is left. `actionKey` is new on every
 * render: one key per submission, so sending the same form twice (a double click, a reload
 * of the answer) is one refund, and a new refund needs the page again.
 */
export function RefundForm({ answer, left, actionKey }: { answer: OpsOrderAnswer; left: number; actionKey: string }) {
  const currency = answer.order.totals.currency;
  const lines = answer.lines.filter((line) => unitsLeft(line) > 0);
  return (
    <form method="post" action={`${orderHref(answer.order.id)}/refund`}>
      <h2>Refund</h2>
      <input type="hidden" name="idempotency_key" value={actionKey} />
      {lines.length > 0 && (
        <fieldset>
          <legend>Lines to refund (each unit at its price after discount; shipping is not part of it)</legend>
          {lines.map((line) => (
            <p key={line.position}>
              <input type="checkbox" name="refund_line" value={line.position} id={`refund-line-${line.position}`} />
              <label
                htmlFor={`refund-line-${line.position}`}
              >{`${line.name}${line.variation_name ? `, ${line.variation_name}` : ''}`}</label>{' '}
              <label htmlFor={`refund-quantity-${line.position}`}>{`units (of ${unitsLeft(line)})`}</label>
              <input
                id={`refund-quantity-${line.position}`}
                name={`quantity_${line.position}`}
                type="number"
                min={1}
                max={unitsLeft(line)}
                defaultValue={unitsLeft(line)}
              />
            </p>
          ))}
        </fieldset>
      )}
      <label htmlFor="refund-amount">{`Or an amount to refund in ${currency} (nothing ticked and empty: all that is left, ${money(left, currency)})`}</label>
      <input id="refund-amount" name="amount" type="text" inputMode="decimal" autoComplete="off" pattern="[0-9]{1,7}([.,][0-9]{1,2})?" />
      <p className="hint">The payment gets its part back first, then the gift cards (docs/operations.md “Refunds”).</p>
      <button type="submit">Refund</button>
    </form>
  );
}

/** A form of one button for an action that takes only the page's idempotency key (cancel, resend). */
export function ActionForm({
  orderId,
  action,
  title,
  hint,
  button,
  actionKey,
}: {
  orderId: string;
  action: 'cancel' | 'resend';
  title: string;
  hint: string;
  button: string;
  actionKey: string;
}) {
  return (
    <form method="post" action={`${orderHref(orderId)}/${action}`}>
      <h2>{title}</h2>
      <input type="hidden" name="idempotency_key" value={actionKey} />
      <p className="hint">{hint}</p>
      <button type="submit">{button}</button>
    </form>
  );
}
