/**
 * What the operator's order search (GET /api/ops/orders?query=, docs/operations.md "Orders")
 * looks for: one box takes an order id, an e-mail address or a day, told apart by their
 * shape, so an operator pastes whatever the shopper wrote. Anything else is refused (400)
 * rather than matched loosely: the list never becomes a way to browse shoppers by fragments.
 */
export type OrderQuery =
  { kind: 'all' } | { kind: 'id'; id: string } | { kind: 'email'; email: string } | { kind: 'day'; from: string; to: string };

export const ORDERS_PAGE_SIZE = 50;
export const ORDERS_MAX_PAGE = 1000;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The query's meaning, or a message saying why it is not one. */
export function parseOrderQuery(text: string | undefined): OrderQuery | { error: string } {
  const query = (text ?? '').trim();
  if (query === '') return { kind: 'all' };
  if (query.length > 254) return { error: 'query is too long (an order id, an e-mail address or a day: 2026-11-28)' };
  if (query.includes('@')) return { kind: 'email', email: query };
  const day = DAY.exec(query);
  if (day) {
    const from = new Date(`${query}T00:00:00.000Z`);
    if (Number.isNaN(from.getTime()) || from.toISOString().slice(0, 10) !== query) return { error: `${query} is not a day` };
    const to = new Date(from.getTime() + 86_400_000);
    return { kind: 'day', from: from.toISOString(), to: to.toISOString() };
  }
  if (ORDER_ID.test(query)) return { kind: 'id', id: query };
  return { error: 'query must be an order id, an e-mail address or a day (2026-11-28)' };
}

/** ?page= (1 to ORDERS_MAX_PAGE, default 1), or null when it is not one. */
export function parsePage(text: string | undefined): number | null {
  if (text === undefined || text === '') return 1;
  if (!/^\d{1,4}$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 && page <= ORDERS_MAX_PAGE ? page : null;
}
