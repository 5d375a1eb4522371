import { TEMPLATE_FIELDS, type CustomTemplate } from '../../../../../shared/custom-poster/designs';
import { LOCALE_CODES } from '../../../../../shared/locales';
import { ProductTemplate, ProductType, type StockStatus } from '../../../../../shared/types';
import { ALL_SIZES, FRAME_PRICE_SEK, GIFT_CARD_AMOUNTS, GROUPS, POSTER_PRICE_SEK, SIZES_BY_ORIENTATION } from '../../catalog/constants';
import type { Random } from '../../random';
import type { Translated } from '../../translated';
import { BYOP_NAMES, CUSTOM_POSTERS, FRAME_NAMES, MATERIALS, WORDS } from '../words/products';
import { SENTENCES } from '../words/sentences';
import { paragraphs } from './descriptions';
import { fixedPrices, tieredPrices } from './prices';
import { publishedAt, type SeedContext } from './posters';

/** Frame materials: price factor and the category they are listed in. */
const FRAME_LINES: { material: keyof typeof FRAME_NAMES; factor: number; category: string }[] = [
  { material: 'oak', factor: 1, category: 'oak-frames' },
  { material: 'walnut', factor: 1.2, category: 'walnut-frames' },
  { material: 'black', factor: 1, category: 'black-frames' },
  { material: 'white', factor: 1, category: 'white-frames' },
  { material: 'brass', factor: 1.2, category: 'brass-frames' },
  { material: 'aluminium', factor: 1.1, category: 'aluminium-frames' },
];
const GALLERY_MATERIALS: (keyof typeof MATERIALS)[] = ['oak', 'walnut', 'black', 'white'];

/** Frames: Variation products with the Frame template, one variation per poster size. */
export function buildFrames(context: SeedContext): void {
  const lines = [
    ...FRAME_LINES.map((line) => ({ ...line, theme: line.material, name: FRAME_NAMES[line.material] })),
    ...GALLERY_MATERIALS.map((material) => ({
      material,
      factor: 1.4,
      theme: `${material}wide`,
      category: FRAME_LINES.find((line) => line.material === material)!.category,
      name: label(WORDS.galleryFrame, MATERIALS[material]),
    })),
  ];
  for (const line of lines) {
    const { random, writer } = context;
    const id = writer.addProduct({
      sku: `F${String(writer.peekProductId()).padStart(5, '0')}`,
      type: ProductType.Variation,
      template: ProductTemplate.Frame,
      group: GROUPS.frames,
      discountCategory: 'frames',
      artist: null,
      theme: line.theme,
      seed: random.int(1, 2 ** 31 - 1),
      popularity: random.int(500, 1000),
      publishedAt: publishedAt(random),
      name: line.name,
      description: paragraphs([SENTENCES.frame, SENTENCES.noPoster]),
      categories: [line.category],
      tags: ['scandinavian'],
      attributes: [['colour', frameColour(line.material)], ...ALL_SIZES.map((size): [string, string] => ['size', size])],
    });
    for (const size of ALL_SIZES) {
      writer.addVariation(id, {
        sku: `F${String(id).padStart(5, '0')}-${size}`,
        sizeCode: size,
        stock: frameStock(random),
        prices: tieredPrices(FRAME_PRICE_SEK[size]! * line.factor),
      });
    }
  }
}

/** Poster hangers (four woods/colours, four widths) and two hanging accessories. */
export function buildAccessories(context: SeedContext): void {
  const { random, writer } = context;
  const items: { name: Translated; theme: string; sek: number; category: string }[] = [];
  for (const material of GALLERY_MATERIALS) {
    for (const [width, sek] of [
      [31, 149],
      [51, 199],
      [71, 249],
      [101, 299],
    ] as const) {
      items.push({
        name: label(WORDS.posterHanger, MATERIALS[material], `${width} cm`),
        theme: `hanger${material}`,
        sek,
        category: 'poster-hangers',
      });
    }
  }
  items.push({ name: WORDS.hangingKit, theme: 'kit', sek: 79, category: 'hanging-kits' });
  items.push({ name: WORDS.adhesiveStrips, theme: 'strips', sek: 59, category: 'hanging-kits' });
  for (const item of items) {
    // H for hanging: A and five digits are artists' posters (../../artists/review.ts ARTIST_POSTER_SKU).
    const sku = `H${String(writer.peekProductId()).padStart(5, '0')}`;
    const id = writer.addProduct({
      sku,
      type: ProductType.Standard,
      template: ProductTemplate.Generic,
      group: GROUPS.accessories,
      discountCategory: 'accessories',
      artist: null,
      theme: item.theme,
      seed: random.int(1, 2 ** 31 - 1),
      popularity: random.int(100, 700),
      publishedAt: publishedAt(random),
      name: item.name,
      description: paragraphs([SENTENCES.accessory]),
      categories: [item.category],
      tags: [],
      attributes: [],
    });
    writer.addVariation(id, { sku, sizeCode: null, stock: frameStock(random), prices: tieredPrices(item.sek) });
  }
}

