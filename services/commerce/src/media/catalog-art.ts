/**
 * The seed's catalog art (docs/api.md "Catalog art"): a handful of print-sized raster originals
 * (JPEG and PNG of a few MB) that `npm start` renders from the generated SVG art and stores in R2
 * at seed time (scripts/lib/catalog-art.mjs), decoded like an artist's upload (./decode.ts) into
 * a master with public copies (./variants.ts). Poster products share them, so every product
 * picture the local shop shows is a real raster copy, as a shop with real print files has.
 *
 * A key names its bytes: `catalog/{first 16 hex of the original's SHA-256}-{w}x{h}.{jpg|png}`,
 * so a copy's address (`/api/media/{key}/{width}.webp`) names its content for good, like an
 * upload's. The catalog is public: any key of this form with a master in R2 may be copied.
 */
export const CATALOG_ART_PREFIX = 'catalog/';

const CATALOG_ART_KEY = /^catalog\/[0-9a-f]{16}-\d{1,5}x\d{1,5}\.(?:jpg|png)$/;

export const isCatalogArtKey = (key: string) => CATALOG_ART_KEY.test(key);

/** The key of an original whose SHA-256 (hex) is `sha256`. */
export const catalogArtKey = (sha256: string, width: number, height: number, extension: 'jpg' | 'png') =>
  `${CATALOG_ART_PREFIX}${sha256.slice(0, 16)}-${width}x${height}.${extension}`;
