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

/**
 * The whole demo catalog as rows, from nothing but the PRNG and the product count:
 * the same seed and count always give the same rows.
 */
export function generateCatalog(random: Random, options: { products: number }): Tables {
  const total = options.products;
  if (!Number.isInteger(total) || total < MIN_PRODUCTS) throw new Error(`products must be an integer of at least ${MIN_PRODUCTS}`);
  const tables = emptyTables();
  buildGroupsAndCampaigns(tables);
  const taxonomy = buildTaxonomy(tables);
  const artists = buildArtists(tables, random);
  const writer = new CatalogWriter(tables, taxonomy);
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

  buildCoupons(tables);
  buildWidgets(tables, taxonomy);
  buildReviews(tables);
  buildSearchTriggers(tables, taxonomy, artists);
  return tables;
}
