import { describe, expect, it } from 'vitest';
import { copyWidths, parseCopyUrl } from './media-copies';
import { CHECKOUT_LINE_IMAGE, IMAGE_SIZES, responsiveImage, wallSheetImage } from './responsive-image';

const POSTER = 'catalog/6e375a10979278cf-3500x5000.jpg';

describe('responsiveImage', () => {
  it("offers the copies a layout can use, each with its width, the record's own copy as src", () => {
    const picture = responsiveImage(`/api/media/${POSTER}/640.webp`, IMAGE_SIZES.card);
    expect(picture.src).toBe(`/api/media/${POSTER}/640.webp`);
    expect(picture.sizes).toBe(IMAGE_SIZES.card.sizes);
    // A card is 168 to 355 px wide: from the 240 copy (168 at DPR 1) to the 1280 (355 at DPR 3).
    // Each at its address without a format, answered in AVIF, WebP or JPEG by the browser's Accept (ADR 0022).
    expect(picture.srcSet?.split(', ')).toEqual(
      [240, 320, 480, 640, 800, 1024, 1280].map((width) => `/api/media/${POSTER}/${width} ${width}w`),
    );
    // The product picture, up to 868 px: up to the largest copy.
    expect(
      responsiveImage(`/api/media/${POSTER}/1600.webp`, IMAGE_SIZES.productPicture)
        .srcSet?.split(', ')
        .map((entry) => entry.split(' ')[1]),
    ).toEqual(['320w', '480w', '640w', '800w', '1024w', '1280w', '1600w', '2048w']);
  });

  it("never offers a copy wider than the original, and keeps the record's format", () => {
    const small = 'artists/3/posters/7/0f8fad5b-d9cb-469f-a165-70867728950e-700x980.png';
    expect(responsiveImage(`/api/media/${small}/640.jpg`, IMAGE_SIZES.productPicture).srcSet).toBe(
      [320, 480, 640, 700].map((width) => `/api/media/${small}/${width}.jpg ${width}w`).join(', '),
    );
    expect(responsiveImage(`/api/media/${small}/640.jpg`, IMAGE_SIZES.line).srcSet).toBe(
      [64, 80, 120, 160, 240].map((width) => `/api/media/${small}/${width}.jpg ${width}w`).join(', '),
    );
    const avatar = 'artists/3/avatar/0f8fad5b-d9cb-469f-a165-70867728950e-1200x1200.jpg';
    expect(responsiveImage(`/api/media/${avatar}/320.webp`, IMAGE_SIZES.avatar).srcSet).toBe(
      `/api/media/${avatar}/160 160w, /api/media/${avatar}/240 240w, /api/media/${avatar}/320 320w, /api/media/${avatar}/480 480w`,
    );
  });

  it('keeps one src for a generated SVG, a photo thumbnail or an address it does not know', () => {
    for (const url of ['/api/images/art-sea-blue-4d-l-nm.svg', '/api/photos/abc.jpg?size=thumb', 'https://cdn.example.com/p/1.jpg', '']) {
      expect(responsiveImage(url, IMAGE_SIZES.card)).toEqual({ src: url });
    }
  });

  it("offers a photo poster's photo at its small widths, each within 1.5 times its box at DPR 1 to 3", () => {
    const file = '0f8fad5b-d9cb-469f-a165-70867728950e.jpg';
    const thumb = `/api/photos/${file}?size=thumb`;
    const line = responsiveImage(thumb, IMAGE_SIZES.line);
    expect(line.src).toBe(thumb);
    expect(line.sizes).toBe('64px');
    expect(line.srcSet).toBe([64, 96, 160, 240].map((width) => `/api/photos/${file}?size=thumb&width=${width} ${width}w`).join(', '));
    for (const [layout, boxes] of [
      [IMAGE_SIZES.line, [60, 64]],
      [CHECKOUT_LINE_IMAGE, [48]],
    ] as const) {
      const offered = responsiveImage(thumb, layout)
        .srcSet!.split(', ')
        .map((entry) => Number(entry.split(' ')[1]!.slice(0, -1)));
      for (const shown of boxes) {
        for (const dpr of [1, 2, 3]) {
          const picked = offered.find((width) => width >= shown * dpr)!;
          expect(picked, `${shown} px at DPR ${dpr}`).toBeGreaterThanOrEqual(shown * dpr);
          expect(picked / (shown * dpr), `${shown} px at DPR ${dpr}`).toBeLessThanOrEqual(1.5);
        }
      }
    }
    // Only a stored photo's key, made small: the original photo (the print's) and other keys keep one src.
    for (const url of [`/api/photos/${file}`, `/api/photos/${file}?size=thumb&width=64`, '/api/photos/../x.jpg?size=thumb']) {
      expect(responsiveImage(url, IMAGE_SIZES.line)).toEqual({ src: url });
    }
  });

  it("offers an artist's private copies of their print file at the poster widths, never the print file itself", () => {
    const file = '/api/my/posters/12/image';
    expect(responsiveImage(`${file}?width=320`, IMAGE_SIZES.posterPreview)).toEqual({
      src: `${file}?width=320`,
      srcSet: [320, 480, 640, 800].map((width) => `${file}?width=${width} ${width}w`).join(', '),
      sizes: '256px',
    });
    expect(responsiveImage(`${file}?width=160`, IMAGE_SIZES.line).srcSet).toBe(
      [64, 80, 120, 160, 240].map((width) => `${file}?width=${width} ${width}w`).join(', '),
    );
    // The preview without a width is the print file as uploaded: it is no copy, and gets no srcset naming others.
    for (const url of [file, `${file}?width=abc`, '/api/my/posters/x/image?width=320']) {
      expect(responsiveImage(url, IMAGE_SIZES.posterPreview)).toEqual({ src: url });
    }
  });

  it("sizes a wall designer's sheet by its share of the room preview: 54 px at 375, 115 px at 1280 for a 50x70 in the bedroom", () => {
    // A 50 cm sheet in the bedroom's 320 cm view (tests/e2e/wall-sheets.spec.ts measured 53.6 and 114.7 px).
    const layout = wallSheetImage(50 / 320);
    expect(layout.sizes).toBe('(min-width: 1280px) 114.75px, (min-width: 900px) calc(9.375vw - 5.25px), calc(15.625vw - 5px)');
    expect(layout.shown).toEqual([45, 136]);
    const offered = responsiveImage(`/api/media/${POSTER}/1600.webp`, layout)
      .srcSet!.split(', ')
      .map((entry) => Number(entry.split(' ')[1]!.slice(0, -1)));
    expect(offered).toEqual([64, 80, 120, 160, 240, 320, 480]);
    // At 375 px DPR 2 and 1280 px DPR 1, the copy a browser picks is within 1.5 ×.
    for (const needed of [(375 * 0.15625 - 5) * 2, 114.75]) {
      const picked = offered.find((width) => width >= needed)!;
      expect(picked / needed).toBeLessThanOrEqual(1.5);
    }
  });

  it('sends no portrait at more than 1.5 times its shown width × DPR, at DPR 1 to 3', () => {
    const avatar = 'artists/3/avatar/0f8fad5b-d9cb-469f-a165-70867728950e-1200x1200.jpg';
    for (const layout of [IMAGE_SIZES.avatar, IMAGE_SIZES.profileAvatar]) {
      const offered = responsiveImage(`/api/media/${avatar}/320.webp`, layout)
        .srcSet!.split(', ')
        .map((entry) => Number(entry.split(' ')[1]!.slice(0, -1)));
      const shown = layout.shown[1];
      for (const dpr of [1, 2, 3]) {
        const picked = offered.find((width) => width >= shown * dpr)!;
        expect(picked, `${layout.sizes} at DPR ${dpr}`).toBeGreaterThanOrEqual(shown * dpr);
        expect(picked / (shown * dpr), `${layout.sizes} at DPR ${dpr}`).toBeLessThanOrEqual(1.5);
      }
    }
  });

  it('has widths close enough that no layout gets more than 1.5 times what it shows, at DPR 1 to 3', () => {
    const widths = copyWidths(POSTER);
    for (const [i, width] of widths.slice(1).entries()) expect(width / widths[i]!, `${widths[i]} → ${width}`).toBeLessThanOrEqual(1.5);
    // What a browser picks from a layout's srcset: the narrowest copy at least the slot's width × DPR.
    for (const [name, layout] of [...Object.entries(IMAGE_SIZES), ['the checkout summary line', CHECKOUT_LINE_IMAGE] as const]) {
      const offered = responsiveImage(`/api/media/${POSTER}/640.webp`, layout)
        .srcSet!.split(', ')
        .map((entry) => Number(entry.split(' ')[1]!.slice(0, -1)));
      const [narrowest, widest] = layout.shown;
      for (const shown of [narrowest, Math.round((narrowest + widest) / 2), widest]) {
        for (const dpr of [1, 2, 3]) {
          const picked = offered.find((width) => width >= shown * dpr) ?? offered.at(-1)!;
          // Only the largest copy may be narrower than the slot (the original is the limit).
          if (picked < shown * dpr) expect(picked, `${name} ${shown} px at DPR ${dpr}`).toBe(2048);
          else expect(picked / (shown * dpr), `${name} ${shown} px at DPR ${dpr}`).toBeLessThanOrEqual(1.5);
        }
      }
    }
  });

  it('reads a copy address back, and nothing else', () => {
    expect(parseCopyUrl(`/api/media/${POSTER}/1024.webp`)).toEqual({ original: POSTER, width: 1024, format: 'webp' });
    expect(parseCopyUrl(`/api/media/${POSTER}`)).toBeNull();
    expect(parseCopyUrl(`/api/media/${POSTER}/1024.png`)).toBeNull();
  });
});

