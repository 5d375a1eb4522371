import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fc, test } from '@fast-check/vitest';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StarMapDesign } from '../../../shared/custom-poster/designs';
import { constellationLines, starField, STAR_COUNT } from './sky';
import { escapeXml, posterSvg, printedCoordinates, printedDate, sheetOf, starMapSvg, typographySvg } from './svg';
import { sampleStarMap, sampleTypography } from '../../../shared/custom-poster/samples';

const typography = sampleTypography;
const starMap = sampleStarMap;
const sheet = sheetOf('50x70');
const canvas = { width: '500mm', height: '700mm' };

/** resvg's XML parser (roxmltree) refuses a document that is not well-formed: the same check the PNG renderer makes. */
beforeAll(async () => {
  const wasm = createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm');
  await initWasm(await readFile(wasm));
});
const isWellFormed = (svg: string) => {
  try {
    new Resvg(svg, { font: { loadSystemFonts: false } } as never).free();
    return true;
  } catch {
    return false;
  }
};

describe('escapeXml', () => {
  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['Fish & chips', 'Fish &amp; chips'],
    ['"/><image href="x', '&quot;/&gt;&lt;image href=&quot;x'],
    ["it's", 'it&apos;s'],
    ['&amp;', '&amp;amp;'],
    ['Göteborg ★', 'Göteborg ★'],
  ])('%s → %s', (text, escaped) => expect(escapeXml(text)).toBe(escaped));

  test.prop([fc.string({ unit: 'grapheme' })])('leaves no markup character and reads back as the text', (text) => {
    const escaped = escapeXml(text);
    expect(escaped).not.toMatch(/[<>"']/);
    const back = escaped.replace(
      /&(lt|gt|quot|apos|amp);/g,
      (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]!,
    );
    expect(back).toBe(text);
  });
});

describe('typography', () => {
  it('draws each line, escaped, in the face and colours of the design', () => {
    const svg = typographySvg({ ...typography, lines: ['A & B', 'say "hi"'] }, sheet, canvas);
    expect(svg).toContain('>A &amp; B</text>');
    expect(svg).toContain('>say &quot;hi&quot;</text>');
    expect(svg).toContain('font-family="&apos;Playfair Display&apos;, serif"');
    expect(svg).toContain('fill="#F5EFE6"');
    expect(svg.match(/<text /g)).toHaveLength(2);
    expect(isWellFormed(svg)).toBe(true);
  });

  it('is the sheet: 500 x 700 mm for 50x70, 210 x 300 for 21x30', () => {
    expect(posterSvg(typography, sheet)).toMatch(/^<svg [^>]*width="500mm" height="700mm" viewBox="0 0 500 700"/);
    expect(posterSvg(typography, sheetOf('21x30'))).toMatch(/viewBox="0 0 210 300"/);
  });

  it.each([
    ['centered', 'middle', '250'],
    ['left', 'start', '50'],
    ['bottom', 'start', '50'],
  ] as const)('layout %s anchors the text at %s (x = %s)', (layout, anchor, x) => {
    const svg = typographySvg({ ...typography, layout }, sheet, canvas);
    expect(svg).toContain(`text-anchor="${anchor}"`);
    expect(svg).toContain(`<text x="${x}"`);
  });

  it("keeps a long line within the margins (by the face's average letter width)", () => {
    const svg = typographySvg({ ...typography, font: 'space-mono', lines: ['x'.repeat(40)] }, sheet, canvas);
    const size = Number(/font-size="([\d.]+)"/.exec(svg)![1]);
    expect(size * 0.62 * 40).toBeLessThanOrEqual(400.1);
  });

  it('puts the lines of the bottom layout in the lower part of the sheet', () => {
    const ys = [...typographySvg({ ...typography, layout: 'bottom' }, sheet, canvas).matchAll(/ y="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(Math.min(...ys)).toBeGreaterThan(350);
    expect(Math.max(...ys)).toBeLessThan(700);
  });
});

describe('star map', () => {
  it('prints the place, the date, the coordinates and the caption, escaped', () => {
    const svg = starMapSvg({ ...starMap, place: "O'Hare & Co", caption: 'We said "yes" ★' }, sheet, canvas);
    expect(svg).toContain('>O&apos;Hare &amp; Co</text>');
    expect(svg).toContain('>21.06.2019</text>');
    expect(svg).toContain('>57.7089° N · 11.9746° W</text>');
    expect(svg).toContain('>We said &quot;yes&quot; ★</text>');
    expect(svg.match(/<circle /g)!.length).toBe(STAR_COUNT + 1);
    expect(isWellFormed(svg)).toBe(true);
  });

  it('leaves out an empty caption', () => {
    expect(starMapSvg({ ...starMap, caption: '' }, sheet, canvas).match(/<text /g)).toHaveLength(3);
  });

  it('draws the same sky for the same date and place, another for another date or place', () => {
    const sky = (design: StarMapDesign) => JSON.stringify(starField(design));
    expect(sky(starMap)).toBe(sky({ ...starMap, caption: 'another caption' }));
    expect(sky(starMap)).not.toBe(sky({ ...starMap, date: '2019-06-22' }));
    expect(sky(starMap)).not.toBe(sky({ ...starMap, latitude: 57.70888 }));
    expect(posterSvg(starMap, sheet)).toBe(posterSvg(starMap, sheet));
  });

  test.prop([
    fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
    fc.double({ min: -90, max: 90, noNaN: true }),
  ])('keeps every star in the disc and joins only stars it drew', (date, latitude) => {
    const stars = starField({ date: date.toISOString().slice(0, 10), latitude, longitude: 0 });
    expect(stars).toHaveLength(STAR_COUNT);
    for (const star of stars) expect(star.x ** 2 + star.y ** 2).toBeLessThanOrEqual(1.000001);
    for (const [a, b] of constellationLines(stars)) {
      expect(a).toBeLessThan(b);
      expect(stars[b]).toBeDefined();
    }
  });

  it.each([
    ['2019-06-21', '21.06.2019'],
    ['2000-01-01', '01.01.2000'],
  ])('prints the date %s as %s', (date, printed) => expect(printedDate(date)).toBe(printed));

  it.each([
    [59.3293, 18.0686, '59.3293° N · 18.0686° E'],
    [-33.8688, -151.2093, '33.8688° S · 151.2093° W'],
    [0, 0, '0.0000° N · 0.0000° E'],
  ])('prints %s, %s as %s', (latitude, longitude, printed) => expect(printedCoordinates(latitude, longitude)).toBe(printed));
});
