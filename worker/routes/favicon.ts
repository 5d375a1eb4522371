import type { Context } from 'hono';
import { setCacheControl, strategies } from '../cache/policy';
import { FAVICON_ICO } from './favicon-ico';

/**
 * GET /favicon.ico (issue 22, "Findability"): what browsers, bookmarks and crawlers ask for
 * at the site's root whatever a page's `<link rel="icon">` says. The shop's icon
 * (/assets/favicon.svg, worker/routes/static-images.ts) as an ICO holding 16, 32 and 48 px
 * PNGs, drawn from that SVG by resvg and kept as bytes in favicon-ico.ts, so answering costs
 * nothing (favicon.test.ts checks they are still what the SVG draws). Not fingerprinted, so
 * kept a day rather than forever.
 */
export function faviconIcoRoute(_c: Context): Response {
  const headers = new Headers({ 'Content-Type': 'image/x-icon' });
  setCacheControl(headers, strategies.unversionedAsset());
  return new Response(FAVICON_ICO, { headers });
}

/** ICO sizes in pixels (square). */
export const FAVICON_SIZES = [16, 32, 48] as const;

/**
 * An ICO file (Microsoft's icon resource format) whose images are PNGs, as every browser since
 * 2007 reads them: ICONDIR (6 bytes), one 16-byte ICONDIRENTRY per image, then the PNGs.
 */
export function icoOf(images: { size: number; png: Uint8Array }[]): Uint8Array {
  const header = 6 + 16 * images.length;
  const out = new Uint8Array(header + images.reduce((sum, image) => sum + image.png.byteLength, 0));
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, images.length, true);
  let offset = header;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    out[entry] = size >= 256 ? 0 : size;
    out[entry + 1] = size >= 256 ? 0 : size;
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, png.byteLength, true);
    view.setUint32(entry + 12, offset, true);
    out.set(png, offset);
    offset += png.byteLength;
  });
  return out;
}
