import { Hono } from 'hono';
import { convertAmount, type Currency } from '../catalog/constants';
import { HttpError } from '../http/errors';
import { enumParam } from '../http/query';
import { firstReadOf } from './auth';
import type { ArtistEnv, ArtistContext, FirstRead } from './context';
import { keptShare } from './sales-kept';
import { described, queryParam } from '../http/openapi/describe';
import { dashboardAnswer, salesAnswer } from '../../../../shared/schemas/artist-answers';

/**
 * An artist's sales (docs/api.md "Artist calls"): the paid order lines of their products
 * only. Amounts are in the store's currency (orders in other currencies converted at the
 * catalog's rates), without VAT and after discounts; earnings are ARTIST_SHARE of that.
 * Refunds count off (./sales-kept.ts): only the units kept are sold, and an amount refund
 * reduces every kept line by the same share; a line with nothing kept is no sale.
 */
export const salesRoutes = new Hono<ArtistEnv>();

/** The artist's share of a sale's revenue excluding VAT. */
export const ARTIST_SHARE = 0.3;
/** Payouts: on this day of a month, the earnings of the month before. */
export const PAYOUT_DAY = 15;
const MAX_RANGE_DAYS = 731;
export const GROUPS = ['day', 'month', 'poster'] as const;
type Group = (typeof GROUPS)[number];

export interface SaleLine {
  order_id: string;
  paid_at: string;
  currency: Currency;
  product_id: number;
  title: string;
  variation_name: string | null;
  /** The units kept: those bought less those refunded. */
  quantity: number;
  price: number;
  /** The line's discount on the units kept. */
  discount: number;
  vat: number;
  /** The share of the kept units' price the order holds after its amount refunds (1: none). */
  kept: number;
}

