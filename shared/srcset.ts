/**
 * The part of ./responsive-image.ts the checkout page's first load needs (a photo poster's
 * line picture), without the catalog's copy addresses and layouts: what a srcset is made of,
 * and a photo's small widths.
 */
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

/** A photo poster's photo made small (`/api/photos/{file}?size=thumb`) at its small widths (PHOTO_THUMB_WIDTHS); null for any other address. */
export function photoThumbImage(url: string, layout: ImageLayout): ResponsiveSource | null {
  const photo = parsePhotoThumbUrl(url);
  if (!photo) return null;
  return { src: url, srcSet: srcSetOf(PHOTO_THUMB_WIDTHS, layout, (width) => photoThumbUrl(photo.key, width)), sizes: layout.sizes };
}

/**
 * A line of the checkout page's summary (48 × 64). Not among IMAGE_SIZES: the poster copies
 * start at 80 px, so a poster there is still fetched at 1.67 × its width at DPR 1 (docs/browse.md
 * "Pictures"); a photo's small widths start at 64 and fit it at DPR 1 to 3.
 */
export const CHECKOUT_LINE_IMAGE = { sizes: '48px', shown: [48, 48] } as const satisfies ImageLayout;
