import { fc } from '@fast-check/vitest';
import type { Arbitrary } from 'fast-check';
import { PATH_WORDS } from '../../locales/paths';
import { FILTER_PANEL_PARAM, SORTS } from '../../shared/filters';
import { LANDING_KEYS } from '../../shared/page-params';
import {
  GET_METHODS,
  perLocale,
  languageOf,
  numberText,
  oddText,
  query,
  request,
  segment,
  type Catalog,
  type FuzzRequest,
} from './fuzz-requests';

/**
 * Generated malformed requests for every page route of the shop (issue 9, fuzzing): start,
 * product, tag, category and content pages, search, artists, sitemaps, robots, the site
 * screens, assets and any other path, on every language's host, with the real slugs of
 * that language mixed in. The tests are fuzz-pages-catalog.test.ts and fuzz-pages-site.test.ts
 * (two files, so that vitest's two workers share the renders).
 */

/** Parameters any page may be given: the landing ones (atc, cart, disc, cjevent, utm_*), ad ids, token, template. */
const PAGE_PARAMS = [...LANDING_KEYS, 'gclid', 'fbclid', 'token', 'email', 'template', 'page', 'sort', 'query'];
const PAGE_VALUES = fc.oneof(numberText, fc.constantFrom(...SORTS, 'P00001-50x70', 'P00001-50x70:2,P00002-30x40:x', 'SPRING-25'));

/** A page request on any language's host: `path` is chosen for that language. */
function page(
  path: (language: ReturnType<typeof languageOf>) => Arbitrary<string>,
  names: string[] = [],
  values: (language: ReturnType<typeof languageOf>) => Arbitrary<string> = () => PAGE_VALUES,
): Arbitrary<FuzzRequest> {
  return perLocale((locale) =>
    request({
      locale: fc.constant(locale),
      method: GET_METHODS,
      target: fc.tuple(path(languageOf(locale)), query([...names, ...PAGE_PARAMS], values(languageOf(locale)))).map(([p, q]) => p + q),
    }),
  );
}

