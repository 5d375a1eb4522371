import type { Context } from 'hono';
import { CategoryDropdowns } from '../../components/site/CategoryNav';
import { renderToHtml } from '../../components/render-to-html';
import type { AppEnv } from '../../context';
import { checkCategories } from '../../api/checks';
import { deferred } from '../../api/client';
import { fragmentAnswer } from '../fragments';

/**
 * `GET /fragments/category-menu`: the header category bar's dropdowns with their sub-trees, in
 * the domain's language (worker/components/site/CategoryNav.tsx `CategoryDropdowns`). Every page's
 * bar holds its top categories and an empty dropdown for each; the browser fetches this when
 * the pointer or the focus first reaches the bar, or the mobile menu opens, and fills them
 * (client/site/mobile-menu.ts `fillCategoryBar`). A fragment (../fragments.ts), from the edge cache.
 */
export async function categoryMenuFragmentRoute(c: Context<AppEnv>): Promise<Response> {
  // The read the page's bar made (the same edge-cached answer). On upstream trouble the fragment
  // is empty and not stored (the page cache keeps nothing a failed read built).
  const categories = await deferred(c.get('api').get('/api/product-categories', { v: 2 }, checkCategories), []);
  return fragmentAnswer(c, await renderToHtml(<CategoryDropdowns categories={categories} />));
}
