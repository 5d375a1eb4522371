import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { catalogAnswer, createTestShop, startFakeUpstream, type FakeUpstream, type TestShop } from './harness';
import { LOCALE_CODES } from '../../shared/locales';

/**
 * Issue 23: the browser's files are Workers Static Assets (ADR 0015). The platform serves
 * them, as Miniflare does here from the build's public/ folder and its _headers file, and
 * the Worker never runs for one; a path that names no file is the Worker's 404. The shop
 * runs the test entry (tests/worker/clock-worker.ts), which counts the requests its code sees.
 */
let upstream: FakeUpstream;
let shop: TestShop;
const assetsDir = join(inject('buildDir'), 'public', 'assets');
let names: string[];

beforeAll(async () => {
  upstream = await startFakeUpstream((request) => catalogAnswer(request.url.pathname) ?? { status: 404, body: { error: 'Not found' } });
  shop = await createTestShop({ workerName: 'clock-worker.js', vars: { API_ORIGIN: upstream.origin } });
  names = await readdir(assetsDir);
});

afterAll(async () => {
  await shop?.dispose();
  await upstream?.close();
});

/** How many requests the Worker's code has seen so far. */
const workerRequests = async () => Number(await (await shop.get('en', '/__test/requests')).text());

/**
 * esbuild's names: entry-, chunk-, styles-, icons- and an 8-character content hash
 * (scripts/lib/build.mjs); and the no-script style the build draws, named by its content's
 * 64-bit hash (worker/components/browse/NoScript.tsx).
 */
const isHashed = (name: string) => /-[A-Z2-7]{8}\.(js|css|svg)$/.test(name) || /^noscript-[0-9a-f]{16}\.css$/.test(name);

describe('the static files', () => {
  it('are every file the pages link, and the favicon, the web app icons, the six payment marks and the speculation rules by name', async () => {
    const html = await (await shop.get('en', '/')).text();
    const linked = [...new Set([...html.matchAll(/\/assets\/([\w.-]+)/g)].map((match) => match[1]!))];
    expect(linked.length).toBeGreaterThan(5);
    expect(names).toEqual(expect.arrayContaining(linked));
    const unhashed = names.filter((name) => !isHashed(name)).sort();
    expect(unhashed).toEqual(
      [
        'favicon.svg',
        ...['apple-touch-icon', 'icon-192', 'icon-512', 'icon-maskable-512'].map((n) => `${n}.png`),
        ...['amex', 'bankid', 'ideal', 'klarna', 'mastercard', 'visa'].map((n) => `pay-${n}.svg`),
        'speculation-rules.json',
      ].sort(),
    );
  });

  it('are served as they are on disk without running the Worker, GET and HEAD alike', async () => {
    const before = await workerRequests();
    for (const name of names) {
      const response = await shop.get('en', `/assets/${name}`);
      expect(response.status, name).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(await readFile(join(assetsDir, name))), name).toBe(true);
      expect(response.headers.get('content-type'), name).toMatch(
        name.endsWith('.svg')
          ? /^image\/svg\+xml/
          : name.endsWith('.png')
            ? /^image\/png$/
            : name.endsWith('.css')
              ? /^text\/css/
              : name.endsWith('.json')
                ? /^application\/speculationrules\+json$/
                : /javascript/,
      );
      // The Worker answers every request with its request id (worker/middleware/request-log).
      expect(response.headers.get('x-request-id'), name).toBeNull();
      const head = await shop.get('de', `/assets/${name}`, { method: 'HEAD' });
      expect(head.status, name).toBe(200);
      expect(await head.text(), name).toBe('');
    }
    expect(await workerRequests()).toBe(before);
  });

  it('hashed names are immutable; the favicon and payment marks are kept a day, then revalidated by ETag', async () => {
    for (const name of names) {
      const response = await shop.get('en', `/assets/${name}`);
      await response.arrayBuffer();
      if (isHashed(name)) {
        expect(response.headers.get('cache-control'), name).toBe('public, max-age=31536000, immutable');
        continue;
      }
      expect(response.headers.get('cache-control'), name).toBe('public, max-age=86400');
      const etag = response.headers.get('etag');
      expect(etag, name).toMatch(/^"[0-9a-f]+"$/);
      const again = await shop.get('en', `/assets/${name}`, { headers: { 'if-none-match': etag! } });
      expect(again.status, name).toBe(304);
      expect(await again.text(), name).toBe('');
    }
  });

  it('carry the security headers, a policy that lets them run nothing, Vary for their compression, and CORP by kind', async () => {
    for (const name of names) {
      const response = await shop.get('fi', `/assets/${name}`);
      await response.arrayBuffer();
      const headers = response.headers;
      expect(headers.get('content-security-policy'), name).toBe(
        "default-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'",
      );
      expect(headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(headers.get('strict-transport-security'), name).toBe('max-age=31536000; includeSubDomains');
      expect(headers.get('referrer-policy'), name).toBe('strict-origin-when-cross-origin');
      expect(headers.get('cross-origin-opener-policy'), name).toBe('same-origin');
      expect(headers.get('x-frame-options'), name).toBe('DENY');
      expect(headers.get('permissions-policy'), name).toContain('camera=()');
      // Text the edge compresses when the browser accepts it: a shared cache must keep each encoding apart.
      expect(headers.get('vary'), name).toBe('Accept-Encoding');
      // Images may be shown by other sites (as the Worker's images are); scripts and styles are the shop's own.
      expect(headers.get('cross-origin-resource-policy'), name).toBe(/\.(svg|png)$/.test(name) ? 'cross-origin' : 'same-origin');
    }
  });
});

