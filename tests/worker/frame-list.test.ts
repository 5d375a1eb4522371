import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATH_WORDS } from '../../locales/paths';
import type { ProductPurchaseProps } from '../../client/islands/browse/ProductPurchase';
import type { FrameOffer } from '../../shared/purchase';
import type { ProductDetail, ProductSummary } from '../../shared/types';
import { apiJson, hydratedProps, islandProps, sharedPropsSrc } from './browse-helpers';
import { createTestShop, type TestShop } from './harness';

/**
 * A language's frames (and its cart drawers' labels, below) travel once, at their own
 * content-addressed address, not in every product page's props (issue 27; docs/site.md "What
 * a page weighs"): the page names the file, the file is public and immutable, and the panel
 * hydrates with what it rendered.
 */
let shop: TestShop;
let posters: ProductSummary[];

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 60 });
  ({ products: posters } = await apiJson<{ products: ProductSummary[] }>(shop, 'en', '/api/products?template_id=2&type=2&nc=1&per_page=3'));
});
afterAll(() => shop?.dispose());

async function productPage(code: 'en' | 'sv' | 'de', slug: string): Promise<string> {
  const response = await shop.get(code, `/${PATH_WORDS[code].product}/${slug}`);
  expect(response.status).toBe(200);
  return response.text();
}

describe('the frames list of a language', () => {
  it("is not in a product page's props: the panel's data block names its file instead", async () => {
    const html = await productPage('en', posters[0]!.slug);
    const own = islandProps<Partial<ProductPurchaseProps>>(html, 'ProductPurchase')!;
    expect(own.product?.slug).toBe(posters[0]!.slug);
    expect(own).not.toHaveProperty('frames');
    expect(sharedPropsSrc(html, 'ProductPurchase')).toMatch(/^\/props\/frames\.[0-9a-f]{16}\.json$/);
  });

  it("carries the poster panel's texts too: not in a poster's page, in the hydrated props; a photo poster keeps its own", async () => {
    const html = await productPage('en', posters[0]!.slug);
    expect(islandProps<Partial<ProductPurchaseProps>>(html, 'ProductPurchase')).not.toHaveProperty('labels');
    const props = (await hydratedProps<ProductPurchaseProps>(shop, 'en', html, 'ProductPurchase'))!;
    expect(props.labels.add).toBe('Add to cart');
    expect(JSON.stringify(props.labels.tier)).toContain('{{price}}');
    // The panel's server HTML used the same texts.
    expect(html).toContain(`>${props.labels.size}<`);
    const photo = (await apiJson<{ products: ProductSummary[] }>(shop, 'en', '/api/products?template_id=5&nc=1&per_page=1')).products[0]!;
    const photoPage = await productPage('en', photo.slug);
    const own = islandProps<ProductPurchaseProps>(photoPage, 'ProductPurchase')!;
    expect(own.labels.byop?.title).toBe('How it works');
    expect((await hydratedProps<ProductPurchaseProps>(shop, 'en', photoPage, 'ProductPurchase'))!.labels).toEqual(own.labels);
  });

  it('is one file for every product page of a language, another for another language', async () => {
    const [first, second, third] = await Promise.all(posters.map((poster) => productPage('en', poster.slug)));
    const src = sharedPropsSrc(first!, 'ProductPurchase');
    expect(sharedPropsSrc(second!, 'ProductPurchase')).toBe(src);
    expect(sharedPropsSrc(third!, 'ProductPurchase')).toBe(src);
    const german = await productPage('de', (await apiJson<ProductDetail>(shop, 'en', `/api/products/${posters[0]!.slug}`)).slugs!.de!);
    expect(sharedPropsSrc(german, 'ProductPurchase')).not.toBe(src);
  });

  it('is public, immutable JSON without a cookie, every size of every frame with both overlays', async () => {
    const src = sharedPropsSrc(await productPage('en', posters[0]!.slug), 'ProductPurchase')!;
    const answer = await shop.get('en', src);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('set-cookie')).toBeNull();
    const { frames } = (await answer.json()) as { frames: FrameOffer[] };
    const list = await apiJson<{ products: ProductSummary[] }>(shop, 'en', '/api/products?template_id=6&type=2&nc=1&per_page=100');
    expect(frames.map((frame) => frame.id)).toEqual(list.products.map((frame) => frame.id));
    for (const [i, frame] of frames.entries()) {
      expect(frame.variations.map((v) => v.size)).toEqual(list.products[i]!.variations.map((v) => v.size));
      expect(frame.overlays.portrait).toMatch(/overlay-p/);
      expect(frame.overlays.landscape).toMatch(/overlay-l/);
    }
  });

  it('is the same for a signed-in shopper: a session cookie changes nothing and sets none', async () => {
    const src = sharedPropsSrc(await productPage('en', posters[0]!.slug), 'ProductPurchase')!;
    const anonymous = await (await shop.get('en', src)).text();
    const withCookie = await shop.get('en', src, { headers: { cookie: 'h057_session=whatever; other=1' } });
    expect(withCookie.status).toBe(200);
    expect(withCookie.headers.get('set-cookie')).toBeNull();
    expect(await withCookie.text()).toBe(anonymous);
  });

  it("sends an address whose list has changed on to today's list, never stored", async () => {
    const src = sharedPropsSrc(await productPage('en', posters[0]!.slug), 'ProductPurchase')!;
    const old = src.replace(/[0-9a-f]{16}/, (hash) => (hash === '0'.repeat(16) ? '1'.repeat(16) : '0'.repeat(16)));
    const answer = await shop.get('en', old, { redirect: 'manual' });
    expect(answer.status).toBe(307);
    expect(answer.headers.get('location')).toBe(src);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a name that is no frames file is no file: the 404 page', async () => {
    for (const path of ['/props/frames.xyz.json', '/props/frames.0123456789abcdef0.json', '/props/other.0123456789abcdef.json']) {
      const answer = await shop.get('en', path);
      expect(answer.status, path).toBe(404);
      await answer.arrayBuffer();
    }
  });

  it('hydrates the panel with the frames it was rendered with: those of the first size are in the HTML', async () => {
    const html = await productPage('en', posters[0]!.slug);
    const props = (await hydratedProps<ProductPurchaseProps>(shop, 'en', html, 'ProductPurchase'))!;
    const size = props.product.variations[0]!.name;
    const fitting = props.frames.filter((frame) => frame.variations.some((v) => v.size === size));
    expect(fitting.length).toBeGreaterThan(0);
    const radios = [...html.matchAll(/<input type="radio" name="frame" value="(\d+)"/g)].map((m) => Number(m[1]));
    expect(radios).toEqual(fitting.map((frame) => frame.id));
  });

  it('a frame product offers no frame and names no file', async () => {
    const frame = (await apiJson<{ products: ProductSummary[] }>(shop, 'en', '/api/products?template_id=6&type=2&nc=1&per_page=1'))
      .products[0]!;
    const html = await productPage('en', frame.slug);
    expect(sharedPropsSrc(html, 'ProductPurchase')).toBeUndefined();
    expect(islandProps<ProductPurchaseProps>(html, 'ProductPurchase')!.frames).toEqual([]);
  });
});

