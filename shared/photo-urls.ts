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
 * Where a stored photo is read made small (GET /api/photos/{file}?size=thumb: at most 400
 * pixels a side, shared/photo-poster.ts PHOTO_THUMB): a photo poster's line picture.
 */
export function photoThumbUrl(key: string): string {
  return `${photoUrl(key)}?size=thumb`;
}
