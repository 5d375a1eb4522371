import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeTemplateValues } from '../../shared/cart-links';
import { encodeValues, type StarMapDesign, type TypographyDesign } from '../../shared/custom-poster/designs';
import { PNG_SIGNATURE, pngSize } from '../fixtures/images';
import { createTestShop, type TestShop } from './harness';

/**
 * /render-custom-poster/{template}.{svg|png} (issue 14 "Custom posters", docs/designers.md
 * "Custom posters rendered at the edge"): the real shop in workerd draws each template as
 * SVG and, with resvg's WebAssembly and the bundled fonts, as PNG at both sizes; refuses bad
 * requests with a 4xx and a message; never lets a value become markup; and answers the same
 * values with the same ETag, the second time from the Cache API.
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
  // resvg's XML parser in this process, to check the SVG answers are well-formed.
  await initWasm(await readFile(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm')));
});
afterAll(async () => {
  await shop?.dispose();
});

const typography: TypographyDesign = {
  template: 'typography',
  lines: ['Fish & chips', 'say "hello"', "it's ★"],
  font: 'space-mono',
  layout: 'centered',
  foreground: '#1a1a1a',
  background: '#f5efe6',
};
const starMap: StarMapDesign = {
  template: 'star-map',
  place: "O'Hare & Sons",
  date: '2019-06-21',
  latitude: 57.70887,
  longitude: -11.97456,
  caption: 'Where it "all" began',
};
const designs = { typography, 'star-map': starMap } as const;

const pathOf = (file: string, values: Record<string, string>, query = '') =>
  `/render-custom-poster/${file}?v=${encodeTemplateValues(values)}${query}`;
const render = (file: string, values: Record<string, string>, query = '', init?: RequestInit) =>
  shop.get('en', pathOf(file, values, query), init);

function isWellFormed(svg: string): boolean {
  try {
    new Resvg(svg, { font: { loadSystemFonts: false } } as never).free();
    return true;
  } catch {
    return false;
  }
}

describe('the custom poster renderer', () => {
  it.each(Object.keys(designs) as (keyof typeof designs)[])('draws %s as well-formed SVG with every text escaped', async (template) => {
    const response = await render(`${template}.svg`, encodeValues(designs[template]));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('set-cookie')).toBeNull();
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="500mm" height="700mm" viewBox="0 0 500 700"/);
    expect(isWellFormed(svg)).toBe(true);
    const texts =
      template === 'typography'
        ? ['Fish &amp; chips', 'say &quot;hello&quot;', 'it&apos;s ★']
        : ['O&apos;Hare &amp; Sons', '21.06.2019', '57.7089° N · 11.9746° W', 'Where it &quot;all&quot; began'];
    for (const text of texts) expect(svg).toContain(`>${text}</text>`);
  });

  // Print sizes are drawn for a paid order's line only: print-files.test.ts (moved there).
  it.each([
    ['typography', 'thumb', 400, 560],
    ['star-map', 'thumb', 400, 560],
  ] as const)('draws %s as a %s PNG of %i x %i pixels (50x70 cm)', async (template, size, width, height) => {
    const response = await render(`${template}.png`, encodeValues(designs[template]), `&size=${size}`);
    expect(
      response.status,
      await response
        .clone()
        .text()
        .catch(() => ''),
    ).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(bytes)).toEqual({ width, height });
  });

  it('draws a thumbnail of another sheet in its proportions (21x30 cm: 400 x 571)', async () => {
    const response = await render('typography.png', encodeValues(typography), '&poster=21x30');
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 400, height: 571 });
  });

  it.each(['typography', 'star-map'] as const)(
    'never draws %s at print size for the public: 403 with a message, never stored',
    async (template) => {
      for (const sheet of ['50x70', '70x100']) {
        const response = await render(`${template}.png`, encodeValues(designs[template]), `&size=print&poster=${sheet}`);
        expect(response.status).toBe(403);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        expect(((await response.json()) as { error: string }).error).toMatch(/paid orders/);
      }
    },
  );

  it('limits the new thumbnails one client has drawn: 429 with Retry-After past 60 a minute; cached ones stay free', async () => {
    const client = { 'CF-Connecting-IP': '198.51.100.77' };
    const values = (n: number) => encodeValues({ ...typography, lines: [`Limit ${n}`] });
    const first = await render('typography.png', values(0), '', { headers: client });
    expect(first.headers.get('x-render-cache')).toBe('MISS');
    await first.arrayBuffer();
    for (let n = 1; n < 60; n++) {
      const response = await render('typography.png', values(n), '', { headers: client });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const refused = await render('typography.png', values(60), '', { headers: client });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(((await refused.json()) as { error: string }).error).toMatch(/Too many new poster previews/);
    // Another client is not affected; what is in the cache is served to anyone.
    const other = await render('typography.png', values(60), '', { headers: { 'CF-Connecting-IP': '198.51.100.78' } });
    expect(other.status).toBe(200);
    await other.arrayBuffer();
    let cached: Response | undefined;
    for (let attempt = 0; attempt < 20; attempt++) {
      cached = await render('typography.png', values(0), '', { headers: client });
      if (cached.headers.get('x-render-cache') === 'HIT') break;
      await cached.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(cached!.status).toBe(200);
    expect(cached!.headers.get('x-render-cache')).toBe('HIT');
    await cached!.arrayBuffer();
  });

  it.each([
    ['/render-custom-poster/typography', 404, 'No such poster render'],
    ['/render-custom-poster/calendar.svg?v=e30', 404, 'Unknown template "calendar"'],
    [pathOf('typography.gif', encodeValues(typography)), 404, 'Unknown format "gif"'],
    [pathOf('typography.png', encodeValues(typography), '&size=poster'), 400, 'size must be one of thumb, print'],
    [pathOf('typography.png', encodeValues(typography), '&poster=1x1'), 400, 'poster must be one of'],
    ['/render-custom-poster/typography.svg', 400, 'v is missing'],
    ['/render-custom-poster/typography.svg?v=not-json%21', 400, 'v must be the design'],
    [pathOf('typography.svg', { ...encodeValues(typography), foreground: 'red' }), 400, 'foreground must be a colour written #rrggbb'],
    [pathOf('typography.svg', { ...encodeValues(typography), line5: 'a gap' }), 400, 'values.line5 follows a missing line'],
    [pathOf('star-map.png', { ...encodeValues(starMap), latitude: '91' }), 400, 'latitude must be from -90 to 90'],
    [pathOf('star-map.svg', encodeValues(typography)), 400, 'The values are a typography design, not star-map'],
  ])('refuses %s with %i and a message', async (path, status, message) => {
    const response = await shop.get('en', path);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(((await response.json()) as { error: string }).error).toContain(message);
  });

  it('never lets a value become markup', async () => {
    for (const line of ['<script>alert(1)</script>', '"/><image href="https://evil.example/x.png"/>']) {
      const response = await render('typography.svg', encodeValues({ ...typography, lines: [line] }));
      expect(response.status).toBe(400);
      const body = await response.text();
      expect(body).not.toContain('<script');
      expect(body).not.toContain('<image');
    }
    // What the schema admits (quotes, '&', '=') is drawn as text, escaped.
    const attack = '" onload="alert(1)" x="&amp;';
    const response = await render('typography.svg', encodeValues({ ...typography, lines: [attack] }));
    expect(response.status).toBe(200);
    const svg = await response.text();
    expect(svg).not.toContain(attack);
    expect(svg).not.toContain('onload="');
    expect(svg).toContain('>&quot; onload=&quot;alert(1)&quot; x=&quot;&amp;amp;</text>');
    expect(isWellFormed(svg)).toBe(true);
  });

  it('answers the same values with the same ETag and other values with another', async () => {
    const etag = async (values: Record<string, string>, file = 'star-map.svg') => (await render(file, values)).headers.get('etag');
    const first = await etag(encodeValues(starMap));
    expect(first).toMatch(/^"[0-9a-f]{32}"$/);
    // The same values in another order of fields are the same design.
    expect(await etag(Object.fromEntries(Object.entries(encodeValues(starMap)).reverse()))).toBe(first);
    expect(await etag(encodeValues({ ...starMap, caption: 'Where it all began' }))).not.toBe(first);
    expect(await etag(encodeValues(starMap), 'star-map.png')).not.toBe(first);
  });

  it('answers If-None-Match with 304 and no body', async () => {
    const { headers } = await render('typography.svg', encodeValues(typography));
    const response = await render('typography.svg', encodeValues(typography), '', { headers: { 'If-None-Match': headers.get('etag')! } });
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe(headers.get('etag'));
    expect(await response.text()).toBe('');
  });

  it('renders a PNG once and serves it from the Cache API after', async () => {
    const values = encodeValues({ ...typography, lines: ['Rendered once'], font: 'caveat' });
    const first = await render('typography.png', values);
    expect(first.headers.get('x-render-cache')).toBe('MISS');
    const bytes = new Uint8Array(await first.arrayBuffer());
    let second: Response | undefined;
    // The first answer's copy is put in the cache after it was sent (waitUntil).
    for (let attempt = 0; attempt < 20; attempt++) {
      second = await render('typography.png', values);
      if (second.headers.get('x-render-cache') === 'HIT') break;
      await second.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(second!.headers.get('x-render-cache')).toBe('HIT');
    expect(second!.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(new Uint8Array(await second!.arrayBuffer())).toEqual(bytes);
  });
});
