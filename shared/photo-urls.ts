/**
 * Where a photo poster's stored photo is read (docs/designers.md "Photo posters"), with no
 * imports: line pictures (the cart drawer, the checkout, the confirmation) need these, not
 * the checks of shared/photo-poster.ts; and not shared/photo-limits.ts either, which every
 * page loads at first.
 */

/** Where a stored photo is read (GET /api/photos/{file}: the key without its `photos/` folder). */
export function photoUrl(key: string): string {
  return `/api/photos/${key.slice('photos/'.length)}`;
}

/**
 * The widths a photo's small picture is also drawn at (GET /api/photos/{file}?size=thumb&width=N,
 * WebP, never wider than the photo): what a line's 48, 60 and 64 px boxes need at DPR 1 to 3,
 * each at most 1.5 × what it is shown at (docs/browse.md "Pictures"). Few, as each is drawn
 * by Images on request.
 */
export const PHOTO_THUMB_WIDTHS = [64, 96, 160, 240] as const;

/**
 * Where a stored photo is read made small (GET /api/photos/{file}?size=thumb: at most 400
 * pixels a side, shared/photo-poster.ts PHOTO_THUMB): a photo poster's line picture, the
 * `src` of its `<img>`; with `width` (one of PHOTO_THUMB_WIDTHS), that many pixels wide, for its `srcset`.
 */
export function photoThumbUrl(key: string, width?: (typeof PHOTO_THUMB_WIDTHS)[number]): string {
  return `${photoUrl(key)}?size=thumb${width ? `&width=${width}` : ''}`;
}

/** The stored photo's file a line picture's address reads made small (`/api/photos/{file}?size=thumb`), or null. */
export function parsePhotoThumbUrl(url: string): { key: string } | null {
  const match = /^\/api\/photos\/([0-9a-f-]{36}\.(?:jpg|png|webp))\?size=thumb$/.exec(url);
  return match ? { key: `photos/${match[1]}` } : null;
}
