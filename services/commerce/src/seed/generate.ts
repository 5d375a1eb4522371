import type { Random } from '../random';
import { buildArtists } from './catalog/artists';
import { CAMPAIGNS, buildCoupons, buildGroupsAndCampaigns, buildReviews, buildSearchTriggers, buildWidgets } from './catalog/content';
import { buildAccessories, buildFrames, buildGiftCards, buildPersonalPosters } from './catalog/goods';
import { buildPosters, type SeedContext } from './catalog/posters';
import { buildSets, buildWalls } from './catalog/sets';
import { buildTaxonomy } from './catalog/taxonomy';
import { CatalogWriter } from './catalog/writer';
import { emptyTables, type Tables } from './tables';

/** Frames, accessories, gift cards and personal posters: always part of the catalog. */
export const FIXED_PRODUCTS = 10 + 18 + 3 + 5 + 3;
export const MIN_PRODUCTS = FIXED_PRODUCTS + 20;

export interface GenerateOptions {
  products: number;
  /**
   * Large catalogs: receives the rows written so far every `batchSize` products (parents
   * always before their children), so they can be stored and dropped from memory. The
   * rows left over are returned at the end. Without it, everything is returned at once.
   */
  onBatch?: (tables: Tables) => void;
  batchSize?: number;
}

/**
 * The whole demo catalog as rows, from nothing but the PRNG and the product count:
 * the same seed and count always give the same rows (in batches or at once alike).
 */
export function generateCatalog(random: Random, options: GenerateOptions): Tables {
  const total = options.products;
  if (!Number.isInteger(total) || total < MIN_PRODUCTS) throw new Error(`products must be an integer of at least ${MIN_PRODUCTS}`);
  const tables = emptyTables();
  buildGroupsAndCampaigns(tables);
  const taxonomy = buildTaxonomy(tables);
  const artists = buildArtists(tables, random);
  // Content that depends on the taxonomy only (no randomness): written before the
  // products, so a batch never needs rows that an earlier batch handed over.
  buildCoupons(tables);
  buildWidgets(tables, taxonomy);
  buildReviews(tables);
  buildSearchTriggers(tables, taxonomy, artists);
  const writer = new CatalogWriter(tables, taxonomy, options.onBatch, options.batchSize);
  const context: SeedContext = { random, writer, artists, campaigns: CAMPAIGNS };

  buildFrames(context);
  buildAccessories(context);
  buildGiftCards(context);
  buildPersonalPosters(context);
  const sets = Math.max(1, Math.round(total * 0.04));
  const walls = Math.max(1, Math.round(total * 0.015));
  const posters = buildPosters(context, total - FIXED_PRODUCTS - sets - walls);
  buildSets(context, posters, sets);
  buildWalls(context, posters, walls);
  writer.finish();
  return tables;
}
