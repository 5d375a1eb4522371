import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ReactElement, ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { prerender } from 'react-dom/static.edge';
import { LOCALE_CODES, type LocaleCode } from '../shared/locales';
import { isPrivatePath } from '../shared/site-paths';
import { isRevalidation } from './cache/requests';
import { Document, type PageStylesheet } from './components/Document';
import { RequestContext } from './components/request-context';
import type { ImagePreload } from './components/island';
import type { AppEnv } from './context';
import { inBatches } from './http/batches';
import { shellLayoutOf, type ShellLayout } from './layout-reads';
import { markdownPath } from './routes/agents/markdown';
import { localeUrls } from './markets';
import { skipsPageCache } from './middleware/page-cache';
import { createNonce, SCRIPT_NONCE_HEADER } from './middleware/security-headers';

declare module 'hono' {
  interface ContextVariableMap {
    /** The nonce of this render's scripts (worker/middleware/security-headers). */
    scriptNonce?: string;
  }
}

declare module 'hono' {
  interface ContextRenderer {
    (children: ReactElement, props?: Props): Response | Promise<Response>;
  }
}

/** What a route tells the document around its page (`c.render(page, props)`). */
export interface Props {
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
  /** The page also answers as markdown at its canonical path plus `.md` (docs/browse.md "Markdown pages"): the head links it. */
  hasMarkdown?: boolean;
  /** Analytics events of this page view (view_item, search: docs/shop-rules.md "Analytics events"), pushed at load. */
  pageEvents?: object[];
  /** The query of the search results page, for the header's search field. */
  searchQuery?: string;
  /**
   * Images the head preloads for a prerendered island (worker/components/island.tsx
   * `islandMarkup`), as React would have for the island rendered in place.
   */
  preloadImages?: ImagePreload[];
  /**
   * The area whose stylesheet this page links besides the one every page loads: the
   * checkout, the artist area or the wall designer (docs/site.md "What a page loads").
   */
  stylesheet?: PageStylesheet;
}

const ROBOTS = { page: undefined, unlisted: 'noindex, follow', error: 'noindex' } as const;

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
    hasMarkdown,
    pageEvents,
    searchQuery,
    preloadImages,
    stylesheet,
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
      markdown={hasMarkdown && findability !== 'error' ? urlOf(own, markdownPath(path)) : undefined}
      robots={robots ?? ROBOTS[findability]}
      layout={layout}
      year={new Date().getUTCFullYear()}
      pageEvents={pageEvents}
      searchQuery={searchQuery}
      preloadImages={preloadImages}
      nonce={c.get('scriptNonce')}
      auth={authOf(c)}
      stylesheet={stylesheet}
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
 * A background re-render for the page cache (worker/cache/swr.ts) has no visitor waiting for
 * its first bytes: it is React's `prerender`, whose body comes once every section is ready, so
 * React writes each section in its place instead of a placeholder, a hidden segment and the
 * scripts that move it (ADR 0027; about 1.7 KB of the sv start page). The stored page then shows
 * every section at its first paint, with or without JavaScript. A visitor's own render (a
 * miss) still streams. docs/browse.md "Streamed sections without JavaScript".
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
  c.setRenderer(async (children, props = {}) => {
    const layout = await shellLayoutOf(c);
    const page = (
      <RequestContext.Provider value={c}>
        <Page c={c} props={props} layout={layout}>
          {children}
        </Page>
      </RequestContext.Provider>
    );
    const onError = (error: unknown) => {
      // Errors inside deferred boundaries render their fallback; log for operators.
      console.error('render error', error instanceof Error ? error.message : error);
    };
    // A re-render is React's prerender: its body comes once every section is ready, each in
    // its place however large (React otherwise sends a section of more than its progressive
    // chunk size, about 12 KB, apart, to be moved in by a script, even when it is ready).
    const body = isRevalidation(c.env)
      ? (await prerender(page, { onError, progressiveChunkSize: Number.MAX_SAFE_INTEGER })).prelude
      : await renderToReadableStream(page, { nonce, onError });
    c.header('Content-Type', 'text/html; charset=UTF-8');
    c.header(SCRIPT_NONCE_HEADER, nonce);
    return c.body(body);
  });
  await next();
  // This render's own page (not a stored one the page cache replays): each flush of the
  // renderer leaves as one chunk rather than dozens (worker/http/batches.ts).
  if (c.res.body && c.res.headers.get(SCRIPT_NONCE_HEADER) === nonce) c.res = new Response(inBatches(c.res.body), c.res);
});
