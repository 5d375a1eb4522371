import type { CustomPosterDesign } from '../../../shared/custom-poster/designs';
import { requiredPixels } from '../../../shared/poster-print';
import { drawn, type Drawing } from './png';
import { pngStream, type RgbBand } from './png-stream';
import { posterSvg, sheetOf } from './svg';

/**
 * A custom poster's print file: the sheet at PRINT_DPI (50x70 cm: 2953 x 4134 pixels) as a
 * PNG, drawn a band of BAND_ROWS rows at a time and streamed as it is drawn
 * (docs/designers.md "Print files"). Drawn whole, resvg's pixmap alone is width x height x 4
 * bytes (49 MB for 50x70, 98 MB for 70x100) in WebAssembly memory, which never shrinks, in an
 * isolate of 128 MB: resvg's memory grew by 92 MB drawing 50x70 whole and 186 MB for 70x100;
 * in bands of 256 rows (384 with the overlap) by 6 and 15 MB. Each band is the same drawing
 * with the SVG's viewBox moved down the sheet.
 */
export const BAND_ROWS = 256;
/**
 * Rows drawn above and below a band and dropped: resvg clips each shape to its canvas, which
 * moves an anti-aliased edge near the canvas's border by a fraction of a pixel. With 64 rows
 * a typography print is the whole sheet's drawing to the byte; a star map's long circle and
 * lines differ on a few edge pixels (print.test.ts).
 */
const OVERLAP = 64;

export interface PrintFile {
  width: number;
  height: number;
  body: ReadableStream<Uint8Array>;
}

/** The print file of `design` on the portrait sheet `sheetCode` (e.g. 50x70). */
export function printFile(design: CustomPosterDesign, sheetCode: string, drawing: Drawing, bandRows = BAND_ROWS): PrintFile {
  const { width, height } = requiredPixels('portrait', [sheetCode]);
  return { width, height, body: pngStream(width, height, printBands(design, sheetCode, drawing, bandRows)) };
}

/** The sheet's pixels band by band, top to bottom, as RGB. */
export async function* printBands(
  design: CustomPosterDesign,
  sheetCode: string,
  drawing: Drawing,
  bandRows = BAND_ROWS,
): AsyncGenerator<RgbBand> {
  const sheet = sheetOf(sheetCode);
  const { width, height } = requiredPixels('portrait', [sheetCode]);
  const mmPerRow = sheet.height / height;
  for (let top = 0; top < height; top += bandRows) {
    const rows = Math.min(bandRows, height - top);
    // Drawn with OVERLAP rows more above and below, which are dropped: the rows kept never lie at the canvas's edge.
    const from = Math.max(0, top - OVERLAP);
    const to = Math.min(height, top + rows + OVERLAP);
    const svg = posterSvg(design, sheet, {
      width: String(width),
      height: String(to - from),
      band: { y: from * mmPerRow, height: (to - from) * mmPerRow },
    });
    const rgb = drawn(drawing, svg, (image) => rgbOf(image.pixels));
    yield { pixels: rgb.subarray((top - from) * width * 3, (top - from + rows) * width * 3), rows };
  }
}

/**
 * RGB from resvg's RGBA (premultiplied). A poster is opaque: both templates paint the whole
 * sheet first, so alpha is 255 everywhere and the colours are as drawn.
 */
export function rgbOf(rgba: Uint8Array): Uint8Array {
  const rgb = new Uint8Array((rgba.byteLength / 4) * 3);
  for (let from = 0, to = 0; from < rgba.byteLength; from += 4, to += 3) {
    rgb[to] = rgba[from]!;
    rgb[to + 1] = rgba[from + 1]!;
    rgb[to + 2] = rgba[from + 2]!;
  }
  return rgb;
}
