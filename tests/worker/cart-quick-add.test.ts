import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeTiers, derivePrice, tiersOfText, unitPrice } from '../../shared/pricing';
import type { Prices } from '../../shared/types';
import { CART } from '../../locales/cart';
import { apiJson } from './browse-helpers';
import { createTestShop, type TestShop } from './harness';

/**
 * The grid card's quick add (issue 4: add-to-cart buttons on grid cards) as server markup:
 * a size select for products of several sizes (sold-out sizes disabled), one button, and a
 * link to the page for products made for the shopper. client/islands/cart/controls.ts
 * makes it live at load; tests/e2e/cart.spec.ts clicks it.
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
 * An option's choice as the client reads it (client/islands/cart/controls.ts chosenSize): the
 * sku its value, name and tiers its attributes, the price where written, else the tiers' of one piece.
 */
function choiceOfOption(attributes: string): Record<string, unknown> {
  const attribute = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(attributes)?.[1];
  const pricing = tiersOfText(attribute('data-tiers') ?? '');
  const price = attribute('data-price');
  return {
    sku: attribute('value'),
    variation_name: attribute('data-name') ? unescape(attribute('data-name')!) : null,
    price: price ? Number(price) : unitPrice(pricing, 1),
    pricing,
  };
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
    const card = await cardOf(poster);
    expect(card).toContain(`<span class="visually-hidden">Size of ${poster.name}</span>`);
    const options = [...card.matchAll(/<option([^>]*)>([^<]*)<\/option>/g)].map(([, attributes, text]) => ({
      sku: /value="([^"]+)"/.exec(attributes!)![1],
      isDisabled: attributes!.includes('disabled'),
      isSelected: attributes!.includes('selected'),
      text,
      // The chosen option completes the line: its value is the sku, its short attributes the rest (issue 27).
      choice: choiceOfOption(attributes!),
    }));
    expect(options.map((option) => option.sku)).toEqual(poster.variations.map((v) => v.sku));
    for (const [index, variation] of poster.variations.entries()) {
      const option = options[index]!;
      expect(option.isDisabled).toBe(variation.stock_status === 'outofstock');
      expect(option.text).toMatch(
        variation.stock_status === 'outofstock' ? `${variation.name} · Out of stock` : new RegExp(`^${variation.name} · £\\d+\\.\\d{2}$`),
      );
      expect(option.choice.sku).toBe(variation.sku);
    }
    const first = poster.variations.findIndex((v) => v.stock_status !== 'outofstock');
    expect(options.findIndex((option) => option.isSelected)).toBe(first);
    expect(card).toMatch(
      /<button type="button" class="button button-small add-to-cart" data-add-to-cart="[^"]+"[^>]*>Add to cart<\/button>/,
    );
  });

  it('each size is written once (issue 27): the options carry the sizes, the button of a several-size card only the product', async () => {
    const poster = (await products('template_id=2&type=2')).find((product) => product.variations.length > 1)!;
    const card = await cardOf(poster);
    const button = JSON.parse(unescape(/data-add-to-cart="([^"]+)"/.exec(card)![1]!)) as {
      line: Record<string, unknown>;
      quantity: number;
    };
    expect(button).toEqual({
      line: {
        product_id: poster.id,
        type: 2,
        template_id: 2,
        vat: expect.any(Number),
        group_id: expect.any(Number),
      },
      quantity: 1,
    });
    const choices = [...card.matchAll(/<option([^>]*)>/g)].map(([, attributes]) => {
      const { sku: _sku, ...choice } = choiceOfOption(attributes!);
      return choice;
    });
    expect(choices).toHaveLength(poster.variations.length);
    for (const [index, choice] of choices.entries()) {
      expect(Object.keys(choice).sort()).toEqual(['price', 'pricing', 'variation_name']);
      expect(choice.variation_name).toBe(poster.variations[index]!.name);
    }
    // No JSON in an option (each of its quotes was `&quot;`): the tiers as text, the price of one piece from them.
    expect(card).not.toContain('data-choice');
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
    const { line } = JSON.parse(unescape(/data-add-to-cart="([^"]+)"/.exec(card)![1]!)) as { line: Record<string, unknown> };
    expect(line.product_id).toBe(poster.id);
    expect(line).not.toHaveProperty('name');
    expect(line).not.toHaveProperty('slug');
    expect(line).not.toHaveProperty('thumb');
    // The heart's own texts are its name and tooltip; what the controls say after a click is the page's, once (CartSlots).
    expect(card).toContain('aria-label="Save to wishlist" title="Save to wishlist" data-wishlist-item=""');
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
    expect(card).not.toContain('<select');
    const { line } = JSON.parse(unescape(/data-add-to-cart="([^"]+)"/.exec(card)![1]!)) as { line: Record<string, unknown> };
    expect(line).toMatchObject({ product_id: single.id, price: expect.any(Number) });
    expect(card).toMatch(new RegExp(`<h(\\d) class="product-name">${single.name}</h\\1>`));
    expect(line.sku).toBe(single.variations[0]!.sku);
  });

  it('a custom poster links to its page to be personalised, with no add button', async () => {
    const [custom] = await products('template_id=4');
    const card = await cardOf(custom!);
    expect(card).toContain(`<a class="button button-small add-to-cart personalise" href="/product/${custom!.slug}">Personalise</a>`);
    expect(card).not.toContain('data-add-to-cart');
  });

  it('a gift card offers its values without repeating the price', async () => {
    const [giftCard] = await products('type=4');
    const card = await cardOf(giftCard!);
    expect(card).toContain(`Value of ${giftCard!.name}`);
    const texts = [...card.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map(([, text]) => text);
    expect(texts).toEqual(giftCard!.variations.map((v) => v.name));
  });
});
