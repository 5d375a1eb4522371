/**
 * What printing a poster needs (no valibot here: the browser's image check imports it):
 * the sizes an artist may offer per orientation and the pixels the largest one needs.
 */
export const ORIENTATIONS = ['portrait', 'landscape', 'square'] as const;
export type PosterOrientation = (typeof ORIENTATIONS)[number];

/**
 * The sizes an artist may offer per orientation (width x height in cm of the upright
 * sheet; a landscape print is the same sheet turned). The shop's poster sizes
 * (services/commerce/src/catalog/constants.ts SIZES_BY_ORIENTATION; a test keeps them equal).
 */
export const POSTER_SIZES: Record<PosterOrientation, readonly string[]> = {
  portrait: ['21x30', '30x40', '50x70', '70x100'],
  landscape: ['21x30', '30x40', '50x70', '70x100'],
  square: ['30x30', '50x50', '70x70'],
};
export const ALL_POSTER_SIZES = [...new Set(Object.values(POSTER_SIZES).flat())];

/** Print resolution a poster's image must reach at its largest size. */
export const PRINT_DPI = 150;
const CM_PER_INCH = 2.54;

/**
 * The pixels an image needs to print every size offered at PRINT_DPI: width x height in
 * the orientation's direction (landscape: the long side across). 50x70 portrait → 2953 x 4134.
 */
export function requiredPixels(orientation: PosterOrientation, sizes: readonly string[]): { width: number; height: number } {
  let width = 0;
  let height = 0;
  for (const size of sizes) {
    const [a = 0, b = 0] = size.split('x').map(Number);
    const [w, h] = orientation === 'landscape' ? [b, a] : [a, b];
    width = Math.max(width, Math.ceil((w / CM_PER_INCH) * PRINT_DPI));
    height = Math.max(height, Math.ceil((h / CM_PER_INCH) * PRINT_DPI));
  }
  return { width, height };
}
