import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summary } from '../fixtures/catalog';
import { readUntil } from './browse-helpers';
import { catalogAnswer, createUpstreamShop, startFakeUpstream, type FakeUpstream, type TestShop } from './harness';

/**
 * Streamed sections for readers that run no JavaScript (issue 3: a shopper without
 * JavaScript sees products, prices and links; a crawler gets complete HTML: every section
 * is in it, streamed sections in segments that the <noscript> style shows).
 */
let upstream: FakeUpstream;
let shop: TestShop;

beforeAll(async () => {
  upstream = await startFakeUpstream((request) => {
    const path = request.url.pathname;
    const fromCatalog = catalogAnswer(path);
    if (fromCatalog) return fromCatalog;
    if (path === '/api/artists') return { body: { artists: [] } };
    return { status: 404, body: { error: 'Not found' } };
  });
  shop = await createUpstreamShop(upstream);
});

afterAll(async () => {
  await shop?.dispose();
  await upstream?.close();
});

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

describe('a browser without JavaScript', () => {
  it('a shopper’s browser still gets the shell first; the page carries the no-script style and marked placeholders', async () => {
    const release = upstream.hold();
    const response = await shop.get('en', '/', { headers: { 'user-agent': CHROME } });
    const reader = response.body!.getReader();
    const shell = await readUntil(reader, '</main>');
    release();
    expect(shell).not.toContain(summary.name);
    // Placeholders are hidden and segments shown only when scripts do not run.
    // The no-script style is a file of its own, named by its content; only such a browser fetches it.
    const stylesheet = shell.match(/<noscript><link rel="stylesheet" href="(\/assets\/noscript-[0-9a-f]{16}\.css)"\/><\/noscript>/)?.[1];
    expect(stylesheet, 'the no-script stylesheet linked inside <noscript>').toBeDefined();
    expect(shell).not.toMatch(/<noscript><style>/);
    const style = await shop.get('en', stylesheet!);
    expect(style.status).toBe(200);
    expect(style.headers.get('content-type')).toMatch(/^text\/css/);
    expect(style.headers.get('cache-control')).toMatch(/immutable/);
    const css = await style.text();
    expect(css).toMatch(/body>\[hidden\]\[id\^="S:"\]\{display:block/);
    expect(css).toMatch(/\.stream-fallback\{display:none\}/);
    expect(mainOf(shell)).toMatch(/class="home-section stream-fallback" aria-busy="true"><h2>Bestsellers<\/h2>/);
    const rest = await readUntil(reader);
    // The section arrives whole, with its heading, in a segment.
    expect(rest).toMatch(
      /<div hidden id="S:\d+"><section class="home-section" id="bestsellers" aria-labelledby="bestsellers-title"><h2 id="bestsellers-title">Bestsellers<\/h2>/,
    );
  });
});
