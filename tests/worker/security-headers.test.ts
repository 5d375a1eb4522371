import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detail, summary } from '../fixtures/catalog';
import { readUntil } from './browse-helpers';
import { catalogAnswer, createTestShop, startFakeUpstream, type FakeUpstream, type TestShop } from './harness';

/**
 * Security headers on every kind of answer, a script nonce that is fresh for every answer
 * rendered for it, and a page from the edge cache sent as its stored bytes under the hashes
 * of its own inline scripts (issue 9, defect 8; issue 27; ADR 0008, ADR 0021; docs/security.md).
 */
let upstream: FakeUpstream;
let shop: TestShop;

beforeAll(async () => {
  upstream = await startFakeUpstream((request) => {
    const path = request.url.pathname;
    const fromCatalog = catalogAnswer(path);
    if (fromCatalog) return fromCatalog;
    if (path === '/api/products/broken') return { status: 500, body: { error: 'down' } };
    if (path === '/api/images/p7-3.svg')
      return { headers: { 'content-type': 'image/svg+xml' }, body: '<svg xmlns="http://www.w3.org/2000/svg"/>' };
    if (request.method === 'POST') return { body: { ok: true } };
    return { status: 404, body: { error: 'Not found' } };
  });
  shop = await createTestShop({
    vars: {
      API_ORIGIN: upstream.origin,
      // lt.localhost: pages turn stale after a second, for the background refresh.
      CATALOG_CACHE: { default: { maxAge: 60, staleWhileRevalidate: 600 }, 'lt.localhost': { maxAge: 1, staleWhileRevalidate: 600 } },
    },
  });
});

afterAll(async () => {
  await shop?.dispose();
  await upstream?.close();
});

const productPath = `/product/${detail.slug}`;

/** The directives of an answer's Content-Security-Policy. */
function policyOf(response: Response): Map<string | undefined, string[]> {
  const csp = response.headers.get('content-security-policy') ?? '';
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
}

/** What every answer of the Worker carries, whatever made it; a page from the edge cache names hashes instead of a nonce. */
function expectSecurityHeaders(response: Response, scripts: 'nonce' | 'hashes' = 'nonce') {
  const directives = policyOf(response);
  const sources = directives.get('script-src') ?? [];
  expect(sources.slice(-2)).toEqual(["'strict-dynamic'", "'self'"]);
  if (scripts === 'nonce') expect(sources.slice(0, -2)).toEqual([expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/)]);
  else for (const source of sources.slice(0, -2)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expectHeadersBesidesThePolicy(response);
}

/**
 * What every static file carries (Workers Static Assets, ADR 0015): the same headers, and a
 * policy under which the file, opened on its own, runs and loads nothing. A script nonce has
 * no place on a file that is the same bytes for everyone (the page's policy governs its scripts).
 */
function expectStaticFileSecurityHeaders(response: Response) {
  const directives = policyOf(response);
  expect(directives.get('default-src')).toEqual(["'none'"]);
  expect(directives.has('script-src')).toBe(false);
  expect(directives.has('object-src')).toBe(false);
  expect(directives.get('base-uri')).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expectHeadersBesidesThePolicy(response);
}

function expectHeadersBesidesThePolicy(response: Response) {
  expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('permissions-policy')).toContain('camera=()');
  expect(response.headers.get('permissions-policy')).toContain('geolocation=()');
}

const nonceOfPolicy = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

