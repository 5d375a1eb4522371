/**
 * A photo poster's photo limits and key shape (docs/designers.md "Photo posters"), with no
 * imports: the cart schema (loaded on every page) needs these, not the checks of
 * shared/photo-poster.ts, which only the upload chunk and the servers load.
 */
export const PHOTO_LIMITS = {
  /** The largest file the shop takes (a phone's full-size JPEG is 3 to 12 MB). */
  maxBytes: 25 * 1024 * 1024,
  /** The most pixels on either side (the artists' limit too): beyond it, printing would only scale it down. */
  maxSide: 20_000,
  /**
   * The most pixels in all (width × height): what Cloudflare Images decodes (100 megapixels),
   * so a file declaring more (a PNG "bomb" of 20,000 × 20,000 px in 400 KB) is refused from
   * its header, before anything inflates it. A 50x70 cm print at 150 dpi is 12 megapixels.
   */
  maxPixels: 100_000_000,
} as const;

/** A stored photo's R2 key: `photos/{random UUID}.{ext}`; the random part is what makes it private. */
export const PHOTO_KEY = /^photos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|webp)$/;
/** The longest key (the cart line's metadata limit). */
export const PHOTO_KEY_MAX = 'photos/'.length + 36 + '.webp'.length;
