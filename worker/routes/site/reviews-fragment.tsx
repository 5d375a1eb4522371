import type { Context } from 'hono';
import { checkReviews } from '../../api/checks';
import { ReviewCarousel } from '../../components/site/LayoutParts';
import { renderToHtml } from '../../components/render-to-html';
import type { AppEnv } from '../../context';
import { fragmentAnswer } from '../fragments';

/**
 * `GET /fragments/reviews`: the customer reviews' carousel in the domain's language, without a
 * document around it (worker/components/site/LayoutParts.tsx `ReviewCarousel`), or an empty
 * answer when there are no reviews. Every page holds only its slot (`ReviewsSlot`, `data-reviews`);
 * the browser fetches this as the slot nears the viewport, puts it in and starts the carousel
 * (client/site/boot.ts). A fragment (../fragments.ts), rendered only when its edge-cache entry is
 * missing. The reviews are read with the answer's own reads, so their cache tag (`content:reviews`)
 * is the entry's and a purge of the reviews reaches it. A failed read (not a 404) is an empty
 * answer that the page cache does not store, as a page built on a fallback.
 */
export async function reviewsFragmentRoute(c: Context<AppEnv>): Promise<Response> {
  const { api, t, market } = c.var;
  const reviews = await api.get('/content/site-reviews', {}, checkReviews).catch(() => []);
  const html = await renderToHtml(<ReviewCarousel t={t} locale={market.locale.code} reviews={reviews} />);
  return fragmentAnswer(c, html);
}
