import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomPosterPurchaseProps } from '../../client/islands/browse/CustomPosterPurchase';
import { PATH_WORDS } from '../../locales/paths';
import { STRINGS } from '../../locales';
import { encodeTemplateValues } from '../../shared/cart-links';
import { decodeValues, encodeValues, TEMPLATE_FIELDS } from '../../shared/custom-poster/designs';
import { sampleStarMap, sampleTypography } from '../../shared/custom-poster/samples';
import type { CartLine, ProductDetail, ProductSummary } from '../../shared/types';
import { apiJson, islandProps } from './browse-helpers';
import { placeOrder } from './checkout-shop';
import { createTestShop, type TestShop } from './harness';

/**
 * The custom poster editor (docs/designers.md "Custom poster editor") in the real shop:
 * every CustomPoster product names its template in the API's answer and on its page, the
 * page prerenders the editor with the product's start values and their preview, and the
 * values travel through the cart sync unchanged.
 */
let shop: TestShop;
let customs: ProductSummary[] = [];

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 300 });
  ({ products: customs } = await apiJson<{ products: ProductSummary[] }>(shop, 'en', '/api/products?template_id=4&nc=1&per_page=20'));
});
afterAll(async () => {
  await shop?.dispose();
});

/** A product's detail in a language, found from its English summary (slugs are translated). */
async function detailOf(locale: string, product: ProductSummary): Promise<ProductDetail> {
  const english = await apiJson<ProductDetail>(shop, 'en', `/api/products/${product.slug}`);
  return locale === 'en' ? english : apiJson<ProductDetail>(shop, locale, `/api/products/${english.slugs[locale as 'de']}`);
}
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

describe('every custom poster names its template', () => {
  it('the seed has the star map, three typography posters and one kind without an editor', async () => {
    const details = await Promise.all(customs.map((product) => detailOf('en', product)));
    const templates = Object.fromEntries(details.map((detail) => [detail.name, detail.custom_template?.template]));
    expect(templates).toEqual({
      'Star map': 'star-map',
      'City map': 'typography',
      'Name poster': 'typography',
      'Birth poster': 'typography',
      // Plain text fields, as a real upstream's custom poster of a kind the shop has no editor for.
      'Wedding poster': undefined,
    });
  });

  it("in the API: the template's own fields, labelled in the language, and start values that are a whole design of it", async () => {
    for (const product of customs) {
      const detail = await detailOf('de', product);
      const custom = detail.custom_template!;
      const template = custom.template;
      if (!template) {
        expect(custom.fields.map((field) => field.key)).toEqual(['title', 'date', 'place']);
        expect(custom.start).toBeUndefined();
        continue;
      }
      expect(custom.fields.map((field) => field.key)).toEqual(TEMPLATE_FIELDS[template].map((field) => field.key));
      expect(custom.fields.every((field) => field.label !== field.key && field.max > 0)).toBe(true);
      expect(decodeValues(custom.start)).toMatchObject({ ok: true, design: { template } });
    }
    const typography = (await Promise.all(customs.map((product) => detailOf('de', product)))).find(
      (detail) => detail.name === 'Stadtkarte',
    )!;
    expect(typography.custom_template!.fields.slice(0, 2).map((field) => field.label)).toEqual(['Zeile 1', 'Zeile 2']);
    expect(typography.custom_template!.start).toMatchObject({ line1: 'STOCKHOLM', line2: '59.3293° N · 18.0686° E' });
  });

  it.each(['en', 'de'])('%s: the page prerenders the editor of that template, with its preview image', async (locale) => {
    for (const product of customs) {
      const detail = await detailOf(locale, product);
      const response = await shop.get(locale, `/${PATH_WORDS[locale as 'en'].product}/${detail.slug}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      if (!detail.custom_template?.template) {
        // No editor for its kind: the purchase panel with its plain text fields.
        expect(islandProps(html, 'CustomPosterPurchase')).toBeUndefined();
        expect(islandProps(html, 'ProductPurchase')).toBeDefined();
        continue;
      }
      const props = islandProps<CustomPosterPurchaseProps>(html, 'CustomPosterPurchase')!;
      expect(props.template).toBe(detail.custom_template!.template);
      expect(props.start).toEqual(detail.custom_template!.start);
      expect(islandProps(html, 'ProductPurchase')).toBeUndefined();
      // Prerendered: the editor's words in the language, its fields and the picture of the start values.
      expect(html).toContain(STRINGS[locale as 'en'].browse.custom_poster.design);
      const preview = `/render-custom-poster/${props.template}.png?v=${encodeTemplateValues(props.start)}&amp;poster=`;
      expect(html).toContain(preview);
      expect(html).toContain(props.template === 'typography' ? 'name="text-line1"' : 'name="text-place"');
      const src = decode(/<img src="(\/render-custom-poster\/[^"]+)"/.exec(html)![1]!);
      const image = await shop.get(locale, src);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      await image.arrayBuffer();
    }
  });
});

describe('the values travel with the cart line', () => {
  it.each([
    ['typography', encodeValues(sampleTypography)],
    ['star-map', encodeValues(sampleStarMap)],
  ])('sync-cart keeps a %s design exactly', async (_template, values) => {
    const detail = await detailOf('en', customs[0]!);
    const sku = detail.variations[0]!.sku;
    const response = await shop.get('en', '/api/sync-cart', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ sku, quantity: 1, metadata: { template: { values } } }] }),
    });
    expect(response.status).toBe(200);
    const [line] = (await response.json()) as CartLine[];
    expect(line!.metadata).toEqual({ template: { values } });
  });
});

describe('an order takes only a whole design of the product’s template', () => {
  /** A custom poster of `template` and one of its SKUs. */
  async function skuOf(template: 'typography' | 'star-map'): Promise<string> {
    for (const product of customs) {
      const detail = await detailOf('en', product);
      if (detail.custom_template?.template === template) return detail.variations[0]!.sku;
    }
    throw new Error(`no ${template} poster in the seed`);
  }
  const order = (items: unknown[]) => placeOrder(shop, 'en', items);

  it('a typography design is ordered, kept on the line, and its confirmation shows the design', async () => {
    const values = encodeValues(sampleTypography);
    const placed = await order([{ sku: await skuOf('typography'), quantity: 1, metadata: { template: { values } } }]);
    expect(placed.status).toBe(201);
    // Paid (the payment flows have their own tests): the confirmation lists the lines.
    const db = await shop.commerceDb();
    await db.prepare("UPDATE orders SET status = 'paid', paid_at = updated_at WHERE id = ?").bind(String(placed.answer.order_id)).run();
    const page = await shop.get('en', `/checkout/confirmation/${String(placed.answer.order_id)}`, { headers: { cookie: placed.cookie } });
    expect(page.status).toBe(200);
    expect(decode(await page.text())).toContain(`/render-custom-poster/typography.png?v=${encodeTemplateValues(values)}`);
  });

  it.each([
    ['no design', {}, 'items.0.metadata.template', /design it first/],
    [
      'values that are no design',
      { template: { values: { template: 'typography', line1: 'x' } } },
      'items.0.metadata.template.values',
      /values/,
    ],
    [
      'a design of the other template',
      { template: { values: encodeValues(sampleStarMap) } },
      'items.0.metadata.template.values',
      /typography poster, not a star-map/,
    ],
  ])('%s is refused with the field', async (_name, metadata, field, error) => {
    const placed = await order([{ sku: await skuOf('typography'), quantity: 1, metadata }]);
    expect(placed.status).toBe(422);
    expect(placed.answer).toMatchObject({ field, error: expect.stringMatching(error) });
  });
});
