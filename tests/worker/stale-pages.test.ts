import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATH_WORDS } from '../../locales/paths';
import { advanceClock, catalogAnswer, createTestShop, startFakeUpstream, type FakeUpstream, type TestShop } from './harness';
import { operatorToken } from './ops-token';
import { detail } from '../fixtures/catalog';
import { FRAMES_QUERY } from '../../worker/layout-reads';

/**
 * Pages past their max-age in the real runtime (issue 27: stale-while-revalidate costs the
 * visitor nothing and its work is bounded): whoever reads a stale page gets the stored bytes at
 * once, and the page is re-rendered once per isolate however many read it meanwhile. The shop
 * runs with a clock the test moves (tests/worker/clock-worker.ts); the refreshes are counted
 * by the operator view (/__ops/status `pageCache.refreshes`).
 */
let upstream: FakeUpstream;
let shop: TestShop;

beforeAll(async () => {
  upstream = await startFakeUpstream((request) => catalogAnswer(request.url.pathname) ?? { status: 404, body: { error: 'Not found' } });
  shop = await createTestShop({
    workerName: 'clock-worker.js',
    vars: { API_ORIGIN: upstream.origin, CATALOG_CACHE: { default: { maxAge: 60, staleWhileRevalidate: 600 } } },
  });
});

afterAll(async () => {
  await shop?.dispose();
  await upstream?.close();
});

const advance = (ms: number) => advanceClock(shop, ms);

async function refreshes(): Promise<{ started: number; stored: number; failed: number; postponed: number }> {
  const answer = await shop.get('en', '/__ops/status', { headers: { authorization: `Bearer ${await operatorToken()}` } });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { pageCache: { refreshes: { started: number; stored: number; failed: number; postponed: number } } })
    .pageCache.refreshes;
}

async function read(path: string) {
  const response = await shop.get('en', path);
  return { status: response.status, cache: response.headers.get('x-edge-cache'), bytes: new Uint8Array(await response.arrayBuffer()) };
}

const productPath = `/${PATH_WORDS.en.product}/${detail.slug}`;
const detailCalls = () => upstream.requests.filter((r) => r.url.pathname === `/api/products/${detail.slug}`).length;

describe('a page past its max-age', () => {
  it('twenty visitors at once get its stored bytes, and it is re-rendered once', async () => {
    expect((await read(productPath)).cache).toBe('MISS');
    const stored = await read(productPath);
    expect(stored.cache).toBe('HIT');
    await advance(61_000);
    const before = await refreshes();
    upstream.requests.length = 0;
    // The re-render's reads wait until every visitor has been answered: all of them read the stale entry.
    const release = upstream.hold();
    const visitors = await Promise.all(Array.from({ length: 20 }, () => read(productPath)));
    for (const answer of visitors) {
      expect(answer.status).toBe(200);
      expect(answer.cache).toBe('STALE');
      // The stored page as it was answered fresh: the same bytes, nothing rendered or rewritten for the visitor.
      expect(Buffer.from(answer.bytes).equals(Buffer.from(stored.bytes))).toBe(true);
    }
    release();
    await expect.poll(async () => (await read(productPath)).cache).toBe('HIT');
    const after = await refreshes();
    expect(after.started - before.started).toBe(1);
    expect(after.stored - before.stored).toBe(1);
    expect(after.failed - before.failed).toBe(0);
    // The one re-render read the product once, afresh.
    expect(detailCalls()).toBe(1);
  });
});

describe('a page re-rendered in the background', () => {
  it('is stored whole: every streamed section in its place, without placeholders or the scripts that move them', async () => {
    const first = await shop.get('en', '/');
    expect(first.headers.get('x-edge-cache')).toBe('MISS');
    const streamed = await first.text();
    // A visitor's own render streams: the sections follow the shell, each moved in by a script.
    expect(streamed).toContain('<template id="B:');
    expect(streamed).toContain('$RC(');
    await advance(61_000);
    expect((await read('/')).cache).toBe('STALE');
    await expect.poll(async () => (await read('/')).cache).toBe('HIT');
    const stored = await (await shop.get('en', '/')).text();
    expect(stored).not.toContain('<template id="B:');
    expect(stored).not.toMatch(/<div hidden(?:="")? id="S:/);
    expect(stored).not.toContain('$RC(');
    expect(stored).not.toContain('$RS(');
    expect(stored).not.toContain('stream-fallback');
    // The same sections (the streamed page's, fallbacks aside), now inside <main>.
    const headings = (html: string) =>
      [...html.matchAll(/<section class="home-section(?! stream-fallback)[^"]*"[^>]*><h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]).sort();
    const main = stored.slice(stored.indexOf('<main'), stored.indexOf('</main>'));
    expect(headings(main).length).toBeGreaterThan(1);
    expect(headings(main)).toEqual(headings(streamed));
  });
});

describe('what a background re-render reads', () => {
  const framesCalls = () =>
    upstream.requests.filter(
      (r) => r.url.pathname === '/api/products' && r.url.searchParams.get('template_id') === String(FRAMES_QUERY.template_id),
    ).length;

  it('reads the frames list only for a page that shows frames (a visitor reads it at every start)', async () => {
    // Both pages fresh (a refresh of an earlier test's stale copy done) before the clock moves.
    for (const path of ['/', productPath]) await expect.poll(async () => (await read(path)).cache).toBe('HIT');
    await advance(61_000);
    upstream.requests.length = 0;
    // The start page shows no frames: its re-render leaves the (stale) frames list alone.
    expect((await read('/')).cache).toBe('STALE');
    await expect.poll(async () => (await read('/')).cache).toBe('HIT');
    expect(upstream.requests.length).toBeGreaterThan(0);
    expect(framesCalls()).toBe(0);
    // A poster's page offers frames: its re-render reads them, afresh.
    expect((await read(productPath)).cache).toBe('STALE');
    await expect.poll(async () => (await read(productPath)).cache).toBe('HIT');
    expect(framesCalls()).toBe(1);
  });
});
