import { LOCALE_CODES } from '../../../../../shared/locales';
import { ProductTemplate, ProductType, type StockStatus } from '../../../../../shared/types';
import { GROUPS, POSTER_PRICE_SEK, SIZES_BY_ORIENTATION, type Orientation } from '../../catalog/constants';
import type { Random } from '../../random';
import type { Translated } from '../../translated';
import { COLOUR_MODIFIERS, THEMES, TIME_MODIFIERS, type Theme } from '../words/themes';
import { WORDS } from '../words/products';
import type { ArtistInfo } from './artists';
import { posterDescription } from './descriptions';
import { SINGLE_TIER, campaignPrices, tieredPrices } from './prices';
import type { CatalogWriter } from './writer';

export interface PosterInfo {
  id: number;
  theme: string;
  palette: string;
}

export interface SeedContext {
  random: Random;
  writer: CatalogWriter;
  artists: ArtistInfo[];
  /** Campaign ids: one running, one that has ended. */
  campaigns: { running: number; ended: number };
}

const PHOTO_THEMES = new Set(['mountains', 'forest', 'sea', 'skyline', 'architecture', 'wildlife']);
const ANY_COLOURS = ['blue', 'green', 'red', 'yellow', 'pink', 'beige', 'grey', 'black', 'white', 'multi'];
const SEASON_TAGS: Record<number, string | undefined> = { 3: 'winter', 5: 'summer' };
const ROOMS = ['living-room', 'bedroom', 'kitchen', 'office'];

/** Ordinary posters (Variation, Poster template) plus some limited editions (Standard). */
export function buildPosters(context: SeedContext, count: number): PosterInfo[] {
  const { random, writer } = context;
  const artistsByTheme = assignArtists(context);
  const themeTable = THEMES.flatMap((theme) => Array<Theme>(theme.weight).fill(theme));
  const posters: PosterInfo[] = [];
  for (let i = 0; i < count; i++) {
    const theme = random.pick(themeTable);
    const artist = random.pick(artistsByTheme.get(theme.code)!);
    const subject = random.pick(theme.subjects);
    const orientation: Orientation =
      theme.modifiers === 'none' || theme.code === 'alphabet'
        ? 'portrait'
        : random.pick(['portrait', 'portrait', 'portrait', 'landscape', 'landscape', 'square']);
    let palette = 'any';
    let colour = random.pick(ANY_COLOURS);
    let modifier: Translated | null = null;
    let timeIndex = -1;
    if (theme.modifiers === 'time') {
      timeIndex = random.int(0, TIME_MODIFIERS.length - 1);
      modifier = TIME_MODIFIERS[timeIndex]!;
    } else if (theme.modifiers === 'colour') {
      const choice = random.pick(COLOUR_MODIFIERS);
      [modifier, palette, colour] = [choice.name, choice.palette, choice.colour];
    }
    const isLimited = random.chance(0.05);
    const bw = PHOTO_THEMES.has(theme.code) && random.chance(0.5);
    const popularity = Math.floor(random.next() ** 2 * 1000);
    const campaign = random.chance(0.15) ? context.campaigns.running : random.chance(0.03) ? context.campaigns.ended : 0;
    const limitedWord = isLimited ? WORDS.limitedEdition : null;
    const baseName = composeName(subject, modifier, limitedWord);

    const tags = [
      theme.style === 'scandinavian' || theme.style === 'minimalist' ? theme.style : null,
      random.pick(ROOMS),
      SEASON_TAGS[timeIndex] ?? null,
      theme.code === 'nursery' || theme.code === 'alphabet' ? 'kids-room' : null,
      bw ? 'black-white' : null,
      palette === 'any' && colour === 'multi' ? 'colourful' : null,
      popularity > 900 ? 'bestseller' : null,
      theme.code === 'japanese' || theme.code === 'impressionism' ? 'retro' : null,
      theme.code === 'quotes' && /coffee|appétit/i.test(subject.en) ? 'kitchen' : null,
    ].filter((tag): tag is string => tag !== null);
    const categories = [
      theme.category,
      ...(bw ? ['black-white'] : []),
      ...(theme.style === 'vintage' && PHOTO_THEMES.has(theme.code) ? ['vintage'] : []),
      ...(campaign === context.campaigns.running ? ['sale'] : []),
      ...(random.chance(0.03) ? ['staff-picks'] : []),
    ];
    const sizes = isLimited ? ['50x70'] : SIZES_BY_ORIENTATION[orientation];

    const id = writer.addProduct({
      sku: `P${String(writer.peekProductId()).padStart(5, '0')}`,
      type: isLimited ? ProductType.Standard : ProductType.Variation,
      template: ProductTemplate.Poster,
      group: GROUPS.posters,
      discountCategory: 'posters',
      artist,
      theme: theme.code,
      palette,
      seed: random.int(1, 2 ** 31 - 1),
      orientation,
      margin: !isLimited,
      bw,
      popularity,
      publishedAt: publishedAt(random),
      name: writer.uniqueName(baseName),
      description: posterDescription(random, { artist: artist.name, margin: !isLimited, limited: isLimited }),
      categories,
      tags,
      attributes: [
        ['orientation', orientation],
        ['colour', colour],
        ['style', theme.style],
        ...sizes.map((size): [string, string] => ['size', size]),
      ],
    });
    for (const size of sizes) {
      const sek = POSTER_PRICE_SEK[size]! * (isLimited ? 2.5 : 1);
      const prices = tieredPrices(sek, isLimited ? SINGLE_TIER : undefined);
      writer.addVariation(id, {
        sku: isLimited ? `P${String(id).padStart(5, '0')}` : `P${String(id).padStart(5, '0')}-${size}`,
        sizeCode: size,
        stock: isLimited ? limitedStock(random) : posterStock(random),
        prices,
        ...(campaign ? { campaign: { id: campaign, prices: campaignPrices(prices) } } : {}),
      });
    }
    posters.push({ id, theme: theme.code, palette });
  }
  return posters;
}

