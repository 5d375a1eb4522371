import { joinBytes } from '../../../shared/bytes';

/**
 * A PNG written as it is drawn (PNG, ISO/IEC 15948 / W3C PNG 3rd edition): the signature, an
 * IHDR for `width` x `height` 8-bit RGB, the image data compressed as the rows arrive, and
 * IEND. The rows come in bands (print.ts draws a print file a band at a time), so the whole
 * image is never in memory: a print of 50x70 cm is 2953 x 4134 pixels, 49 MB as RGBA.
 *
 * Each row is filtered with Sub (type 1: each byte minus the byte of the pixel to its left),
 * which turns a poster's flat colours into runs of zeros for deflate. The zlib stream of
 * CompressionStream('deflate') (RFC 1950, what PNG's image data is) is cut into one IDAT
 * chunk per piece it gives; decoders join consecutive IDATs.
 */
export interface RgbBand {
  /** Rows of `width` pixels, 3 bytes (R, G, B) each, top to bottom. */
  pixels: Uint8Array;
  rows: number;
}

const SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BYTES_PER_PIXEL = 3;

export function pngStream(width: number, height: number, bands: AsyncIterable<RgbBand>): ReadableStream<Uint8Array> {
  const source = bands[Symbol.asyncIterator]();
  let written = 0;
  // Pulled one band at a time, as the compressor asks for more: no band is drawn before the
  // answer's reader has taken what came before (backpressure), so a few bands at most are in
  // memory, whatever the sheet.
  const rows = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await source.next();
        if (done) {
          if (written !== height) throw new Error(`pngStream: ${written} rows of ${height}`);
          return controller.close();
        }
        written += value.rows;
        if (written > height) throw new Error(`pngStream: more than ${height} rows`);
        controller.enqueue(filteredRows(value, width));
      },
      async cancel(reason) {
        await source.return?.(reason);
      },
    },
    { highWaterMark: 0 },
  );
  return rows.pipeThrough(new CompressionStream('deflate') as unknown as TransformStream<Uint8Array, Uint8Array>).pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      start: (controller) => controller.enqueue(joinBytes([SIGNATURE, chunk('IHDR', header(width, height))])),
      transform: (data, controller) => controller.enqueue(chunk('IDAT', data)),
      flush: (controller) => controller.enqueue(chunk('IEND', new Uint8Array(0))),
    }),
  );
}

/** IHDR: width, height, bit depth 8, colour type 2 (RGB), deflate, adaptive filtering, no interlace. */
function header(width: number, height: number): Uint8Array {
  const data = new Uint8Array(13);
  const view = new DataView(data.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  data.set([8, 2, 0, 0, 0], 8);
  return data;
}

/** The band's rows, each with its filter byte (1, Sub) in front. */
function filteredRows({ pixels, rows }: RgbBand, width: number): Uint8Array<ArrayBuffer> {
  const stride = width * BYTES_PER_PIXEL;
  if (pixels.byteLength !== stride * rows) throw new Error(`pngStream: a band of ${rows} rows must hold ${stride * rows} bytes`);
  const out = new Uint8Array((stride + 1) * rows);
  for (let row = 0; row < rows; row++) {
    const from = row * stride;
    const to = row * (stride + 1);
    out[to] = 1;
    for (let i = 0; i < BYTES_PER_PIXEL; i++) out[to + 1 + i] = pixels[from + i]!;
    for (let i = BYTES_PER_PIXEL; i < stride; i++) out[to + 1 + i] = (pixels[from + i]! - pixels[from + i - BYTES_PER_PIXEL]!) & 0xff;
  }
  return out;
}

/** A PNG chunk: length, type, data, CRC-32 of type and data. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.byteLength);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.byteLength);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.byteLength, crc32(out.subarray(4, 8 + data.byteLength)));
  return out;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 as PNG defines it (ISO 3309, the table-driven form of the PNG specification's annex). */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
