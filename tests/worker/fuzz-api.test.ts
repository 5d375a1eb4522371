import { fc } from '@fast-check/vitest';
import type { Arbitrary } from 'fast-check';
import { describe, it } from 'vitest';
import { SORTS } from '../../shared/filters';
import {
  FUZZ_RUNS,
  FUZZ_TIMEOUT,
  GET_METHODS,
  LOCALES,
  POST_METHODS,
  body,
  field,
  fuzz,
  languageOf,
  fuzzShop,
  perLocale,
  numberText,
  oddText,
  query,
  request,
  segment,
  triesTooManyCodes,
  withOddKeys,
  type Catalog,
  type Endpoint,
  type FuzzRequest,
} from './fuzz-requests';

/**
 * Issue 9, proof: every call of the /api proxy and the embedded commerce API behind it,
 * fuzzed through the worker in workerd with generated malformed requests (FUZZ_RUNS per
 * call: 1,000 in `npm test`, 10,000 with `npm run fuzz`). No answer is 500 or above, every
 * refusal is a JSON error, and 429 comes only where a limit applies to the request itself
 * (each request is a new client). Generators: fuzz-requests.ts.
 */
const fuzzing = fuzzShop();

const STORE = ['locale', 'sid'];
const FLAGS = fc.constantFrom('0', '1', 'true', 'false', 'yes', '2', '');

type Language = ReturnType<typeof languageOf>;
type PerLanguage<T> = T | ((language: Language) => T);
const inLanguage = <T>(value: PerLanguage<T>, language: Language): T =>
  typeof value === 'function' ? (value as (language: Language) => T)(language) : value;

/**
 * A GET call on any host: `path` with a query of `names` (and the locale and sid the proxy
 * sets itself). Each may depend on the host's language, so real slugs are that language's.
 */
function read(
  path: PerLanguage<Arbitrary<string>>,
  names: PerLanguage<string[]> = [],
  values: PerLanguage<Arbitrary<string>> = FLAGS,
): Arbitrary<FuzzRequest> {
  return perLocale((locale) => {
    const language = languageOf(locale);
    return request({
      locale: fc.constant(locale),
      method: GET_METHODS,
      target: fc
        .tuple(inLanguage(path, language), query([...inLanguage(names, language), ...STORE], inLanguage(values, language)))
        .map(([p, q]) => p + q),
    });
  });
}

/** A POST call with a body of `shape`; `lists` are its array fields, sent huge now and then. */
function action(path: string, shape: Arbitrary<unknown>, lists: { key: string; element: unknown }[] = []) {
  return request({
    locale: LOCALES,
    method: POST_METHODS,
    target: fc.oneof(
      { weight: 12, arbitrary: fc.constant(path) },
      { weight: 1, arbitrary: query(STORE).map((q) => path + q) },
      { weight: 1, arbitrary: fc.constantFrom(`${path}/`, path.toUpperCase(), `${path}%00`, `${path};x`, `/${path}`, `${path}/..${path}`) },
    ),
    body: body(shape, lists),
  });
}

const COUPONS = ['SPRING-25', 'WELCOME10', 'FRAMES15', 'ART20', 'CUSTOM20', 'STAFF-INTERNAL', 'SUMMER-2023', 'spring-25 ', 'NEWS-AAAAAAAA'];
const GIFT_CARDS = ['DEMO-SEKA-2345-6789', 'DEMO-EURB-2345-6789', 'DEMO-EXPD-2345-6789', 'demo seka 2345 6789', 'ABCD-EFGH-JKLM-NPQR'];

