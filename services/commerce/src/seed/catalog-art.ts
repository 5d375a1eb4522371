import { ProductTemplate, ProductType } from '../../../../shared/types';
import { readImageHeader } from '../../../../shared/image-header';
import { CATALOG_ART_PREFIX, catalogArtKey } from '../media/catalog-art';
import { decodeUpload } from '../media/decode';
import { parseImageName } from '../media/images/names';
import { renderImage } from '../media/images/render';
import { masterWidth, variantKey } from '../media/variants';

/**
 * The raster catalog (../media/catalog-art.ts): which artworks are rastered, how an original goes
 * through the upload pipeline, and which products show which. Node renders the SVGs to pixels
 * and keeps the files (scripts/lib/catalog-art.mjs); this module is the commerce side of it.
 */
export type ArtOrientation = 'portrait' | 'landscape' | 'square';

export interface CatalogArtwork {
  /** The generated art's recipe (../media/images/names.ts), at its print ("orig") size. */
  recipe: string;
  orientation: ArtOrientation;
  /** JPEG with a photograph's grain (a few MB, as a camera or scanner makes), or a flat PNG (a digital illustration). */
  format: 'jpg' | 'png';
}

/** Three per orientation: a handful, made once per machine, shared by every poster of that shape. */
export const CATALOG_ARTWORKS: readonly CatalogArtwork[] = [
  { recipe: 'art-mountains-blue-1a-p-orig', orientation: 'portrait', format: 'jpg' },
  { recipe: 'art-flowers-pink-2b-p-orig', orientation: 'portrait', format: 'jpg' },
  { recipe: 'art-geometric-ochre-3c-p-orig', orientation: 'portrait', format: 'png' },
  { recipe: 'art-sea-blue-4d-l-orig', orientation: 'landscape', format: 'jpg' },
  { recipe: 'art-forest-green-5e-l-orig', orientation: 'landscape', format: 'jpg' },
  { recipe: 'art-skyline-any-6f-l-orig', orientation: 'landscape', format: 'png' },
  { recipe: 'art-botanical-green-7g-s-orig', orientation: 'square', format: 'jpg' },
  { recipe: 'art-japanese-any-8h-s-orig', orientation: 'square', format: 'jpg' },
  { recipe: 'art-shapes-terracotta-9i-s-orig', orientation: 'square', format: 'png' },
];

/** The artwork's SVG at its print size (3500 × 5000 px portrait, 5000 × 3500 landscape, 4000 × 4000 square). */
export function artworkSvg(artwork: CatalogArtwork): { svg: string; width: number; height: number } {
  const spec = parseImageName(artwork.recipe);
  if (!spec) throw new Error(`catalog art: ${artwork.recipe} is no image recipe`);
  return { svg: renderImage(spec), width: spec.w, height: spec.h };
}

/**
 * An original through the upload pipeline: its header read and then decoded by Images into the
 * WebP master of its public copies (../media/decode.ts), as an artist's print file is. Throws
 * when it does not decode (a broken rasterizer must not seed a catalog without pictures).
 */
export async function decodeCatalogArt(images: ImagesBinding, original: ArrayBuffer, key: string): Promise<ArrayBuffer> {
  const header = readImageHeader(new Uint8Array(original));
  if (!header.ok) throw new Error(`catalog art ${key}: ${header.problem}`);
  const decoded = await decodeUpload(images, original, header, masterWidth(key));
  if (!decoded.ok) throw new Error(`catalog art ${key}: ${decoded.problem} (${decoded.detail})`);
  return decoded.master;
}

export { catalogArtKey };

/** Where the original's master (its largest WebP copy, the source of the others) is kept. */
export const catalogArtMasterKey = (key: string) => variantKey(key, masterWidth(key), 'webp');

/**
 * Gives every single-motif poster of the generated catalog one of its orientation's artworks
 * (by its art seed, so neighbours in a grid differ), replacing the SVG pictures of its roles.
 * Products made from artists' uploads keep theirs. `keys`: per orientation, the artworks' keys.
 */
export async function assignCatalogArt(db: D1Database, keys: Record<ArtOrientation, string[]>): Promise<number> {
  const statements = Object.entries(keys).flatMap(([orientation, list]) =>
    list.map((key, index) =>
      db
        .prepare(
          `UPDATE products SET media_key = ?1
            WHERE template_id = ?2 AND type != ?3 AND orientation = ?4 AND abs(art_seed) % ?5 = ?6
              AND (media_key IS NULL OR media_key LIKE ?7)`,
        )
        .bind(key, ProductTemplate.Poster, ProductType.SET, orientation, list.length, index, `${CATALOG_ART_PREFIX}%`),
    ),
  );
  const results = await db.batch(statements);
  return results.reduce((sum, result) => sum + (result.meta?.changes ?? 0), 0);
}
