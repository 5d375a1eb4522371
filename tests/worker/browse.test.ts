import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GiftCardPurchaseProps } from '../../client/islands/browse/GiftCardPurchase';
import type { ProductPurchaseProps } from '../../client/islands/browse/ProductPurchase';
import { PATH_WORDS } from '../../locales/paths';
import { STRINGS } from '../../locales';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '../../shared/locales';
import { createTranslator } from '../../shared/i18n';
import { GIFT_CARD_LIMITS } from '../../shared/gift-card';
import { formatMoney } from '../../shared/money';
import type { Category, ProductDetail, ProductSummary, TagDetail } from '../../shared/types';
import { apiJson, canonicalOf, firstProduct, hydratedProps, islandProps, jsonLdOf, linksOf } from './browse-helpers';
import { fragmentBody } from './fragment-helpers';
import { createTestShop, type TestShop } from './harness';
import { listingSql, parseListingQuery } from '../../services/commerce/src/catalog/listing';
import { storeFor } from '../../services/commerce/src/http/store';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 2000 });
});

afterAll(async () => {
  await shop?.dispose();
});

async function page(code: string, path: string): Promise<{ status: number; html: string; type: string }> {
  const response = await shop.get(code, path);
  return { status: response.status, html: await response.text(), type: response.headers.get('content-type') ?? '' };
}

const origin = (code: string) => `http://${code}.localhost:8787`;
const notFound = (code: LocaleCode) => STRINGS[code].errors.not_found;

describe('every screen in every language', () => {
  it.each(LOCALE_CODES)('%s: start, product, category, tag, artists, artist and search pages answer 200', async (code) => {
    const product = await firstProduct(shop, code, 'template_id=2');
    const [tree, { tags }, { artists }] = await Promise.all([
      apiJson<Category[]>(shop, code, '/api/product-categories?v=2'),
      apiJson<{ tags: TagDetail[] }>(shop, code, '/api/tags'),
      apiJson<{ artists: { slug: string; name: string }[] }>(shop, code, '/api/artists?per_page=1'),
    ]);
    const deep = tree[0]!.children[0]!.children[0]!;
    const paths = [
      '/',
      `/${PATH_WORDS[code].product}/${product.slug}`,
      tree[0]!.uri,
      deep.uri,
      `/${PATH_WORDS[code].tag}/${tags[0]!.slug}`,
      '/artists',
      `/artists/${artists[0]!.slug}`,
      `/search-results?query=${encodeURIComponent(product.name.split(' ')[0]!)}`,
    ];
    for (const path of paths) {
      const { status, html } = await page(code, path);
      expect(status, `${code} ${path}`).toBe(200);
      expect(html).toContain(`<html lang="${code}">`);
      expect(canonicalOf(html)?.startsWith(origin(code)), `${code} ${path} canonical`).toBe(true);
    }
    expect((await page(code, `/${PATH_WORDS[code].product}/${product.slug}`)).html).toContain(`<h1>${product.name}</h1>`);
    expect((await page(code, deep.uri)).html).toContain(`<h1>${deep.name}</h1>`);
  });

  it.each(LOCALE_CODES)('%s: a product is only found under its own word and slug', async (code) => {
    const product = await firstProduct(shop, code, 'template_id=2');
    const others = LOCALE_CODES.map((other) => PATH_WORDS[other].product).filter((word) => word !== PATH_WORDS[code].product);
    for (const word of new Set(others)) expect((await shop.get(code, `/${word}/${product.slug}`)).status, word).toBe(404);
  });
});

describe('404 cases', () => {
  it.each([
    ['an unknown product slug', 'en', '/product/no-such-poster'],
    ['an unknown category path', 'en', '/posters/no-such-category'],
    ['a category path of another language', 'en', '/affischer/natur'],
    ['page 0', 'en', '/posters?page=0'],
    ['a negative page', 'en', '/posters?page=-1'],
    ['a fractional page', 'en', '/posters?page=1.5'],
    ['a page with a leading zero', 'en', '/posters?page=02'],
    ['a page that is not a number', 'en', '/posters?page=two'],
    ['a page after the last', 'en', '/posters?page=999'],
    ['an unknown sort', 'en', '/posters?sort=random'],
    ['an unknown tag', 'de', '/thema/no-such-tag'],
    ['an unknown artist', 'en', '/artists/no-such-artist'],
    ['an artists page after the last', 'en', '/artists?page=50'],
    ['a search page after the last', 'en', '/search-results?query=mountain&page=500'],
    ['a malformed path', 'en', '/posters/%E0%A4%A'],
    ['a sitemap file after the last', 'en', '/sitemaps/products/99.xml'],
  ] as const)('%s answers 404 with the message', async (_name, code, path) => {
    const { status, html } = await page(code, path);
    expect(status).toBe(404);
    expect(html).toContain(notFound(code));
  });
});