function catalogCalls(c: Catalog): Record<string, () => Arbitrary<FuzzRequest>> {
  const listingNames = (language: Language) => [
    'query',
    'category',
    'tag',
    'artist',
    'template_id',
    'type',
    'ids',
    'sort',
    'page',
    'per_page',
    'nc',
    'co',
    'nr',
    'size',
    'orientation',
    'colour',
    'style',
    'attr',
    ...c.byLanguage[language].attributes.flatMap((a) => [`attr[${a.slug}]`, a.slug]),
  ];
  const listingValues = (language: Language) =>
    fc.oneof(
      FLAGS,
      numberText,
      fc.constantFrom(
        ...SORTS,
        ...c.byLanguage[language].tagSlugs,
        ...c.artistSlugs,
        ...c.byLanguage[language].attributes.flatMap((a) => a.values),
      ),
      fc.array(fc.constantFrom(...c.productIds.map(String), '', 'x', '-1'), { maxLength: 120 }).map((ids) => ids.join(',')),
    );
  return {
    'GET /api/products': () => read(fc.constant('/api/products'), listingNames, listingValues),
    'GET /api/products/{slug}': () =>
      read((language) => segment(c.byLanguage[language].productSlugs).map((slug) => `/api/products/${slug}`)),
    'GET /api/product-categories': () => read(fc.constant('/api/product-categories'), ['v', 'uris'], fc.oneof(FLAGS, numberText)),
    'GET /api/product-attributes': () => read(fc.constant('/api/product-attributes')),
    'GET /api/search-triggers': () => read(fc.constant('/api/search-triggers'), ['query'], oddText),
    'GET /api/artists': () => read(fc.constant('/api/artists'), ['page', 'per_page', 'query'], fc.oneof(numberText, oddText)),
    'GET /api/artists/{slug}': () => read(segment(c.artistSlugs).map((slug) => `/api/artists/${slug}`)),
    'GET /api/tags': () => read(fc.constant('/api/tags')),
    'GET /api/tags/{slug}': () => read((language) => segment(c.byLanguage[language].tagSlugs).map((slug) => `/api/tags/${slug}`)),
    'GET /api/widget-by-slug/{slug}': () =>
      read(
        segment([
          'cookie-alert',
          'cart-header',
          'cart-footer',
          'footer-columns',
          'store-message',
          'newsletter-banner',
          'page-about',
          'page-',
        ]).map((slug) => `/api/widget-by-slug/${slug}`),
      ),
    'GET /api/strings': () => read(fc.constant('/api/strings')),
    'GET /content/site-reviews': () => read(fc.constant('/content/site-reviews')),
    'GET /api/images/{name}': () =>
      read(
        fc
          .tuple(
            segment(c.imageNames.map((name) => name.replace(/\.svg$/, ''))),
            fc.constantFrom('.svg', '.svg', '', '.png', '.svg.svg', '.SVG'),
          )
          .map(([name, extension]) => `/api/images/${name}${extension}`),
      ),
    // Keys are decoded by hand (services/commerce/src/media/upload-routes.ts, photo-routes.ts): malformed escapes land here too.
    'GET /api/media/{key}': () =>
      read(
        fc
          .tuple(
            fc.constantFrom('artists/1/avatar', 'artists/2/posters/7', 'artists', 'artists/1', ''),
            segment(['1b4e28ba-2fa1-41d2-883f-0016d3cca427-800x800.png', '1b4e28ba-2fa1-41d2-883f-0016d3cca427-1800x2400.jpg']),
          )
          .map(([folder, file]) => `/api/media/${folder ? `${folder}/` : ''}${file}`),
      ),
    'GET /api/photos/{file}': () =>
      read(
        fc
          .tuple(
            fc.constantFrom('', 'photos/'),
            segment(['1b4e28ba-2fa1-41d2-883f-0016d3cca427.jpg', '1b4e28ba-2fa1-41d2-883f-0016d3cca427.png']),
          )
          .map(([folder, file]) => `/api/photos/${folder}${file}`),
      ),
    'any other /api path': () =>
      read(
        fc
          .array(fc.oneof(segment(), fc.constantFrom('products', 'images', 'sync-cart', 'artists', 'media', 'photos', 'orders', '')), {
            minLength: 1,
            maxLength: 5,
          })
          .map((segments) => `/api/${segments.join('/')}`),
        ['query', 'page'],
      ),
  };
}

