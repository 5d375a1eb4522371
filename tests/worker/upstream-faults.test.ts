import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRINGS } from '../../locales';
import { PATH_WORDS } from '../../locales/paths';
import type { LocaleCode } from '../../shared/locales';
import { categories, detail, summary } from '../fixtures/catalog';
import { createTestShop, type TestShop } from './harness';

/**
 * Pages against an upstream that fails in every way issue 9 names: down, hanging, 500,
 * garbage, 100 MB, slow. Each page answers within the timeout with the shop's chrome and a
 * translated error (the start page with its sections left out), nothing is stored, and the
 * next request after the upstream recovered is complete.
 */
type Mode = 'good' | 'down' | 'hanging' | '500' | 'garbage' | '100 MB' | 'slow';
let mode: Mode = 'good';
let server: Server;
let shop: TestShop;
const TIMEOUT_MS = 1500;
const SLOW_MS = 400;

const goodAnswer = (path: string): unknown => {
  if (path === '/api/product-categories') return categories;
  if (path === '/api/products') return { products: [summary], categories: [] };
  if (path === `/api/products/${detail.slug}`) return detail;
  return undefined;
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://upstream').pathname;
    const good = goodAnswer(path);
    switch (mode) {
      case 'down':
        req.socket.destroy();
        return;
      case 'hanging':
        return; // never answers
      case '500':
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"upstream broke"}');
        return;
      case 'garbage':
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"products": nul');
        return;
      case '100 MB': {
        res.writeHead(200, { 'content-type': 'application/json' });
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        let sent = 0;
        const pump = () => {
          while (sent < 100 * 1024 * 1024 && !res.destroyed) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.write('{"products": [');
        pump();
        return;
      }
      default: {
        const answer = () =>
          good === undefined
            ? res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}')
            : res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(good));
        if (mode === 'slow') setTimeout(answer, SLOW_MS);
        else answer();
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  shop = await createTestShop({ vars: { API_ORIGIN: origin, API_TIMEOUT_MS: String(TIMEOUT_MS) } });
});

afterAll(async () => {
  await shop?.dispose();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

type Page = readonly ['start' | 'category' | 'product', string | null];
const PAGES: Page[] = [
  ['start', '/'],
  ['category', '/posters'],
  ['product', null],
];
const pathOf = (page: Page, locale: LocaleCode) => page[1] ?? `/${PATH_WORDS[locale].product}/${detail.slug}`;

async function read(locale: LocaleCode, path: string) {
  const started = performance.now();
  const response = await shop.get(locale, path);
  const html = await response.text();
  return { status: response.status, cache: response.headers.get('x-edge-cache'), html, ms: performance.now() - started };
}

const FAULTS = ['down', 'hanging', '500', 'garbage', '100 MB'] as const;
// One language per fault, so each run starts with nothing of its own in the cache.
const LANGUAGE: Record<(typeof FAULTS)[number], LocaleCode> = { down: 'de', hanging: 'fi', '500': 'fr', garbage: 'pl', '100 MB': 'sv' };

describe.each(FAULTS)('upstream %s', (fault) => {
  const locale = LANGUAGE[fault];
  const t = STRINGS[locale];

  it.each(PAGES)('the %s page answers in time with the chrome and a translated error, stores nothing, and recovers', async (...page) => {
    const path = pathOf(page, locale);
    mode = fault;
    try {
      const failed = await read(locale, path);
      expect(failed.ms).toBeLessThan(TIMEOUT_MS + 5000);
      expect(failed.status).toBeLessThan(600);
      expect(failed.html).toContain(`<html lang="${locale}"`);
      expect(failed.html).toContain('class="site-header"');
      expect(failed.html).toContain('</footer>');
      if (page[0] === 'start') {
        // The start page degrades: it answers with its sections left out.
        expect(failed.status).toBe(200);
      } else {
        expect(failed.status).toBeGreaterThanOrEqual(500);
        expect(failed.html).toContain(t.errors.unavailable);
      }
    } finally {
      mode = 'good';
    }
    const recovered = await read(locale, path);
    expect(recovered.status).toBe(200);
    expect(recovered.cache === 'HIT' || recovered.cache === 'STALE', 'a page rendered during the fault was stored').toBe(false);
    if (page[0] !== 'category') expect(recovered.html).toContain(page[0] === 'product' ? detail.name : summary.name);
  });
});

describe('a slow upstream (under the timeout)', () => {
  it.each(PAGES)('the %s page waits and is complete', async (...page) => {
    mode = 'slow';
    try {
      const answer = await read('nl', pathOf(page, 'nl'));
      expect(answer.status).toBe(200);
      expect(answer.html).toContain(page[0] === 'product' ? detail.name : summary.name);
      expect(answer.html).not.toContain(STRINGS.nl.errors.section_unavailable);
    } finally {
      mode = 'good';
    }
  });
});
