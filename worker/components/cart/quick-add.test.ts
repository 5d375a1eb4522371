import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../shared/money';
import { activeTiers, derivePrice, tiersText, unitPrice } from '../../../shared/pricing';
import { variationNameOf } from '../../../shared/purchase';
import { LOCALES, type LocaleCode } from '../../../shared/locales';
import { ProductTemplate, ProductType, type ProductSummary, type Variation } from '../../../shared/types';
import { quickAddOf } from './quick-add';
import { cartPageProps } from './page-props';
import { createTranslator } from '../../i18n';
import type { CardQuickAdd } from '../../../client/islands/cart/contracts';
import { drawnQuickAdd, type DrawnQuickAdd } from '../../../client/islands/cart/quick-add';

/**
 * A card's quick add through its data block (issue 27): what the server writes
 * (worker/components/cart/quick-add.ts `quickAddOf`), as JSON, drawn by the client with the page's
 * drawers' block (worker/components/cart/page-props.ts) must be exactly what the server wrote
 * out before the block left the texts, the label and the usual line fields to the client: the
 * options' texts and attributes, the select's name and the line, for every kind of card, in
 * languages with different money formats. `before` below is that earlier server code, kept
 * here as the reference; the first tests also spell the texts out.
 */

type Prices = Variation['prices'];
const tiers = (...pairs: [number, number][]): Prices['n'] => pairs.map(([q, p]) => ({ q, p }));

function variation(sku: string, name: string, prices: Prices, stock_status: Variation['stock_status'] = 'instock'): Variation {
  return { id: sku.length * 1000 + name.length, sku, name, prices, stock_status };
}

function product(fields: Partial<ProductSummary> & Pick<ProductSummary, 'id' | 'name' | 'variations'>): ProductSummary {
  return {
    sku: `P${String(fields.id).padStart(5, '0')}`,
    slug: 'a-poster',
    type: ProductType.Variation,
    template_id: ProductTemplate.Poster,
    images: [],
    group_id: 1,
    prices: { n: [] },
    vat: 25,
    stock_status: 'instock',
    ...fields,
  };
}

/** Poster prices in kronor, pounds or euros (the seed's tiers: 1, 3 and 10 pieces). */
const poster = (p1: number, p3: number, p10: number): Prices => ({ n: tiers([1, p1], [3, p3], [10, p10]) });

const hund = product({
  id: 1157,
  name: 'Hunden i gryningen',
  variations: [
    variation('P01157-21x30', '21x30 cm', poster(109, 99, 79)),
    variation('P01157-30x40', '30x40 cm', poster(159, 149, 129)),
    variation('P01157-50x70', '50x70 cm', poster(249, 219, 199)),
    variation('P01157-70x100', '70x100 cm', poster(389, 349, 309)),
  ],
});
const square = product({
  id: 1697,
  name: 'Silhouette in spring II',
  variations: [
    variation('P01697-30x30', '30x30 cm', poster(18.95, 16.95, 14.95), 'outofstock'),
    variation('P01697-50x50', '50x50 cm', poster(27.95, 24.95, 21.95)),
    variation('P01697-70x70', '70x70 cm', poster(42.5, 38.95, 33.95), 'lowstock'),
  ],
});
const single = product({
  id: 155,
  name: 'Limited edition',
  type: ProductType.Standard,
  variations: [variation('P00155', 'Limited edition', { n: tiers([1, 869]) })],
});
const giftCard = product({
  id: 2001,
  name: 'Gift card',
  sku: 'G02001',
  type: ProductType.GiftCard,
  template_id: ProductTemplate.Generic,
  group_id: 7,
  vat: 0,
  variations: [
    variation('G02001-1', '£20', { n: tiers([1, 20]) }),
    variation('G02001-2', '£50', { n: tiers([1, 50]) }, 'outofstock'),
    variation('G02001-3', '£100', { n: tiers([1, 100]) }),
  ],
});
// A campaign: one size reduced, one whose campaign does not lower its price (the price is the
// normal one, the tiers the campaign's), one without a name, one sold out with no prices left.
const campaign = product({
  id: 1482,
  name: 'Bridge in winter IV',
  variations: [
    variation('P01482-21x30', '21x30 cm', { n: tiers([1, 149], [3, 139]), c: tiers([1, 119], [3, 109]) }),
    variation('P01482-30x40', '30x40 cm', { n: tiers([1, 229], [3, 209]), c: tiers([1, 239], [3, 199]) }),
    variation('P01482-50x70', '', poster(349, 319, 279)),
    variation('P01482-70x100', '70x100 cm', { n: [] }, 'outofstock'),
  ],
});
// Skus with nothing in common, an artist's poster's (A and five digits), a set, a standard
// product of several sizes (no variation names), a one-size product of sizes with no name.
const oddSkus = product({
  id: 300,
  name: 'Odd skus',
  variations: [variation('X-1', '21x30 cm', poster(109, 99, 79)), variation('Y-2', '30x40 cm', poster(159, 149, 129))],
});
const artists = product({
  id: 2101,
  name: 'Artist poster',
  sku: 'A00012',
  variations: [
    variation('A00012-50x70', '50x70 cm', poster(349, 319, 279)),
    variation('A00012-50x100', '50x100 cm', poster(449, 419, 379)),
  ],
});
const set = product({
  id: 1927,
  name: 'Nordic nature III – set of 3',
  type: ProductType.SET,
  group_id: 5,
  variations: [
    variation('S01927-21x30', '21x30 cm', { n: tiers([1, 379]) }),
    variation('S01927-30x40', '30x40 cm', { n: tiers([1, 579]) }),
  ],
});
const standardSizes = product({
  id: 400,
  name: 'Hanger',
  type: ProductType.Standard,
  template_id: ProductTemplate.Generic,
  group_id: 4,
  variations: [variation('H00400-30', '30 cm', { n: tiers([1, 99]) }), variation('H00400-50', '50 cm', { n: tiers([1, 129]) })],
});
const unnamedSingle = product({ id: 401, name: 'Unnamed', variations: [variation('P00401', '', { n: tiers([1, 50]) })] });
const ALL = [hund, square, single, giftCard, campaign, oddSkus, artists, set, standardSizes, unnamedSingle];