/** Every element of the page that runs or preloads a script, and the nonce each carries. */
function scriptsOf(html: string): { tag: string; nonce: string | undefined }[] {
  const tags = [...html.matchAll(/<script\b[^>]*>|<link\b[^>]*rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
  // Data blocks (JSON-LD, the page's analytics events) are not scripts: CSP does not apply.
  return tags
    .filter((tag) => !/type="application\/(ld\+)?json"/.test(tag))
    .map((tag) => ({ tag, nonce: /\snonce="([^"]*)"/.exec(tag)?.[1] }));
}

/** The page's scripts all carry the nonce its policy names; returns that nonce. */
async function expectNoncedPage(response: Response): Promise<string> {
  expect(['HIT', 'STALE']).not.toContain(response.headers.get('x-edge-cache'));
  expectSecurityHeaders(response);
  const nonce = nonceOfPolicy(response)!;
  const html = await response.text();
  const scripts = scriptsOf(html);
  // The entry's loader and its preloads at least (React's inline scripts when sections streamed).
  expect(scripts.some(({ tag }) => tag.startsWith('<script'))).toBe(true);
  expect(scripts.some(({ tag }) => tag.startsWith('<link'))).toBe(true);
  for (const script of scripts) expect(script, script.tag).toEqual({ tag: script.tag, nonce });
  // The header that names the body's nonce names the same one.
  expect(response.headers.get('x-script-nonce')).toBe(nonce);
  return nonce;
}

/** The text of every inline script of a page that runs (not a data block, not a file). */
function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!) && !/\ssrc=/.test(attributes!))
    .map(([, , text]) => text!);
}

const sha256Source = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * A page from the edge cache: no nonce in its policy or its body, and its policy names the
 * hash of every inline script it runs and nothing else; returns the body.
 */
async function expectHashedPage(response: Response): Promise<string> {
  expect(response.headers.get('x-edge-cache')).toMatch(/^(HIT|STALE)$/);
  expectSecurityHeaders(response, 'hashes');
  const html = await response.text();
  expect(html).not.toMatch(/\snonce=/);
  const scripts = inlineScriptsOf(html);
  // The entry's loader at least (React's inline scripts when sections streamed).
  expect(scripts.length).toBeGreaterThan(0);
  const hashes = policyOf(response).get('script-src')!.slice(0, -2);
  expect(new Set(hashes)).toEqual(new Set(scripts.map(sha256Source)));
  // The Worker's own notes never leave.
  expect(response.headers.get('x-script-nonce')).toBeNull();
  expect(response.headers.get('x-script-hashes')).toBeNull();
  return html;
}

