import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_ICON_PNGS } from './app-icons-png';
import { APP_ICONS, APPLE_TOUCH_ICON, type AppIcon } from './app-icons';

/**
 * The manifest's PNG icons (app-icons-png.ts) are the SVGs of app-icons.ts drawn by resvg at
 * their size: when an SVG changes, this test says so and `UPDATE_APP_ICONS=1` draws them again.
 */
const FILE = new URL('./app-icons-png.ts', import.meta.url);
const ICONS = [...APP_ICONS, APPLE_TOUCH_ICON];

beforeAll(async () => {
  await initWasm(await readFile(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm')));
});

function drawn(icon: AppIcon): string {
  const resvg = new Resvg(icon.svg(), { fitTo: { mode: 'width', value: icon.size }, font: { loadSystemFonts: false } } as never);
  try {
    const image = resvg.render();
    try {
      return Buffer.from(image.asPng()).toString('base64');
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

describe('the web app icons', () => {
  it('are the SVG icons drawn at their sizes', async () => {
    const expected = Object.fromEntries(ICONS.map((icon) => [icon.name, drawn(icon)]));
    if (process.env.UPDATE_APP_ICONS === '1') {
      const text = await readFile(FILE, 'utf8');
      const body = ICONS.map((icon) => `  '${icon.name}':\n    '${expected[icon.name]}',`).join('\n');
      await writeFile(FILE, text.replace(/= \{[\s\S]*\};\n$/, `= {\n${body}\n};\n`));
      return;
    }
    expect(APP_ICON_PNGS, 'run UPDATE_APP_ICONS=1 npx vitest run worker/static-assets/app-icons.test.ts').toEqual(expected);
  });

  it.each(ICONS)('$name is a PNG of $size × $size pixels', (icon) => {
    const png = Buffer.from(APP_ICON_PNGS[icon.name] ?? '', 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([icon.size, icon.size]);
  });
});
