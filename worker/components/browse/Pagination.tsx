import { pageWindow } from '../../../shared/filters';
import { GRID_ANCHOR } from '../../../shared/routes';
import type { Translate } from '../../i18n';

/**
 * Page links (docs/browse.md "Listings: paging, sorting, filters": paging via the page parameter, scrolling to the grid anchor).
 * `hrefOf(page)` gives the path and query of a page; the anchor is added here.
 */
export function Pagination({ page, pages, hrefOf, t }: { page: number; pages: number; hrefOf: (page: number) => string; t: Translate }) {
  if (pages <= 1) return null;
  const link = (to: number) => `${hrefOf(to)}#${GRID_ANCHOR}`;
  return (
    <nav aria-label={t('browse.listing.pages')} className="pagination">
      <ul>
        {page > 1 && (
          <li>
            <a href={link(page - 1)} rel="prev">
              {t('browse.listing.previous')}
            </a>
          </li>
        )}
        {pageWindow(page, pages).map((number, i) =>
          number === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              {number === page ? (
                <span aria-current="page">{number}</span>
              ) : (
                <a href={link(number)} aria-label={t('browse.listing.page', { page: number })}>
                  {number}
                </a>
              )}
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <a href={link(page + 1)} rel="next">
              {t('browse.listing.next')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
