/**
 * GET /my-account/sales?group=day|month|poster&from=&to=: the artist's sales (docs/accounts.md
 * "The account pages"): a bar chart of sales over time drawn on the server (an SVG image
 * with a text summary; the numbers are in the table beside it, so nothing is only in the
 * picture), the table by period or poster, and the CSV of the same rows.
 */
import type { Context } from 'hono';
import { salesAnswer, type SalesAnswer } from '../../../shared/schemas/artist-answers';
import { PATHS } from '../../../shared/site-paths';
import type { AppEnv } from '../../context';
import { AccountFrame, formatsOf, myCall, troublePage, type Formats } from './area';

type Group = SalesAnswer['group'];
const GROUPS: readonly Group[] = ['day', 'month', 'poster'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The bars of a chart `width` × `height` for these values (pure: the tests check the geometry). */
export function barsOf(values: readonly number[], width: number, height: number) {
  const max = Math.max(0, ...values);
  const step = values.length > 0 ? width / values.length : width;
  const gap = Math.min(2, step * 0.2);
  return values.map((value, index) => {
    const barHeight = max > 0 ? Math.max(value > 0 ? 1 : 0, (value / max) * height) : 0;
    return { x: index * step + gap / 2, y: height - barHeight, width: Math.max(step - gap, 0.5), height: barHeight };
  });
}

function SalesChart({ sales, f, label, summary }: { sales: SalesAnswer; f: Formats; label: (key: string) => string; summary: string }) {
  const width = 640;
  const height = 200;
  const bars = barsOf(
    sales.rows.map((row) => row.revenue),
    width,
    height,
  );
  const first = sales.rows[0];
  const last = sales.rows[sales.rows.length - 1];
  return (
    <figure className="sales-chart">
      <svg viewBox={`0 0 ${width} ${height + 24}`} role="img" aria-labelledby="sales-chart-summary">
        <line x1={0} y1={height} x2={width} y2={height} className="sales-axis" />
        {bars.map((bar, index) => (
          <rect key={sales.rows[index]!.key} x={bar.x} y={bar.y} width={bar.width} height={bar.height} className="sales-bar">
            <title>{`${label(sales.rows[index]!.key)}: ${f.money(sales.rows[index]!.revenue)}`}</title>
          </rect>
        ))}
        {first && (
          <text x={0} y={height + 18} className="sales-tick">
            {label(first.key)}
          </text>
        )}
        {last && last !== first && (
          <text x={width} y={height + 18} textAnchor="end" className="sales-tick">
            {label(last.key)}
          </text>
        )}
      </svg>
      <figcaption id="sales-chart-summary">{summary}</figcaption>
    </figure>
  );
}

export async function salesPage(c: Context<AppEnv>) {
  const { t } = c.var;
  const title = t('account.sales_page.title');
  const requestedGroup = c.req.query('group');
  const group: Group = GROUPS.find((value) => value === requestedGroup) ?? 'day';
  const from = c.req.query('from') ?? '';
  const to = c.req.query('to') ?? '';
  const query = { group, from: DATE.test(from) ? from : undefined, to: DATE.test(to) ? to : undefined };
  const answer = await myCall(c, '/api/my/sales', salesAnswer, { query });
  const f = formatsOf(c);
  // A period the API refuses (start after end, more than two years) shows the form again with the reason.
  const rangeError = !answer.ok && answer.status === 400;
  if (!answer.ok && !rangeError) return troublePage(c, 'sales', title, answer.status);
  const sales = answer.ok ? answer.data : null;
  const label = (key: string) => (group === 'month' ? f.month(key) : group === 'day' ? f.day(key) : key);
  const rowLabel = (row: SalesAnswer['rows'][number]) => (group === 'poster' ? row.label : label(row.key));
  const csv = new URLSearchParams({ group, ...(sales ? { from: sales.from, to: sales.to } : {}) });
  const max = sales?.rows.reduce((best, row) => (row.revenue > (best?.revenue ?? 0) ? row : best), sales.rows[0]);
  if (rangeError) c.status(400);
  return c.render(
    <AccountFrame c={c} current="sales">
      <h1>{title}</h1>
      {sales?.artist_share !== undefined && (
        <p className="hint">{t('account.sales_page.intro', { currency: sales.currency, share: Math.round(sales.artist_share * 100) })}</p>
      )}
      <form className="account-filter" method="get" action={PATHS.mySales}>
        <p>
          <label htmlFor="sales-group">{t('account.sales_page.group')}</label>
          <select id="sales-group" name="group" defaultValue={group}>
            {GROUPS.map((value) => (
              <option key={value} value={value}>
                {t(`account.sales_page.groups.${value}`)}
              </option>
            ))}
          </select>
        </p>
        <p>
          <label htmlFor="sales-from">{t('account.sales_page.from')}</label>
          <input
            id="sales-from"
            type="date"
            name="from"
            defaultValue={sales?.from ?? from}
            {...(rangeError ? { 'aria-invalid': true, 'aria-describedby': 'range-error' } : {})}
          />
        </p>
        <p>
          <label htmlFor="sales-to">{t('account.sales_page.to')}</label>
          <input id="sales-to" type="date" name="to" defaultValue={sales?.to ?? to} />
        </p>
        <button type="submit" className="button button-secondary">
          {t('account.sales_page.show')}
        </button>
      </form>
      {rangeError && (
        <p className="notice notice-error" id="range-error" role="alert">
          {t('account.sales_page.range_error')}
        </p>
      )}
      {sales && (
        <>
          <p>
            <a href={`/api/my/sales.csv?${csv}`} download>
              {t('account.sales_page.export')}
            </a>
          </p>
          {group !== 'poster' && (
            <section aria-labelledby="chart-heading">
              <h2 id="chart-heading">{t('account.sales_page.chart_heading')}</h2>
              <SalesChart
                sales={sales}
                f={f}
                label={label}
                summary={
                  sales.totals.revenue > 0 && max
                    ? t('account.sales_page.chart_summary', {
                        from: f.day(sales.from),
                        to: f.day(sales.to),
                        total: f.money(sales.totals.revenue),
                        max: f.money(max.revenue),
                        label: label(max.key),
                      })
                    : t('account.sales_page.chart_empty', { from: f.day(sales.from), to: f.day(sales.to) })
                }
              />
            </section>
          )}
          {sales.rows.length === 0 ? (
            <p>{t('account.sales_page.empty')}</p>
          ) : (
            <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="sales-caption">
              <table className="account-table">
                <caption id="sales-caption">
                  {t('account.sales_page.table_caption', { from: f.day(sales.from), to: f.day(sales.to) })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t(group === 'poster' ? 'account.sales_page.col_poster' : 'account.sales_page.col_period')}</th>
                    <th scope="col" className="number">
                      {t('account.sales_page.col_orders')}
                    </th>
                    <th scope="col" className="number">
                      {t('account.sales_page.col_pieces')}
                    </th>
                    <th scope="col" className="number">
                      {t('account.sales_page.col_revenue')}
                    </th>
                    <th scope="col" className="number">
                      {t('account.sales_page.col_earnings')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {sales.rows.map((row) => (
                    <tr key={row.key}>
                      <th scope="row">{rowLabel(row)}</th>
                      <td className="number">{f.number(row.orders)}</td>
                      <td className="number">{f.number(row.pieces)}</td>
                      <td className="number">{f.money(row.revenue)}</td>
                      <td className="number">{f.money(row.earnings)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t('account.sales_page.total')}</th>
                    <td className="number">{f.number(sales.totals.orders)}</td>
                    <td className="number">{f.number(sales.totals.pieces)}</td>
                    <td className="number">{f.money(sales.totals.revenue)}</td>
                    <td className="number">{f.money(sales.totals.earnings)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
        </>
      )}
    </AccountFrame>,
    { title, robots: 'noindex', stylesheet: 'account' },
  );
}
