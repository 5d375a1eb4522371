/**
 * The operator view's order pages (docs/operations.md "Orders"): the list with its search
 * box, and one order. Server-rendered, no scripts, in English like the rest of /__ops. The
 * list shows e-mail and name only; the address and phone are on the order's page.
 */
import type { ReactNode } from 'react';
import type { OpsOrderAnswer, OpsOrderListAnswer } from '../../../shared/schemas/ops-orders';
import { FormAnswerPage, OPS_PATH, OpsDocument } from './pages';

export const ORDERS_PATH = `${OPS_PATH}/orders`;

/** Amounts as the commerce API keeps them (the currency's units, VAT included), with the currency. */
const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

const orderHref = (id: string) => `${ORDERS_PATH}/${encodeURIComponent(id)}`;

function listHref(query: string, page: number): string {
  const params = new URLSearchParams();
  if (query) params.set('query', query);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `${ORDERS_PATH}?${text}` : ORDERS_PATH;
}

function Problem({ message }: { message: string }) {
  return (
    <p className="notice error" role="alert">
      {message}
    </p>
  );
}

function Back({ to, label }: { to: string; label: string }) {
  return (
    <p>
      <a href={to}>{label}</a>
    </p>
  );
}

/** The list: the search box, the page's orders (or why there are none) and the pages before and after. */
export function OrderListPage({ query, list, problem }: { query: string; list: OpsOrderListAnswer | null; problem: string | null }) {
  return (
    <OpsDocument title="Orders">
      <Back to={OPS_PATH} label="Back to the operator view" />
      <h1>Orders</h1>
      <form method="get" action={ORDERS_PATH} role="search">
        <label htmlFor="order-query">Order id, e-mail address or day (2026-11-28)</label>
        <input id="order-query" name="query" type="search" defaultValue={query} maxLength={254} spellCheck={false} />
        <button type="submit">Find</button>
      </form>
      {problem && <Problem message={problem} />}
      {list && <OrderTable list={list} query={query} />}
    </OpsDocument>
  );
}

function OrderTable({ list, query }: { list: OpsOrderListAnswer; query: string }) {
  if (list.orders.length === 0) {
    return <p className="notice">{query ? `No order matches “${query}”.` : 'No orders yet.'}</p>;
  }
  return (
    <>
      <div className="scroll">
        <table>
          <caption>{`Page ${list.page}, newest first`}</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Placed (UTC)</th>
              <th scope="col">Status</th>
              <th scope="col">E-mail</th>
              <th scope="col">Name</th>
              <th scope="col">Total</th>
              <th scope="col">Payment</th>
            </tr>
          </thead>
          <tbody>
            {list.orders.map((order) => (
              <tr key={order.id}>
                <td>
                  <a href={orderHref(order.id)}>
                    <code>{order.id}</code>
                  </a>
                </td>
                <td>{order.created_at}</td>
                <td>{order.status}</td>
                <td>{order.email}</td>
                <td>{order.name}</td>
                <td className="n">{money(order.total + order.gift_cards_total, order.currency)}</td>
                <td>{`${order.payment_kind}${order.payment_status ? ` (${order.payment_status})` : ''}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Pages">
        {list.page > 1 && <a href={listHref(query, list.page - 1)}>Newer orders</a>}
        {list.page > 1 && list.has_more && ' · '}
        {list.has_more && <a href={listHref(query, list.page + 1)}>Older orders</a>}
      </nav>
    </>
  );
}

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

type OrderLineAnswer = OpsOrderAnswer['lines'][number];

/** A line's units that can still be refunded on their own (a bought gift card is refunded as an amount). */
const unitsLeft = (line: OrderLineAnswer) => (line.is_gift_card ? 0 : line.quantity - line.refunded_quantity);

/**
 * The refund form of a paid order: tick lines (and how many of each) to refund their price
 * share, or type an amount, or neither for all that is left. `actionKey` is new on every
 * render: one key per submission, so sending the same form twice (a double click, a reload
 * of the answer) is one refund, and a new refund needs the page again.
 */
function RefundForm({ answer, left, actionKey }: { answer: OpsOrderAnswer; left: number; actionKey: string }) {
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
function ActionForm({
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