describe('product pages', () => {
  async function purchaseOf(code: LocaleCode, product: ProductSummary) {
    const { status, html } = await page(code, `/${PATH_WORDS[code].product}/${product.slug}`);
    expect(status).toBe(200);
    return { html, props: (await hydratedProps<ProductPurchaseProps>(shop, code, html, 'ProductPurchase'))! };
  }

  it('a poster offers its sizes with tier prices and the frames that fit the first size', async () => {
    const poster = await firstProduct(shop, 'en', 'template_id=2&type=2');
    const { html, props } = await purchaseOf('en', poster);
    expect(props.product.variations.map((v) => v.name)).toEqual(poster.variations.map((v) => v.name));
    expect(html).toContain('type="radio" name="variation"');
    expect(html).toContain(STRINGS.en.product.tiers);
    // Tier lines take the plural form of their quantity (shared/i18n): 1 piece, 3 pieces.
    expect(html).toMatch(/<li>From 1 piece: £[\d.]+ each<\/li>/);
    expect(html).toMatch(/<li>From 3 pieces: £[\d.]+ each<\/li>/);
    expect(props.frames.length).toBeGreaterThan(0);
    const firstSize = poster.variations[0]!.name;
    expect(props.frames.every((frame) => frame.variations.some((v) => v.size === firstSize))).toBe(true);
    expect(html).toContain('name="frame"');
    expect(html).toContain(STRINGS.en.stock_status.instock);
    expect(html).toMatch(/<img src="[^"]+" width="\d+" height="\d+" alt="[^"]+" fetchPriority="high"\/>/);
  });

  it('the gallery strip shows thumbnails (Thumb, GalleryThumb), linking to the full pictures', async () => {
    const poster = await firstProduct(shop, 'en', 'template_id=2&type=2');
    const detail = await apiJson<ProductDetail>(shop, 'en', `/api/products/${poster.slug}`);
    const { html } = await purchaseOf('en', poster);
    const url = (t: number) => detail.images.find((image) => image.t === t)!.url;
    const strip = /<ul class="thumbs">(.*?)<\/ul>/.exec(html)![1]!;
    const shown = [...strip.matchAll(/<a href="([^"]+)"[^>]*><img src="([^"]+)" width="(\d+)" height="(\d+)"/g)].map((m) => m.slice(1, 5));
    expect(shown).toContainEqual([url(1), url(3), expect.any(String), expect.any(String)]);
    expect(shown).toContainEqual([url(4), url(10), '300', '300']);
    // Neither the print nor the 1200×1200 gallery picture is loaded as a thumbnail.
    for (const [, thumb] of shown) expect([url(1), url(4)]).not.toContain(thumb);
  });

  it('a poster in a campaign shows the original price and the discount', async () => {
    const { products } = await apiJson<{ products: ProductSummary[] }>(shop, 'en', '/api/products?template_id=2&type=2&nc=1&per_page=100');
    const onSale = products.find((p) => p.variations[0]?.prices.c?.length);
    expect(onSale).toBeDefined();
    const { html } = await purchaseOf('en', onSale!);
    expect(html).toMatch(/<del>.*£[\d.]+<\/del>/);
    expect(html).toMatch(/\d+% off/);
  });

  it('margin and black-and-white options appear only where the product has them', async () => {
    const { products } = await apiJson<{ products: ProductSummary[] }>(shop, 'en', '/api/products?template_id=2&type=2&nc=1&per_page=100');
    let sawBw = false;
    for (const summary of products.slice(0, 30)) {
      const detail = await apiJson<ProductDetail>(shop, 'en', `/api/products/${summary.slug}`);
      const { html } = await purchaseOf('en', summary);
      expect(html.includes('name="margin"')).toBe(detail.options.margin);
      expect(html.includes('name="black_and_white"')).toBe(detail.options.black_and_white);
      sawBw ||= detail.options.black_and_white;
    }
    expect(sawBw).toBe(true);
  });

  it('a set lists its parts', async () => {
    const set = await firstProduct(shop, 'en', 'type=3');
    const detail = await apiJson<ProductDetail>(shop, 'en', `/api/products/${set.slug}`);
    const { html } = await purchaseOf('en', set);
    expect(html).toContain(STRINGS.en.browse.product.set_parts.replace('{{count}}', String(detail.parts!.length)));
    for (const part of detail.parts!) expect(html).toContain(`href="/product/${part.slug}"`);
  });

  it('a gallery wall lists its posters and says frames are chosen per poster (it offers none itself)', async () => {
    const wall = await firstProduct(shop, 'en', 'type=5');
    const { html, props } = await purchaseOf('en', wall);
    expect(html).toContain(STRINGS.en.browse.product.wall_parts);
    expect(html).toContain(STRINGS.en.browse.product.wall_frames);
    expect(props.frames).toEqual([]);
    expect(html).not.toMatch(/add frames/i);
  });

  it('a photo poster (BYOP) offers the upload field, says how it works and the pixels the chosen size needs', async () => {
    const photo = await firstProduct(shop, 'en', 'template_id=5');
    const { html, props } = await purchaseOf('en', photo);
    expect(props.labels.byop?.title).toBe('How it works');
    expect(html).toContain('<h2 id="byop-title">How it works</h2>');
    expect(html).toContain(STRINGS.en.browse.product.byop_step_upload);
    const size = props.product.variations[0]!.name;
    expect(html).toContain(`For ${size}, your photo should be at least`);
    // The photo is uploaded on the page (docs/designers.md "Photo posters"), never sent by e-mail.
    expect(html).toMatch(/<input[^>]*type="file"[^>]*id="byop-photo"|<input[^>]*id="byop-photo"[^>]*type="file"/);
    expect(html).toContain('<label for="byop-photo">Your photo</label>');
    expect(JSON.stringify(props.labels.byop)).not.toMatch(/e-mail/i);
    expect(html).not.toMatch(/confirmation e-mail|send us your own photo/i);
  });

  it('other products carry no photo-poster texts', async () => {
    const poster = await firstProduct(shop, 'en', 'template_id=2&type=2');
    expect((await purchaseOf('en', poster)).props.labels.byop).toBeUndefined();
  });

  it.each(['sv', 'en', 'de'] as const)(
    '%s: a gift card has its own panel: its amounts written like the price above them, another amount within limits, the recipient',
    async (code) => {
      const card = await firstProduct(shop, code, 'type=4');
      const { status, html } = await page(code, `/${PATH_WORDS[code].product}/${card.slug}`);
      expect(status).toBe(200);
      expect(islandProps<ProductPurchaseProps>(html, 'ProductPurchase')).toBeFalsy();
      const props = islandProps<GiftCardPurchaseProps>(html, 'GiftCardPurchase')!;
      expect(html).toContain(`<legend>${STRINGS[code].browse.product.amount}</legend>`);
      expect(props.product.variations.length).toBe(4);
      const amounts = props.product.variations.map((v) => formatMoney(v.prices.n[0]!.p, props.money));
      for (const amount of amounts) expect(html).toContain(`<span>${amount}</span>`);
      expect(html).toContain(`<strong data-testid="unit-price">${amounts[0]}</strong>`);
      expect(html).toContain(`<span>${STRINGS[code].browse.gift_card.other_amount}</span>`);
      expect(props.limits).toEqual(GIFT_CARD_LIMITS[props.money.currency]);
      expect(html).toContain('name="recipient_email"');
      expect(html).toContain(`type="date" min="${props.today}"`);
    },
  );

  it('a poster page carries no gift card panel', async () => {
    const poster = await firstProduct(shop, 'en', 'template_id=2&type=2');
    const { html } = await page('en', `/${PATH_WORDS.en.product}/${poster.slug}`);
    expect(islandProps(html, 'GiftCardPurchase')).toBeFalsy();
  });

  // The editor itself is tested in tests/worker/custom-poster-editor.test.ts.
  it('a custom poster opens its editor, not the plain purchase panel', async () => {
    const custom = await firstProduct(shop, 'de', 'template_id=4');
    const { html } = await page('de', `/${PATH_WORDS.de.product}/${custom.slug}`);
    expect(islandProps(html, 'CustomPosterPurchase')).toBeTruthy();
    expect(islandProps(html, 'ProductPurchase')).toBeFalsy();
    expect(html).toContain(STRINGS.de.browse.custom_poster.design);
  });

  it('a frame shows its sizes and the swatches of every frame', async () => {
    const frame = await firstProduct(shop, 'en', 'template_id=6&type=2');
    const { html } = await purchaseOf('en', frame);
    expect(html).toContain(STRINGS.en.browse.product.finishes);
    expect(html).toMatch(/<a href="\/product\/[^"]+" aria-current="page"/);
    expect((html.match(/frame-[a-z]+-swatch\.svg/g) ?? []).length).toBeGreaterThanOrEqual(10);
  });

  it('shows artist link, tags, breadcrumbs, the related products’ slot and the recently viewed slot', async () => {
    const poster = await firstProduct(shop, 'en', 'template_id=2&type=2');
    const detail = await apiJson<ProductDetail>(shop, 'en', `/api/products/${poster.slug}`);
    const { html } = await purchaseOf('en', poster);
    const links = linksOf(html);
    expect(links).toContain(`/artists/${detail.artist!.slug}`);
    for (const tag of detail.tags) expect(links).toContain(`/tag/${tag.slug}`);
    expect(html).toContain('class="breadcrumbs"');
    // The related products are a fragment of their own (below), fetched as the shopper nears them.
    expect(html).not.toContain(STRINGS.en.product.related);
    expect(html).toContain(`<div class="related-slot" data-related="/fragments/related/${poster.slug}"></div>`);
    // The shopper's own parts are empty in the shared HTML: recently viewed, the heart's state.
    expect(html).toMatch(
      /<section class="recently-viewed"[^>]* data-recently-viewed="[^"]+" hidden=""><h2[^>]*>[^<]+<\/h2><ul><\/ul><\/section>/,
    );
    // (aria-pressed too: the client writes it at load, and the button does nothing before.)
    expect(html).toMatch(/<button type="button" class="wishlist-button" aria-label="[^"]+" data-wishlist-item="/);
    expect(html).not.toContain('aria-pressed');
  });

  it('the related products are a fragment: the section with the product’s related cards, kept at the edge, noindex', async () => {
    const poster = await firstProduct(shop, 'en', 'template_id=2&type=2');
    const detail = await apiJson<ProductDetail>(shop, 'en', `/api/products/${poster.slug}`);
    expect(detail.related.length).toBeGreaterThan(0);
    const html = await fragmentBody(await shop.get('en', `/fragments/related/${poster.slug}`));
    // The section alone, no document around it.
    expect(html).toMatch(new RegExp(`^<section class="related"><h2>${STRINGS.en.product.related}</h2><div class="product-grid">`));
    const names = [...html.matchAll(/<h3 class="product-name">([^<]*)<\/h3>/g)].map((match) => match[1]);
    expect(names).toEqual(detail.related.slice(0, 4).map((product) => product.name));
    // Every card with its heart and quick add, as a listing's.
    expect(html.match(/data-quick-add=/g)?.length).toBe(names.length);
    expect(html.match(/class="wishlist-button"/g)?.length).toBe(names.length);
    const again = await shop.get('en', `/fragments/related/${poster.slug}`);
    expect(again.headers.get('x-edge-cache')).toBe('HIT');
    expect(await again.text()).toBe(html);
    // In another language, under that language's slug, in its words and currency.
    const swedish = await shop.get('sv', `/fragments/related/${detail.slugs!.sv!}`);
    expect(swedish.status).toBe(200);
    const swedishHtml = await swedish.text();
    expect(swedishHtml).toContain(`<h2>${STRINGS.sv.product.related}</h2>`);
    expect(swedishHtml).toContain('kr');
  });

  it('a related fragment of no product is the 404 its page would be', async () => {
    for (const path of ['/fragments/related/no-such-poster', '/fragments/related/%ZZ']) {
      const answer = await shop.get('en', path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('cache-control'), path).not.toMatch(/public/);
      await answer.arrayBuffer();
    }
  });

  it('every product type and template renders', async () => {
    for (const query of ['type=1', 'type=2', 'type=3', 'type=4', 'type=5', ...[1, 2, 3, 4, 5, 6].map((id) => `template_id=${id}`)]) {
      const product = await firstProduct(shop, 'fr', query);
      const { status, html } = await page('fr', `/produit/${product.slug}`);
      expect(status, query).toBe(200);
      // Gift cards (type 4) and custom posters (template 4) have their own panels.
      const panel = product.type === 4 ? 'GiftCardPurchase' : product.template_id === 4 ? 'CustomPosterPurchase' : 'ProductPurchase';
      expect(html, query).toContain(`data-island="${panel}"`);
    }
  });
});

