import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { lineRevenue, salesReport, type SaleLine } from './sales';

const line = (overrides: Partial<SaleLine>): SaleLine => ({
  order_id: 'o1',
  paid_at: '2026-11-03T10:00:00.000Z',
  currency: 'SEK',
  product_id: 1,
  title: 'Aurora',
  variation_name: '30x40',
  quantity: 1,
  price: 125,
  discount: 0,
  vat: 25,
  kept: 1,
  ...overrides,
});

describe('salesReport: worked examples', () => {
  const lines = [
    line({ order_id: 'o1', product_id: 1, title: 'Aurora', quantity: 2 }),
    line({ order_id: 'o1', product_id: 2, title: 'Harbour', quantity: 1, paid_at: '2026-11-03T10:00:00.000Z' }),
    line({ order_id: 'o2', product_id: 2, title: 'Harbour', quantity: 3, paid_at: '2026-11-05T08:00:00.000Z' }),
    line({ order_id: 'o3', product_id: 1, title: 'Aurora', quantity: 1, paid_at: '2026-12-01T08:00:00.000Z' }),
  ];

  it('by day: every day of the range, quiet ones too', () => {
    const report = salesReport(lines, { group: 'day', from: '2026-11-02', to: '2026-11-05', currency: 'SEK' });
    expect(report.rows.map((row) => [row.key, row.orders, row.pieces, row.revenue])).toEqual([
      ['2026-11-02', 0, 0, 0],
      ['2026-11-03', 1, 3, 300],
      ['2026-11-04', 0, 0, 0],
      ['2026-11-05', 1, 3, 300],
    ]);
    // The totals are of every line given (the caller reads the range's lines only).
    expect(report.totals).toEqual({ orders: 3, pieces: 7, revenue: 700, earnings: 210 });
  });

  it('by month', () => {
    const report = salesReport(lines, { group: 'month', from: '2026-11-01', to: '2026-12-31', currency: 'SEK' });
    expect(report.rows.map((row) => [row.key, row.orders, row.pieces])).toEqual([
      ['2026-11', 2, 6],
      ['2026-12', 1, 1],
    ]);
  });

  it('by poster: the best revenue first, labelled with the title', () => {
    const report = salesReport(lines, { group: 'poster', from: '2026-11-01', to: '2026-12-31', currency: 'SEK' });
    expect(report.rows.map((row) => [row.key, row.label, row.orders, row.pieces, row.revenue])).toEqual([
      ['2', 'Harbour', 2, 4, 400],
      ['1', 'Aurora', 2, 3, 300],
    ]);
  });
});

/** The report's rows for posters the slow, obvious way: every poster's lines filtered from all. */
function postersByFiltering(lines: readonly SaleLine[]) {
  const ids = [...new Set(lines.map((sale) => String(sale.product_id)))];
  return ids.map((id) => {
    const own = lines.filter((sale) => String(sale.product_id) === id);
    return { key: id, pieces: own.reduce((sum, sale) => sum + sale.quantity, 0), orders: new Set(own.map((sale) => sale.order_id)).size };
  });
}

const saleLine = fc.record({
  order_id: fc.constantFrom('o1', 'o2', 'o3', 'o4', 'o5'),
  day: fc.integer({ min: 1, max: 28 }),
  product_id: fc.integer({ min: 1, max: 6 }),
  quantity: fc.integer({ min: 1, max: 5 }),
  price: fc.integer({ min: 1, max: 2_000 }),
});

describe('salesReport: properties', () => {
  test.prop([fc.array(saleLine, { maxLength: 300 })])('every line is counted once, in its own poster’s row', (drawn) => {
    const lines = drawn.map(({ day, ...rest }) => line({ ...rest, paid_at: `2026-11-${String(day).padStart(2, '0')}T12:00:00.000Z` }));
    const report = salesReport(lines, { group: 'poster', from: '2026-11-01', to: '2026-11-30', currency: 'SEK' });
    const expected = new Map(postersByFiltering(lines).map((row) => [row.key, row]));
    expect(report.rows).toHaveLength(expected.size);
    for (const row of report.rows)
      expect({ pieces: row.pieces, orders: row.orders }).toEqual({
        pieces: expected.get(row.key)!.pieces,
        orders: expected.get(row.key)!.orders,
      });
    for (let index = 1; index < report.rows.length; index++)
      expect(report.rows[index - 1]!.revenue).toBeGreaterThanOrEqual(report.rows[index]!.revenue);
    expect(report.rows.reduce((sum, row) => sum + row.pieces, 0)).toBe(report.totals.pieces);
    const revenue = lines.reduce((sum, sale) => sum + lineRevenue(sale, 'SEK'), 0);
    expect(report.totals.revenue).toBeCloseTo(revenue, 1);
  });

  test.prop([fc.array(saleLine, { maxLength: 300 })])('by day, the rows’ pieces add up to the lines’ in the range', (drawn) => {
    const lines = drawn.map(({ day, ...rest }) => line({ ...rest, paid_at: `2026-11-${String(day).padStart(2, '0')}T12:00:00.000Z` }));
    const report = salesReport(lines, { group: 'day', from: '2026-11-01', to: '2026-11-30', currency: 'SEK' });
    expect(report.rows).toHaveLength(30);
    expect(report.rows.reduce((sum, row) => sum + row.pieces, 0)).toBe(lines.reduce((sum, sale) => sum + sale.quantity, 0));
  });
});
