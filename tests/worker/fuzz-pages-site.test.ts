import { describe, it } from 'vitest';
import { pageRoutes } from './fuzz-page-routes';
import { FUZZ_RUNS, FUZZ_TIMEOUT, fuzz, fuzzShop } from './fuzz-requests';

/**
 * Issue 9, proof: the site's other page routes (content pages, llms.txt, the manifest and
 * markdown pages, robots.txt, sitemaps,
 * the unsubscribe and gift card screens, assets, and any other path) fuzzed through the
 * worker in workerd with generated malformed requests on every language's host
 * (FUZZ_RUNS per route: 1,000 in `npm test`, 10,000 with `npm run fuzz`). No answer is
 * 500 or above and every body streams to its end. Generators: fuzz-page-routes.ts and
 * fuzz-requests.ts.
 */
const fuzzing = fuzzShop();

const NAMES = [
  'content page /{slug}',
  'agents /llms.txt, /manifest.webmanifest, /{page}.md',
  'robots.txt',
  'sitemap index /sitemap.xml',
  'pages sitemap /sitemaps/pages.xml',
  'products sitemap /sitemaps/products/{n}.xml',
  'unsubscribe page /unsubscribe',
  'gift card page /gift-card/balance',
  'assets /assets/{name}',
  'any other path',
];

describe(`site pages and other paths: ${FUZZ_RUNS} generated malformed requests each`, () => {
  it.each(NAMES)(
    '%s never answers 500 and streams its body to the end',
    (name) => fuzz(fuzzing.shop, { name, isApi: false, requests: pageRoutes(fuzzing.catalog)[name]!() }),
    FUZZ_TIMEOUT,
  );
});
