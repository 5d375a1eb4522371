import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeTiers, derivePrice } from '../../shared/pricing';
import type { Prices } from '../../shared/types';
import { CART } from '../../locales/cart';
import type { CardQuickAdd, CartDrawersProps } from '../../client/islands/cart/contracts';
import { drawnQuickAdd, type DrawnQuickAdd } from '../../client/islands/cart/quick-add';
import { apiJson } from './browse-helpers';
import { createTestShop, type TestShop } from './harness';

/**
 * The grid card's quick add (issue 4: add-to-cart buttons on grid cards) as the server writes
 * it: one button, the sizes of a product of several (sold-out sizes disabled) and the line as
 * a data block before it (issue 27), and a link to the page for products made for the
 * shopper. client/islands/cart/controls.ts draws the select and makes it live at load;
 * tests/e2e/cart.spec.ts clicks what it draws.
 */
let shop: TestShop;

interface Listed {
  id: number;
  name: string;
  slug: string;
  type: number;
  template_id: number;
  variations: { sku: string; name: string; stock_status: string; prices: Prices }[];
}

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 2000 });
});
afterAll(async () => {
  await shop?.dispose();
});

async function products(query: string): Promise<Listed[]> {
  return (await apiJson<{ products: Listed[] }>(shop, 'en', `/api/products?${query}&nc=1&per_page=100`)).products;
}

/** The markup of the card that links to `slug` on a page of search results for its name, and the page's drawers' block. */
async function cardAndPageOf(product: Listed): Promise<{ card: string; page: Omit<CartDrawersProps, 'labels'> }> {
  const html = await (await shop.get('en', `/search-results?query=${encodeURIComponent(product.name)}`)).text();
  const cards = html.split('<article class="product-card">').slice(1);
  const card = cards.find((candidate) => candidate.includes(`href="/product/${product.slug}"`));
  if (!card) throw new Error(`no card for ${product.slug}`);
  return { card: card.slice(0, card.indexOf('</article>')), page: drawersBlockOf(html) };
}

async function cardOf(product: Listed): Promise<string> {
  return (await cardAndPageOf(product)).card;
}

/** A page's drawers' block (worker/components/cart/CartSlots.tsx) but the labels, the file it names. */
function drawersBlockOf(html: string): Omit<CartDrawersProps, 'labels'> {
  const block =
    /<script type="application\/json" data-island-props="" data-props-src="\/props\/cart\.[0-9a-f]{16}\.json">([^<]*)<\/script>/.exec(html);
  if (!block) throw new Error('no drawers block');
  return JSON.parse(block[1]!) as Omit<CartDrawersProps, 'labels'>;
}

/**
 * A card's quick add as the server writes it (issue 27): the JSON data block right before its
 * add button, from which client/islands/cart/controls.ts `drawQuickAdds` draws the select and
 * the button's line at load (tests/e2e/cart.spec.ts clicks what it draws).
 */
function quickAddOf(card: string): CardQuickAdd | null {
  const block =
    /<script type="application\/json" data-quick-add="">([^<]*)<\/script><button type="button" class="button button-small add-to-cart">/.exec(
      card,
    );
  return block ? (JSON.parse(block[1]!) as CardQuickAdd) : null;
}

/** A card's quick add as the client draws it (client/islands/cart/quick-add.ts), with the page's block and the card's heading. */
async function drawnOf(product: Listed): Promise<DrawnQuickAdd & { data: CardQuickAdd; card: string }> {
  const { card, page } = await cardAndPageOf(product);
  const data = quickAddOf(card)!;
  return { ...drawnQuickAdd(data, product.name, page), data, card };
}