interface OfferLd {
  priceCurrency: string;
  price: string;
  availability: string;
}
interface ProductLd {
  '@type': 'Product' | 'ProductGroup';
  url: string;
  image: string[];
  /** Product: its one offer; ProductGroup: none of its own, each variant has one. */
  offers?: OfferLd & { '@type': string };
  hasVariant?: { sku: string; offers: OfferLd }[];
}
interface CrumbsLd {
  itemListElement: { '@type': string; position: number; name: string; item: string }[];
}

describe('structured data', () => {
  it.each(LOCALE_CODES)(
    '%s: a poster in sizes is a ProductGroup, each size with its offer in the page currency, and a valid BreadcrumbList',
    async (code) => {
      const poster = await firstProduct(shop, code, 'template_id=2&type=2');
      const { html } = await page(code, `/${PATH_WORDS[code].product}/${poster.slug}`);
      const data = jsonLdOf(html);
      // Google's product variants (issue 28), not an AggregateOffer (product snippets only).
      const product = data.find((d) => d['@type'] === 'ProductGroup') as unknown as ProductLd;
      expect(product).toMatchObject({ '@context': 'https://schema.org', name: poster.name, sku: poster.sku, productGroupID: poster.sku });
      expect(product.url).toBe(canonicalOf(html));
      expect(product.image[0]).toMatch(/^http:\/\//);
      const offers = (product.hasVariant ?? []).map((variant) => variant.offers);
      expect(offers.length).toBe(poster.variations.length);
      for (const offer of offers) {
        expect(offer.priceCurrency).toBe(LOCALES[code].currency);
        expect(offer.price).toMatch(/^\d+\.\d{2}$/);
        expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|LimitedAvailability|OutOfStock|BackOrder)$/);
      }
      const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as unknown as CrumbsLd;
      expect(crumbs.itemListElement.length).toBeGreaterThanOrEqual(2);
      crumbs.itemListElement.forEach((item, i) => {
        expect(item).toMatchObject({ '@type': 'ListItem', position: i + 1 });
        expect(item.item.startsWith(origin(code))).toBe(true);
      });
      expect(crumbs.itemListElement.at(-1)!.item).toBe(canonicalOf(html));
    },
  );

  it('a top category has no breadcrumbs, a sub-category has them with its list data', async () => {
    const tree = await apiJson<Category[]>(shop, 'en', '/api/product-categories?v=2');
    const top = await page('en', tree[0]!.uri);
    expect(top.html).not.toContain('class="breadcrumbs"');
    expect(jsonLdOf(top.html).some((d) => d['@type'] === 'BreadcrumbList')).toBe(false);
    const sub = await page('en', tree[0]!.children[0]!.uri);
    const data = jsonLdOf(sub.html);
    expect(data.find((d) => d['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: tree[0]!.name, item: `${origin('en')}${tree[0]!.uri}` },
        { position: 2, name: tree[0]!.children[0]!.name, item: `${origin('en')}${tree[0]!.children[0]!.uri}` },
      ],
    });
    const list = data.find((d) => d['@type'] === 'ItemList') as unknown as { itemListElement: { url: string }[] };
    expect(list.itemListElement.length).toBe(24);
    expect(list.itemListElement[0]!.url).toMatch(/^http:\/\/en\.localhost:8787\/product\//);
  });

  it('an artist page names the artist as a Person, below the artists crumb', async () => {
    const { artists } = await apiJson<{ artists: { slug: string; name: string }[] }>(shop, 'en', '/api/artists?per_page=1');
    const data = jsonLdOf((await page('en', `/artists/${artists[0]!.slug}`)).html);
    expect(data.find((d) => d['@type'] === 'Person')).toMatchObject({ name: artists[0]!.name });
    expect(data.find((d) => d['@type'] === 'BreadcrumbList')).toBeDefined();
  });
});

