/**
 * A photo poster's photo limits and key shape (docs/designers.md "Photo posters"), with no
 * imports: the cart schema (loaded on every page) needs these, not the checks of
 * shared/photo-poster.ts, which only the upload chunk and the servers load.
 */
/**
 * What Cloudflare Images (the IMAGES binding every upload is decoded by, ADR 0020) takes as
 * input: at most 12,000 px on a side (its limit for JPEG and PNG; the shop holds WebP to it
 * too, so there is one number to tell) and 100 megapixels in all. Miniflare's stand-in
 * (sharp) decodes far more, so the shop refuses a file beyond these from its header, before
 * anything decodes it, locally as in production. Every print size needs at most
 * 4,134 × 5,906 px at 150 dpi (shared/poster-print.ts); even 300 dpi fits in 12,000.
 */
export const IMAGE_SERVICE_LIMITS = { maxSide: 12_000, maxPixels: 100_000_000 } as const;

/**
 * Why a picture of this size is refused (from its header, before anything decodes it), null if
 * it is not: the area first, so a "bomb" declaring 20,000 × 20,000 px is told what it breaks
 * most. The one rule the photo field, the artist forms and the commerce API all apply.
 */
export function sizeProblem({ width, height }: { width: number; height: number }): 'too_many_megapixels' | 'too_many_pixels' | null {
  if (width * height > IMAGE_SERVICE_LIMITS.maxPixels) return 'too_many_megapixels';
  return width > IMAGE_SERVICE_LIMITS.maxSide || height > IMAGE_SERVICE_LIMITS.maxSide ? 'too_many_pixels' : null;
}

export const PHOTO_LIMITS = {
  /** The largest file the shop takes (a phone's full-size JPEG is 3 to 12 MB). */
  maxBytes: 25 * 1024 * 1024,
  /** The most pixels on either side (the artists' limit too): what the image service decodes. */
  maxSide: IMAGE_SERVICE_LIMITS.maxSide,
  /**
   * The most pixels in all (width × height): what Cloudflare Images decodes (100 megapixels),
   * so a file declaring more (a PNG "bomb" of 20,000 × 20,000 px in 400 KB) is refused from
   * its header, before anything inflates it. A 50x70 cm print at 150 dpi is 12 megapixels.
   */
  maxPixels: IMAGE_SERVICE_LIMITS.maxPixels,
  /**
   * The most pixels a side of a photo already kept may have (a cart line's or an order's
   * photo): 20,000 until the side limit became the image service's (issue 26), so photos
   * taken before stay valid in the carts and orders that name them.
   */
  keptMaxSide: 20_000,
} as const;

/** A stored photo's R2 key: `photos/{random UUID}.{ext}`; the random part is what makes it private. */
export const PHOTO_KEY = /^photos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|webp)$/;
/** The longest key (the cart line's metadata limit). */
export const PHOTO_KEY_MAX = 'photos/'.length + 36 + '.webp'.length;