/** The width a `sizes` value gives at viewport width `viewport` (its own simple form: `(max-width:Npx) Xvw` entries, then px). */
function sizesWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(',')) {
    const match = /^(?:\(max-width:(\d+)px\) )?([\d.]+)(vw|px)$/.exec(entry.trim());
    if (!match) throw new Error(`not a sizes entry of this form: ${entry}`);
    const [, max, value, unit] = match;
    if (max !== undefined && viewport > Number(max)) continue;
    return unit === 'vw' ? (Number(value) * viewport) / 100 : Number(value);
  }
  throw new Error('no entry matched');
}

/** A card's width in `.product-grid` as measured in Chromium (client/styles/browse.css): n columns of 100vw / n less the gaps. */
function cardWidth(viewport: number): number {
  if (viewport <= 387) return viewport - 32;
  if (viewport <= 574) return viewport / 2 - 26;
  if (viewport <= 761) return (viewport * 33.33) / 100 - 23;
  if (viewport <= 948) return viewport / 4 - 22;
  if (viewport <= 1135) return viewport / 5 - 22;
  if (viewport <= 1279) return (viewport * 16.67) / 100 - 21;
  return 192;
}

describe('the cards’ sizes (issue 27: short, as every card carries it)', () => {
  it('cardSizesCover: at every viewport from 280 to 1,920 px it is never below a card’s width and at most 7 % above it', () => {
    for (let viewport = 280; viewport <= 1920; viewport++) {
      const ratio = sizesWidth(IMAGE_SIZES.card.sizes, viewport) / cardWidth(viewport);
      expect(ratio, `at ${viewport} px`).toBeGreaterThanOrEqual(1);
      expect(ratio, `at ${viewport} px`).toBeLessThanOrEqual(1.07);
    }
  });
});
