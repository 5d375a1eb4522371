import type { ComponentType } from 'react';
import type { IslandName } from '../../client/islands/names';
import { partKey, recalled, remember } from './prerendered';
import { renderToHtml } from './render-to-html';
import { scriptSafeJson } from './Seo';

/**
 * Elements React does not simply write where they stand when it renders a page: it moves
 * title, meta, link, style and script into the head. An island with any of them is
 * rendered in place.
 */
const PAGE_LEVEL = /<(?:title|meta|link|style|script|base)\b/;
/**
 * The images React preloads (an image that is not lazy): rendered alone, it writes their
 * preload links first; in a page, they go to the head, right after the viewport.
 */
const LEADING_PRELOADS = /^(?:<link rel="preload" as="image" [^>]*\/>)+/;
const PRELOAD = /<link rel="preload" as="image" href="([^"]*)"(?: fetchPriority="(high|auto)")?\/>/y;

/** An image the page's head must preload for an island written from prerendered HTML. */
export interface ImagePreload {
  href: string;
  fetchPriority?: 'high' | 'auto';
}

/**
 * Props that are the same on many pages (a language's frames: worker/components/browse/
 * frame-list.ts) travel once, at their own content-addressed, immutable address, instead of
 * in every page (docs/site.md "What a page weighs"). The server renders the island with all
 * its props; the page's data block holds the others and names the address
 * (`data-props-src`), and the client fetches it when the island hydrates and puts the
 * block's props over it (client/island-props.ts). So the address must name its content (a
 * hash of it): the island's markup is kept by the block's props and the address.
 */
export interface SharedProps<P> {
  path: string;
  /** The props found at `path` (what it serves is `JSON.stringify` of exactly these). */
  keys: readonly (keyof P & string)[];
}

/**
 * An island's markup, rendered once per name and props (./prerendered.tsx): its props as
 * JSON (those the page carries, and the address of the shared ones: `src`), its HTML ('' when
 * it must be rendered in place) and the images React preloads for it, in order. A page that
 * names them in its head (`preloadImages`, worker/render.tsx) may write the island from
 * `html`: the page is then what it would be with the island rendered in place.
 */
export interface IslandMarkup {
  json: string;
  src?: string;
  html: string;
  preloads: ImagePreload[];
}

/** The props the page's data block carries: all but the shared ones. */
function pageJson<P extends object>(props: P, shared: SharedProps<P> | undefined): string {
  if (!shared) return JSON.stringify(props);
  const own: Partial<P> = { ...props };
  for (const key of shared.keys) delete own[key];
  return JSON.stringify(own);
}

/** What the island's markup is kept by: the page's props and where the shared ones are. */
const markupData = (json: string, shared: { path: string } | undefined) => (shared ? `${json}\n${shared.path}` : json);

/**
 * The island's markup if it has been rendered; else the markup of an island rendered in
 * place (`html` '', no preloads), and its rendering starts, for the pages after this one.
 * A page written either way is the same, byte for byte. Rendering is asynchronous (the
 * page's own renderer build, `renderToHtml`), and this answers at once: a route may call
 * it before it renders.
 */
export function islandMarkup<P extends object>(
  name: IslandName,
  Component: ComponentType<P>,
  props: P,
  shared?: SharedProps<P>,
): IslandMarkup {
  const json = pageJson(props, shared);
  const markup = recalled(partKey('island', name), markupData(json, shared));
  if (markup === undefined) {
    // Kept when done; a failure shows where the page renders the island in place.
    renderIslandMarkup(name, Component, props, shared).catch(() => {});
    return markupOf(json, shared, '');
  }
  return markupOf(json, shared, markup);
}

/** The island's markup, rendered now unless it has been (tests; `islandMarkup` starts it). */
export async function renderIslandMarkup<P extends object>(
  name: IslandName,
  Component: ComponentType<P>,
  props: P,
  shared?: SharedProps<P>,
): Promise<IslandMarkup> {
  const json = pageJson(props, shared);
  const key = partKey('island', name);
  let markup = recalled(key, markupData(json, shared));
  if (markup === undefined) {
    const rendered = await renderToHtml(<Component {...props} />);
    markup = remember(key, preloadsAndHtml(rendered) ? rendered : '', markupData(json, shared));
  }
  return markupOf(json, shared, markup);
}

function markupOf(json: string, shared: { path: string } | undefined, markup: string): IslandMarkup {
  const [preloads, html] = preloadsAndHtml(markup) ?? [[], ''];
  return { json, ...(shared ? { src: shared.path } : {}), html, preloads };
}

/** Rendered markup split into the images React preloads and the HTML; undefined if it is more than that. */
function preloadsAndHtml(rendered: string): [ImagePreload[], string] | undefined {
  const links = LEADING_PRELOADS.exec(rendered)?.[0] ?? '';
  const html = rendered.slice(links.length);
  if (html === '' || PAGE_LEVEL.test(html)) return undefined;
  const preloads: ImagePreload[] = [];
  for (PRELOAD.lastIndex = 0; PRELOAD.lastIndex < links.length;) {
    const match = PRELOAD.exec(links);
    // A preload with other attributes (srcset, sizes, crossorigin, ...): not one the head writes.
    if (!match) return undefined;
    const href = unescape(match[1]!);
    preloads.push(match[2] ? { href, fetchPriority: match[2] as 'high' | 'auto' } : { href });
  }
  // Past ten, React keeps the rest for later in the head (bulk preloads).
  return preloads.length > 10 ? undefined : [preloads, html];
}

const ENTITIES: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const unescape = (value: string) => value.replace(/&(?:quot|amp|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!);

/**
 * An island's props for the browser: a JSON data block right before the island (client/
 * island-props.ts reads it). In a data block JSON is written as it is; in a `data-props`
 * attribute every quote was `&quot;`, which made a product page's props (its frames) 24 KB
 * instead of 12 (issue 27). A data block runs nothing, so the page's script policy has
 * nothing to allow.
 */
export function PropsScript({ json, src }: { json: string; src?: string }) {
  return (
    <script type="application/json" data-island-props="" data-props-src={src} dangerouslySetInnerHTML={{ __html: scriptSafeJson(json) }} />
  );
}

/**
 * Server side of an island: renders the component to HTML inside a marker element that
 * client/entry.ts finds and hydrates with the same (JSON-serialisable) props, which go
 * before it (`PropsScript`). Its markup
 * depends on nothing but its props (islands never touch the request), so it is rendered
 * once per name and props and reused (`islandMarkup`: the first page renders it in place
 * meanwhile), unless React has to see it: an island with an image
 * React preloads is rendered in place, unless the page passes its `markup` and names its
 * preloads in the head itself.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  shared,
  markup: given,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  /** Props sent once at their own address, not in the page (the same `shared` as `markup`'s). */
  shared?: SharedProps<P>;
  /** From `islandMarkup`, when the page names its preloads (then it is written from `html`). */
  markup?: IslandMarkup;
}) {
  const { json, src, html, preloads } = given ?? islandMarkup(name, Component, props, shared);
  if (html === '' || (preloads.length > 0 && !given)) {
    return (
      <>
        <PropsScript json={json} src={src} />
        <div data-island={name} className="island">
          <Component {...props} />
        </div>
      </>
    );
  }
  return (
    <>
      <PropsScript json={json} src={src} />
      <div data-island={name} className="island" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
