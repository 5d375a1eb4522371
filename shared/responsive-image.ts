import { COPY_WIDTHS } from './media-copies';
import { parsePreviewCopyUrl, previewCopyUrl } from './poster-preview';
import { copyImage, photoThumbImage, srcSetOf, type ImageLayout, type ResponsiveSource } from './srcset';

export { CHECKOUT_LINE_IMAGE, type ImageLayout, type ResponsiveSource } from './srcset';

/**
 * What an `<img>` needs to let the browser fetch the copy its layout and screen need
 * (docs/browse.md "Pictures"): `src` (the record's own copy, for browsers without srcset),
 * and for a picture with public copies (./media-copies.ts) `srcSet` naming every copy with its
 * width and `sizes`, the width the layout draws it at. For a record naming a WebP copy (what
 * the catalog API gives), the srcset names each copy's address without a format, answered in
 * AVIF, WebP or JPEG by the browser's `Accept` (ADR 0022); a record naming another format
 * asked for that one, and its srcset keeps it. A photo poster's photo made small
 * (`/api/photos/{file}?size=thumb`) is offered at its small widths (shared/photo-urls.ts
 * PHOTO_THUMB_WIDTHS), and an artist's private copy of their print file (`/api/my/posters/{id}/image?width=N`,
 * ./poster-preview.ts) at the poster copy widths. Any other picture (a generated SVG, an upstream CDN's address) keeps its
 * one `src`: a vector is sharp at every size. Only the copies a browser could pick for the
 * layout are named (./srcset.ts).
 */
export function responsiveImage(url: string, layout: ImageLayout): ResponsiveSource {
  const copy = copyImage(url, layout) ?? photoThumbImage(url, layout);
  if (copy) return copy;
  // The original's width is not in the address: a width above the upload's largest copy is answered that copy.
  const preview = parsePreviewCopyUrl(url);
  if (preview) {
    return {
      src: url,
      srcSet: srcSetOf(COPY_WIDTHS.poster, layout, (width) => previewCopyUrl(preview.preview, width)),
      sizes: layout.sizes,
    };
  }
  return { src: url };
}

/**
 * The width each layout draws a picture at, as `sizes`, measured in Chromium at 375, 768 and
 * 1280 px (client/styles; tests/e2e/responsive-images.spec.ts checks the choice it leads to).
 * `main` is at most 1280 px with 1 rem padding.
 */
export const IMAGE_SIZES = {
  /**
   * A product card in `.product-grid` (auto-fill columns of at least 10.5 rem, 1.2 rem gaps):
   * one column up to 387 px (343 px wide at 375), then two to six (170 px at 768, 192 px at
   * 1280 and wider); never narrower than 168 px, at most 355 px (one column at 387 px). Each
   * number of columns' width is `calc(100vw / n - gaps)`; here it is written as the share of
   * the viewport that is never below it and at most 7 % above it (issue 27: every card and its
   * preload carries this text, 113 bytes shorter than the exact `calc`s; the browser may take
   * the next copy up a little sooner, never a smaller one). `cardSizesCover` in
   * shared/responsive-image.test.ts checks it against the exact widths at every viewport.
   */
  card: {
    sizes:
      '(max-width:387px) 92vw,(max-width:574px) 46vw,(max-width:761px) 31vw,(max-width:948px) 23vw,' +
      '(max-width:1135px) 18.1vw,(max-width:1279px) 15.1vw,192px',
    shown: [168, 355],
  },
  /** The product picture: the whole column below 900 px (343 at 375, 736 at 768), three fifths of it beside the purchase panel (730 at 1280). */
  productPicture: {
    sizes: '(min-width: 1280px) 730px, (min-width: 900px) calc(60vw - 38px), calc(100vw - 32px)',
    shown: [288, 868],
  },
  /** The gallery's small pictures (4.5 rem squares). */
  galleryThumb: { sizes: '72px', shown: [72, 72] },
  /** A cart, wishlist or confirmation line's picture (64 × 80 and 60 × 80 boxes). */
  line: { sizes: '64px', shown: [60, 64] },
  /** The artist's preview of their print file on the poster's edit page (at most 16 rem wide). */
  posterPreview: { sizes: '256px', shown: [256, 256] },
  /** A poster to choose in the wall designer's slot panel (56 × 70). */
  slotChoice: { sizes: '56px', shown: [56, 56] },
  /** An artist's portrait in the artist lists (8 rem). */
  avatar: { sizes: '128px', shown: [128, 128] },
  /** The artist's own portrait on their profile page (96 px: the 96, 240 and 320 avatar copies at DPR 1 to 3). */
  profileAvatar: { sizes: '96px', shown: [96, 96] },
} as const satisfies Record<string, ImageLayout>;

/** Rounded for a `sizes` value (a thousandth of a pixel or vw is far below what a browser tells apart). */
const css = (value: number) => String(Math.round(value * 1000) / 1000);

/**
 * A poster sheet on the wall designer's room preview (client/islands/designer/WallPreview.tsx),
 * `share` the sheet's width as a fraction of the preview's. The preview is as wide as `main`
 * below 900 px (343 px at 375), and three fifths of it beside the controls from 900 px
 * (`(100vw - 56px) × 0.6`, 734 px from 1280: client/styles/designer.css; the preview shows from
 * step 1 on, always in two columns from 900 px), measured in Chromium at 375 and 1280 px
 * (tests/e2e/wall-sheets.spec.ts). Narrowest at a 320 px phone, widest at 899 px.
 */
export function wallSheetImage(share: number): ImageLayout {
  return {
    sizes:
      `(min-width: 1280px) ${css(734.4 * share)}px, (min-width: 900px) calc(${css(60 * share)}vw - ${css(33.6 * share)}px), ` +
      `calc(${css(100 * share)}vw - ${css(32 * share)}px)`,
    shown: [Math.floor(288 * share), Math.ceil(867 * share)],
  };
}
