import { describe, it } from 'vitest';
import { pageRoutes } from './fuzz-page-routes';
import { FUZZ_RUNS, FUZZ_TIMEOUT, fuzz, fuzzShop } from './fuzz-requests';

/**
 * Issue 9, proof: the catalog's page routes (start, product, category, tag, search, artists
 * and artist pages) fuzzed through the worker in workerd with generated malformed requests
 * on every language's host (FUZZ_RUNS per route: 1,000 in `npm test`, 10,000 with
 * `npm run fuzz`). No answer is 500 or above and every body streams to its end.
 * Generators: fuzz-page-routes.ts and fuzz-requests.ts.
 */
const fuzzing = fuzzShop();

const NAMES = [
  'start page /',
  'product page /{product word}/{slug}',
  'category page /{slugs…}',
  'tag page /{tag word}/{slug}',
  'search page /search-results',
  'artists page /artists',
  'artist page /artists/{slug}',
];

describe(`catalog pages: ${FUZZ_RUNS} generated malformed requests each`, () => {
  it.each(NAMES)(
    '%s never answers 500 and streams its body to the end',
    (name) => fuzz(fuzzing.shop, { name, isApi: false, requests: pageRoutes(fuzzing.catalog)[name]!() }),
    FUZZ_TIMEOUT,
  );
});