/** The drawers' data block (worker/components/cart/CartSlots.tsx): its props and the file it names. */
function drawersBlock(html: string): { props: Record<string, unknown>; src: string | undefined } {
  const match =
    /<script type="application\/json" data-island-props=""(?: data-props-src="([^"]*)")?>([^<]*)<\/script><div class="island" data-cart-drawers="">/.exec(
      html,
    );
  expect(match, 'the drawers’ data block').not.toBeNull();
  return { props: JSON.parse(match![2]!) as Record<string, unknown>, src: match![1] };
}

describe('the cart drawers’ labels', () => {
  it('are not in the page: its drawers block names the language’s file, one for every page of a language', async () => {
    const [product, start, german] = await Promise.all([
      productPage('en', posters[0]!.slug),
      shop.get('en', '/').then((answer) => answer.text()),
      shop.get('de', '/').then((answer) => answer.text()),
    ]);
    const block = drawersBlock(product);
    expect(block.props).toEqual({
      locale: 'en',
      money: { iso: 'en-GB', currency: 'GBP', currencyDecimals: 2 },
      productWord: 'product',
      checkoutPath: '/checkout',
      // The texts the cards' hearts and quick adds show, once per page (CartSlots): at a click, and
      // the size selects' label templates and sold-out text; and the line fields most cards share.
      controls: {
        remove: 'Remove from wishlist',
        added: 'Added to cart',
        size: 'Size of {{name}}',
        value: 'Value of {{name}}',
        sold_out: 'Out of stock',
      },
      cardLine: { type: 2, template_id: 2, group_id: 1 },
    });
    expect(block.src).toMatch(/^\/props\/cart\.[0-9a-f]{16}\.json$/);
    expect(product).not.toContain('continue_shopping');
    expect(drawersBlock(start).src).toBe(block.src);
    expect(drawersBlock(german).src).not.toBe(block.src);
  });

  it('are public, immutable JSON without a cookie, in the language of the host', async () => {
    for (const code of ['en', 'sv'] as const) {
      const { src } = drawersBlock(await (await shop.get(code, '/')).text());
      const answer = await shop.get(code, src!, { headers: { cookie: 'h057_session=whatever' } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.get('set-cookie')).toBeNull();
      const { labels } = (await answer.json()) as { labels: Record<string, string> };
      expect(labels.continue_shopping).toBe(code === 'en' ? 'Continue shopping' : 'Fortsätt handla');
      expect(labels.quantity).toContain('{{name}}');
    }
  });

  it("sends another language's or an old address on to the host's file, never stored; a name that is no file is the 404 page", async () => {
    const { src } = drawersBlock(await (await shop.get('en', '/')).text());
    const { src: swedish } = drawersBlock(await (await shop.get('sv', '/')).text());
    const old = src!.replace(/[0-9a-f]{16}/, (hash) => (hash === '0'.repeat(16) ? '1'.repeat(16) : '0'.repeat(16)));
    for (const path of [old, swedish!]) {
      const answer = await shop.get('en', path, { redirect: 'manual' });
      expect(answer.status, path).toBe(307);
      expect(answer.headers.get('location')).toBe(src);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
    for (const path of ['/props/cart.xyz.json', '/props/cart.0123456789abcdef0.json']) {
      const answer = await shop.get('en', path);
      expect(answer.status, path).toBe(404);
      await answer.arrayBuffer();
    }
  });
});
