import { reactRenderer, type Props } from '@hono/react-renderer';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ReactNode } from 'react';
import { LOCALE_CODES, type LocaleCode } from '../shared/locales';
import { isPrivatePath } from '../shared/site-paths';
import { ProductTemplate, ProductType, type Category, type ProductSummary, type Review, type Widget } from '../shared/types';
import { checkCategories, checkProductList, checkReviews, checkWidget } from './api/checks';
import { ApiError, createApi, deferred, type Check } from './api/client';
import { edgeOf } from './api/edge';
import { Document } from './components/Document';
import type { ImagePreload } from './components/island';
import { settleWithin, shellWaitMs, type Later } from './components/later';
import type { AppEnv } from './context';
import { inBatches } from './http/batches';
import { localeUrls } from './markets';
import { skipsPageCache } from './middleware/page-cache';
import { createNonce, SCRIPT_NONCE_HEADER } from './middleware/security-headers';

declare module '@hono/react-renderer' {
  interface Props {
    title?: string;
    description?: string;
    /**
     * Path of this page per language, when it differs between languages (product pages).
     * A language left out has no such page: no hreflang names it (an alternate must point
     * back), and the language switcher leads to that domain's start page.
     */
    alternatePaths?: Partial<Record<LocaleCode, string>>;
    /**
     * How search engines should treat the page (default 'page'):
     * - 'page': canonical URL, hreflang alternates, og:url;
     * - 'unlisted': a page of its own (canonical, og:url) kept out of indexes, whose links
     *   are followed: `noindex, follow`, and no hreflang (search results: a query is words
     *   of one language, not the same page in another);
     * - 'error': `noindex`, and no canonical, hreflang or og:url (a 404 or error answer is
     *   no page of the site); its language switcher leads to the other start pages.
     */
    findability?: 'page' | 'unlisted' | 'error';
    /** Path plus the query that identifies this page (e.g. ?page=2); default: the path. */
    canonicalPath?: string;
    /** Absolute or root-relative image for link previews. */
    image?: string;
    ogType?: 'website' | 'product';
    structuredData?: object[];
    /** Robots directive, e.g. "noindex" for screens reached from e-mail links. */
    robots?: string;
    /** Analytics events of this page view (view_item, search: docs/shop-rules.md "Analytics events"), pushed at load. */
    pageEvents?: object[];
    /** The query of the search results page, for the header's search field. */
    searchQuery?: string;
    /**
     * Images the head preloads for a prerendered island (worker/components/island.tsx
     * `islandMarkup`), as React would have for the island rendered in place.
     */
    preloadImages?: ImagePreload[];
  }
}

export interface LayoutData {
  categories: Promise<Category[]>;
  storeMessage: Promise<Widget | null>;
  newsletterBanner: Promise<Widget | null>;
  footerColumns: Promise<Widget | null>;
  reviews: Promise<Review[]>;
  /** Read at start but shown only by the pages that offer frames: the shell never waits for it. */
  frames: Promise<FramesRead>;
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
function readFrames(c: Context<AppEnv>): Promise<FramesRead> {
  const api = createApi(edgeOf(c));
  return api.get('/api/products', FRAMES_QUERY, checkProductList).then(
    (answer) => ({ frames: answer.products, hasFailed: false }),
    () => ({ frames: [], hasFailed: api.hasFailed() }),
  );
}

/** The page shows what a failed read left out: the page cache must not store it. */
export function markBuiltOnFallback(c: Context<AppEnv>): void {
  const api = c.var.api;
  c.set('api', { ...api, hasFailed: () => true });
}

/**
 * The layout's optional reads (widgets, reviews): they never throw. A 404 means the
 * commerce API has no such widget, so the layout simply leaves it out and the page is
 * complete; any other failure leaves it out too but marks the page as built on
 * fallbacks, so the page cache does not store it (worker/middleware/page-cache).
 */
function optionalReads(c: Context<AppEnv>) {
  const api = createApi(edgeOf(c));
  const pageApi = c.var.api;
  let hasFailed = false;
  c.set('api', { ...pageApi, hasFailed: () => hasFailed || pageApi.hasFailed() });
  return <T,>(path: string, query: Record<string, string | number>, check: Check<T>, fallback: T): Promise<T> =>
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
    data = {
      categories: deferred(c.var.api.get('/api/product-categories', { v: 2 }, checkCategories), []),
      storeMessage: widget('store-message'),
      newsletterBanner: widget('newsletter-banner'),
      footerColumns: widget('footer-columns'),
      reviews: optional('/content/site-reviews', {}, checkReviews, []),
      frames: readFrames(c),
    };
    c.set('layout', data);
  }
  return data;
}

const ROBOTS = { page: undefined, unlisted: 'noindex, follow', error: 'noindex' } as const;

/** What the shell shows of the layout's reads. */
type ShellReads = Omit<LayoutData, 'frames'>;

