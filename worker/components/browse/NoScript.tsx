import { contentHash } from '../props-file';

/**
 * Streaming without JavaScript. Sections that arrive after the shell (inside `<Suspense>`)
 * are sent by React at the end of the document, in `<div hidden id="S:n">` segments, and
 * moved into place by React's small inline scripts. A browser without JavaScript never
 * runs those scripts: the segments would stay hidden and the fallbacks ("Loading…") on
 * screen. This style, inside `<noscript>` so that it applies only then, shows the
 * segments and hides the fallbacks (they carry the STREAM_FALLBACK class).
 *
 * CSS cannot move a segment into its place, but the body's children can be ordered
 * (flex `order`): the header's category links, the store message and the breadcrumbs go
 * right under the header; the page's own streamed sections right after <main> (the start
 * page's featured categories first, then the product sections, which arrive in page
 * order: worker/routes/home.tsx); the reviews, newsletter banner and footer stay last.
 * The mobile menu cannot open without JavaScript (its category tree is built from the
 * header's category bar when it opens: client/site/mobile-menu.ts), so on phones the category
 * bar is shown in its place, as on wider screens: the top categories as a row of links (with
 * those of the mobile menu only), without their dropdown buttons (the sub-trees come with
 * JavaScript: client/site/mobile-menu.ts `fillCategoryBar`; a category's page lists its
 * subcategories); the header scrolls away
 * with the page there, or the rows would cover a phone's screen.
 *
 * Crawlers get every section in the HTML too (in its segment; Google runs the scripts).
 */
export const STREAM_FALLBACK = 'stream-fallback';

/**
 * Elements of the page for browsers without JavaScript only carry the class `no-js-only`
 * (hidden by the stylesheet, shown by this style); elements that only make sense with
 * JavaScript carry `js-only`. Unlike `:root[data-js]` rules (data-js is set by a module
 * script that runs once the document is parsed), nothing shows and then disappears, and
 * nothing moves, while a page with JavaScript loads.
 */

/** On a streamed section's root element: shown first among the page's streamed sections. */
export const STREAM_LEAD = 'stream-lead';

const segment = 'body>[hidden][id^="S:"]';

export const NO_SCRIPT_CSS = [
  'body{display:flex;flex-direction:column}',
  // Auto margins would shrink a flex item to its content: keep the page's width.
  'body>*{width:100%}',
  'body>header~*{order:2}',
  'body>main~*{order:5}',
  `${segment}{display:block;order:4;width:100%;max-width:1280px;margin:0 auto;padding:0 0.75rem}`,
  `${segment}:has(>li,>.store-message,>.breadcrumbs){order:1}`,
  `${segment}:has(>.${STREAM_LEAD}){order:3}`,
  // The header's top categories, as a row of links (their sub-menus need JavaScript).
  `${segment}:has(>li){display:flex;flex-wrap:wrap;gap:0.25rem 1rem;list-style:none;padding:0.5rem 0.75rem}`,
  '.subnav-toggle{display:none}',
  // Phones: the category bar instead of the menu button (see above).
  '@media (max-width:899.98px){.menu-button{display:none}.category-nav{display:block}.category-nav>ul>.menu-only{display:flex}.site-header{position:relative}}',
  `.${STREAM_FALLBACK}{display:none}`,
  // Parts for one case only (the listing's "Show products" button and the link to its
  // filter values; the panel's loading spinner): hidden by default in the stylesheet.
  ':root .no-js-only{display:revert}',
  ':root .js-only{display:none}',
].join('');

/**
 * The style above as a static file of its own, named by its content (`noscript-{hash}.css`,
 * drawn by the build: worker/static-assets/generated.ts), kept a year. Inline it was 0.8 KB of
 * every page (0.3 KB gzipped) that a browser with JavaScript parses and never applies; as a
 * file only a browser without JavaScript fetches it (docs/site.md "What a page weighs").
 */
export const NO_SCRIPT_STYLESHEET = `noscript-${contentHash(NO_SCRIPT_CSS)}.css`;

export function StreamedWithoutScript() {
  return (
    <noscript>
      <link rel="stylesheet" href={`/assets/${NO_SCRIPT_STYLESHEET}`} />
    </noscript>
  );
}
