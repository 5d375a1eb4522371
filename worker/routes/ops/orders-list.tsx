/**
 * The operator view's order list (docs/operations.md "Finding an order"): the search box and
 * a page of orders, e-mail and name only (the address and phone are on the order's page).
 */
import type { OpsOrderListAnswer } from '../../../shared/schemas/ops-orders';
import { Back, money, orderHref, ORDERS_PATH, Problem } from './orders-parts';
import { OPS_PATH, OpsDocument } from './pages';

function listHref(query: string, page: number): string {
  const params = new URLSearchParams();
  if (query) params.set('query', query);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `${ORDERS_PATH}?${text}` : ORDERS_PATH;
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