export function pageRoutes(c: Catalog): Record<string, () => Arbitrary<FuzzRequest>> {
  /** Listing parameters: page, sort, the filter panel and the language's attribute filters. */
  const listing = ['page', 'sort', FILTER_PANEL_PARAM];
  const listingNames = (language: ReturnType<typeof languageOf>) => [...listing, ...c.byLanguage[language].attributes.map((a) => a.slug)];
  const listingValues = (language: ReturnType<typeof languageOf>) =>
    fc.oneof(
      PAGE_VALUES,
      fc.constantFrom('show', ...c.byLanguage[language].attributes.flatMap((a) => a.values)),
      fc
        .array(fc.constantFrom('', ...c.byLanguage[language].attributes.flatMap((a) => a.values)), { maxLength: 5 })
        .map((v) => v.join(',')),
    );
  /** A listing's own query (page, sort, a filter) and odd parameters: a view that exists, plus noise. */
  const listingQuery = (language: ReturnType<typeof languageOf>) =>
    fc
      .tuple(
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom(...SORTS),
        fc.option(fc.constantFrom(...c.byLanguage[language].attributes.flatMap((a) => a.values.map((v) => `&${a.slug}=${v}`)))),
        query([...PAGE_PARAMS, FILTER_PANEL_PARAM], PAGE_VALUES),
      )
      .map(([number, sort, filter, odd]) => `?page=${number}&sort=${sort}${filter ?? ''}${odd.replace(/^\?+/, '&')}`);
  const listingPage = (path: (language: ReturnType<typeof languageOf>) => Arbitrary<string>) =>
    perLocale((locale) => {
      const language = languageOf(locale);
      return request({
        locale: fc.constant(locale),
        method: GET_METHODS,
        target: fc
          .tuple(
            path(language),
            fc.oneof(query([...listingNames(language), ...PAGE_PARAMS], listingValues(language)), listingQuery(language)),
          )
          .map(([p, q]) => p + q),
      });
    });
  /** The language's word, another language's, or odd text. */
  const word = (own: string) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constant(own) },
      { weight: 1, arbitrary: fc.constantFrom(...Object.values(PATH_WORDS).flatMap((w) => [w.product, w.tag])) },
      { weight: 1, arbitrary: segment([own]) },
    );
  const trailing = fc.oneof(
    { weight: 6, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constantFrom('/', '//', '/.', '/..', '/%2e%2e', '/x', ';', '%20') },
  );
  return {
    'start page /': () => page(() => fc.constantFrom('/', '/', '/', '//', '/?', '/.', '/%2e', '/index.html')),
    'product page /{product word}/{slug}': () =>
      page((language) =>
        fc
          .tuple(word(PATH_WORDS[language].product), segment(c.byLanguage[language].productSlugs), trailing)
          .map(([w, slug, end]) => `/${w}/${slug}${end}`),
      ),
    'tag page /{tag word}/{slug}': () =>
      listingPage((language) =>
        fc
          .tuple(word(PATH_WORDS[language].tag), segment(c.byLanguage[language].tagSlugs), trailing)
          .map(([w, slug, end]) => `/${w}/${slug}${end}`),
      ),
    'category page /{slugs…}': () =>
      listingPage((language) => {
        const paths = c.byLanguage[language].categoryPaths;
        return fc.oneof(
          { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...paths), trailing).map(([path, end]) => path + end) },
          {
            weight: 3,
            arbitrary: fc
              .tuple(fc.constantFrom(...paths), segment(), fc.constantFrom('append', 'replace', 'upper', 'double'))
              .map(([path, odd, how]) => {
                if (how === 'append') return `${path}/${odd}`;
                if (how === 'upper') return path.toUpperCase();
                if (how === 'double') return `/${path}`;
                return `${path.slice(0, path.lastIndexOf('/'))}/${odd}`;
              }),
          },
        );
      }),
    'content page /{slug}': () =>
      page(() =>
        fc
          .tuple(segment(['about', 'contact', 'delivery', 'returns', 'privacy', 'page-about']), trailing)
          .map(([slug, end]) => `/${slug}${end}`),
      ),
    'search page /search-results': () =>
      listingPage(() => fc.constantFrom('/search-results', '/search-results/', '/SEARCH-RESULTS', '/search-results%20')),
    'artists page /artists': () => page(() => fc.constantFrom('/artists', '/artists/', '/artists//'), ['page']),
    'artist page /artists/{slug}': () =>
      listingPage(() => fc.tuple(segment(c.artistSlugs), trailing).map(([slug, end]) => `/artists/${slug}${end}`)),
    // docs/browse.md "Agents": /llms.txt, the manifest and any page's markdown at its address plus .md.
    'agents /llms.txt, /manifest.webmanifest, /{page}.md': () =>
      listingPage((language) =>
        fc.oneof(
          fc.constantFrom(
            '/llms.txt',
            '/llms.txt/',
            '/LLMS.TXT',
            '/manifest.webmanifest',
            '/manifest.webmanifest/',
            '/.md',
            '/..md',
            '/%2e.md',
          ),
          fc
            .tuple(
              word(PATH_WORDS[language].product),
              segment(c.byLanguage[language].productSlugs),
              fc.constantFrom('.md', '.md/', '.MD', '%2emd'),
            )
            .map(([w, slug, end]) => `/${w}/${slug}${end}`),
          fc.tuple(fc.constantFrom(...c.byLanguage[language].categoryPaths), trailing).map(([path, end]) => `${path}${end}.md`),
          fc.tuple(segment(['about', 'contact', 'delivery', 'returns', 'privacy']), trailing).map(([slug, end]) => `/${slug}${end}.md`),
        ),
      ),
    'robots.txt': () => page(() => fc.constantFrom('/robots.txt', '/robots.txt/', '/ROBOTS.TXT')),
    'sitemap index /sitemap.xml': () => page(() => fc.constantFrom('/sitemap.xml', '/sitemap.xml/', '/sitemap.xml.gz')),
    'pages sitemap /sitemaps/pages.xml': () => page(() => fc.constantFrom('/sitemaps/pages.xml', '/sitemaps/pages.xml/', '/sitemaps/')),
    'products sitemap /sitemaps/products/{n}.xml': () =>
      page(() =>
        fc
          .oneof(
            fc.integer({ min: 1, max: 3 }).map(String),
            numberText.map((n) => encodeURIComponent(n)),
            segment(['1', '2', '999999', '1000000', '01']),
          )
          .chain((n) => fc.constantFrom(`/sitemaps/products/${n}.xml`, `/sitemaps/products/${n}`, `/sitemaps/products/${n}.xml.xml`)),
      ),
    'unsubscribe page /unsubscribe': () =>
      page(
        () => fc.constantFrom('/unsubscribe', '/unsubscribe/'),
        ['token', 'email'],
        () => fc.oneof(fc.stringMatching(/^[0-9a-f]{32}$/), fc.emailAddress(), oddText),
      ),
    'gift card page /gift-card/balance': () =>
      page(
        () => fc.constantFrom('/gift-card/balance', '/gift-card/balance/', '/gift-card', '/gift-card/'),
        ['code'],
        () => fc.oneof(fc.constantFrom('DEMO-SEKA-2345-6789'), oddText),
      ),
    'assets /assets/{name}': () =>
      page(() =>
        fc
          .tuple(segment([...c.assetNames, 'favicon.svg', 'pay-visa.svg', 'pay-klarna.svg']), fc.constantFrom('', '', '.map', '/', '.gz'))
          .map(([name, end]) => `/assets/${name}${end}`),
      ),
    'any other path': () =>
      page(() =>
        fc
          .tuple(
            fc.array(fc.oneof(segment(), fc.constantFrom('api', 'assets', 'artists', 'sitemaps', 'product', 'tag', '__bench', 'static')), {
              minLength: 0,
              maxLength: 8,
            }),
            fc.constantFrom('/', '//', '/\\', '///', '/%2F', '/%5C'),
          )
          .map(([segments, start]) => start + segments.join('/')),
      ),
  };
}