describe('the search analytics event', () => {
  const eventsOf = (html: string) => {
    const match = /<script type="application\/json" id="page-events">(.*?)<\/script>/.exec(html);
    return match ? (JSON.parse(match[1]!) as object[]) : [];
  };

  it.each([
    ['the first page of results', '/search-results?query=mountain', [{ event: 'search', search_term: 'mountain' }]],
    ['the first page, asked for as page=1', '/search-results?query=mountain&page=1', [{ event: 'search', search_term: 'mountain' }]],
    ['page 2 of the results', '/search-results?query=mountain&page=2', []],
    ['a query too short to search', '/search-results?query=m', []],
    ['no query', '/search-results', []],
  ])('%s: %s pushes %j', async (_, path, events) => {
    const { status, html } = await page('en', path);
    expect(status).toBe(200);
    expect(eventsOf(html)).toEqual(events);
  });
});

describe('the view_item analytics event', () => {
  const viewItemOf = (html: string) => {
    const match = /<script type="application\/json" id="page-events">(.*?)<\/script>/.exec(html);
    const events = match ? (JSON.parse(match[1]!) as { event: string; ecommerce: { items: Record<string, unknown>[] } }[]) : [];
    return events.find((e) => e.event === 'view_item')?.ecommerce.items[0];
  };

  it('names the size of a poster as its variant, as the cart events do', async () => {
    const poster = await firstProduct(shop, 'en', 'template_id=2&type=2');
    const item = viewItemOf((await page('en', `/product/${poster.slug}`)).html);
    expect(item).toMatchObject({ item_id: expect.any(String), item_name: poster.name, item_variant: expect.stringMatching(/\d+x\d+/) });
  });

  it('gives a standard product no variant (its one variation is named like the product)', async () => {
    const standard = await firstProduct(shop, 'en', 'type=1');
    const item = viewItemOf((await page('en', `/product/${standard.slug}`)).html);
    expect(item).toMatchObject({ item_name: standard.name });
    expect(item).not.toHaveProperty('item_variant');
  });
});

