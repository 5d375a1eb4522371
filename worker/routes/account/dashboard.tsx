/** GET /my-account: the artist's overview (docs/accounts.md "The account pages"). */
import type { Context } from 'hono';
import { dashboardAnswer } from '../../../shared/schemas/artist-answers';
import { PATHS } from '../../../shared/site-paths';
import { signedInSession } from '../../auth';
import type { AppEnv } from '../../context';
import { AccountFrame, formatsOf, myCall, troublePage } from './area';

export async function dashboardPage(c: Context<AppEnv>) {
  const { t } = c.var;
  const answer = await myCall(c, '/api/my/dashboard', dashboardAnswer);
  const title = t('account.overview.title');
  if (!answer.ok) return troublePage(c, 'dashboard', title, answer.status);
  const session = await signedInSession(c);
  const board = answer.data;
  const f = formatsOf(c);
  const share = Math.round(board.artist_share * 100);
  const figures: [string, string][] = [
    [t('account.overview.orders'), f.number(board.month.orders)],
    [t('account.overview.pieces'), f.number(board.month.pieces)],
    [t('account.overview.revenue'), f.money(board.month.revenue)],
    [t('account.overview.earnings', { share }), f.money(board.month.earnings)],
  ];
  const payoutText =
    board.payout.status === 'scheduled'
      ? t('account.overview.payout_scheduled', {
          amount: f.money(board.payout.amount),
          period: f.month(board.payout.period),
          date: f.day(board.payout.next_date),
        })
      : t('account.overview.payout_nothing', { date: f.day(board.payout.next_date) });
  return c.render(
    <AccountFrame c={c} current="dashboard">
      <h1>{session ? t('account.overview.greeting', { name: session.name }) : title}</h1>
      <p className="account-actions">
        <a className="button" href={PATHS.myPosterEdit}>
          {t('account.overview.new_poster')}
        </a>
        <a href={PATHS.mySales}>{t('account.overview.all_sales')}</a>
      </p>
      <section aria-labelledby="month-heading">
        <h2 id="month-heading">
          {t('account.overview.month_heading')} <span className="hint">({f.month(board.month.from.slice(0, 7))})</span>
        </h2>
        <dl className="account-figures">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="payout-heading">
        <h2 id="payout-heading">{t('account.overview.payout_heading')}</h2>
        <p data-payout={board.payout.status}>{payoutText}</p>
      </section>
      <section aria-labelledby="best-heading">
        <h2 id="best-heading">{t('account.overview.best_heading')}</h2>
        {board.best_sellers.length === 0 ? (
          <p>{t('account.overview.best_empty')}</p>
        ) : (
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="best-heading">
            <table className="account-table">
              <thead>
                <tr>
                  <th scope="col">{t('account.sales_page.col_poster')}</th>
                  <th scope="col" className="number">
                    {t('account.sales_page.col_pieces')}
                  </th>
                  <th scope="col" className="number">
                    {t('account.sales_page.col_revenue')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {board.best_sellers.map((row) => (
                  <tr key={row.product_id}>
                    <th scope="row">{row.title}</th>
                    <td className="number">{f.number(row.pieces)}</td>
                    <td className="number">{f.money(row.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="recent-heading">
        <h2 id="recent-heading">{t('account.overview.recent_heading')}</h2>
        {board.recent_orders.length === 0 ? (
          <p>{t('account.overview.recent_empty')}</p>
        ) : (
          <ul className="account-orders">
            {board.recent_orders.map((order, index) => (
              <li key={`${order.paid_at}-${index}`}>
                <span className="account-order-date">{f.day(order.paid_at)}</span>
                <span>
                  {order.lines
                    .map((line) => `${line.title}${line.variation ? ` (${line.variation})` : ''} × ${f.number(line.quantity)}`)
                    .join(', ')}
                </span>
                <span className="number">{f.money(order.revenue)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </AccountFrame>,
    { title, robots: 'noindex', stylesheet: 'account' },
  );
}
