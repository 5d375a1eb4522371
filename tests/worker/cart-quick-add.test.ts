import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeTiers, derivePrice, tiersOfText, unitPrice } from '../../shared/pricing';
import type { Prices } from '../../shared/types';
import { CART } from '../../locales/cart';
import type { CardQuickAdd, CardSize } from '../../client/islands/cart/contracts';
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
  variations: { sku: string; name: string; stock_status: string }[];
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

/** The markup of the card that links to `slug` on a page of search results for its name. */
async function cardOf(product: Listed): Promise<string> {
  const html = await (await shop.get('en', `/search-results?query=${encodeURIComponent(product.name)}`)).text();
  const cards = html.split('<article class="product-card">').slice(1);
  const card = cards.find((candidate) => candidate.includes(`href="/product/${product.slug}"`));
  if (!card) throw new Error(`no card for ${product.slug}`);
  return card.slice(0, card.indexOf('</article>'));
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

/**
 * A size's choice as the client reads it (client/islands/cart/controls.ts `chosenSize` of the
 * option `drawQuickAdds` made of it): the sku, the name, the tiers, the price where written,
 * else the tiers' of one piece.
 */
function choiceOfSize([sku, , name, tiers, price]: CardSize): Record<string, unknown> {
  const pricing = tiersOfText(tiers);
  return { sku, variation_name: name || null, price: price || unitPrice(pricing, 1), pricing };
}

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
    const quickAdd = quickAddOf(await cardOf(poster))!;
    expect(quickAdd.label).toBe(`Size of ${poster.name}`);
    const sizes = quickAdd.sizes!;
    expect(sizes.map(([sku]) => sku)).toEqual(poster.variations.map((v) => v.sku));
    for (const [index, variation] of poster.variations.entries()) {
      const [, text, , , , soldOut] = sizes[index]!;
      // Sold out: disabled. The select takes the first buyable size by itself (tests/e2e/cart.spec.ts).
      expect(soldOut === 1).toBe(variation.stock_status === 'outofstock');
      expect(text).toMatch(
        variation.stock_status === 'outofstock' ? `${variation.name} · Out of stock` : new RegExp(`^${variation.name} · £\\d+\\.\\d{2}$`),
      );
    }
  });

  it('each size is written once (issue 27): the sizes carry their choices, the line of a several-size card only the product', async () => {
    const poster = (await products('template_id=2&type=2')).find((product) => product.variations.length > 1)!;
    const card = await cardOf(poster);
    const quickAdd = quickAddOf(card)!;
    expect(quickAdd.line).toEqual({
      product_id: poster.id,
      type: 2,
      template_id: 2,
      vat: expect.any(Number),
      group_id: expect.any(Number),
    });
    const choices = quickAdd.sizes!.map((size) => {
      const { sku: _sku, ...choice } = choiceOfSize(size);
      return choice;
    });
    expect(choices).toHaveLength(poster.variations.length);
    for (const [index, choice] of choices.entries()) {
      expect(choice.variation_name).toBe(poster.variations[index]!.name);
    }
    // Nothing of it as markup: no select, no option, no line in an attribute (each quote was `&quot;`).
    expect(card).not.toMatch(/<select|<option|data-add-to-cart|&quot;/);
    const detail = await apiJson<{ variations: { sku: string; prices: Prices }[] }>(shop, 'en', `/api/products/${poster.slug}`);
    for (const [index, choice] of choices.entries()) {
      const prices = detail.variations[index]!.prices;
      expect(choice.pricing).toEqual(activeTiers(prices));
      expect(choice.price).toBe(derivePrice(prices).price);
    }
  });

  it("a card writes its product once (issue 27): the heart beside a quick add names no item, the add button's line only its id, the card the rest", async () => {
    const poster = (await products('template_id=2&type=2')).find((product) => product.variations.length > 1)!;
    const card = await cardOf(poster);
    expect(card).toMatch(/<button type="button" class="wishlist-button"[^>]* data-wishlist-item=""/);
    // Name, slug and thumbnail are the card's own heading, link and picture (client/islands/cart/controls.ts cardLine).
    expect(card).not.toContain(`&quot;${poster.slug}&quot;`);
    expect(card.split(`href="/product/${poster.slug}"`)).toHaveLength(2);
    expect(card).toMatch(
      new RegExp(`<a href="/product/${poster.slug}"><img src="/[^"]+"[^>]*><h(\\d) class="product-name">${poster.name}</h\\1></a>`),
    );
    const line = quickAddOf(card)!.line as Record<string, unknown>;
    expect(line.product_id).toBe(poster.id);
    expect(line).not.toHaveProperty('name');
    expect(line).not.toHaveProperty('slug');
    expect(line).not.toHaveProperty('thumb');
    // The heart's own text is its name (its tooltip is the client's); what the controls say after a click is the page's, once (CartSlots).
    expect(card).toContain('aria-label="Save to wishlist" data-wishlist-item=""');
    expect(card).not.toMatch(/data-(add|remove|added)-label/);
  });

  it('names the texts the hearts and quick adds show at a click once per page, in its language', async () => {
    for (const [locale, remove, added] of [
      ['en', 'Remove from wishlist', 'Added to cart'],
      ['de', CART.de.wishlist_remove, CART.de.added],
    ] as const) {
      const html = await (await shop.get(locale, '/')).text();
      const block =
        /<script type="application\/json" data-island-props="" data-props-src="\/props\/cart\.[0-9a-f]{16}\.json">([^<]*)<\/script>/.exec(
          html,
        );
      expect(block, locale).not.toBeNull();
      expect((JSON.parse(block![1]!) as { controls: unknown }).controls).toEqual({ remove, added });
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
    const card = await cardOf(single);
    const quickAdd = quickAddOf(card)!;
    expect(quickAdd).not.toHaveProperty('sizes');
    const line = quickAdd.line as Record<string, unknown>;
    expect(line).toMatchObject({ product_id: single.id, price: expect.any(Number) });
    expect(card).toMatch(new RegExp(`<h(\\d) class="product-name">${single.name}</h\\1>`));
    expect(line.sku).toBe(single.variations[0]!.sku);
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
    const card = await cardOf(giftCard!);
    const quickAdd = quickAddOf(card)!;
    expect(quickAdd.label).toBe(`Value of ${giftCard!.name}`);
    expect(quickAdd.sizes!.map(([, text]) => text)).toEqual(giftCard!.variations.map((v) => v.name));
  });
});