describe('listings', () => {
  const productLinks = (html: string) => [...new Set(linksOf(html).filter((href) => href.startsWith('/product/')))];
  /** The listing's product count, read past the language's digit grouping (1,171; 1 171). */
  const listed = (html: string, word = 'products') =>
    Number(new RegExp(`>(\\d[\\d,.\u00a0\u202f]*) ${word}<`).exec(html)![1]!.replace(/\D/g, ''));

  it('pages through a category with the page parameter and the grid anchor', async () => {
    const first = await page('en', '/posters');
    const second = await page('en', '/posters?page=2');
    expect(second.status).toBe(200);
    expect(productLinks(first.html)).not.toEqual(productLinks(second.html));
    expect(first.html).toContain('href="/posters?page=2#grid"');
    expect(second.html).toContain('href="/posters#grid"');
    expect(second.html).toContain('id="grid"');
    expect(canonicalOf(second.html)).toBe(`${origin('en')}/posters?page=2`);
    const count = listed(first.html);
    const last = Math.ceil(count / 24);
    expect((await shop.get('en', `/posters?page=${last}`)).status).toBe(200);
    expect((await shop.get('en', `/posters?page=${last + 1}`)).status).toBe(404);
  });

  it.each([
    ['en', 1, '1 product'],
    ['en', 213, '213 products'],
    ['de', 1, '1 Produkt'],
    ['cs', 3, '3 produkty'],
    ['cs', 5, '5 produktů'],
    ['pl', 22, '22 produkty'],
    ['pl', 25, '25 produktów'],
    ['lt', 21, '21 produktas'],
    ['lv', 10, '10 produktu'],
    ['sl', 2, '2 izdelka'],
    ['ro', 20, '20 de produse'],
    ['fr', 0, '0 produit'],
    // Large counts are grouped as the language writes numbers.
    ['en', 1171, '1,171 products'],
    ['de', 1171, '1.171 Produkte'],
    ['sv', 1171, '1\u00a0171 produkter'],
  ] as const)('%s: a listing of %i says "%s"', (code, count, text) => {
    expect(createTranslator(code, STRINGS[code])('browse.listing.count', { count })).toBe(text);
  });

  it.each(LOCALE_CODES)('%s: every whole count has a sentence with the number in it', (code) => {
    const t = createTranslator(code, STRINGS[code]);
    for (const count of [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 102, 111, 1000, 1_000_000]) {
      const written = new Intl.NumberFormat(code).format(count);
      expect(t('browse.listing.count', { count }).startsWith(`${written} `), `${code} ${count}`).toBe(true);
    }
  });

  it('an unfiltered listing leads to its filter values without JavaScript, and shows them when asked', async () => {
    const plain = await page('en', '/posters?sort=newest');
    // No values in the page: the panel links to the view that has them; the apply button
    // and that link are for browsers without JavaScript only.
    expect(plain.html).toContain('<a class="no-js-only" href="/posters?sort=newest&amp;filters=show#filters">Show the filters</a>');
    expect(plain.html).toMatch(/<button type="submit" class="button no-js-only">Show products<\/button>/);
    expect(plain.html).not.toMatch(/type="checkbox" name="size"/);
    const panel = await page('en', '/posters?sort=newest&filters=show');
    expect(panel.status).toBe(200);
    expect(panel.html).toMatch(/<details class="filter-panel" open="">/);
    expect(panel.html).toMatch(/<input type="checkbox" name="size" value="70x70"\/>/);
    // The same listing: its canonical URL leaves the panel out.
    expect(canonicalOf(panel.html)).toBe(`${origin('en')}/posters`);
  });

  it('filters from product-attributes live in the URL and narrow the grid', async () => {
    const all = await page('en', '/posters');
    const filtered = await page('en', '/posters?size=70x70');
    const total = listed(all.html);
    const narrowed = listed(filtered.html);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(total);
    const controls = islandProps<{ attributes: { slug: string; values: { slug: string; selected: boolean }[] }[] }>(
      filtered.html,
      'ListingControls',
    )!;
    const size = controls.attributes.find((a) => a.slug === 'size')!;
    expect(size.values.filter((v) => v.selected).map((v) => v.slug)).toEqual(['70x70']);
    expect(filtered.html).toMatch(/<input type="checkbox" name="size" checked="" value="70x70"\/>/);
    // Filtered views are shareable, cacheable pages; their canonical is the category itself.
    expect(canonicalOf(filtered.html)).toBe(`${origin('en')}/posters`);
    // Paging keeps the filter.
    if (narrowed > 24) expect(filtered.html).toContain('href="/posters?size=70x70&amp;page=2#grid"');
  });

  it('several values of one filter match any of them, in the language of the domain', async () => {
    const one = await page('sv', '/affischer?storlek=70x70');
    const two = await page('sv', '/affischer?storlek=70x70&storlek=21x30');
    expect(listed(two.html, 'produkter')).toBeGreaterThan(listed(one.html, 'produkter'));
  });

  it('an unfiltered listing leaves the filter values to the panel, which loads them when opened', async () => {
    const { html } = await page('en', '/posters');
    expect(islandProps<{ attributes: unknown }>(html, 'ListingControls')!.attributes).toBeNull();
  });

  it('sorting by price orders the grid', async () => {
    const { html } = await page('en', '/posters/nature?sort=price_desc');
    const prices = [...html.matchAll(/<p class="price">(?:<del>[^<]*<\/del>)? ?<span>(?:From )?£([\d.]+)/g)].map((m) => Number(m[1]));
    expect(prices.length).toBeGreaterThan(5);
    expect(prices[0]).toBeGreaterThanOrEqual(prices[prices.length - 1]!);
    expect(html).toContain('<option value="price_desc" selected="">');
  });

  it('a category shows links to its sub-categories', async () => {
    const tree = await apiJson<Category[]>(shop, 'en', '/api/product-categories?v=2');
    const { html } = await page('en', tree[0]!.uri);
    for (const child of tree[0]!.children) expect(linksOf(html)).toContain(child.uri);
  });

  it('search results page through with the query kept and the grid anchor', async () => {
    const { html, status } = await page('en', '/search-results?query=mountain');
    expect(status).toBe(200);
    expect(html).toContain('Search results for “mountain”');
    expect(html).toContain('href="/search-results?query=mountain&amp;page=2#grid"');
    expect(productLinks(html).length).toBe(24);
  });

  it('a search too short asks for more, one without matches says so', async () => {
    expect((await page('en', '/search-results?query=a')).html).toContain(STRINGS.en.browse.search.too_short);
    expect((await page('en', '/search-results?query=zzzzqqq')).html).toContain('No products were found for “zzzzqqq”.');
  });

  it('a tag page lists its products under the translated prefix', async () => {
    const { tags } = await apiJson<{ tags: TagDetail[] }>(shop, 'de', '/api/tags');
    const tag = tags.find((t) => t.product_count > 24)!;
    const { html } = await page('de', `/thema/${tag.slug}`);
    expect(html).toContain(`<h1>${tag.name}</h1>`);
    expect(html).toContain(`href="/thema/${tag.slug}?page=2#grid"`);
  });

  it('the artists page lists artists linking to their pages, which list their posters', async () => {
    const { html } = await page('en', '/artists');
    const artistLinks = linksOf(html).filter((href) => /^\/artists\/[a-z0-9-]+$/.test(href));
    expect(artistLinks.length).toBeGreaterThan(10);
    const artist = await page('en', artistLinks[0]!);
    expect(artist.status).toBe(200);
    expect(productLinks(artist.html).length).toBeGreaterThan(0);
  });

  it('listing HTML holds nothing personal: every shopper state is the empty one, filled in by the browser', async () => {
    const { html } = await page('en', '/posters/nature');
    // Cart count: 0 and hidden; no heart pressed or filled (their state is the browser's to write
    // at load); the account link hidden.
    expect(html).toMatch(/<span class="badge" data-testid="cart-count" hidden="">0<\/span>/);
    const hearts = [...html.matchAll(/<button type="button" class="wishlist-button"[^>]*>[\s\S]*?<\/button>/g)].map((m) => m[0]);
    expect(hearts.length).toBeGreaterThan(0);
    for (const heart of hearts) {
      expect(heart).not.toContain('aria-pressed');
      expect(heart).toContain('fill="none"');
    }
    expect(html).toMatch(/<a href="\/my-account"[^>]* data-signed-in-only="" hidden="">/);
    expect(html).toContain('data-filled="false"');
  });
});