/** What a page in `code` draws of the card of `summary`, its block as it travels: JSON. */
function drawn(summary: ProductSummary, code: LocaleCode): DrawnQuickAdd | null {
  const data = quickAddOf(summary);
  if (!data) return null;
  const block = JSON.parse(JSON.stringify(data)) as CardQuickAdd;
  return drawnQuickAdd(block, summary.name, cartPageProps(LOCALES[code], createTranslator(code)));
}

/**
 * What the card showed and added before (the server's quickAddOf then, with the select drawn as
 * client/islands/cart/controls.ts drew it from those texts): the reference.
 */
function before(summary: ProductSummary, code: LocaleCode): DrawnQuickAdd | null {
  const locale = LOCALES[code];
  const t = createTranslator(code);
  const buyable = summary.variations.filter((v) => v.stock_status !== 'outofstock' && v.prices.n.length > 0);
  const [first] = buyable;
  if (!first) return null;
  const choiceOf = (v: Variation) => ({
    sku: v.sku,
    variation_name: variationNameOf(summary, v),
    price: derivePrice(v.prices).price,
    pricing: activeTiers(v.prices),
  });
  const line = {
    product_id: summary.id,
    type: summary.type,
    template_id: summary.template_id,
    vat: summary.vat,
    group_id: summary.group_id,
  };
  if (summary.variations.length < 2) return { line: { ...line, ...choiceOf(first) } };
  const sizes = summary.variations.map((v) => {
    const isSoldOut = !buyable.includes(v);
    const { sku, variation_name, price, pricing } = choiceOf(v);
    const shown = isSoldOut ? t('stock_status.outofstock') : formatMoney(price, locale);
    const text = summary.type === ProductType.GiftCard && !isSoldOut ? v.name : `${v.name} · ${shown}`;
    const ownPrice = price !== unitPrice(pricing, 1) ? price : 0;
    return {
      value: sku,
      text,
      data: Object.assign({ tiers: tiersText(pricing) }, variation_name && { name: variation_name }, ownPrice && { price: ownPrice }),
      disabled: isSoldOut,
    };
  });
  const label = t(summary.type === ProductType.GiftCard ? 'cart.choose_value' : 'cart.choose_size', { name: summary.name });
  return { line, label, sizes };
}

const texts = (quickAdd: DrawnQuickAdd | null) => quickAdd?.sizes?.map((size) => size.text);