/** Each artist works in two or three themes; every theme gets at least one artist. */
function assignArtists({ random, artists }: SeedContext): Map<string, ArtistInfo[]> {
  const byTheme = new Map<string, ArtistInfo[]>(THEMES.map((theme) => [theme.code, []]));
  for (const artist of artists) {
    for (const theme of random.sample(THEMES, random.int(2, 3))) byTheme.get(theme.code)!.push(artist);
  }
  for (const [code, list] of byTheme) if (list.length === 0) byTheme.set(code, [random.pick(artists)]);
  return byTheme;
}

function composeName(subject: Translated, modifier: Translated | null, suffix: Translated | null): Translated {
  const name = {} as Translated;
  for (const locale of LOCALE_CODES) {
    name[locale] = [subject[locale], modifier?.[locale]].filter(Boolean).join(' ') + (suffix ? ` – ${suffix[locale]}` : '');
  }
  return name;
}

/** Posters are printed on demand; a few show the other stock states for the demo. */
function posterStock(random: Random): { status: StockStatus; quantity: number | null } {
  const roll = random.next();
  if (roll < 0.95) return { status: 'instock', quantity: null };
  if (roll < 0.97) return { status: 'lowstock', quantity: random.int(2, 5) };
  if (roll < 0.99) return { status: 'backorder', quantity: 0 };
  return { status: 'outofstock', quantity: 0 };
}

export function limitedStock(random: Random): { status: StockStatus; quantity: number } {
  const quantity = random.chance(0.15) ? 0 : random.int(1, 60);
  return { status: quantity === 0 ? 'outofstock' : quantity <= 5 ? 'lowstock' : 'instock', quantity };
}

const EPOCH = Date.UTC(2023, 0, 1);
/** A publication time within two years from 2023-01-01 (a fixed date, not the clock). */
export function publishedAt(random: Random): string {
  return new Date(EPOCH + random.int(0, 2 * 365 * 24 * 60) * 60_000).toISOString();
}