/** The price text of an English page (GBP, two decimals), written out here. */
const pounds = (amount: number) => `£${amount.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'");

describe('the card quick add', () => {
  it('a poster of several sizes gets a labelled size select with prices; a sold-out size is disabled; the first buyable is chosen', async () => {
    const poster = (await products('template_id=2&type=2')).find(
      (product) =>
        product.variations.some((v) => v.stock_status === 'outofstock') && product.variations.some((v) => v.stock_status !== 'outofstock'),
    )!;
    const { label, sizes, data } = await drawnOf(poster);
    expect(label).toBe(`Size of ${poster.name}`);
    expect(sizes!.map(({ value }) => value)).toEqual(poster.variations.map((v) => v.sku));
    for (const [index, variation] of poster.variations.entries()) {
      const size = sizes![index]!;
      // Sold out: disabled. The select takes the first buyable size by itself (tests/e2e/cart.spec.ts).
      expect(size.disabled).toBe(variation.stock_status === 'outofstock');
      expect(data.sizes[index]![4] === 1).toBe(variation.stock_status === 'outofstock');
      expect(size.text).toBe(
        `${variation.name} · ${variation.stock_status === 'outofstock' ? 'Out of stock' : pounds(derivePrice(variation.prices).price)}`,
      );
    }
  });

  it('each size is written once (issue 27), with neither its text nor the label: the block holds the product, the skus’ common start and the sizes', async () => {
    const poster = (await products('template_id=2&type=2')).find((product) => product.variations.length > 1)!;
    const { card, data, line, sizes } = await drawnOf(poster);
    // A poster's type, template and group are the page's (`cardLine`); its id and VAT its own.
    expect(data).toEqual({ id: poster.id, vat: expect.any(Number), sku: expect.stringMatching(/^P\d{5}-$/), sizes: expect.any(Array) });
    expect(line).toEqual({ product_id: poster.id, type: 2, template_id: 2, vat: data.vat, group_id: expect.any(Number) });
    expect(data.sizes.map(([sku, name]) => [data.sku! + sku, name])).toEqual(poster.variations.map((v) => [v.sku, v.name]));
    // No text of a size, no label in the block: the client's, from the page's block (once) and the card's heading.
    for (const variation of poster.variations) expect(card).not.toContain(`${variation.name} ·`);
    expect(card).not.toContain(`Size of`);
    // Nothing of it as markup: no select, no option, no line in an attribute (each quote was `&quot;`).
    expect(card).not.toMatch(/<select|<option|data-add-to-cart|&quot;/);
    const detail = await apiJson<{ variations: { sku: string; prices: Prices }[] }>(shop, 'en', `/api/products/${poster.slug}`);
    for (const [index, size] of sizes!.entries()) {
      const prices = detail.variations[index]!.prices;
      expect(size.data.tiers).toBe(
        activeTiers(prices)
          .map(({ q, p }) => `${q}:${p}`)
          .join(' '),
      );
      expect(size.data.name).toBe(poster.variations[index]!.name);
      const price = derivePrice(prices).price;
      expect(size.data.price).toBe(price === activeTiers(prices)[0]!.p ? undefined : price);
    }
  });

  it("a card writes its product once (issue 27): the heart beside a quick add names no item, the add button's data only its id, the card the rest", async () => {
    const poster = (await products('template_id=2&type=2')).find((product) => product.variations.length > 1)!;
    const card = await cardOf(poster);
    expect(card).toMatch(/<button type="button" class="wishlist-button"[^>]* data-wishlist-item=""/);
    // Name, slug and thumbnail are the card's own heading, link and picture (client/islands/cart/controls.ts cardLine).
    expect(card).not.toContain(`&quot;${poster.slug}&quot;`);
    expect(card.split(`href="/product/${poster.slug}"`)).toHaveLength(2);
    expect(card).toMatch(
      new RegExp(`<a href="/product/${poster.slug}"><img src="/[^"]+"[^>]*><h(\\d) class="product-name">${poster.name}</h\\1></a>`),
    );
    const data = quickAddOf(card)! as unknown as Record<string, unknown>;
    expect(data.id).toBe(poster.id);
    expect(data).not.toHaveProperty('name');
    expect(data).not.toHaveProperty('slug');
    expect(data).not.toHaveProperty('thumb');
    // The heart's own text is its name (its tooltip is the client's); what the controls say after a click is the page's, once (CartSlots).
    expect(card).toContain('aria-label="Save to wishlist" data-wishlist-item=""');
    expect(card).not.toMatch(/data-(add|remove|added)-label/);
  });

  it('names the texts the hearts and quick adds show once per page, in its language, and the line fields most cards share', async () => {
    for (const [locale, remove, added, size, value, soldOut] of [
      ['en', 'Remove from wishlist', 'Added to cart', 'Size of {{name}}', 'Value of {{name}}', 'Out of stock'],
      ['de', CART.de.wishlist_remove, CART.de.added, CART.de.choose_size, CART.de.choose_value, 'Ausverkauft'],
    ] as const) {
      const html = await (await shop.get(locale, '/')).text();
      const page = drawersBlockOf(html);
      expect(page.controls).toEqual({ remove, added, size, value, sold_out: soldOut });
      expect(page.cardLine).toEqual({ type: 2, template_id: 2, group_id: 1 });
      expect(html.split(remove)).toHaveLength(2);
    }
  });

  it("a card without a quick add keeps the heart's own item: a custom poster", async () => {
    const [custom] = await products('template_id=4');
    const card = await cardOf(custom!);
    const item = JSON.parse(unescape(/data-wishlist-item="([^"]+)"/.exec(card)![1]!)) as Record<string, unknown>;
    expect(item).toEqual({ id: custom!.id, name: custom!.name, slug: custom!.slug, thumb: expect.any(String) });
  });

  it('a one-size product has no select; its button carries the whole line', async () => {
    const single = (await products('type=1')).find(
      (product) => product.variations.length === 1 && product.variations[0]!.stock_status !== 'outofstock',
    )!;
    const { card, data, line, sizes, label } = await drawnOf(single);
    expect(data.sizes).toHaveLength(1);
    expect(data).not.toHaveProperty('sku');
    expect(sizes).toBeUndefined();
    expect(label).toBeUndefined();
    const variation = single.variations[0]!;
    expect(line).toEqual({
      product_id: single.id,
      type: 1,
      template_id: expect.any(Number),
      vat: expect.any(Number),
      group_id: expect.any(Number),
      sku: variation.sku,
      variation_name: null,
      price: derivePrice(variation.prices).price,
      pricing: activeTiers(variation.prices),
    });
    expect(card).toMatch(new RegExp(`<h(\\d) class="product-name">${single.name}</h\\1>`));
  });

  it('a custom poster links to its page to be personalised, with no add button', async () => {
    const [custom] = await products('template_id=4');
    const card = await cardOf(custom!);
    expect(card).toContain(`<a class="button button-small add-to-cart personalise" href="/product/${custom!.slug}">Personalise</a>`);
    expect(quickAddOf(card)).toBeNull();
    expect(card).not.toContain('data-quick-add');
  });

  it('a gift card offers its values without repeating the price', async () => {
    const [giftCard] = await products('type=4');
    const { label, sizes, data } = await drawnOf(giftCard!);
    expect(label).toBe(`Value of ${giftCard!.name}`);
    expect(data.type).toBe(4);
    expect(sizes!.map(({ text }) => text)).toEqual(
      giftCard!.variations.map((v) => (v.stock_status === 'outofstock' ? `${v.name} · Out of stock` : v.name)),
    );
  });
});
