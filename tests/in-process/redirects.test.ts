import { beforeAll, describe, expect, it } from 'vitest';
import { inProcessShop, type InProcessShop } from './harness';

/**
 * The operator's redirects are configuration (README "Configure a domain"): a whole host to
 * another (www → apex, path and query kept) and moved paths per host or for every host, each a
 * 301 that browsers keep for an hour (worker/middleware/redirects). In the test process
 * (README "In-process route tests"): the redirects answer before anything reads a binding.
 */
let shop: InProcessShop;

beforeAll(async () => {
  shop = await inProcessShop({
    vars: {
      HOST_REDIRECTS: { 'www.localhost': 'sv.localhost' },
      PATH_REDIRECTS: {
        'de.localhost': { '/alte-poster': '/poster' },
        '*': { '/sell': '/login', '/press': 'https://press.artlane.example/kit' },
      },
    },
  });
});

const fetchManually = (url: string) => shop.request(url, { redirect: 'manual' });

describe('redirects', () => {
  it('send a whole host to another, keeping the path and query (www.localhost → sv.localhost)', async () => {
    const response = await fetchManually('http://www.localhost:8787/affischer/natur?page=2&sort=price');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('http://sv.localhost:8787/affischer/natur?page=2&sort=price');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('send a moved path of one host to its new path, keeping the query, with or without a trailing slash', async () => {
    for (const path of ['/alte-poster?farbe=blau', '/alte-poster/?farbe=blau']) {
      const response = await fetchManually(`http://de.localhost:8787${path}`);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe('http://de.localhost:8787/poster?farbe=blau');
    }
    // Another host keeps the path.
    expect((await fetchManually('http://en.localhost:8787/alte-poster')).status).not.toBe(301);
  });

  it('send a path of every host ("*"), to a path or to an address elsewhere', async () => {
    const sell = await fetchManually('http://fr.localhost:8787/sell');
    expect(sell.status).toBe(301);
    expect(sell.headers.get('location')).toBe('http://fr.localhost:8787/login');
    const press = await fetchManually('http://sv.localhost:8787/press?ref=footer');
    expect(press.headers.get('location')).toBe('https://press.artlane.example/kit');
    // Anything else is served as before (robots.txt: a page that reads no upstream, so 200 here).
    expect((await fetchManually('http://fr.localhost:8787/robots.txt')).status).toBe(200);
  });
});