describe('price sorting in the embedded API', () => {
  /** What one piece costs the shopper at the least: campaign tiers while a campaign runs. */
  const paid = (product: ProductSummary) =>
    Math.min(...product.variations.map((v) => (v.prices.c?.find((t) => t.q === 1) ?? v.prices.n.find((t) => t.q === 1)!).p));

  it.each([
    ['price_asc', 1],
    ['price_desc', -1],
  ] as const)('%s orders every poster by the price paid, campaign prices included', async (sort, direction) => {
    const all: ProductSummary[] = [];
    for (let page = 1; ; page++) {
      const { products } = await apiJson<{ products: ProductSummary[] }>(
        shop,
        'en',
        `/api/products?template_id=2&type=2&sort=${sort}&per_page=100&nc=1&page=${page}`,
      );
      if (products.length === 0) break;
      all.push(...products);
    }
    // Campaign products are among them, placed by their campaign price.
    expect(all.filter((p) => p.variations.some((v) => v.prices.c)).length).toBeGreaterThan(10);
    const prices = all.map(paid);
    const misplaced = prices.flatMap((price, i) => (i > 0 && direction * (price - prices[i - 1]!) < 0 ? [all[i]!.slug] : []));
    expect(misplaced).toEqual([]);
  });
});

describe('search in the embedded API', () => {
  type Answer = { products: ProductSummary[] };
  const search = async (query: string) => {
    const response = await shop.get('en', `/api/products?${query}`);
    return { ids: ((await response.json()) as Answer).products.map((p) => p.id), records: Number(response.headers.get('x-records')) };
  };

  it('a plain search finds what the general listing finds, names first, and pages through every match once', async () => {
    const fast = await search('query=moun&nc=1&per_page=100');
    const general = await search('query=moun&nc=1&per_page=100&sort=popular');
    expect(fast.records).toBe(general.records);
    expect(fast.records).toBeGreaterThan(20);
    const seen: number[] = [];
    for (let page = 1; seen.length < fast.records; page++) {
      const { ids } = await search(`query=moun&nc=1&per_page=7&page=${page}`);
      expect(ids.length).toBeGreaterThan(0);
      seen.push(...ids);
    }
    expect(new Set(seen).size).toBe(fast.records);
    const { products } = await apiJson<Answer>(shop, 'en', '/api/products?query=moun&nc=1&per_page=100');
    const firstKeywordOnly = products.findIndex((p) => !/\bmoun/i.test(p.name));
    if (firstKeywordOnly >= 0) expect(products.slice(firstKeywordOnly).every((p) => !/\bmoun/i.test(p.name))).toBe(true);
  });

  it('nr=1 gives the same products without counting them', async () => {
    const response = await shop.get('en', '/api/products?query=poster&nc=1&per_page=6&nr=1');
    expect(response.headers.get('x-records')).toBeNull();
    const { products } = (await response.json()) as Answer;
    expect(products.map((p) => p.id)).toEqual((await search('query=poster&nc=1&per_page=6')).ids);
    const general = await shop.get('en', '/api/products?category=1&nc=1&nr=1');
    expect(general.headers.get('x-records')).toBeNull();
    expect(((await general.json()) as Answer).products).toHaveLength(24);
  });

  it.each([
    ['sort=popular', true],
    ['sort=newest', true],
    ['template_id=2&type=2', true],
    // A category's products are looked up by id (the category's list) and then sorted: fewer rows still.
    ['category=1&sort=popular', false],
  ] as const)(
    '%s: products first, in their index’s order where nothing narrows them, the page a full sort gives',
    async (params, isIndexOrdered) => {
      const db = await shop.commerceDb();
      const query = parseListingQuery(new URLSearchParams(`${params}&nc=1&per_page=8`));
      const sql = listingSql(query, storeFor('en'), [], new Date());
      const statement = `SELECT p.id ${sql.from} ORDER BY ${sql.orderBy} LIMIT 8 OFFSET 0`;
      const plan = await db
        .prepare(`EXPLAIN QUERY PLAN ${statement}`)
        .bind(...sql.params, ...sql.orderParams)
        .all<{ detail: string }>();
      const details = plan.results.map((row) => row.detail);
      // The products drive the query: the translations are read by their key, one per product.
      expect(details).toContain('SEARCH t USING PRIMARY KEY (product_id=? AND locale=?)');
      if (isIndexOrdered) {
        expect(details.join('\n')).not.toContain('TEMP B-TREE FOR ORDER BY');
        expect(details.find((detail) => / p\b/.test(detail))).toMatch(/^(?:SCAN|SEARCH) p USING (?:COVERING )?INDEX products_/);
      }
      // The planner's own choice (the language's translations first, every one sorted) gives the same page.
      const sorted = await db
        .prepare(statement.replace('CROSS JOIN', 'JOIN'))
        .bind(...sql.params, ...sql.orderParams)
        .all<{ id: number }>();
      const { products } = await apiJson<Answer>(shop, 'en', `/api/products?${params}&nc=1&nr=1&per_page=8`);
      expect(products.map((product) => product.id)).toEqual(sorted.results.map((row) => row.id));
      expect(products).toHaveLength(8);
    },
  );

  it('counts without products with co=1 and finds nothing for no words', async () => {
    expect(await search('query=moun&nc=1&co=1')).toMatchObject({ ids: [], records: (await search('query=moun&nc=1')).records });
    expect(await search('query=%21%21%21&nc=1')).toEqual({ ids: [], records: 0 });
  });
});

