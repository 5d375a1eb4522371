/**
 * The operator view's order pages (docs/operations.md "Orders"): one order with its actions
 * (./orders-forms.tsx), and the page for an order that cannot be shown; the list is
 * ./orders-list.tsx. Server-rendered, no scripts, in English like the rest of /__ops.
 */
import type { ReactNode } from 'react';
import type { OpsOrderAnswer } from '../../../shared/schemas/ops-orders';
import { ActionForm, RefundForm } from './orders-forms';
import { Back, money, ORDERS_PATH, Problem } from './orders-parts';
import { FormAnswerPage, OpsDocument } from './pages';

/** Rows of label and value, for the order's facts. */
function Facts({ caption, rows }: { caption: string; rows: [string, ReactNode][] }) {
  return (
    <table>
      <caption>{caption}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A JSON object's fields as text (the address and contact as the order keeps them). */
const fieldsOf = (value: Record<string, unknown> | null) =>
  Object.entries(value ?? {})
    .filter(([, field]) => typeof field === 'string' || typeof field === 'number')
    .map(([key, field]): [string, ReactNode] => [key.replaceAll('_', ' '), String(field)]);

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The outcome of an action on the order page (a refund), shown above it. */
export interface OrderNotice {
  ok: boolean;
  message: string;
}

/** One order: its facts, lines, payment, events, e-mails, gift cards, the audit log and the refund form. */
export function OrderPage({ answer, actionKey, notice }: { answer: OpsOrderAnswer; actionKey: string; notice?: OrderNotice }) {
  const { order, payment } = answer;
  const { totals } = order;
  const currency = totals.currency;
  const left = Math.round((totals.total + totals.gift_cards - order.refunded.payment - order.refunded.gift_cards) * 100) / 100;
  return (
    <OpsDocument title={`Order ${order.id}`}>
      <Back to={ORDERS_PATH} label="Back to the orders" />
      <h1>
        Order <code>{order.id}</code>
      </h1>
      {notice && (
        <p className={`notice ${notice.ok ? 'ok' : 'error'}`} role={notice.ok ? 'status' : 'alert'}>
          {notice.message}
        </p>
      )}
      <Facts
        caption="Order"
        rows={[
          ['Status', order.status],
          ['Placed (UTC)', order.created_at],
          ['Paid', order.paid_at ?? '–'],
          ['Cancelled', order.cancelled_at ?? '–'],
          ['Language', order.locale],
          ['E-mail', order.email],
          ...fieldsOf(order.contact).filter(([label]) => label !== 'email'),
        ]}
      />
      <Facts caption="Delivery address" rows={fieldsOf(order.address)} />
      <div className="scroll">
        <table>
          <caption>Lines</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Product</th>
              <th scope="col">SKU</th>
              <th scope="col">Quantity</th>
              <th scope="col">Price</th>
              <th scope="col">Discount</th>
              <th scope="col">Refunded</th>
            </tr>
          </thead>
          <tbody>
            {answer.lines.map((line) => (
              <tr key={line.position}>
                <td className="n">{line.position}</td>
                <td>{`${line.name}${line.variation_name ? `, ${line.variation_name}` : ''}${line.is_gift_card ? ' (gift card)' : ''}`}</td>
                <td>
                  <code>{line.sku}</code>
                </td>
                <td className="n">{line.quantity}</td>
                <td className="n">{money(line.price, currency)}</td>
                <td className="n">{money(line.discount, currency)}</td>
                <td className="n">{line.refunded_quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Facts
        caption="Totals (VAT included)"
        rows={[
          ['Lines', money(totals.lines, currency)],
          ['Discount', money(totals.discount, currency)],
          ['Shipping', money(totals.shipping, currency)],
          ['Paid by gift cards', money(totals.gift_cards, currency)],
          ['Paid by the payment', money(totals.total, currency)],
          ['VAT', money(totals.vat, currency)],
          ['Refunded to the payment', money(order.refunded.payment, currency)],
          ['Refunded to gift cards', money(order.refunded.gift_cards, currency)],
          ['Of that, for lines', money(order.refunded.lines, currency)],
        ]}
      />
      <Facts
        caption="Payment"
        rows={[
          ['Provider', payment.provider],
          ['Kind', payment.kind],
          ['Session', payment.session_id ? <code>{payment.session_id}</code> : '–'],
          ['Session status', payment.status ?? '–'],
          ['Captured', payment.captured ? 'yes' : 'no'],
          ...(payment.decline_reason ? [['Declined', payment.decline_reason] as [string, ReactNode]] : []),
        ]}
      />
      <p className="hint">Card details are never here: the payment provider takes the card and the shop never sees it.</p>
      <Rows
        caption="Payment events"
        empty="No payment events."
        head={['Received (UTC)', 'Event', 'Id', 'Mismatch']}
        rows={answer.payment_events.map((event) => [event.received_at, event.type, event.id, event.mismatch ?? ''])}
      />
      <Rows
        caption="E-mails"
        empty="No e-mails."
        head={['Written (UTC)', 'Kind', 'To', 'Subject', 'Sent']}
        rows={answer.emails.map((email) => [email.created_at, email.kind, email.recipient, email.subject, email.sent_at ?? 'not yet'])}
      />
      <Rows
        caption="Gift cards used"
        empty="No gift cards."
        head={['Code', 'Amount', 'Status', 'Refunded to it']}
        rows={answer.gift_cards.map((card) => [card.code, money(card.amount, currency), card.status, money(card.refunded, currency)])}
      />
      <Rows
        caption="Operator actions"
        empty="No operator actions yet."
        head={['When (UTC)', 'Who', 'Action', 'Asked', 'Outcome', 'Provider’s answer']}
        rows={answer.audit.map((row) => [
          row.created_at,
          row.operator,
          row.action,
          json(row.request),
          `${row.outcome}${row.message ? `: ${row.message}` : ''}`,
          json(row.provider_answer),
        ])}
      />
      {order.status === 'paid' && left > 0 && <RefundForm answer={answer} left={left} actionKey={actionKey} />}
      {order.status === 'paid' && (
        <ActionForm
          orderId={order.id}
          action="resend"
          title="Resend the confirmation e-mail"
          hint={`Writes the order’s confirmation to ${order.email} again, as at payment.`}
          button="Resend the confirmation"
          actionKey={actionKey}
        />
      )}
      {order.status !== 'paid' && order.status !== 'cancelled' && (
        <ActionForm
          orderId={order.id}
          action="cancel"
          title="Cancel the order"
          hint="For an order that will not be paid: its stock and gift card holds are released and its payment session cancelled."
          button="Cancel the order"
          actionKey={actionKey}
        />
      )}
    </OpsDocument>
  );
}

function Rows({ caption, empty, head, rows }: { caption: string; empty: string; head: string[]; rows: string[][] }) {
  if (rows.length === 0) return <p className="hint">{`${caption}: ${empty}`}</p>;
  return (
    <div className="scroll">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((label) => (
              <th scope="col" key={label}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, row) => (
            <tr key={row}>
              {cells.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The order could not be shown (not found, or the commerce API's problem), also as the answer to one of its forms. */
export function OrderProblemPage({ message }: { message: string }) {
  return (
    <FormAnswerPage title="Order" back={{ href: ORDERS_PATH, label: 'Back to the orders' }}>
      <Problem message={message} />
    </FormAnswerPage>
  );
}
