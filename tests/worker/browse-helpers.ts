import type { ProductSummary } from '../../shared/types';
import type { TestShop } from './harness';

/** Small readers for the HTML and JSON the browse tests look at. */
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

export function canonicalOf(html: string): string | undefined {
  const match = /<link rel="canonical" href="([^"]+)"\/>/.exec(html);
  return match ? decode(match[1]!) : undefined;
}

/** hreflang -> URL of every alternate link. */
export function alternatesOf(html: string): Map<string, string> {
  return new Map([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, decode(m[2]!)]));
}

export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

export function linksOf(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => decode(m[1]!));
}

/** The island's data block right before it: its props' JSON and the address of its shared props, if any. */
function propsBlockOf(html: string, name: string): { json: string; src: string | undefined } | undefined {
  const match = new RegExp(
    `<script type="application/json" data-island-props=""(?: data-props-src="([^"]*)")?>([^<]*)</script><div data-island="${name}"`,
  ).exec(html);
  return match ? { json: match[2]!, src: match[1] } : undefined;
}

/** The island's props the page carries: the JSON data block right before it (client/island-props.ts). */
export function islandProps<T>(html: string, name: string): T | undefined {
  const block = propsBlockOf(html, name);
  return block ? (JSON.parse(block.json) as T) : undefined;
}

/** The address of the props an island shares with other pages (`data-props-src`), if it has any. */
export function sharedPropsSrc(html: string, name: string): string | undefined {
  return propsBlockOf(html, name)?.src;
}

/**
 * The island's props as the client hydrates it (client/island-props.ts islandProps): the data
 * block's, over those fetched from the address it names (a language's frames).
 */
export async function hydratedProps<T>(shop: TestShop, code: string, html: string, name: string): Promise<T | undefined> {
  const block = propsBlockOf(html, name);
  if (!block) return undefined;
  const own = JSON.parse(block.json) as Record<string, unknown>;
  if (!block.src) return own as T;
  const answer = await shop.get(code, block.src);
  if (answer.status !== 200) throw new Error(`${block.src}: ${answer.status}`);
  return { ...((await answer.json()) as Record<string, unknown>), ...own } as T;
}

/** Fetches a URL of one of the local language hosts (http://xx.localhost:8787/...). */
export function getUrl(shop: TestShop, url: string): Promise<Response> {
  const { hostname, pathname, search } = new URL(url);
  return shop.get(hostname.split('.')[0]!, `${pathname}${search}`);
}

export async function apiJson<T>(shop: TestShop, locale: string, path: string): Promise<T> {
  const response = await shop.get(locale, path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

export async function firstProduct(shop: TestShop, locale: string, query: string): Promise<ProductSummary> {
  const { products } = await apiJson<{ products: ProductSummary[] }>(shop, locale, `/api/products?${query}&nc=1&per_page=1`);
  if (!products[0]) throw new Error(`no product for ${query}`);
  return products[0];
}

/** Reads a streamed body until `marker` has arrived (or the stream ends; '' reads it all). */
export async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, marker = ''): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  while (marker === '' || !text.includes(marker)) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return text;
}