describe("a card's quick add drawn from its data block", () => {
  it('shows each size with its price in the page’s money format, as the server wrote it: Swedish, English, German', () => {
    expect(texts(drawn(hund, 'sv'))).toEqual([
      '21x30 cm · 109\u00a0kr',
      '30x40 cm · 159\u00a0kr',
      '50x70 cm · 249\u00a0kr',
      '70x100 cm · 389\u00a0kr',
    ]);
    expect(drawn(hund, 'sv')?.label).toBe('Storlek på Hunden i gryningen');
    expect(texts(drawn(square, 'en'))).toEqual(['30x30 cm · Out of stock', '50x50 cm · £27.95', '70x70 cm · £42.50']);
    expect(drawn(square, 'en')?.label).toBe('Size of Silhouette in spring II');
    expect(texts(drawn(square, 'de'))).toEqual(['30x30 cm · Ausverkauft', '50x50 cm · 27,95\u00a0€', '70x70 cm · 42,50\u00a0€']);
    expect(drawn(square, 'de')?.label).toBe('Größe von Silhouette in spring II');
  });

  it('a sold-out size is disabled; a gift card shows its values alone (a sold-out one with its state)', () => {
    expect(drawn(square, 'en')?.sizes?.map((size) => size.disabled)).toEqual([true, false, false]);
    const card = drawn(giftCard, 'en')!;
    expect(card.label).toBe('Value of Gift card');
    expect(texts(card)).toEqual(['£20', '£50 · Out of stock', '£100']);
    expect(card.sizes!.map((size) => size.value)).toEqual(['G02001-1', 'G02001-2', 'G02001-3']);
  });

  it('a reduced price, a price other than the first tier, a size with no name and a sold-out one with no prices', () => {
    expect(drawn(campaign, 'sv')?.sizes).toEqual([
      { value: 'P01482-21x30', text: '21x30 cm · 119\u00a0kr', data: { tiers: '1:119 3:109', name: '21x30 cm' }, disabled: false },
      {
        value: 'P01482-30x40',
        text: '30x40 cm · 229\u00a0kr',
        data: { tiers: '1:239 3:199', name: '30x40 cm', price: 229 },
        disabled: false,
      },
      { value: 'P01482-50x70', text: ' · 349\u00a0kr', data: { tiers: '1:349 3:319 10:279' }, disabled: false },
      { value: 'P01482-70x100', text: '70x100 cm · Slut i lager', data: { tiers: '', name: '70x100 cm' }, disabled: true },
    ]);
  });

  it('the line: the page’s usual fields under the card’s own; one size adds itself whole', () => {
    expect(drawn(hund, 'sv')?.line).toEqual({ product_id: 1157, type: 2, template_id: 2, vat: 25, group_id: 1 });
    expect(drawn(set, 'de')?.line).toEqual({ product_id: 1927, type: 3, template_id: 2, vat: 25, group_id: 5 });
    expect(drawn(single, 'sv')).toEqual({
      line: {
        product_id: 155,
        type: 1,
        template_id: 2,
        vat: 25,
        group_id: 1,
        sku: 'P00155',
        variation_name: null,
        price: 869,
        pricing: [{ q: 1, p: 869 }],
      },
    });
    expect(drawn(unnamedSingle, 'en')?.line).toMatchObject({ sku: 'P00401', variation_name: '', price: 50 });
  });

  it('skus: their common start once, or whole when they share none', () => {
    expect(quickAddOf(hund)).toMatchObject({
      sku: 'P01157-',
      sizes: [['21x30', '21x30 cm', '1:109 3:99 10:79'], ...Array(3).fill(expect.anything())],
    });
    expect(quickAddOf(oddSkus)).not.toHaveProperty('sku');
    expect(drawn(oddSkus, 'en')?.sizes?.map((size) => size.value)).toEqual(['X-1', 'Y-2']);
    expect(drawn(artists, 'en')?.sizes?.map((size) => size.value)).toEqual(['A00012-50x70', 'A00012-50x100']);
  });

  it('is exactly what the server wrote out before, for every kind of card, in Swedish, English and German', () => {
    for (const code of ['sv', 'en', 'de'] as const) {
      for (const summary of ALL) expect(drawn(summary, code), `${summary.name} (${code})`).toEqual(before(summary, code));
    }
  });

  it('writes much less than before: a four-size poster’s block', () => {
    expect(JSON.stringify(quickAddOf(hund))).toBe(
      '{"id":1157,"vat":25,"sku":"P01157-","sizes":[["21x30","21x30 cm","1:109 3:99 10:79"],["30x40","30x40 cm","1:159 3:149 10:129"],["50x70","50x70 cm","1:249 3:219 10:199"],["70x100","70x100 cm","1:389 3:349 10:309"]]}',
    );
    expect(JSON.stringify(quickAddOf(single))).toBe('{"id":155,"vat":25,"type":1,"sizes":[["P00155","","1:869"]]}');
  });
});
