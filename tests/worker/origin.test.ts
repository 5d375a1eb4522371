import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_FIELDS } from '../../shared/custom-poster/designs';
import { LOCALE_CODES, LOCALES } from '../../shared/locales';
import { ImageType, ProductTemplate, ProductType, type Category, type ProductDetail, type ProductSummary } from '../../shared/types';
import { VAT_BY_LOCALE } from '../../services/commerce/src/catalog/constants';
import { commerceApp } from '../../services/commerce/src/app';
import { seedDatabase } from '../../services/commerce/src/seed';
import { createTestShop, type TestShop } from './harness';

/**
 * The embedded commerce API's catalog reads, through the worker's /api proxy (which adds
 * locale and sid from the host) against a seeded 2,000-product catalog.
 */
let shop: TestShop;
let db: D1Database;

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 2000 });
  db = (await shop.commerceDb()) as unknown as D1Database;
});
afterAll(async () => {
  await shop?.dispose();
});

async function json<T = unknown>(locale: string, path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await shop.get(locale, path);
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

type Listing = { products: ProductSummary[]; categories: Category[] };
const THREE = ['sv', 'de', 'en'] as const;

describe('locale and sid (docs/api.md "Conventions for every call")', () => {
  const call = (query: string) => commerceApp.fetch(new Request(`https://commerce.internal/api/product-attributes${query}`), { DB: db });
  it.each([
    ['both missing', ''],
    ['sid missing', '?locale=sv'],
    ['locale missing', '?sid=1'],
    ['sid of another locale', '?locale=sv&sid=3'],
    ['unknown locale', '?locale=no&sid=20'],
  ])('%s is a 400 JSON', async (_name, query) => {
    const response = await call(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });
  it('a matching pair is answered', async () => {
    expect((await call('?locale=de&sid=3')).status).toBe(200);
  });
});

describe('widgets', () => {
  const slugs = ['cookie-alert', 'cart-header', 'cart-footer', 'footer-columns', 'store-message', 'newsletter-banner'];
  it.each(THREE.flatMap((locale) => slugs.map((slug) => [locale, slug] as const)))('%s %s has content and hidden', async (locale, slug) => {
    const { status, body } = await json<{ content: string; hidden: boolean }>(locale, `/api/widget-by-slug/${slug}`);
    expect(status).toBe(200);
    expect(body).toEqual({ content: expect.any(String), hidden: expect.any(Boolean) });
    if (slug === 'store-message') expect(body.content.length).toBeGreaterThan(20);
    if (slug === 'footer-columns')
      expect(JSON.parse(body.content).columns[0].links[0]).toEqual({ label: expect.any(String), url: expect.stringMatching(/^\//) });
  });
  it('speaks the language of the host', async () => {
    const [sv, de] = await Promise.all([
      json<{ content: string }>('sv', '/api/widget-by-slug/cart-footer'),
      json<{ content: string }>('de', '/api/widget-by-slug/cart-footer'),
    ]);
    expect(sv.body.content).toContain('öppet köp');
    expect(de.body.content).toContain('Rückgaberecht');
  });
  it('an unknown widget is a 404 JSON', async () => {
    const { status, body } = await json('sv', '/api/widget-by-slug/no-such-widget');
    expect(status).toBe(404);
    expect(body).toEqual({ error: expect.any(String) });
  });
});

describe('GET /api/products', () => {
  it.each(THREE)('%s: products with prices in the store currency, a facet and x-records', async (locale) => {
    const { status, body, headers } = await json<Listing>(locale, '/api/products?per_page=5');
    expect(status).toBe(200);
    expect(Number(headers.get('x-records'))).toBe(2000);
    expect(body.products).toHaveLength(5);
    const product = body.products[0]!;
    expect(product).toMatchObject({
      id: expect.any(Number),
      sku: expect.any(String),
      name: expect.any(String),
      slug: expect.stringMatching(/^[a-z0-9-]+$/),
      group_id: expect.any(Number),
      vat: { sv: 25, de: 19, en: 20 }[locale],
    });
    expect(product.prices.n[0]).toEqual({ q: 1, p: expect.any(Number) });
    expect(product.images.every((image) => image.url.startsWith('/api/images/') && image.w > 0 && image.h > 0)).toBe(true);
    expect(body.categories.length).toBeGreaterThan(5);
    expect(body.categories[0]).toMatchObject({
      id: expect.any(Number),
      count: expect.any(Number),
      uri: expect.stringMatching(/^\//),
      hierarchy: expect.any(Array),
    });
  });

  it('prices follow the currency: crowns in sv, pounds in en, euros in de', async () => {
    const results = await Promise.all(THREE.map((locale) => json<Listing>(locale, '/api/products?ids=100&nc=1')));
    const [sv, de, en] = results.map((r) => r.body.products[0]!.variations.find((v) => v.name === '50x70 cm')!.prices.n[0]!.p);
    expect(sv).toBe(349);
    expect(Number.isInteger(sv)).toBe(true);
    expect(String(en)).toMatch(/\.95$/);
    expect(String(de)).toMatch(/\.95$/);
  });

  it('pages do not overlap and x-records counts all matches', async () => {
    const [one, two] = await Promise.all([
      json<Listing>('sv', '/api/products?category=2&per_page=10&nc=1'),
      json<Listing>('sv', '/api/products?category=2&per_page=10&page=2&nc=1'),
    ]);
    expect(one.headers.get('x-records')).toBe(two.headers.get('x-records'));
    const ids = new Set([...one.body.products, ...two.body.products].map((p) => p.id));
    expect(ids.size).toBe(20);
    const total = Number(one.headers.get('x-records'));
    const last = await json<Listing>('sv', `/api/products?category=2&per_page=10&nc=1&page=${Math.ceil(total / 10)}`);
    expect(last.body.products).toHaveLength(total % 10 || 10);
    expect(
      (await json<Listing>('sv', `/api/products?category=2&per_page=10&nc=1&page=${Math.ceil(total / 10) + 1}`)).body.products,
    ).toEqual([]);
  });

  it('co=1 answers the count only, nc=1 leaves out the categories', async () => {
    const [count, noFacet] = await Promise.all([
      json<Listing>('de', '/api/products?query=berg&co=1'),
      json<Listing>('de', '/api/products?query=berg&nc=1'),
    ]);
    expect(count.body).toEqual({ products: [], categories: [] });
    expect(count.headers.get('x-records')).toBe(noFacet.headers.get('x-records'));
    expect(Number(count.headers.get('x-records'))).toBeGreaterThan(10);
    expect(noFacet.body.categories).toEqual([]);
  });

  it.each([
    ['de', 'berg', /berg/i],
    ['sv', 'fjäl', /fjäll/i],
    ['sv', 'fjall', /fjäll/i],
    ['en', 'mount', /mount/i],
  ])('%s: a search for %j finds names by word prefix', async (locale, query, pattern) => {
    const { body } = await json<Listing>(locale, `/api/products?query=${encodeURIComponent(query)}&per_page=5&nc=1`);
    expect(body.products.length).toBeGreaterThan(0);
    expect(pattern.test(body.products[0]!.name)).toBe(true);
  });

  it('the frames query returns exactly the frame products, with a size per variation', async () => {
    const { body, headers } = await json<Listing>(
      'sv',
      `/api/products?template_id=${ProductTemplate.Frame}&type=${ProductType.Variation}&per_page=100&nc=1`,
    );
    expect(Number(headers.get('x-records'))).toBe(body.products.length);
    expect(body.products.length).toBeGreaterThanOrEqual(6);
    for (const frame of body.products) {
      expect(frame.template_id).toBe(ProductTemplate.Frame);
      expect(frame.variations.every((v) => v.size === v.name && /cm$/.test(v.size))).toBe(true);
      expect(frame.images.map((i) => i.t)).toEqual(
        expect.arrayContaining([ImageType.FrameSwatch, ImageType.FrameOverlayPortrait, ImageType.FrameOverlayLandscape]),
      );
    }
  });

  it.each([...Object.values(ProductType).map((t) => ['type', t]), ...Object.values(ProductTemplate).map((t) => ['template_id', t])])(
    '%s=%i has products',
    async (key, value) => {
      const { headers } = await json('sv', `/api/products?${key}=${value}&co=1`);
      expect(Number(headers.get('x-records'))).toBeGreaterThan(0);
    },
  );

  it('a category includes its descendants', async () => {
    const [posters, nature, mountains] = await Promise.all([1, 2, 3].map((id) => json('sv', `/api/products?category=${id}&co=1`)));
    const count = (r: { headers: Headers }) => Number(r.headers.get('x-records'));
    expect(count(posters!)).toBeGreaterThan(count(nature!));
    expect(count(nature!)).toBeGreaterThan(count(mountains!));
    expect(count(mountains!)).toBeGreaterThan(0);
  });

  it('filters by tag, artist, ids and attributes', async () => {
    const tag = await json<Listing>('sv', '/api/products?tag=presenttips&co=1');
    expect(Number(tag.headers.get('x-records'))).toBeGreaterThan(0);
    const artist = await json<Listing>('sv', '/api/products?artist=astrid-lindqvist&per_page=100&nc=1');
    expect(artist.body.products.every((p) => p.artist?.slug === 'astrid-lindqvist')).toBe(true);
    const ids = await json<Listing>('sv', '/api/products?ids=30,12,500&nc=1');
    expect(ids.body.products.map((p) => p.id)).toEqual([30, 12, 500]);
    const sized = await json<Listing>('sv', '/api/products?attr[storlek]=70x100&colour=blue&per_page=50&nc=1');
    expect(sized.body.products.length).toBeGreaterThan(0);
    expect(sized.body.products.every((p) => p.variations.some((v) => v.name === '70x100 cm'))).toBe(true);
    expect((await json('sv', '/api/products?attr[weight]=1')).status).toBe(400);
  });

  it.each([
    ['price_asc', (a: number, b: number) => a <= b],
    ['price_desc', (a: number, b: number) => a >= b],
  ] as const)('sort=%s orders by the lowest single-piece price', async (sort, inOrder) => {
    const { body } = await json<Listing>('en', `/api/products?sort=${sort}&per_page=40&nc=1`);
    const prices = body.products.map((p) => Math.min(...p.variations.map((v) => v.prices.n.find((t) => t.q === 1)!.p)));
    for (let i = 1; i < prices.length; i++) expect(inOrder(prices[i - 1]!, prices[i]!)).toBe(true);
  });
});

describe('GET /api/products/:slug', () => {
  async function detailOf(locale: string, query: string): Promise<ProductDetail> {
    const listing = await json<Listing>(locale, `/api/products?${query}&per_page=1&nc=1`);
    return (await json<ProductDetail>(locale, `/api/products/${listing.body.products[0]!.slug}`)).body;
  }

  it.each(THREE)('%s: the product page with description, tags, options, related and all 19 slugs', async (locale) => {
    const detail = await detailOf(locale, 'template_id=2&type=2');
    expect(detail).toMatchObject({
      description: expect.stringContaining('<p>'),
      options: { margin: expect.any(Boolean), black_and_white: expect.any(Boolean) },
      categories: expect.any(Array),
      tags: expect.any(Array),
    });
    expect(detail.related.length).toBeGreaterThan(0);
    expect(Object.keys(detail.slugs).sort()).toEqual([...LOCALE_CODES].sort());
    expect(detail.slugs[locale]).toBe(detail.slug);
    const other = locale === 'sv' ? 'de' : 'sv';
    const there = await json<ProductDetail>(other, `/api/products/${detail.slugs[other]}`);
    expect(there.body.id).toBe(detail.id);
  });

  it('a SET lists its parts, a custom poster its template, editable fields and start values', async () => {
    const set = await detailOf('de', `type=${ProductType.SET}`);
    expect(set.parts!.length).toBeGreaterThanOrEqual(2);
    const custom = await detailOf('de', `template_id=${ProductTemplate.CustomPoster}`);
    const template = custom.custom_template!.template!;
    expect(['typography', 'star-map']).toContain(template);
    expect(custom.custom_template!.fields.map((field) => field.key)).toEqual(TEMPLATE_FIELDS[template].map((field) => field.key));
    expect(custom.custom_template!.fields[0]).toEqual({ key: expect.any(String), label: expect.any(String), max: expect.any(Number) });
    expect(custom.custom_template!.start).toMatchObject({ template });
  });

  it('a slug from another language, or none at all, is a 404 JSON', async () => {
    const sv = await detailOf('sv', 'ids=100');
    if (sv.slugs.de !== sv.slug) expect((await json('sv', `/api/products/${sv.slugs.de}`)).status).toBe(404);
    const missing = await json('sv', '/api/products/no-such-poster');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: expect.any(String) });
  });
});

describe('catalog data', () => {
  it('seeding again with the same options does nothing', async () => {
    const started = Date.now();
    expect(await seedDatabase(db, { products: 2000 })).toEqual({ products: 2000, seconds: 0, skipped: true });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('translated slugs are unique per language', async () => {
    for (const [table, key] of [
      ['product_translations', 'slug'],
      ['category_translations', 'uri'],
      ['tag_translations', 'slug'],
    ]) {
      const dupes = await db.prepare(`SELECT locale, ${key} FROM ${table} GROUP BY locale, ${key} HAVING COUNT(*) > 1`).all();
      expect(dupes.results).toEqual([]);
    }
  });
  it('every stock status occurs', async () => {
    const { results } = await db.prepare('SELECT DISTINCT stock_status AS s FROM variations ORDER BY s').all<{ s: string }>();
    expect(results.map((r) => r.s)).toEqual(['backorder', 'instock', 'lowstock', 'outofstock']);
  });
});

describe('categories, attributes, search hints, strings, reviews', () => {
  it.each(THREE)('%s: nested categories with uri, hierarchy and menu flags', async (locale) => {
    const { body } = await json<Category[]>(locale, '/api/product-categories?v=2');
    const posters = body[0]!;
    const leaf = posters.children[0]!.children[0]!;
    expect(leaf.hierarchy).toEqual([posters.name, posters.children[0]!.name, leaf.name]);
    expect(leaf.uri).toBe(`/${posters.slug}/${posters.children[0]!.slug}/${leaf.slug}`);
    expect(posters).toMatchObject({ parent_id: null, show_in_menu: true, show_in_main_menu: true });
    if (locale === 'sv') expect(leaf.uri).toBe('/affischer/natur/berg');
  });
  it('uris=1 adds every language’s path', async () => {
    const { body } = await json<Category[]>('sv', '/api/product-categories?v=2&uris=1');
    expect(body[0]!.uris).toMatchObject({ sv: '/affischer', de: '/poster', en: '/posters' });
  });
  it.each([
    ['sv', 'Storlek'],
    ['de', 'Größe'],
    ['en', 'Size'],
  ])('%s: attributes are translated (%s)', async (locale, size) => {
    const { body } = await json<{ name: string; values: unknown[] }[]>(locale, '/api/product-attributes');
    expect(body.map((a) => a.name)[0]).toBe(size);
    expect(body).toHaveLength(4);
    expect(body.every((a) => a.values.length > 1)).toBe(true);
  });
  it.each([
    ['sv', 'be', 'Berg'],
    ['de', 'ber', 'Berge'],
    ['en', 'moun', 'Mountains'],
  ])('%s: hints starting with %j', async (locale, query, hint) => {
    const { body } = await json<{ id: number; hint: string; url: string; url_title: string }[]>(
      locale,
      `/api/search-triggers?query=${query}`,
    );
    expect(body.length).toBeLessThanOrEqual(8);
    expect(body.map((h) => h.hint)).toContain(hint);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      hint: expect.any(String),
      url: expect.stringMatching(/^\//),
      url_title: expect.any(String),
    });
  });
  it('an empty hint query gives an empty list', async () => {
    expect((await json('sv', '/api/search-triggers?query=')).body).toEqual([]);
  });
  it.each(THREE)('%s: strings and site reviews in the language', async (locale) => {
    const strings = await json<Record<string, unknown>>(locale, '/api/strings');
    expect(typeof strings.body).toBe('object');
    const reviews = await json<{ stars: number; review: string; author: string }[]>(locale, '/content/site-reviews');
    expect(reviews.body.length).toBeGreaterThanOrEqual(5);
    expect(reviews.body[0]).toEqual({ stars: expect.any(Number), review: expect.any(String), author: expect.any(String) });
  });
});

describe('artists and tags', () => {
  it('lists 50+ artists by name, paged', async () => {
    const { body, headers } = await json<{ artists: { name: string; avatar: { t: number } }[] }>('sv', '/api/artists?per_page=10');
    expect(Number(headers.get('x-records'))).toBeGreaterThanOrEqual(50);
    expect(body.artists).toHaveLength(10);
    expect(body.artists[0]!.avatar.t).toBe(ImageType.Avatar);
    expect([...body.artists.map((a) => a.name)].sort((a, b) => (a < b ? -1 : 1))).toEqual(body.artists.map((a) => a.name));
  });
  it('an artist page has a bio in the language', async () => {
    const [sv, en] = await Promise.all(
      ['sv', 'en'].map((l) => json<{ bio: string; product_count: number }>(l, '/api/artists/astrid-lindqvist')),
    );
    expect(sv!.body.bio).toContain('Astrid Lindqvist');
    expect(sv!.body.bio).not.toBe(en!.body.bio);
    expect((await json('sv', '/api/artists/nobody')).status).toBe(404);
  });
  it('a tag page carries its slug in every language', async () => {
    const { body } = await json<{ name: string; slugs: Record<string, string>; product_count: number }>('sv', '/api/tags/presenttips');
    expect(body.name).toBe('Presenttips');
    expect(body.slugs).toMatchObject({ sv: 'presenttips', de: 'geschenkidee', en: 'gift-idea' });
    expect(Object.keys(body.slugs)).toHaveLength(19);
  });
});

describe('GET /api/images/{name}.svg', () => {
  it('serves every image type the catalog lists, with the size its record states', async () => {
    const listings = await Promise.all(
      [
        `template_id=${ProductTemplate.Frame}`,
        'template_id=2&type=2&sort=popular',
        `type=${ProductType.SET}`,
        `template_id=${ProductTemplate.Wall}`,
        `type=${ProductType.GiftCard}`,
        'tag=svartvitt',
      ].map((q) => json<Listing>('sv', `/api/products?${q}&per_page=3&nc=1`)),
    );
    const images = listings.flatMap((l) => l.body.products.flatMap((p) => p.images));
    const artists = await json<{ artists: { avatar: ProductSummary['images'][number] }[] }>('sv', '/api/artists?per_page=1');
    images.push(artists.body.artists[0]!.avatar);
    expect(new Set(images.map((i) => i.t))).toEqual(new Set(Object.values(ImageType)));
    const oneOfEach = [...new Map(images.map((i) => [i.t, i])).values()];
    for (const image of oneOfEach) {
      const response = await shop.get('sv', image.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toContain(`width="${image.w}" height="${image.h}"`);
    }
  });
  it('an unknown image is a 404 JSON', async () => {
    expect((await shop.get('sv', '/api/images/not-an-image.svg')).status).toBe(404);
  });
});

describe('every store', () => {
  it.each(LOCALE_CODES)('%s answers in its own language, currency and VAT', async (locale) => {
    const { body } = await json<Listing>(locale, '/api/products?ids=1&nc=1');
    const product = body.products[0]!;
    expect(product.vat).toBe(VAT_BY_LOCALE[locale]);
    const crowns = LOCALES[locale].currency === 'SEK' || LOCALES[locale].currency === 'DKK';
    expect(String(product.prices.n[0]!.p)).toMatch(crowns ? /^\d+9$/ : /^\d+\.95$/);
    const { body: sv } = await json<Listing>('sv', '/api/products?ids=1&nc=1');
    if (locale !== 'sv' && locale !== 'da') expect(product.name).not.toBe(sv.products[0]!.name);
  });
});
