import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomPosterDesign } from '../../../shared/custom-poster/designs';
import { sampleStarMap, sampleTypography } from '../../../shared/custom-poster/samples';
import { requiredPixels } from '../../../shared/poster-print';
import type { FontId } from './fonts';
import { drawn, type Drawing, type ResvgClass } from './png';
import { crc32 } from './png-stream';
import { BAND_ROWS, printFile, rgbOf } from './print';
import { fontsOf, posterSvg, sheetOf } from './svg';

/**
 * Print files drawn a band at a time (print.ts) are the same picture as the sheet drawn
 * whole, as a valid PNG, and resvg is never asked for more than a band's rows.
 */
const require = createRequire(import.meta.url);
const FONT_FILES: Record<FontId, string> = {
  inter: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  'playfair-display': '@expo-google-fonts/playfair-display/400Regular/PlayfairDisplay_400Regular.ttf',
  'space-mono': '@expo-google-fonts/space-mono/400Regular/SpaceMono_400Regular.ttf',
  caveat: '@expo-google-fonts/caveat/400Regular/Caveat_400Regular.ttf',
};

beforeAll(async () => {
  await initWasm(await readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
});

async function drawingFor(design: CustomPosterDesign, Class: ResvgClass = Resvg): Promise<Drawing> {
  const faces = fontsOf(design);
  const fontBuffers = await Promise.all(faces.map(async (face) => new Uint8Array(await readFile(require.resolve(FONT_FILES[face])))));
  return { Resvg: Class, fontBuffers, faces };
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

interface Decoded {
  width: number;
  height: number;
  colourType: number;
  rgb: Uint8Array;
  chunkTypes: string[];
}

/** A PNG of 8-bit RGB rows filtered with Sub, decoded; every chunk's CRC checked. */
function decode(png: Buffer): Decoded {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunkTypes: string[] = [];
  const data: Buffer[] = [];
  let header: Buffer | undefined;
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('latin1');
    const body = png.subarray(offset + 8, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length), `CRC of ${type}`).toBe(crc32(png.subarray(offset + 4, offset + 8 + length)));
    chunkTypes.push(type);
    if (type === 'IHDR') header = body;
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const width = header!.readUInt32BE(0);
  const height = header!.readUInt32BE(4);
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * 3;
  expect(raw.length).toBe((stride + 1) * height);
  const rgb = new Uint8Array(stride * height);
  for (let row = 0; row < height; row++) {
    const line = raw.subarray(row * (stride + 1), (row + 1) * (stride + 1));
    expect(line[0], `filter of row ${row}`).toBe(1);
    for (let i = 0; i < stride; i++) rgb[row * stride + i] = (line[1 + i]! + (i >= 3 ? rgb[row * stride + i - 3]! : 0)) & 0xff;
  }
  return { width, height, colourType: header![9]!, rgb, chunkTypes };
}

describe('print files', () => {
  it.each([
    ['typography', sampleTypography],
    ['star-map', sampleStarMap],
  ] as const)('a %s print drawn in bands is the sheet drawn whole, as a valid PNG', async (_name, design) => {
    const drawing = await drawingFor(design);
    const sheetCode = '21x30';
    const { width, height } = requiredPixels('portrait', [sheetCode]);
    // 100-row bands: 18 of them, the last one short (1772 = 17 x 100 + 72).
    const file = printFile(design, sheetCode, drawing, 100);
    expect({ width: file.width, height: file.height }).toEqual({ width: 1241, height: 1772 });
    const decoded = decode(await bytesOf(file.body));
    expect({ width: decoded.width, height: decoded.height, colourType: decoded.colourType }).toEqual({ width, height, colourType: 2 });
    expect(decoded.chunkTypes[0]).toBe('IHDR');
    expect(decoded.chunkTypes.at(-1)).toBe('IEND');
    const whole = drawn(drawing, posterSvg(design, sheetOf(sheetCode), { width: String(width), height: String(height) }), (image) =>
      rgbOf(image.pixels),
    );
    let differing = 0;
    let largest = 0;
    for (let i = 0; i < whole.length; i++) {
      const difference = Math.abs(whole[i]! - decoded.rgb[i]!);
      if (difference > 0) differing++;
      largest = Math.max(largest, difference);
    }
    // The same picture: resvg clips a shape to its canvas, which may move an anti-aliased edge
    // crossing a band by a fraction of a pixel (seen: typography none, the star map's circle 0.06 %).
    expect(largest).toBeLessThanOrEqual(64);
    expect(differing / whole.length).toBeLessThan(0.001);
  });

  it('never asks resvg for more than a band of rows and its overlap, whatever the sheet', async () => {
    const heights: number[] = [];
    const Recording = class extends Resvg {
      constructor(svg: string | Uint8Array, options?: ConstructorParameters<typeof Resvg>[1]) {
        super(svg, options);
        heights.push(Number(/ height="(\d+)"/.exec(String(svg))![1]));
      }
    } as unknown as ResvgClass;
    const design = sampleTypography;
    const file = printFile(design, '70x100', await drawingFor(design, Recording));
    const decoded = decode(await bytesOf(file.body));
    expect({ width: decoded.width, height: decoded.height }).toEqual({ width: 4134, height: 5906 });
    // A band and 64 rows above and below it.
    expect(Math.max(...heights)).toBe(BAND_ROWS + 128);
    expect(heights).toHaveLength(Math.ceil(5906 / BAND_ROWS));
  });

  it('a drawing that fails fails the stream, never a short PNG that looks whole', async () => {
    const design = sampleTypography;
    let calls = 0;
    const Failing = class extends Resvg {
      constructor(svg: string | Uint8Array, options?: ConstructorParameters<typeof Resvg>[1]) {
        if (++calls === 3) throw new Error('out of memory');
        super(svg, options);
      }
    } as unknown as ResvgClass;
    const file = printFile(design, '21x30', await drawingFor(design, Failing), 100);
    await expect(bytesOf(file.body)).rejects.toThrow();
  });
});