interface Figures {
  orders: number;
  pieces: number;
  revenue: number;
  earnings: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A line's revenue excluding VAT in `currency`: (price × quantity − discount) × kept, without its VAT rate. */
export function lineRevenue(line: SaleLine, currency: Currency): number {
  const gross = (line.price * line.quantity - line.discount) * line.kept;
  return convertAmount((gross * 100) / (100 + line.vat), line.currency, currency);
}

function figuresOf(lines: readonly SaleLine[], currency: Currency): Figures {
  const revenue = lines.reduce((sum, line) => sum + lineRevenue(line, currency), 0);
  return {
    orders: new Set(lines.map((line) => line.order_id)).size,
    pieces: lines.reduce((sum, line) => sum + line.quantity, 0),
    revenue: round2(revenue),
    earnings: round2(revenue * ARTIST_SHARE),
  };
}

/** Every day ("YYYY-MM-DD") or month ("YYYY-MM") from `from` to `to`, so a chart shows quiet periods too. */
function periods(group: 'day' | 'month', from: string, to: string): string[] {
  const keys: string[] = [];
  const cursor = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  if (group === 'month') cursor.setUTCDate(1);
  while (cursor <= end) {
    keys.push(cursor.toISOString().slice(0, group === 'day' ? 10 : 7));
    if (group === 'day') cursor.setUTCDate(cursor.getUTCDate() + 1);
    else cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return keys;
}

/** Sales rows per period or poster, with totals. Pure: the lines and the range are given. Linear in the lines. */
export function salesReport(lines: readonly SaleLine[], options: { group: Group; from: string; to: string; currency: Currency }) {
  const { group, currency } = options;
  const keyOf = (line: SaleLine) => (group === 'poster' ? String(line.product_id) : line.paid_at.slice(0, group === 'day' ? 10 : 7));
  const byKey = new Map<string, SaleLine[]>();
  for (const line of lines) {
    const key = keyOf(line);
    const keyLines = byKey.get(key);
    if (keyLines) keyLines.push(line);
    else byKey.set(key, [line]);
  }
  const rowOf = (key: string) => {
    const keyLines = byKey.get(key) ?? [];
    return { key, label: group === 'poster' ? (keyLines[0]?.title ?? key) : key, ...figuresOf(keyLines, currency) };
  };
  // Posters by revenue, each poster's figures summed once (not again at every comparison).
  const rows =
    group === 'poster'
      ? [...byKey.keys()].map(rowOf).sort((a, b) => b.revenue - a.revenue)
      : periods(group, options.from, options.to).map(rowOf);
  return { from: options.from, to: options.to, group, currency, rows, totals: figuresOf(lines, currency) };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateParam(value: string | undefined, field: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (
    !DATE.test(value) ||
    Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ||
    new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value
  ) {
    throw new HttpError(400, `${field} must be a date (YYYY-MM-DD)`, { field });
  }
  return value;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface SaleRow extends Omit<SaleLine, 'kept'> {
  paid: number;
  refunded: number;
  refunded_lines: number;
}

/**
 * The read of the paid lines of the products of account `sub`'s artist paid in [from, to]
 * (whole days, UTC), titles in the store's language, their units kept. By `sub`, not the
 * artist's id, so the overview's read goes in one D1 batch with the artist's lookup
 * (./auth.ts requireArtist).
 */
function linesRead(c: ArtistContext, sub: string, from: string, to: string): D1PreparedStatement {
  return c.env.DB.prepare(
    `SELECT o.id AS order_id, o.paid_at, o.currency, l.product_id, COALESCE(t.name, l.name) AS title, l.variation_name,
            l.quantity - l.refunded_quantity AS quantity, l.price, l.discount * (l.quantity - l.refunded_quantity) / l.quantity AS discount,
            l.vat, o.total + o.gift_cards_total AS paid, o.refunded_payment + o.refunded_gift_cards AS refunded, o.refunded_lines
       FROM artist_accounts aa
       JOIN products p ON p.artist_id = aa.artist_id
       JOIN order_lines l ON l.product_id = p.id
       JOIN orders o ON o.id = l.order_id
       LEFT JOIN product_translations t ON t.product_id = l.product_id AND t.locale = ?4
      WHERE aa.sub = ?1 AND o.status = 'paid' AND l.is_gift_card = 0 AND l.quantity > l.refunded_quantity
        AND o.paid_at >= ?2 AND o.paid_at < ?3
      ORDER BY o.paid_at, o.id, l.position`,
  ).bind(sub, `${from}T00:00:00.000Z`, `${addDays(to, 1)}T00:00:00.000Z`, c.var.store.locale);
}

/** The lines of a read's rows: lines with nothing kept (refunded) left out. */
function linesOf(result: D1Result<SaleRow>): SaleLine[] {
  return result.results
    .map(({ paid, refunded, refunded_lines, ...line }) => ({
      ...line,
      kept: keptShare({ paid, refunded, refundedForLines: refunded_lines }),
    }))
    .filter((line) => line.kept > 0);
}

async function loadLines(c: ArtistContext, from: string, to: string): Promise<SaleLine[]> {
  return linesOf(await linesRead(c, c.var.artist.sub, from, to).all<SaleRow>());
}

/** The overview's period: from the first of the month about 13 months ago to today. */
function overviewPeriod(now: Date): { from: string; to: string } {
  const today = now.toISOString().slice(0, 10);
  return { from: `${addDays(today, -400).slice(0, 7)}-01`, to: today };
}

/** The overview's lines: requireArtist reads them in one batch with the artist's lookup (./index.ts). */
export const overviewLines: FirstRead = (c, sub) => {
  const { from, to } = overviewPeriod(new Date());
  return linesRead(c, sub, from, to);
};

async function report(c: ArtistContext) {
  const group = enumParam(c.req.query('group'), 'group', GROUPS) ?? 'day';
  const today = new Date().toISOString().slice(0, 10);
  const to = dateParam(c.req.query('to'), 'to') ?? today;
  const from = dateParam(c.req.query('from'), 'from') ?? (group === 'day' ? addDays(to, -29) : `${addDays(to, -334).slice(0, 7)}-01`);
  if (from > to) throw new HttpError(400, 'from must not be after to', { field: 'from' });
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > MAX_RANGE_DAYS) {
    throw new HttpError(400, `The period may be at most ${MAX_RANGE_DAYS} days`, { field: 'from' });
  }
  return salesReport(await loadLines(c, from, to), { group, from, to, currency: c.var.store.currency });
}

/** GET /api/my/sales?from=&to=&group=day|month|poster */
salesRoutes.get(
  '/api/my/sales',
  described({
    tag: 'artists',
    auth: 'artist',
    summary: 'The artist’s sales in a period, by day, month or poster',
    query: {
      from: { description: 'the first day (YYYY-MM-DD)', schema: { type: 'string' } },
      to: { description: 'the last day (YYYY-MM-DD, default today)', schema: { type: 'string' } },
      group: queryParam.oneOf('rows per day, month or poster', GROUPS),
    },
    answers: { 200: { description: 'the report', schema: salesAnswer } },
    errors: { 400: 'a date that is none, from after to, or a period over the limit' },
  }),
  async (c) => c.json({ ...(await report(c)), artist_share: ARTIST_SHARE }),
);

/** A CSV field: quoted, and a leading = + - @ neutralised (OWASP CSV injection). */
function csvField(value: string | number): string {
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** GET /api/my/sales.csv: the same rows as CSV (RFC 4180), then a totals row. */
salesRoutes.get(
  '/api/my/sales.csv',
  described({
    tag: 'artists',
    auth: 'artist',
    summary: 'The same report as CSV',
    query: {
      from: { description: 'the first day (YYYY-MM-DD)', schema: { type: 'string' } },
      to: { description: 'the last day (YYYY-MM-DD, default today)', schema: { type: 'string' } },
      group: queryParam.oneOf('rows per day, month or poster', GROUPS),
    },
    answers: { 200: { description: 'the report', media: 'text/csv' } },
    errors: { 400: 'a date that is none, from after to, or a period over the limit' },
  }),
  async (c) => {
    const sales = await report(c);
    const lines = [
      ['key', 'label', 'orders', 'pieces', 'revenue', 'earnings', 'currency'],
      ...sales.rows.map((row) => [
        row.key,
        row.label,
        row.orders,
        row.pieces,
        row.revenue.toFixed(2),
        row.earnings.toFixed(2),
        sales.currency,
      ]),
      [
        'total',
        'total',
        sales.totals.orders,
        sales.totals.pieces,
        sales.totals.revenue.toFixed(2),
        sales.totals.earnings.toFixed(2),
        sales.currency,
      ],
    ];
    return c.body(`${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="sales-${sales.group}-${sales.from}-${sales.to}.csv"`,
    });
  },
);

/** GET /api/my/dashboard: this month, best sellers (12 months), recent orders, the next payout. */
salesRoutes.get(
  '/api/my/dashboard',
  described({
    tag: 'artists',
    auth: 'artist',
    summary: 'This month’s sales and the next payout',
    answers: { 200: { description: 'the overview', schema: dashboardAnswer } },
  }),
  async (c) => {
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const monthStart = `${today.slice(0, 7)}-01`;
    const currency = c.var.store.currency;
    const lines = linesOf(await firstReadOf<SaleRow>(c, overviewLines));
    const thisMonth = lines.filter((line) => line.paid_at >= monthStart);

    const nextPayout = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + (now.getUTCDate() > PAYOUT_DAY ? 1 : 0), PAYOUT_DAY));
    const earnedFrom = new Date(Date.UTC(nextPayout.getUTCFullYear(), nextPayout.getUTCMonth() - 1, 1)).toISOString();
    const earnedTo = new Date(Date.UTC(nextPayout.getUTCFullYear(), nextPayout.getUTCMonth(), 1)).toISOString();
    const payoutAmount = figuresOf(
      lines.filter((line) => line.paid_at >= earnedFrom && line.paid_at < earnedTo),
      currency,
    ).earnings;

    const yearAgo = `${addDays(today, -365)}T00:00:00.000Z`;
    const byProduct = salesReport(
      lines.filter((line) => line.paid_at >= yearAgo),
      { group: 'poster', from: today, to: today, currency },
    ).rows;
    const best = [...byProduct].sort((a, b) => b.pieces - a.pieces || b.revenue - a.revenue).slice(0, 5);

    const orderIds = [...new Set(lines.map((line) => line.order_id))].reverse().slice(0, 10);
    const recent = orderIds.map((id) => {
      const orderLines = lines.filter((line) => line.order_id === id);
      return {
        paid_at: orderLines[0]!.paid_at,
        ...figuresOf(orderLines, currency),
        lines: orderLines.map((line) => ({
          product_id: line.product_id,
          title: line.title,
          variation: line.variation_name,
          quantity: line.quantity,
        })),
      };
    });

    return c.json({
      currency,
      artist_share: ARTIST_SHARE,
      month: { from: monthStart, ...figuresOf(thisMonth, currency) },
      best_sellers: best.map((row) => ({ product_id: Number(row.key), title: row.label, pieces: row.pieces, revenue: row.revenue })),
      recent_orders: recent,
      payout: {
        status: payoutAmount > 0 ? 'scheduled' : 'nothing_due',
        next_date: nextPayout.toISOString().slice(0, 10),
        amount: payoutAmount,
        period: earnedFrom.slice(0, 7),
      },
    });
  },
);
