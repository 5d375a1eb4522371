import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATH_WORDS } from '../../locales/paths';
import { LOCALE_CODES } from '../../shared/locales';
import { PRIVATE_PATHS } from '../../shared/site-paths';
import { detail } from '../fixtures/catalog';
import { catalogAnswer, createTestShop, startFakeUpstream, withoutNonces, type FakeUpstream, type TestShop } from './harness';

/**
 * Issue 27 "Instant": public pages name the speculation rules file in a Speculation-Rules
 * header (worker/middleware/speculation), private ones never; the file is served as the
 * type browsers require; a prerender request is answered from the page cache's entry.
 * How the rules' patterns match real links is checked in Chromium (tests/e2e/instant.spec.ts).
 */
let upstream: FakeUpstream;
let shop: TestShop;

beforeAll(async () => {
  upstream = await startFakeUpstream((request) => catalogAnswer(request.url.pathname) ?? { status: 404, body: { error: 'Not found' } });
  shop = await createTestShop({ vars: { API_ORIGIN: upstream.origin } });
});

afterAll(async () => {
  await shop?.dispose();
  await upstream?.close();
});

const RULES = '"/assets/speculation-rules.json"';
const PRERENDER = { 'Sec-Purpose': 'prefetch;prerender' };

/** The answer's Speculation-Rules header, its body read (a test shop's unread bodies hold it up). */
async function rulesHeaderOf(response: Response): Promise<string | null> {
  await response.arrayBuffer();
  return response.headers.get('speculation-rules');
}

describe('the Speculation-Rules header', () => {
  it.each([
    ['en', '/'],
    ['en', '/posters'],
    ['en', `/product/${detail.slug}`],
    ['de', `/${PATH_WORDS.de.product}/${detail.slug}`],
  ])('names the rules file on the public page %s %s', async (locale, path) => {
    const response = await shop.get(locale, path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    expect(await rulesHeaderOf(response)).toBe(RULES);
  });

  it.each([...PRIVATE_PATHS, '/my-account/posters', '/no-such-page'])('is absent on %s', async (path) => {
    const response = await shop.get('en', path, { redirect: 'manual' });
    expect(await rulesHeaderOf(response)).toBeNull();
  });

  it('names the rules file on a catalog page a signed-in visitor gets from the cache too (ADR 0025: each speculated link is a cache read)', async () => {
    await rulesHeaderOf(await shop.get('en', '/posters'));
    const response = await shop.get('en', '/posters', { headers: { Cookie: 'session=someone' } });
    expect(response.headers.get('x-edge-cache')).toBe('HIT');
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    expect(await rulesHeaderOf(response)).toBe(RULES);
  });

  it.each([...PRIVATE_PATHS, '/my-account/posters'])('is absent on %s rendered for a signed-in visitor', async (path) => {
    const response = await shop.get('en', path, { headers: { Cookie: 'session=someone' }, redirect: 'manual' });
    expect(response.headers.get('cache-control')).toMatch(/private/);
    expect(await rulesHeaderOf(response)).toBeNull();
  });

  it('is absent on what is no page: the API, robots.txt, the sitemap', async () => {
    for (const path of ['/api/products', '/robots.txt', '/sitemap.xml']) {
      expect(await rulesHeaderOf(await shop.get('en', path)), path).toBeNull();
    }
  });
});

describe('the rules file', () => {
  it('is served as application/speculationrules+json and parses', async () => {
    const response = await shop.get('en', '/assets/speculation-rules.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/speculationrules+json');
    const rules = JSON.parse(await response.text()) as Record<string, { where: { and: unknown[] }; eagerness: string }[]>;
    expect(Object.keys(rules).sort()).toEqual(['prefetch', 'prerender']);
    expect(rules.prefetch!.map((rule) => rule.eagerness)).toEqual(['moderate']);
    expect(rules.prerender!.map((rule) => rule.eagerness)).toEqual(['moderate']);
    const text = JSON.stringify(rules);
    // Every language's product word is prerendered; every private path is excluded from both.
    for (const code of LOCALE_CODES) expect(text, code).toContain(`"href_matches":"/${PATH_WORDS[code].product}/*"`);
    for (const rule of [...rules.prefetch!, ...rules.prerender!]) {
      for (const path of PRIVATE_PATHS) expect(rule.where.and, path).toContainEqual({ not: { href_matches: `${path}{/*}?` } });
      expect(rule.where.and).toContainEqual({ not: { href_matches: '/*\\?(.+)' } });
    }
  });
});

describe('a speculated page comes from the edge cache', () => {
  it('a prerender request is served the entry a click filled, with the same body and headers', async () => {
    const path = `/${PATH_WORDS.fi.product}/${detail.slug}`;
    const click = await shop.get('fi', path);
    const html = withoutNonces(await click.text());
    const prerender = await shop.get('fi', path, { headers: PRERENDER });
    expect(prerender.headers.get('x-edge-cache')).toBe('HIT');
    expect(prerender.headers.get('cache-control')).toBe(click.headers.get('cache-control'));
    expect(prerender.headers.get('set-cookie')).toBeNull();
    expect(prerender.headers.get('speculation-rules')).toBe(RULES);
    expect(withoutNonces(await prerender.text())).toBe(html);
  });

  it('a page a prerender filled is what the click then gets from the cache', async () => {
    const path = `/${PATH_WORDS.sv.product}/${detail.slug}`;
    const prerender = await shop.get('sv', path, { headers: PRERENDER });
    expect(prerender.headers.get('x-edge-cache')).toBe('MISS');
    const html = withoutNonces(await prerender.text());
    const click = await shop.get('sv', path);
    expect(click.headers.get('x-edge-cache')).toBe('HIT');
    expect(click.headers.get('speculation-rules')).toBe(RULES);
    expect(withoutNonces(await click.text())).toBe(html);
  });
});
