/**
 * An artist's own private copies of a poster's print file (docs/accounts.md "Uploads"): GET
 * /api/my/posters/{id}/image?width=N, the print file drawn N pixels wide in WebP (one of the
 * poster copy widths, shared/media-copies.ts), only to the artist signed in. Used by the
 * account area's poster list and edit page, so they never fetch the print file itself (up to
 * 25 MB) for a picture of 64 or 256 px. The preview without `width` is still the file as uploaded.
 */
const PREVIEW_COPY = /^(\/api\/my\/posters\/\d{1,9}\/image)\?width=(\d{2,5})$/;

/** A private copy's address, from the poster's preview address (the answer's `image.preview`). */
export const previewCopyUrl = (preview: string, width: number) => `${preview}?width=${width}`;

/** A private copy's address back to its preview address and width, or null. */
export function parsePreviewCopyUrl(url: string): { preview: string; width: number } | null {
  const match = PREVIEW_COPY.exec(url);
  return match ? { preview: match[1]!, width: Number(match[2]) } : null;
}
