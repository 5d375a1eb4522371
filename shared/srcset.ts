/**
 * The part of ./responsive-image.ts the checkout page's first load needs (a line's picture:
 * a poster's copies or a photo poster's photo), without the catalog's layouts and the
 * artist's previews: what a srcset is made of, a copy's widths, and a photo's small widths.
 */
import { copyKey, copyWidths, MEDIA_BASE, negotiatedCopyUrl, parseCopyUrl } from './media-copies';
import { parsePhotoThumbUrl, PHOTO_THUMB_WIDTHS, photoThumbUrl } from './photo-urls';

export interface ResponsiveSource {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** A layout's `sizes` and the narrowest and widest it draws a picture at (CSS px). */
export interface ImageLayout {
  sizes: string;
  shown: readonly [number, number];
}

/** The densities a srcset serves (phones reach 3). */
const MAX_DPR = 3;

/**
 * Only the copies a browser could pick for the layout are named (from the narrowest at least
 * its smallest width, to the narrowest at least its largest × 3): a card names 7 of the 12
 * widths, a cart line 3, which keeps the page's HTML small.
 */
export function srcSetOf<W extends number>(widths: readonly W[], layout: ImageLayout, address: (width: W) => string): string {
  const [narrowest, widest] = layout.shown;
  const first = Math.max(
    0,
    widths.findIndex((width) => width >= narrowest),
  );
  const found = widths.findIndex((width) => width >= widest * MAX_DPR);
  const last = found === -1 ? widths.length - 1 : found;
  return widths
    .slice(first, last + 1)
    .map((width) => `${address(width)} ${width}w`)
    .join(', ');
}

/**
 * A picture with public copies (./media-copies.ts) at the widths the layout needs; null for any
 * other address. A record naming a WebP copy (what the catalog API gives) is offered at each
 * copy's address without a format, answered in AVIF, WebP or JPEG by the browser's `Accept`
 * (ADR 0022); a record naming another format asked for that one, and its srcset keeps it.
 */
export function copyImage(url: string, layout: ImageLayout): ResponsiveSource | null {
  const copy = parseCopyUrl(url);
  if (!copy) return null;
  const address = (width: number) =>
    copy.format === 'webp' ? negotiatedCopyUrl(copy.original, width) : `${MEDIA_BASE}${copyKey(copy.original, width, copy.format)}`;
  return { src: url, srcSet: srcSetOf(copyWidths(copy.original), layout, address), sizes: layout.sizes };
}

/** A photo poster's photo made small (`/api/photos/{file}?size=thumb`) at its small widths (PHOTO_THUMB_WIDTHS); null for any other address. */
export function photoThumbImage(url: string, layout: ImageLayout): ResponsiveSource | null {
  const photo = parsePhotoThumbUrl(url);
  if (!photo) return null;
  return { src: url, srcSet: srcSetOf(PHOTO_THUMB_WIDTHS, layout, (width) => photoThumbUrl(photo.key, width)), sizes: layout.sizes };
}

/**
 * A line of the checkout page's summary (48 × 64), here rather than among IMAGE_SIZES so the
 * checkout's first load does not carry the catalog's layouts: the poster copies and a photo's
 * small widths both start at 64 px, 1.33 × the line at DPR 1 (docs/browse.md "Pictures").
 */
export const CHECKOUT_LINE_IMAGE = { sizes: '48px', shown: [48, 48] } as const satisfies ImageLayout;