/** Gift cards: one variation per face value; the value differs per currency. */
export function buildGiftCards(context: SeedContext): void {
  const { random, writer } = context;
  const cards = [
    { theme: 'giftcard', name: WORDS.giftCard },
    { theme: 'birthday', name: label(WORDS.giftCard, WORDS.birthday) },
    { theme: 'christmas', name: label(WORDS.giftCard, WORDS.christmas) },
  ];
  for (const card of cards) {
    const id = writer.addProduct({
      sku: `G${String(writer.peekProductId()).padStart(5, '0')}`,
      type: ProductType.GiftCard,
      template: ProductTemplate.Generic,
      group: GROUPS.giftcards,
      discountCategory: null,
      artist: null,
      theme: card.theme,
      seed: random.int(1, 2 ** 31 - 1),
      popularity: random.int(600, 1000),
      publishedAt: publishedAt(random),
      name: card.name,
      description: paragraphs([SENTENCES.giftCard, SENTENCES.giftCardEmail]),
      categories: ['gift-cards'],
      tags: card.theme === 'christmas' ? ['gift-idea', 'christmas'] : ['gift-idea'],
      attributes: [],
    });
    GIFT_CARD_AMOUNTS.SEK.forEach((_, index) => {
      writer.addVariation(id, {
        sku: `G${String(id).padStart(5, '0')}-${index + 1}`,
        sizeCode: null,
        stock: { status: 'instock', quantity: null },
        prices: fixedPrices((currency) => GIFT_CARD_AMOUNTS[currency][index]!),
      });
    });
  }
}

/** Custom posters (a design in one of the editor's templates) and BYOP posters (the shopper's own image). */
export function buildPersonalPosters(context: SeedContext): void {
  const { random, writer } = context;
  const sizes = SIZES_BY_ORIENTATION.portrait;
  const add = (
    kind: string,
    name: Translated,
    template: ProductTemplate,
    category: string,
    factor: number,
    custom?: { template: CustomTemplate; start: Record<string, string> } | { fields: readonly { key: string; max: number }[] },
  ) => {
    const id = writer.addProduct({
      sku: `C${String(writer.peekProductId()).padStart(5, '0')}`,
      type: ProductType.Variation,
      template,
      group: GROUPS.custom,
      discountCategory: 'custom',
      artist: null,
      theme: kind,
      seed: random.int(1, 2 ** 31 - 1),
      popularity: random.int(700, 1000),
      publishedAt: publishedAt(random),
      name,
      // A photo poster is printed with or without a white margin, in colour or black and white.
      margin: template === ProductTemplate.BYOP,
      bw: template === ProductTemplate.BYOP,
      // The fields are the template's own, so older readers of custom_fields see what the editor writes.
      ...(custom && 'template' in custom
        ? {
            customFields: TEMPLATE_FIELDS[custom.template].map((field) => ({ ...field })),
            customTemplate: { ...custom, start: { ...custom.start } },
          }
        : {}),
      // A kind without a template keeps plain fields (drawn over its picture as typed).
      ...(custom && 'fields' in custom ? { customFields: custom.fields.map((field) => ({ ...field })) } : {}),
      description: paragraphs(template === ProductTemplate.BYOP ? [SENTENCES.byop] : [SENTENCES.custom, SENTENCES.customGift]),
      categories: [category],
      tags: ['gift-idea'],
      attributes: [['orientation', 'portrait'], ...sizes.map((size): [string, string] => ['size', size])],
    });
    for (const size of sizes) {
      writer.addVariation(id, {
        sku: `C${String(id).padStart(5, '0')}-${size}`,
        sizeCode: size,
        stock: { status: 'instock', quantity: null },
        prices: tieredPrices(POSTER_PRICE_SEK[size]! * factor),
      });
    }
  };
  for (const [kind, custom] of Object.entries(CUSTOM_POSTERS)) {
    add(
      kind.replace(/-/g, ''),
      custom.name,
      ProductTemplate.CustomPoster,
      custom.category,
      1.4,
      'template' in custom ? { template: custom.template, start: custom.start } : { fields: custom.fields },
    );
  }
  for (const [kind, name] of Object.entries(BYOP_NAMES)) add(kind, name, ProductTemplate.BYOP, 'photo-posters', 1.3);
}

/** "Gallery frame – oak", "Poster hanger – oak – 51 cm". */
function label(...parts: (Translated | string)[]): Translated {
  const result = {} as Translated;
  for (const locale of LOCALE_CODES) result[locale] = parts.map((part) => (typeof part === 'string' ? part : part[locale])).join(' – ');
  return result;
}

function frameColour(material: string): string {
  return { oak: 'beige', walnut: 'beige', black: 'black', white: 'white', brass: 'yellow', aluminium: 'grey' }[material] ?? 'multi';
}

/** Frames and accessories are kept in stock, so all four stock states occur. */
function frameStock(random: Random): { status: StockStatus; quantity: number | null } {
  const roll = random.next();
  if (roll < 0.8) return { status: 'instock', quantity: random.int(20, 300) };
  if (roll < 0.9) return { status: 'lowstock', quantity: random.int(1, 5) };
  if (roll < 0.96) return { status: 'backorder', quantity: 0 };
  return { status: 'outofstock', quantity: 0 };
}
