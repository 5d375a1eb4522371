import { Hono } from 'hono';
import { isRecord } from '../../../../shared/json';
import type { PrintFileLine } from '../../../../shared/schemas/ops';
import type { ApiEnv } from '../context';
import { HttpError, notFound } from '../http/errors';
import { requireOpsToken } from './token';
import { described } from '../http/openapi/describe';
import { printFilesAnswer } from '../../../../shared/schemas/ops';

/**
 * What each line of a paid order is printed from (docs/api.md "Operator calls",
 * docs/designers.md "Print files"): GET /api/ops/orders/{id}/print-files with
 * `Authorization: Bearer <OPS_TOKEN>`. A custom poster line gives its design's template
 * values and sheet (the storefront's operator route draws its print file from them); a photo
 * poster line its photo's key; other lines neither. Only a paid order has print files: an
 * unpaid, failed or cancelled one is 409, so nothing is ever printed, or drawn at print
 * size, for an order no one paid for.
 */
export const printFileRoutes = new Hono<ApiEnv>();

interface LineRow {
  position: number;
  sku: string;
  product_id: number;
  name: string;
  quantity: number;
  size_code: string | null;
  metadata: string | null;
}

printFileRoutes.get(
  '/api/ops/orders/:id/print-files',
  described({
    tag: 'ops',
    auth: 'operator',
    summary: 'The print files of a paid order’s lines',
    answers: { 200: { description: 'the lines’ print files', schema: printFilesAnswer } },
    errors: { 404: 'no such order', 409: 'the order is not paid' },
  }),
  requireOpsToken,
  async (c) => {
    const id = c.req.param('id');
    const order = await c.env.DB.prepare('SELECT id, status, paid_at FROM orders WHERE id = ?')
      .bind(id)
      .first<{ id: string; status: string; paid_at: string | null }>();
    if (!order) throw notFound('No such order');
    if (order.status !== 'paid') {
      throw new HttpError(409, `Order ${order.id} is not paid (${order.status}): print files are made for paid orders only`);
    }
    const { results } = await c.env.DB.prepare(
      `SELECT l.position, l.sku, l.product_id, l.name, l.quantity, v.size_code, l.metadata
       FROM order_lines l LEFT JOIN variations v ON v.sku = l.sku
      WHERE l.order_id = ? ORDER BY l.position`,
    )
      .bind(id)
      .all<LineRow>();
    return c.json({ order_id: order.id, status: order.status, paid_at: order.paid_at, lines: results.map(printLine) });
  },
);

function printLine(row: LineRow): PrintFileLine {
  const metadata = parsed(row.metadata);
  const template = isRecord(metadata.template) && isRecord(metadata.template.values) ? metadata.template.values : null;
  const photo = isRecord(metadata.photo) && typeof metadata.photo.key === 'string' ? { key: metadata.photo.key } : null;
  return {
    position: row.position,
    sku: row.sku,
    product_id: row.product_id,
    name: row.name,
    quantity: row.quantity,
    size: row.size_code,
    template: template ? { values: Object.fromEntries(Object.entries(template).map(([key, value]) => [key, String(value)])) } : null,
    photo,
  };
}

function parsed(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
}