function shopperCalls(c: Catalog): Record<string, () => Arbitrary<FuzzRequest>> {
  const sku = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...c.skus) }, { weight: 1, arbitrary: oddText });
  const id = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...c.productIds) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 2 ** 31, 2 ** 53)) },
  );
  const codes = fc.oneof(
    { weight: 6, arbitrary: fc.array(fc.oneof(fc.constantFrom(...COUPONS), oddText), { maxLength: 8 }) },
    { weight: 1, arbitrary: fc.array(fc.string({ minLength: 1, maxLength: 70 }), { minLength: 15, maxLength: 40 }) },
  );
  const quantity = fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 20 }) },
    { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, 5000, 5001, 1e21, Number.MAX_SAFE_INTEGER) },
  );
  /** A cart line as the shop's cart sends it. */
  const cartLine = fc.record(
    {
      sku: fc.constantFrom(...c.skus),
      quantity: fc.integer({ min: 0, max: 30 }),
      uuid: fc.uuid(),
      metadata: fc.option(fc.record({ margin: fc.boolean(), black_and_white: fc.boolean() }, { requiredKeys: [] })),
    },
    { requiredKeys: ['sku', 'quantity'] },
  );
  const oddLine = withOddKeys(
    fc.record(
      {
        sku: field(sku),
        quantity: field(quantity),
        uuid: field(fc.uuid()),
        product_id: field(id),
        metadata: field(
          fc.option(
            withOddKeys(
              fc.record(
                {
                  margin: field(fc.boolean()),
                  black_and_white: field(fc.boolean()),
                  template: field(fc.record({ values: field(fc.dictionary(oddText, field(oddText), { maxKeys: 25 })) })),
                },
                { requiredKeys: [] },
              ),
            ),
          ),
        ),
        cross_selling_product_id: field(fc.option(id)),
        added_by_coupon: field(fc.option(fc.constantFrom(...COUPONS))),
        price: field(fc.double()),
        pricing: field(fc.array(fc.record({ q: fc.integer(), p: fc.double() }), { maxLength: 3 })),
      },
      { requiredKeys: ['sku', 'quantity'] },
    ),
  );
  const items = fc.array(fc.oneof({ weight: 3, arbitrary: cartLine }, { weight: 1, arbitrary: oddLine }), { maxLength: 6 });
  const email = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('anna@example.com', 'Anna.Berg+news@Example.SE', ' a@b.se ', 'ö@exämple.de') },
    { weight: 1, arbitrary: fc.emailAddress() },
    {
      weight: 1,
      arbitrary: fc.oneof(
        oddText,
        fc.constantFrom('a@b', 'a@@b.se', `${'x'.repeat(250)}@b.se`, '"a b"@c.de', 'a@[127.0.0.1]', 'a@b.se\n', '@', 'a@b..se'),
      ),
    },
  );
  /** Text of 0 to 9,000 characters, mostly within the 2,000 an error report's message may have. */
  const report = fc.oneof(
    { weight: 4, arbitrary: oddText },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 9000 }).map((length) => 'e'.repeat(length)) },
  );
  const itemElement = { sku: c.skus[0], quantity: 1 };
  return {
    'POST /api/sync-cart': () =>
      action(
        '/api/sync-cart',
        withOddKeys(
          fc.record(
            {
              items: field(items),
              coupons: field(codes),
              checkout_order_id: field(fc.option(oddText)),
              campaign: field(fc.option(fc.dictionary(oddText, field(fc.oneof(oddText, fc.double())), { maxKeys: 25 }))),
            },
            { requiredKeys: ['items'] },
          ),
        ),
        [
          { key: 'items', element: itemElement },
          { key: 'coupons', element: 'X' },
        ],
      ),
    'POST /api/sync-coupons': () =>
      action(
        '/api/sync-coupons',
        withOddKeys(fc.record({ coupons: field(codes), cart_contents: field(items) }, { requiredKeys: ['coupons'] })),
        [
          { key: 'coupons', element: 'SPRING-25' },
          { key: 'cart_contents', element: itemElement },
        ],
      ),
    'POST /api/sync-wishlist': () => {
      const entry = withOddKeys(
        fc.record({ id: field(id), thumb: field(oddText), name: field(oddText), slug: field(oddText) }, { requiredKeys: ['id'] }),
      );
      const entries = fc.array(entry, { maxLength: 8 });
      return action('/api/sync-wishlist', fc.oneof(entries, withOddKeys(fc.record({ items: field(entries) }))), [
        { key: 'items', element: { id: c.productIds[0] } },
      ]);
    },
    'POST /api/subscribe': () => action('/api/subscribe', withOddKeys(fc.record({ email: field(email) }))),
    'POST /api/unsubscribe': () =>
      action(
        '/api/unsubscribe',
        fc.oneof(
          withOddKeys(fc.record({ token: field(fc.oneof(fc.stringMatching(/^[0-9a-fA-F]{32}$/), oddText)) })),
          withOddKeys(fc.record({ email: field(email) })),
          fc.record({ token: field(fc.stringMatching(/^[0-9a-f]{32}$/)), email: field(email) }, { requiredKeys: [] }),
        ),
      ),
    'POST /api/gift-card-balance': () => {
      const typed = fc.string({ unit: fc.constantFrom(...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789- abc01IO'), minLength: 10, maxLength: 30 });
      return action(
        '/api/gift-card-balance',
        withOddKeys(fc.record({ code: field(fc.oneof(fc.constantFrom(...GIFT_CARDS), typed, oddText)) })),
      );
    },
    'POST /captuerr': () =>
      action(
        '/captuerr',
        withOddKeys(
          fc.record(
            {
              error: field(report),
              level: field(
                fc.oneof({ weight: 4, arbitrary: fc.constantFrom('error', 'warning', 'info') }, { weight: 1, arbitrary: oddText }),
              ),
              stack: field(report),
              userAgent: field(report),
              url: field(report),
            },
            { requiredKeys: ['error'] },
          ),
        ),
      ),
  };
}

/** Calls whose limit one request can reach by itself: the coupon codes tried (a new client, more than 30 codes). */
const LIMITED_ALONE = new Set(['POST /api/sync-cart', 'POST /api/sync-coupons']);

const NAMES = {
  catalog: [
    'GET /api/products',
    'GET /api/products/{slug}',
    'GET /api/product-categories',
    'GET /api/product-attributes',
    'GET /api/search-triggers',
    'GET /api/artists',
    'GET /api/artists/{slug}',
    'GET /api/tags',
    'GET /api/tags/{slug}',
    'GET /api/widget-by-slug/{slug}',
    'GET /api/strings',
    'GET /content/site-reviews',
    'GET /api/images/{name}',
    'GET /api/media/{key}',
    'any other /api path',
  ],
  shopper: [
    'POST /api/sync-cart',
    'POST /api/sync-coupons',
    'POST /api/sync-wishlist',
    'POST /api/subscribe',
    'POST /api/unsubscribe',
    'POST /api/gift-card-balance',
    'POST /captuerr',
    'GET /api/photos/{file}',
  ],
};

function endpoint(name: string): Endpoint {
  const calls = { ...catalogCalls(fuzzing.catalog), ...shopperCalls(fuzzing.catalog) };
  const make = calls[name];
  if (!make) throw new Error(`no generator for ${name}`);
  return {
    name,
    isApi: true,
    requests: make(),
    ...(LIMITED_ALONE.has(name) ? { mayLimit: triesTooManyCodes } : {}),
  };
}

describe(`catalog reads: ${FUZZ_RUNS} generated malformed requests each`, () => {
  it.each(NAMES.catalog)('%s never answers 500 and refuses with a JSON error', (name) => fuzz(fuzzing.shop, endpoint(name)), FUZZ_TIMEOUT);
});

describe(`shopper calls: ${FUZZ_RUNS} generated malformed requests each`, () => {
  it.each(NAMES.shopper)('%s never answers 500 and refuses with a JSON error', (name) => fuzz(fuzzing.shop, endpoint(name)), FUZZ_TIMEOUT);
});