/** The layout's reads as the shell sees them: values that arrived in time, else promises. */
export type ShellLayout = { [K in keyof ShellReads]: Later<Awaited<ShellReads[K]>> };

/** The sign-in state a personal page shows (read by worker/auth's middleware on those paths). */
function authOf(c: Context<AppEnv>): { displayName: string } | null | undefined {
  const auth = c.get('auth');
  if (!auth || !isPrivatePath(new URL(c.req.url).pathname)) return undefined;
  // Unverified (the session's record could not be asked): the page says nothing, so the browser keeps its state.
  if (auth.read.status === 'unverified') return undefined;
  return auth.read.status === 'valid' ? { displayName: auth.read.session.name } : null;
}

function Page({ c, props, layout, children }: { c: Context<AppEnv>; props: Props; layout: ShellLayout; children: ReactNode }) {
  const { market, domains, t } = c.var;
  const {
    title,
    description,
    alternatePaths,
    canonicalPath,
    image,
    ogType,
    structuredData,
    robots,
    pageEvents,
    searchQuery,
    preloadImages,
  } = props;
  const findability = props.findability ?? 'page';
  const url = new URL(c.req.url);
  const path = canonicalPath ?? url.pathname;
  const own = market.locale.code;
  /** This page's path in a language; null when the page does not exist there. */
  const pathIn = (code: LocaleCode): string | null => (code === own || !alternatePaths ? path : (alternatePaths[code] ?? null));
  const urlOf = localeUrls(market, domains);
  // The language switcher always leads somewhere: the same page, else that start page.
  const switcher = Object.fromEntries(
    LOCALE_CODES.map((code) => [code, urlOf(code, findability === 'error' ? '/' : (pathIn(code) ?? '/'))]),
  ) as Record<LocaleCode, string>;
  const canonical = findability === 'error' ? null : urlOf(own, path);
  const hreflang =
    findability === 'page'
      ? Object.fromEntries(LOCALE_CODES.flatMap((code) => (pathIn(code) === null ? [] : [[code, urlOf(code, pathIn(code)!)]])))
      : null;
  return (
    <Document
      t={t}
      locale={market.locale}
      title={title}
      description={description}
      alternates={switcher}
      canonical={canonical}
      hreflang={hreflang}
      image={image ? new URL(image, urlOf(own, path)).toString() : undefined}
      ogType={ogType}
      structuredData={structuredData}
      robots={robots ?? ROBOTS[findability]}
      layout={layout}
      year={new Date().getUTCFullYear()}
      pageEvents={pageEvents}
      searchQuery={searchQuery}
      preloadImages={preloadImages}
      nonce={c.var.scriptNonce}
      auth={authOf(c)}
    >
      {children}
    </Document>
  );
}

/**
 * Streaming React renderer: the shell (head, header, the page's critical part) is sent
 * before any `<Suspense>` boundary resolves, and each deferred section follows. Browsers
 * without JavaScript see the streamed sections through the document's `<noscript>` style
 * (worker/components/browse/NoScript.tsx); crawlers get every section in the HTML.
 *
 * Every script of the page (ours and React's inline ones that put streamed sections in
 * place) carries a nonce made for this render, named in the X-Script-Nonce header; the
 * security headers swap it for a fresh one on every answer, including each replay of a
 * cached page (worker/middleware/security-headers). A page the page cache never stores is
 * written with its answer's nonce at once.
 */
export const renderer = createMiddleware<AppEnv>(async (c, next) => {
  // A page that is never stored needs no nonce of its own: it is written with its answer's
  // (one pass less over the body, worker/middleware/security-headers).
  const nonce = (skipsPageCache(c) && c.get('secureHeadersNonce')) || createNonce();
  c.set('scriptNonce', nonce);
  await reactRenderer(
    async ({ children, c, ...props }) => {
      const context = c as unknown as Context<AppEnv>;
      const { frames: _frames, ...shellReads } = layoutDataOf(context);
      const layout = await settleWithin(shellReads, shellWaitMs(context.env.SHELL_WAIT_MS));
      return (
        <Page c={context} props={props} layout={layout}>
          {children}
        </Page>
      );
    },
    {
      stream: { 'Content-Type': 'text/html; charset=UTF-8', [SCRIPT_NONCE_HEADER]: nonce },
      readableStreamOptions: {
        nonce,
        onError(error: unknown) {
          // Errors inside deferred boundaries render their fallback; log for operators.
          console.error('render error', error instanceof Error ? error.message : error);
        },
      },
    },
  )(c, next);
  // This render's own page (not a stored one the page cache replays): each flush of the
  // renderer leaves as one chunk rather than dozens (worker/http/batches.ts).
  if (c.res.body && c.res.headers.get(SCRIPT_NONCE_HEADER) === nonce) c.res = new Response(inBatches(c.res.body), c.res);
});