describe('pages', () => {
  it.each([
    ['en', '/'],
    ['de', '/'],
    ['fi', '/'],
    ['en', '/posters'],
    ['sv', '/search-results?query=lake'],
  ])('%s %s: every script carries the nonce of the answer’s policy', async (code, path) => {
    const response = await shop.get(code, path);
    expect(response.status).toBe(200);
    await expectNoncedPage(response);
  });

  it('a cached page is sent as its stored bytes under the hashes of its own scripts: no nonce is replayed', async () => {
    const first = await shop.get('nl', productPath);
    expect(first.headers.get('x-edge-cache')).toBe('MISS');
    const firstNonce = await expectNoncedPage(first);
    const replays = [];
    for (let i = 0; i < 2; i++) {
      const response = await shop.get('nl', productPath);
      expect(response.headers.get('content-security-policy')).not.toContain(firstNonce);
      replays.push({ policy: response.headers.get('content-security-policy'), html: await expectHashedPage(response) });
    }
    // The same stored bytes and the same policy for every answer: nothing is written per answer.
    expect(replays[1]).toEqual(replays[0]);
  });

  it('a cached page still streams: the shell arrives before its slow sections, already with the fresh nonce', async () => {
    const release = upstream.hold();
    const response = await shop.get('es', '/');
    const reader = response.body!.getReader();
    const shell = await readUntil(reader, '</main>');
    release();
    expect(shell).not.toContain(summary.name);
    const nonce = nonceOfPolicy(response)!;
    expect(shell).toContain(`nonce="${nonce}"`);
    const rest = await readUntil(reader);
    expect(rest).toContain(summary.name);
    // React's inline scripts that put the streamed sections in place carry it too.
    expect(scriptsOf(rest).filter(({ tag }) => /^<script nonce="[^"]*">$/.test(tag)).length).toBeGreaterThan(0);
    for (const script of scriptsOf(shell + rest)) expect(script.nonce, script.tag).toBe(nonce);
  });

  it('a page refreshed in the background (stale) is served afterwards under its new scripts’ hashes too', async () => {
    const path = `/produktas/${detail.slug}`;
    const first = await shop.get('lt', path);
    expect(first.headers.get('x-edge-cache')).toBe('MISS');
    await expectNoncedPage(first);
    // lt.localhost keeps pages fresh for 1 s; wait until this one is stale.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const stale = await shop.get('lt', path);
    expect(stale.headers.get('x-edge-cache')).toBe('STALE');
    await expectHashedPage(stale);
    // The refresh renders through the whole app (security headers included) and is stored.
    let refreshed: Response | undefined;
    await expect
      .poll(async () => {
        await refreshed?.arrayBuffer();
        refreshed = await shop.get('lt', path);
        return refreshed.headers.get('x-edge-cache');
      })
      .toBe('HIT');
    await expectHashedPage(refreshed!);
    await expectHashedPage(await shop.get('lt', path));
  });

  it('a personal page (never cached) is nonced as well', async () => {
    const response = await shop.get('fr', '/login', { headers: { cookie: '__Host-session=abc' } });
    expect(response.headers.get('x-edge-cache')).toBeNull();
    await expectNoncedPage(response);
  });

  it('a catalog page asked with a session cookie is the stored page under its hashes (ADR 0025)', async () => {
    await (await shop.get('fr', '/')).arrayBuffer();
    await expectHashedPage(await shop.get('fr', '/', { headers: { cookie: '__Host-session=abc' } }));
  });
});

describe('every other kind of answer', () => {
  const cases: [string, () => Promise<Response>, number][] = [
    ['a 404 page', () => shop.get('en', '/product/missing'), 404],
    ['an error page (upstream failure)', () => shop.get('en', '/product/broken'), 503],
    ['an API GET', () => shop.get('en', '/api/products'), 200],
    [
      'an API POST',
      () => shop.get('en', '/api/newsletter', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }),
      200,
    ],
    ['an API answer 405', () => shop.get('en', '/api/products', { method: 'PUT', body: '{}' }), 405],
    ['an API answer 413', () => shop.get('en', '/api/cart', { method: 'POST', body: 'x'.repeat(70_000) }), 413],
    ['a product image', () => shop.get('en', '/api/images/p7-3.svg'), 200],
    ['the sitemap', () => shop.get('en', '/sitemap.xml'), 200],
    ['a HEAD of a page', () => shop.get('en', '/', { method: 'HEAD' }), 200],
    ['robots.txt', () => shop.get('en', '/robots.txt'), 200],
  ];

  it.each(cases)('%s', async (_, request, status) => {
    const response = await request();
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
    await response.arrayBuffer();
  });

  it.each([
    ['a static asset', '/assets/favicon.svg', 200],
    ['a static asset that is not there (the Worker’s 404)', '/assets/chunk-MISSING0.js', 404],
  ])('%s', async (_, path, status) => {
    const response = await shop.get('en', path);
    expect(response.status).toBe(status);
    if (status === 200) expectStaticFileSecurityHeaders(response);
    else expectSecurityHeaders(response);
    await response.arrayBuffer();
  });

  it('the 404 and error pages’ scripts carry their answer’s nonce', async () => {
    await expectNoncedPage(await shop.get('en', '/product/missing'));
    await expectNoncedPage(await shop.get('en', '/product/broken'));
  });

  it('the client bundle’s entry (a static file, its policy) and a 429 carry them too', async () => {
    const html = await (await shop.get('en', '/')).text();
    const entry = /e\.src="([^"]+)"/.exec(html)![1]!;
    const script = await shop.get('en', entry);
    expect(script.headers.get('content-type')).toContain('javascript');
    expectStaticFileSecurityHeaders(script);
    await script.arrayBuffer();
    let last: Response | undefined;
    for (let i = 0; i < 40 && last?.status !== 429; i++) {
      await last?.arrayBuffer();
      last = await shop.get('en', '/captuerr', {
        method: 'POST',
        body: JSON.stringify({ level: 'error', message: 'x' }),
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.9' },
      });
    }
    expect(last!.status).toBe(429);
    expectSecurityHeaders(last!);
    await last!.arrayBuffer();
  });

  it('only images may be embedded by other sites (Cross-Origin-Resource-Policy)', async () => {
    const image = await shop.get('en', '/assets/favicon.svg');
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    await image.arrayBuffer();
    const json = await shop.get('en', '/api/products');
    expect(json.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    await json.arrayBuffer();
  });
});
