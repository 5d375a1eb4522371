import type { Context } from 'hono';
import type { OpsOrderRow } from '../../../../../shared/schemas/ops-orders';
import type { ApiEnv } from '../../context';
import { badRequest } from '../../http/errors';
import { ORDERS_PAGE_SIZE, parseOrderQuery, parsePage, type OrderQuery } from './query';

/**
 * GET /api/ops/orders?query=&page= (operator; docs/api.md "Operator calls"): orders newest
 * first, ORDERS_PAGE_SIZE a page, found by id, e-mail or day (./query.ts). A row shows who
 * ordered by e-mail and name only; the address and phone are on the order's own page
 * (./detail.ts), so a list left on screen shows as little personal data as it can.
 */

const LIST_COLUMNS = `id, created_at, status, email, locale, currency, total, gift_cards_total, payment_kind, payment_status,
  TRIM(COALESCE(json_extract(address, '$.first_name'), '') || ' ' || COALESCE(json_extract(address, '$.last_name'), '')) AS name`;

function whereOf(query: OrderQuery): [string, unknown[]] {
  switch (query.kind) {
    case 'all':
      return ['', []];
    case 'id':
      return ['WHERE id = ?', [query.id]];
    case 'email':
      return ['WHERE email = ? COLLATE NOCASE', [query.email]];
    case 'day':
      return ['WHERE created_at >= ? AND created_at < ?', [query.from, query.to]];
  }
}

export async function listOrders(c: Context<ApiEnv>): Promise<Response> {
  const query = parseOrderQuery(c.req.query('query'));
  if ('error' in query) throw badRequest(query.error);
  const page = parsePage(c.req.query('page'));
  if (page === null) throw badRequest('page must be a whole number from 1 to 1000');
  const [where, values] = whereOf(query);
  // One row more than a page tells whether there is a next page without counting them all.
  const { results } = await c.env.DB.prepare(
    `SELECT ${LIST_COLUMNS} FROM orders ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  )
    .bind(...values, ORDERS_PAGE_SIZE + 1, (page - 1) * ORDERS_PAGE_SIZE)
    .all<OpsOrderRow>();
  return c.json({
    orders: results.slice(0, ORDERS_PAGE_SIZE),
    page,
    page_size: ORDERS_PAGE_SIZE,
    has_more: results.length > ORDERS_PAGE_SIZE,
  });
}
