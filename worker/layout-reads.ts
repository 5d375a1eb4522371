/**
 * The layout's own reads (docs/site.md "The shell"): the category tree, the store message,
 * the footer's and newsletter's widgets and the frames list, started once per
 * request and early, deferred (they never throw), and what the shell (worker/render.tsx,
 * worker/components/Document.tsx) shows of them.
 */
import type { Context } from 'hono';
import { ProductTemplate, ProductType, type Category, type ProductSummary, type Widget } from '../shared/types';
import { checkCategories, checkProductList, checkWidget } from './api/checks';
import { ApiError, createApi, deferred, type Check } from './api/client';
import { edgeOf } from './api/edge';
import { isRevalidation } from './cache/requests';
import { settleWithin, shellWaitMs, type Later } from './components/later';
import type { AppEnv } from './context';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set on first use by layoutDataOf (pages only). */
    layout?: LayoutData;
    /** Set on first use by shellLayoutOf. */
    shellLayout?: Promise<ShellLayout>;
  }
}

export interface LayoutData {
  categories: Promise<Category[]>;
  storeMessage: Promise<Widget | null>;
  newsletterBanner: Promise<Widget | null>;
  /** The cookie alert's text: read here so the alert is part of the first paint (docs/site.md "Cookies"). */
  cookieAlert: Promise<Widget | null>;
  footerColumns: Promise<Widget | null>;
  /**
   * The frames list, shown only by the pages that offer frames: the shell never waits for it.
   * A shopper's request reads it at start, so the product page after a listing finds it kept;
   * a background re-render (isRevalidation) reads it only when its page asks for it, since it
   * warms nothing for anyone and, past its max-age, would be a fresh read of 100 products for
   * every start, category, tag and search page refreshed (issue 27, "pages past their max-age").
   */
  frames: () => Promise<FramesRead>;
}

/** The frames list (docs/browse.md "Screens"), `template_id=Frame&type=Variation`. */
export const FRAMES_QUERY = { template_id: ProductTemplate.Frame, type: ProductType.Variation, nc: 1, per_page: 100 };

export interface FramesRead {
  frames: ProductSummary[];
  /** The read failed (not a 404): a page that shows frames was built on a fallback. */
  hasFailed: boolean;
}

/**
 * The reads at start (docs/browse.md "Screens", note 1; docs/cart.md "Cart rules"):
 * here every page is a start: the frames list is read with the layout's reads
 * (the coupons for an empty cart are the browser's, client/islands/cart/boot.ts). It goes
 * through the edge cache like any catalog read, so after the first page it costs a cache
 * hit. Only a page that shows frames (a product that takes one, a frame) waits for it,
 * and only there does its failure keep the page out of the page cache.
 */
export function readFrames(c: Context<AppEnv>): Promise<FramesRead> {
  const api = createApi(edgeOf(c));
  return api.get('/api/products', FRAMES_QUERY, checkProductList).then(
    (answer) => ({ frames: answer.products, hasFailed: false }),
    () => ({ frames: [], hasFailed: api.hasFailed() }),
  );
}

/** The page shows what a failed read left out: the page cache must not store it. */
export function markBuiltOnFallback(c: Context<AppEnv>): void {
  const api = c.get('api');
  c.set('api', { ...api, hasFailed: () => true });
}

/**
 * The layout's optional reads (widgets): they never throw. A 404 means the
 * commerce API has no such widget, so the layout simply leaves it out and the page is
 * complete; any other failure leaves it out too but marks the page as built on
 * fallbacks, so the page cache does not store it (worker/middleware/page-cache).
 */
function optionalReads(c: Context<AppEnv>) {
  const api = createApi(edgeOf(c));
  const pageApi = c.get('api');
  let hasFailed = false;
  c.set('api', { ...pageApi, hasFailed: () => hasFailed || pageApi.hasFailed() });
  return <T>(path: string, query: Record<string, string | number>, check: Check<T>, fallback: T): Promise<T> =>
    api.get(path, query, check).catch((error: unknown) => {
      if (!(error instanceof ApiError && error.status === 404)) hasFailed = true;
      return fallback;
    });
}

/**
 * The layout's own reads (deferred: they never throw). Started once per request, and
 * early: a route calls this before awaiting its critical data so all travel together.
 */
export function layoutDataOf(c: Context<AppEnv>): LayoutData {
  let data = c.get('layout');
  if (!data) {
    const optional = optionalReads(c);
    const widget = (slug: string) => optional<Widget | null>(`/api/widget-by-slug/${slug}`, {}, checkWidget, null);
    let framesRead: Promise<FramesRead> | undefined;
    const frames = () => (framesRead ??= readFrames(c));
    if (!isRevalidation(c.env)) void frames();
    data = {
      categories: deferred(c.get('api').get('/api/product-categories', { v: 2 }, checkCategories), []),
      storeMessage: widget('store-message'),
      newsletterBanner: widget('newsletter-banner'),
      cookieAlert: widget('cookie-alert'),
      footerColumns: widget('footer-columns'),
      frames,
    };
    c.set('layout', data);
  }
  return data;
}

/** What the shell shows of the layout's reads. */
type ShellReads = Omit<LayoutData, 'frames'>;

/** The layout's reads as the shell sees them: values that arrived in time, else promises. */
export type ShellLayout = { [K in keyof ShellReads]: Later<Awaited<ShellReads[K]>> };

/**
 * The layout's reads after the shell's wait (`SHELL_WAIT_MS`, docs/site.md "The shell"), once
 * per request: the renderer writes what arrived in place, and a page may do the same with
 * them (the product page's breadcrumbs need the category tree).
 */
export function shellLayoutOf(c: Context<AppEnv>): Promise<ShellLayout> {
  let layout = c.get('shellLayout');
  if (!layout) {
    const { frames: _frames, ...shellReads } = layoutDataOf(c);
    layout = settleWithin(shellReads, shellWaitMs(c.env.SHELL_WAIT_MS));
    c.set('shellLayout', layout);
  }
  return layout;
}
