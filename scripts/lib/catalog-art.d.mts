import type { Miniflare } from 'miniflare';
import type { CatalogArtResult } from './shop.mjs';

/** Where the rendered originals and their masters are kept (CATALOG_ART_CACHE, else ~/.cache/artlane/catalog-art). */
export function catalogArtCacheDir(): string;
/** Puts the raster catalog in the shop `mf` (rendered and decoded once per machine) and assigns it to the posters. */
export function rasterCatalog(
  mf: Miniflare,
  options: { buildDir: string; cacheDir?: string; only?: string[] | null },
): Promise<CatalogArtResult>;
