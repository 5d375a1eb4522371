import { LOCALE_CODES } from '../../../../../shared/locales';
import { ProductTemplate, ProductType } from '../../../../../shared/types';
import { GROUPS, POSTER_PRICE_SEK } from '../../catalog/constants';
import { fill, type Translated } from '../../translated';
import { COLLECTIONS, WORDS } from '../words/products';
import { SENTENCES } from '../words/sentences';
import { paragraphs } from './descriptions';
import { SINGLE_TIER, tieredPrices } from './prices';
import type { Random } from '../../random';
import { publishedAt, type PosterInfo, type SeedContext } from './posters';

const SET_SIZES = ['21x30', '30x40', '50x70'];

/** SET products: two or three posters of one collection, sold together per size. */
export function buildSets(context: SeedContext, posters: PosterInfo[], count: number): void {
  const { random, writer } = context;
  for (let i = 0; i < count; i++) {
    const collection = COLLECTIONS[i % COLLECTIONS.length]!;
    const parts = sampleOf(random, postersOf(posters, collection.themes), random.int(2, 3));
    if (parts.length < 2) continue;
    const first = parts[0]!;
    // The numeral goes with the collection: "Nordic nature II – set of 3".
    const suffix = writer.repeatSuffix(`${collection.name.en}/${parts.length}`);
    const name = {} as Translated;
    for (const locale of LOCALE_CODES)
      name[locale] = `${collection.name[locale]}${suffix} – ${fill(WORDS.setOf[locale], { n: parts.length })}`;
    const id = writer.addProduct({
      sku: `S${String(writer.peekProductId()).padStart(5, '0')}`,
      type: ProductType.SET,
      template: ProductTemplate.Poster,
      group: GROUPS.sets,
      discountCategory: 'posters',
      artist: null,
      theme: first.theme,
      palette: first.palette,
      seed: random.int(1, 2 ** 31 - 1),
      motifCount: parts.length,
      margin: true,
      popularity: Math.floor(random.next() ** 2 * 1000),
      publishedAt: publishedAt(random),
      name,
      description: paragraphs([SENTENCES.set, SENTENCES.margin]),
      categories: [parts.length === 2 ? 'sets-of-two' : 'sets-of-three'],
      tags: ['gift-idea', random.pick(['living-room', 'bedroom'])],
      attributes: [['orientation', 'portrait'], ...SET_SIZES.map((size): [string, string] => ['size', size])],
    });
    writer.addParts(
      id,
      parts.map((part) => part.id),
    );
    for (const size of SET_SIZES) {
      // A set costs 15 % less than its parts bought one by one.
      const sek = POSTER_PRICE_SEK[size]! * parts.length * 0.85;
      writer.addVariation(id, {
        sku: `S${String(id).padStart(5, '0')}-${size}`,
        sizeCode: size,
        stock: { status: 'instock', quantity: null },
        prices: tieredPrices(sek, SINGLE_TIER),
      });
    }
  }
}

/** Gallery walls (DynamicBundle, Wall template): a suggested group of four to six posters. */
export function buildWalls(context: SeedContext, posters: PosterInfo[], count: number): void {
  const { random, writer } = context;
  for (let i = 0; i < count; i++) {
    const collection = COLLECTIONS[i % COLLECTIONS.length]!;
    const parts = sampleOf(random, postersOf(posters, collection.themes), random.int(4, 6));
    if (parts.length < 2) continue;
    const name = {} as Translated;
    for (const locale of LOCALE_CODES) name[locale] = `${WORDS.galleryWall[locale]} – ${collection.name[locale]}`;
    const id = writer.addProduct({
      sku: `W${String(writer.peekProductId()).padStart(5, '0')}`,
      type: ProductType.DynamicBundle,
      template: ProductTemplate.Wall,
      group: GROUPS.sets,
      discountCategory: 'walls',
      artist: null,
      theme: 'wall',
      palette: parts[0]!.palette,
      seed: random.int(1, 2 ** 31 - 1),
      orientation: 'landscape',
      motifCount: parts.length,
      popularity: Math.floor(random.next() ** 2 * 1000),
      publishedAt: publishedAt(random),
      name: writer.uniqueName(name),
      description: paragraphs([SENTENCES.wall]),
      categories: ['gallery-walls'],
      tags: ['living-room', 'gift-idea'],
      attributes: [['orientation', 'landscape']],
    });
    writer.addParts(
      id,
      parts.map((part) => part.id),
    );
    writer.addVariation(id, {
      sku: `W${String(id).padStart(5, '0')}`,
      sizeCode: null,
      stock: { status: 'instock', quantity: null },
      prices: tieredPrices(995 + 250 * parts.length, SINGLE_TIER),
    });
  }
}

/** The posters of a collection's themes (all posters when fewer than two match), computed once per collection. */
const matchingPosters = new WeakMap<PosterInfo[], Map<string, PosterInfo[]>>();
function postersOf(posters: PosterInfo[], themes: string[]): PosterInfo[] {
  const byThemes = matchingPosters.get(posters) ?? new Map<string, PosterInfo[]>();
  matchingPosters.set(posters, byThemes);
  const key = themes.join('|');
  let matching = byThemes.get(key);
  if (!matching) {
    matching = posters.filter((poster) => themes.includes(poster.theme));
    byThemes.set(key, matching);
  }
  return matching.length >= 2 ? matching : posters;
}

/**
 * The same choice as `random.sample(items, k)` (which copies the list and splices it, so
 * the same seed still gives the same catalog), without copying: picks map back to the
 * original positions past the ones already taken. Large catalogs have 100,000 posters.
 */
export function sampleOf<T>(random: Random, items: readonly T[], k: number): T[] {
  const taken: number[] = [];
  const chosen: T[] = [];
  while (chosen.length < k && taken.length < items.length) {
    let index = random.int(0, items.length - taken.length - 1);
    for (const position of taken) if (position <= index) index++;
    taken.push(index);
    taken.sort((a, b) => a - b);
    chosen.push(items[index]!);
  }
  return chosen;
}
