/** GET /my-account/posters?query=&status=&page=: the artist's posters (docs/accounts.md "The account pages"). */
import type { Context } from 'hono';
import { POSTER_STATUSES, type PosterStatus } from '../../../shared/schemas/artist';
import type { LocaleCode } from '../../../shared/locales';
import { productPath } from '../../../shared/routes';
import { posterListAnswer, type PosterListAnswer } from '../../../shared/schemas/artist-answers';
import { PATHS } from '../../../shared/site-paths';
import type { AppEnv } from '../../context';
import { AccountFrame, formatsOf, myCall, troublePage } from './area';
import { IMAGE_SIZES, responsiveImage } from '../../../shared/responsive-image';

export const POSTERS_PER_PAGE = 20;

const isStatus = (value: string | undefined): value is PosterStatus => POSTER_STATUSES.includes(value as PosterStatus);

export function StatusBadge({ status, label }: { status: PosterStatus; label: string }) {
  return (
    <span className={`status-badge status-${status}`} data-status={status}>
      {label}
    </span>
  );
}

/**
 * A submission's title opens it (edit, or shown when in review or live); a poster that is only
 * in the catalog (seeded, or added by the shop) opens its public product page.
 */
function PosterTitle({ poster, locale, untitled }: { poster: PosterListAnswer['posters'][number]; locale: LocaleCode; untitled: string }) {
  const href =
    poster.id !== null ? `${PATHS.myPosterEdit}?id=${poster.id}` : poster.slug !== null ? productPath(locale, poster.slug) : null;
  const title = poster.title || untitled;
  if (href === null) return <span className="account-poster-title">{title}</span>;
  return (
    <a href={href} className="account-poster-title">
      {title}
    </a>
  );
}

export async function postersPage(c: Context<AppEnv>) {
  const { t } = c.var;
  const title = t('account.poster_list.title');
  const query = (c.req.query('query') ?? '').trim().slice(0, 100);
  const rawStatus = c.req.query('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const requested = Number(c.req.query('page') ?? 1);
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
  const answer = await myCall(c, '/api/my/posters', posterListAnswer, {
    query: { query, status, page: String(page), per_page: String(POSTERS_PER_PAGE) },
  });
  if (!answer.ok) return troublePage(c, 'posters', title, answer.status);
  const { posters, total } = answer.data;
  const pages = Math.max(1, Math.ceil(total / POSTERS_PER_PAGE));
  const f = formatsOf(c);
  const filtered = query !== '' || status !== undefined;
  const pageLink = (to: number) => {
    const params = new URLSearchParams();
    if (query) params.set('query', query);
    if (status) params.set('status', status);
    if (to > 1) params.set('page', String(to));
    const search = params.toString();
    return search ? `${PATHS.myPosters}?${search}` : PATHS.myPosters;
  };
  return c.render(
    <AccountFrame c={c} current="posters">
      <h1>{title}</h1>
      <p className="account-actions">
        <a className="button" href={PATHS.myPosterEdit}>
          {t('account.poster_list.new')}
        </a>
      </p>
      <form className="account-filter" method="get" action={PATHS.myPosters} role="search">
        <p>
          <label htmlFor="poster-query">{t('account.poster_list.search_label')}</label>
          <input id="poster-query" type="search" name="query" defaultValue={query} maxLength={100} />
        </p>
        <p>
          <label htmlFor="poster-status">{t('account.poster_list.status_label')}</label>
          <select id="poster-status" name="status" defaultValue={status ?? ''}>
            <option value="">{t('account.poster_list.status_all')}</option>
            {POSTER_STATUSES.map((code) => (
              <option key={code} value={code}>
                {t(`account.poster_list.status.${code}`)}
              </option>
            ))}
          </select>
        </p>
        <button type="submit" className="button button-secondary">
          {t('account.poster_list.show')}
        </button>
      </form>
      <p role="status" className="hint">
        {t('account.poster_list.count', { count: total })}
      </p>
      {posters.length === 0 ? (
        <p>{t(filtered ? 'account.poster_list.none_found' : 'account.poster_list.empty')}</p>
      ) : (
        <ul className="account-posters">
          {posters.map((poster) => (
            <li
              key={poster.id ?? `product-${poster.product_id}`}
              {...(poster.id !== null ? { 'data-poster-id': poster.id } : { 'data-product-id': poster.product_id ?? undefined })}
            >
              {poster.thumb ? (
                <img {...responsiveImage(poster.thumb, IMAGE_SIZES.line)} alt="" width={64} height={64} loading="lazy" decoding="async" />
              ) : (
                <span className="account-posters-blank">{t('account.poster_list.no_image')}</span>
              )}
              <div>
                <PosterTitle poster={poster} locale={c.var.market.locale.code} untitled={t('account.poster_list.untitled')} />
                <p>
                  <StatusBadge status={poster.status} label={t(`account.poster_list.status.${poster.status}`)} />{' '}
                  <span className="hint">
                    {t('account.poster_list.col_updated')}: {f.day(poster.updated_at)}
                  </span>
                </p>
                {poster.status === 'rejected' && poster.reason && <p>{t('account.poster_list.reason', { reason: poster.reason })}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="account-pages" aria-label={t('account.poster_list.pages_label')}>
          {page > 1 && (
            <a href={pageLink(page - 1)} rel="prev">
              {t('account.poster_list.previous')}
            </a>
          )}
          <span aria-current="page">{t('account.poster_list.page_of', { page, pages })}</span>
          {page < pages && (
            <a href={pageLink(page + 1)} rel="next">
              {t('account.poster_list.next')}
            </a>
          )}
        </nav>
      )}
    </AccountFrame>,
    { title, robots: 'noindex', stylesheet: 'account' },
  );
}