// Issue 27: the icons and the 19 flags were inline SVG copies on every page (85 on a product
// page, 23 KB); they are symbols of one content-hashed sprite, fetched once and kept a year.
describe('the icon sprite', () => {
  it('is one immutable file with a symbol for every icon the pages use and every language’s flag, and the pages draw none themselves', async () => {
    const sprites = names.filter((name) => /^icons-[A-Z2-7]{8}\.svg$/.test(name));
    expect(sprites).toHaveLength(1);
    const sprite = await shop.get('en', `/assets/${sprites[0]}`);
    expect(sprite.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const symbols = new Set([...(await sprite.text()).matchAll(/<symbol id="([\w-]+)"/g)].map((match) => match[1]!));
    for (const [locale, path] of [
      ['en', '/'],
      ['de', '/'],
      ['en', '/posters'],
    ] as const) {
      const html = await (await shop.get(locale, path)).text();
      const used = [...html.matchAll(/<use href="([^"]*)"/g)].map((match) => match[1]!);
      // The header's icons and one flag, the page's language's on the language menu's button: the
      // menu's own flags are drawn by the browser from the same sprite as it is about to open
      // (client/site/mobile-menu.ts showFlags), so the sprite holds one for each language.
      expect(
        used.filter((href) => href.includes('#flag-')),
        `${locale}${path}`,
      ).toEqual([`/assets/${sprites[0]}#flag-${locale}`]);
      for (const code of LOCALE_CODES) expect(symbols.has(`flag-${code}`), code).toBe(true);
      for (const href of used) {
        const [file, id] = href.split('#');
        expect(file, href).toBe(`/assets/${sprites[0]}`);
        expect(symbols.has(id!), href).toBe(true);
      }
      expect(used).toContain(`/assets/${sprites[0]}#flag-${locale}`);
      // No drawing of its own: every <svg> of the page's chrome is a <use> of the sprite.
      expect(html.match(/<svg[^>]*>(?!<use )/g) ?? [], `${locale}${path}`).toEqual([]);
    }
  });
});

describe('a path under /assets/ that names no file', () => {
  it.each([
    '/assets/chunk-AAAAAAAA.js',
    '/assets/entry-OLDBUILD.js',
    '/assets/favicon.ico',
    '/assets/nested/file.js',
    '/assets/',
    '/assets/%E0%A4%A',
  ])('%s is the Worker’s plain 404, never stored', async (path) => {
    const before = await workerRequests();
    const response = await shop.get('en', path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('Not found');
    // A chunk of another version may exist moments later: a browser must ask again.
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-security-policy')).toMatch(/^script-src 'nonce-/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await workerRequests()).toBe(before + 1);
  });
});

describe('the Worker behind the static assets’ router', () => {
  // Every request that is no file reaches the Worker through the router (a service binding
  // hop). A body the Worker refuses unread used to make workerd reset the connection before
  // the answer arrived, about one try in eight (worker/middleware/unread-body).
  it('answers 413 to every oversized body it refuses unread, never a reset connection', async () => {
    for (let i = 0; i < 50; i++) {
      const response = await shop.get('en', '/api/cart', { method: 'POST', body: 'x'.repeat(70_000) });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: 'Request body is larger than 65536 bytes' });
    }
  });
});
