import type { ReactNode } from 'react';
import { CLIENT_ENTRY, CLIENT_PAGE_STYLES, CLIENT_PRELOAD, CLIENT_STYLES } from 'virtual:client-manifest';
import type { Locale, LocaleCode } from '../../shared/locales';
import { AGENT_PATHS } from '../../shared/site-paths';
import { BRAND_COLOURS } from '../routes/static-images';
import { APPLE_TOUCH_ICON } from '../static-assets/app-icons';
import { ASSETS_PATH } from '../static-assets/headers-file';
import type { Translate } from '../i18n';
import type { ShellLayout } from '../layout-reads';
import { CartSlots } from './cart/CartSlots';
import { Await } from './later';
import { Footer } from './Footer';
import { StreamedWithoutScript } from './browse/NoScript';
import { Header } from './Header';
import type { ImagePreload } from './island';
import { jsonForScript, Seo } from './Seo';
import { ClientStatus, CookieAlert } from './site/LayoutParts';

/**
 * Starts the entry module once the document is parsed, when a deferred `<script type=module
 * src>` would have run. An inline script rather than the tag itself: a page from the edge
 * cache allows its scripts by the hashes of its inline scripts (ADR 0021), and a hash cannot
 * allow a script file in every browser; a script this one adds is trusted by
 * 'strict-dynamic', as are the chunks it imports. The modulepreload above fetches the entry
 * as the head is read, as the tag did.
 */
const ENTRY_LOADER =
  `(function(){function s(){var e=document.createElement('script');e.type='module';e.src=${JSON.stringify(`/assets/${CLIENT_ENTRY}`)};` +
  `document.head.appendChild(e)}document.readyState==='loading'?document.addEventListener('DOMContentLoaded',s):s()})()`;

/** An area whose pages link a stylesheet of their own besides the one every page loads. */
export type PageStylesheet = keyof typeof CLIENT_PAGE_STYLES;

export interface DocumentProps {
  t: Translate;
  locale: Locale;
  /** Page title; the shop name and 'World of Art' are added. */
  title?: string | undefined;
  description?: string | undefined;
  /** Where the language switcher leads, per language (this page there, else that start page). */
  alternates: Record<LocaleCode, string>;
  /** This page's canonical URL; null on error pages (no canonical, no og:url). */
  canonical: string | null;
  /** The page's markdown copy for agents (docs/browse.md "Markdown pages"), when it has one. */
  markdown?: string | undefined;
  /** hreflang alternates (languages where this page exists); null for none. */
  hreflang: Partial<Record<LocaleCode, string>> | null;
  image?: string | undefined;
  ogType?: 'website' | 'product' | undefined;
  structuredData?: object[] | undefined;
  /** e.g. "noindex" for screens that only make sense from a link (unsubscribe). */
  robots?: string | undefined;
  layout: ShellLayout;
  year: number;
  /** Analytics events of this page view (view_item, search), pushed by the client at load. */
  pageEvents?: object[] | undefined;
  /** The search results page's query, shown in the header's search field. */
  searchQuery?: string | undefined;
  /** Images to preload, for an island written from prerendered HTML (./island.tsx). */
  preloadImages?: ImagePreload[] | undefined;
  /**
   * Sign-in state of a personal page (docs/accounts.md): `{ displayName }` signed in, null
   * signed out; undefined on shared (cached) pages, which carry no personal state.
   */
  auth?: { displayName: string } | null | undefined;
  /** The nonce of this render's scripts (Content-Security-Policy; worker/middleware/security-headers). */
  nonce?: string | undefined;
  /** The area stylesheet this page links after the one every page loads (docs/site.md "What a page loads"). */
  stylesheet?: PageStylesheet | undefined;
  children: ReactNode;
}

/** `blocking="render"` (HTML's render-blocking elements), an attribute React's types do not name yet. */
const RENDER_BLOCKING = { blocking: 'render' } as Record<string, string>;

/**
 * The HTML document around every page: head, the request progress bar, the cookie alert
 * (early in reading order, shown at the bottom), header, main, reviews, newsletter
 * banner, footer, the cart's drawers and the offline status.
 */
export function Document({
  t,
  locale,
  title,
  description,
  alternates,
  canonical,
  markdown,
  hreflang,
  image,
  ogType,
  structuredData,
  robots,
  layout,
  year,
  pageEvents,
  searchQuery,
  preloadImages,
  nonce,
  auth,
  stylesheet,
  children,
}: DocumentProps) {
  const siteTitle = `${t('site.name')} – ${t('site.description')}`;
  return (
    <html lang={locale.code}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The first of the head's links, so React writes them where it writes the image
            preloads it makes itself: right after the viewport (./island.tsx). */}
        {preloadImages?.map(({ href, fetchPriority }) => (
          <link key={href} rel="preload" as="image" href={href} fetchPriority={fetchPriority} />
        ))}
        <title>{title ? `${title} | ${siteTitle}` : siteTitle}</title>
        <meta name="description" content={description ?? t('site.description')} />
        {robots && <meta name="robots" content={robots} />}
        {auth !== undefined && <meta name="artlane-auth" content={JSON.stringify(auth)} />}
        <Seo
          siteName={t('site.name')}
          title={title ?? siteTitle}
          description={description ?? t('site.description')}
          locale={locale}
          canonical={canonical}
          hreflang={hreflang}
          image={image}
          type={ogType}
          structuredData={structuredData}
        />
        {markdown && <link rel="alternate" type="text/markdown" href={markdown} />}
        <link rel="stylesheet" href={`/assets/${CLIENT_STYLES}`} />
        {/* Read by the preload scanner with the one before and fetched beside it: both hold the first paint. */}
        {stylesheet && <link rel="stylesheet" href={`/assets/${CLIENT_PAGE_STYLES[stylesheet]}`} />}
        {/* No first paint before <main> is parsed: a paint of half a header (its actions not yet
            read) moved the search field when the rest came, a layout shift (issue 27). */}
        <link rel="expect" href="#main" {...RENDER_BLOCKING} />
        <StreamedWithoutScript />
        <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml" />
        {/* Installing the shop (docs/site.md "Installing the shop"): the market's manifest and iOS's own icon. */}
        <link rel="manifest" href={AGENT_PATHS.manifest} />
        <link rel="apple-touch-icon" href={`${ASSETS_PATH}${APPLE_TOUCH_ICON.name}`} />
        <meta name="theme-color" content={BRAND_COLOURS.theme} />
        {[CLIENT_ENTRY, ...CLIENT_PRELOAD].map((file) => (
          <link key={file} rel="modulepreload" href={`/assets/${file}`} nonce={nonce} />
        ))}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ENTRY_LOADER }} />
        {pageEvents && pageEvents.length > 0 && (
          <script type="application/json" id="page-events" dangerouslySetInnerHTML={{ __html: jsonForScript(pageEvents) }} />
        )}
      </head>
      <body>
        <a href="#main" className="skip-link">
          {t('site.skip_to_content')}
        </a>
        <ClientStatus t={t} />
        <Await value={layout.cookieAlert}>{(widget) => <CookieAlert t={t} locale={locale.code} widget={widget} />}</Await>
        <Header t={t} locale={locale} alternates={alternates} layout={layout} searchQuery={searchQuery} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer t={t} locale={locale} year={year} layout={layout} />
        <CartSlots />
      </body>
    </html>
  );
}
