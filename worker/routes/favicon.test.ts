import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAVICON_SIZES, icoOf } from './favicon';
import { FAVICON_ICO } from './favicon-ico';
import { favicon } from './static-images';

/**
 * /favicon.ico's bytes (favicon-ico.ts) are the shop's SVG icon drawn by resvg at each size:
 * when the SVG changes, this test says so and `UPDATE_FAVICON=1` writes them again.
 */
const FILE = new URL('./favicon-ico.ts', import.meta.url);

beforeAll(async () => {
  await initWasm(await readFile(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm')));
});

function drawn(size: number): Uint8Array {
  const resvg = new Resvg(favicon(), { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } } as never);
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

describe('favicon.ico', () => {
  it('holds the SVG icon drawn at 16, 32 and 48 px', async () => {
    const expected = icoOf(FAVICON_SIZES.map((size) => ({ size, png: drawn(size) })));
    if (process.env.UPDATE_FAVICON === '1') {
      const text = await readFile(FILE, 'utf8');
      await writeFile(FILE, text.replace(/atob\('[^']*'\)/, `atob('${Buffer.from(expected).toString('base64')}')`));
      return;
    }
    expect(Buffer.from(FAVICON_ICO).toString('base64'), 'run UPDATE_FAVICON=1 npx vitest run worker/routes/favicon.test.ts').toBe(
      Buffer.from(expected).toString('base64'),
    );
  });

  it('is an ICO of PNG images its directory describes', () => {
    const view = new DataView(FAVICON_ICO.buffer, FAVICON_ICO.byteOffset, FAVICON_ICO.byteLength);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, FAVICON_SIZES.length]);
    FAVICON_SIZES.forEach((size, index) => {
      const entry = 6 + 16 * index;
      expect(FAVICON_ICO[entry]).toBe(size);
      const length = view.getUint32(entry + 8, true);
      const offset = view.getUint32(entry + 12, true);
      const png = FAVICON_ICO.subarray(offset, offset + length);
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(new DataView(png.buffer, png.byteOffset + 16, 8).getUint32(0)).toBe(size);
    });
  });
});