describe('sitemaps and robots', () => {
  it.each(['sv', 'de', 'en', 'fr'] as const)(
    '%s: robots.txt names the sitemap index, which lists the pages of the domain',
    async (code) => {
      const robots = await page(code, '/robots.txt');
      expect(robots.type).toMatch(/text\/plain/);
      expect(robots.html).toContain(`Sitemap: ${origin(code)}/sitemap.xml`);
      const index = await page(code, '/sitemap.xml');
      expect(index.type).toMatch(/application\/xml/);
      const sitemaps = [...index.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(sitemaps).toEqual([
        `${origin(code)}/sitemaps/pages.xml`,
        `${origin(code)}/sitemaps/products/1.xml`,
        `${origin(code)}/sitemaps/products/2.xml`,
      ]);
      const pages = (await page(code, '/sitemaps/pages.xml')).html;
      const tree = await apiJson<Category[]>(shop, code, '/api/product-categories?v=2');
      expect(pages).toContain(`<loc>${origin(code)}${tree[0]!.children[0]!.uri}</loc>`);
      expect(pages).toContain(`<loc>${origin(code)}/${PATH_WORDS[code].tag}/`);
      expect(pages).toContain(`<loc>${origin(code)}/artists/`);
      const products = [...(await page(code, '/sitemaps/products/1.xml')).html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(products).toHaveLength(1000);
      expect(products.every((url) => url.startsWith(`${origin(code)}/${PATH_WORDS[code].product}/`))).toBe(true);
      const rest = [...(await page(code, '/sitemaps/products/2.xml')).html.matchAll(/<loc>/g)];
      expect(products.length + rest.length).toBe(2000);
    },
  );
});
