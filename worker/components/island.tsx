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
 * An island's markup, rendered once per name and props (./prerendered.tsx): its props as
 * JSON, its HTML ('' when it must be rendered in place) and the images React preloads
 * for it, in order. A page that names them in its head (`preloadImages`, worker/render.tsx)
 * may write the island from `html`: the page is then what it would be with the island
 * rendered in place.
 */
export interface IslandMarkup {
  json: string;
  html: string;
  preloads: ImagePreload[];
}

/**
 * The island's markup if it has been rendered; else the markup of an island rendered in
 * place (`html` '', no preloads), and its rendering starts, for the pages after this one.
 * A page written either way is the same, byte for byte. Rendering is asynchronous (the
 * page's own renderer build, `renderToHtml`), and this answers at once: a route may call
 * it before it renders.
 */
export function islandMarkup<P extends object>(name: IslandName, Component: ComponentType<P>, props: P): IslandMarkup {
  const json = JSON.stringify(props);
  const markup = recalled(partKey('island', name), json);
  if (markup === undefined) {
    // Kept when done; a failure shows where the page renders the island in place.
    renderIslandMarkup(name, Component, props).catch(() => {});
    return { json, html: '', preloads: [] };
  }
  return markupOf(json, markup);
}

/** The island's markup, rendered now unless it has been (tests; `islandMarkup` starts it). */
export async function renderIslandMarkup<P extends object>(name: IslandName, Component: ComponentType<P>, props: P): Promise<IslandMarkup> {
  const json = JSON.stringify(props);
  const key = partKey('island', name);
  let markup = recalled(key, json);
  if (markup === undefined) {
    const rendered = await renderToHtml(<Component {...props} />);
    markup = remember(key, preloadsAndHtml(rendered) ? rendered : '', json);
  }
  return markupOf(json, markup);
}

function markupOf(json: string, markup: string): IslandMarkup {
  const [preloads, html] = preloadsAndHtml(markup) ?? [[], ''];
  return { json, html, preloads };
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
export function PropsScript({ json }: { json: string }) {
  return <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: scriptSafeJson(json) }} />;
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
  markup: given,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  /** From `islandMarkup`, when the page names its preloads (then it is written from `html`). */
  markup?: IslandMarkup;
}) {
  const { json, html, preloads } = given ?? islandMarkup(name, Component, props);
  if (html === '' || (preloads.length > 0 && !given)) {
    return (
      <>
        <PropsScript json={json} />
        <div data-island={name} className="island">
          <Component {...props} />
        </div>
      </>
    );
  }
  return (
    <>
      <PropsScript json={json} />
      <div data-island={name} className="island" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
