import { ImageType, ProductTemplate, ProductType, type Image } from '../../../../shared/types';
import { isCatalogArtKey } from '../media/catalog-art';
import { uploadedImages } from '../media/uploads';
import { artImages, frameImages, generalImages, setImages, wallImages, type OrientationCode } from '../media/images/names';

/** The image recipe columns of a products row. */
export interface ImageRecipe {
  type: number;
  template_id: number;
  theme: string;
  palette: string;
  art_seed: number;
  orientation: string;
  motif_count: number;
  has_margin_option: number;
  has_bw_option: number;
  popularity: number;
  /**
   * An artist's uploaded image (R2 key), for products made from their posters, or the seed's
   * raster catalog art (`catalog/…`, ../media/catalog-art.ts); else null.
   */
  media_key?: string | null;
}

const ORIENTATION_CODES: Record<string, OrientationCode> = { portrait: 'p', landscape: 'l', square: 's' };

/** Products this popular also get a wide Featured image (start page, campaigns). */
const FEATURED_FROM = 850;

/** Every image record of a product, derived from its recipe (nothing is stored). */
export function productImages(row: ImageRecipe): Image[] {
  if (row.media_key && isCatalogArtKey(row.media_key)) return [...uploadedImages(row.media_key), ...recipeOnly(row)];
  if (row.media_key) return uploadedImages(row.media_key);
  return recipeImages(row);
}

/**
 * What the recipe draws that one raster picture does not give: the margin and black-and-white
 * previews (their options are offered because these exist) and the wide Featured picture.
 */
const RECIPE_ONLY: ReadonlySet<number> = new Set([ImageType.Margin, ImageType.BWNoMargin, ImageType.BWMargin, ImageType.Featured]);
const recipeOnly = (row: ImageRecipe) => recipeImages(row).filter((image) => RECIPE_ONLY.has(image.t));

function recipeImages(row: ImageRecipe): Image[] {
  if (row.template_id === ProductTemplate.Frame) return frameImages(row.theme);
  if (row.type === ProductType.SET) return setImages(row.theme, row.palette, row.art_seed, row.motif_count);
  if (row.template_id === ProductTemplate.Wall) return wallImages(row.palette, row.art_seed);
  if (row.template_id === ProductTemplate.Poster) {
    return artImages(row.theme, row.palette, row.art_seed, ORIENTATION_CODES[row.orientation] ?? 'p', {
      margin: row.has_margin_option === 1,
      bw: row.has_bw_option === 1,
      featured: row.popularity >= FEATURED_FROM,
    });
  }
  return generalImages(row.theme, row.art_seed);
}

export function thumbOf(images: Image[]): string {
  return (images.find((image) => image.t === 3) ?? images[0])?.url ?? '';
}
