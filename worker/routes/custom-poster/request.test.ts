import { describe, expect, it } from 'vitest';
import { encodeTemplateValues } from '../../../shared/cart-links';
import { encodeValues, type StarMapDesign, type TypographyDesign } from '../../../shared/custom-poster/designs';
import { parseRenderRequest, pixelsOf, renderKey } from './request';

const typography: TypographyDesign = {
  template: 'typography',
  lines: ['Home is where', 'the heart is'],
  font: 'inter',
  layout: 'left',
  foreground: '#1a1a1a',
  background: '#ffffff',
};
const starMap: StarMapDesign = {
  template: 'star-map',
  place: 'Stockholm',
  date: '2024-05-17',
  latitude: 59.3293,
  longitude: 18.0686,
  caption: '',
};
const v = (values: Record<string, string>) => encodeTemplateValues(values);
const query = (params: Record<string, string>) => new URLSearchParams(params);

describe('a render request', () => {
  it('reads the template, the format, the size and the sheet; values as the cart link carries them', () => {
    const parsed = parseRenderRequest('typography.png', query({ v: v(encodeValues(typography)), size: 'print', poster: '30x40' }));
    expect(parsed).toEqual({
      ok: true,
      request: {
        template: 'typography',
        format: 'png',
        size: 'print',
        sheet: '30x40',
        design: typography,
        values: encodeValues(typography),
      },
    });
  });

  it('defaults to a thumbnail of 50x70; an SVG has no size', () => {
    const png = parseRenderRequest('star-map.png', query({ v: v(encodeValues(starMap)) }));
    expect(png.ok && [png.request.size, png.request.sheet]).toEqual(['thumb', '50x70']);
    const svg = parseRenderRequest('star-map.svg', query({ v: v(encodeValues(starMap)), size: 'print' }));
    expect(svg.ok && svg.request.size).toBeNull();
  });

  it.each([
    ['typography', {}, 404, 'No such poster render'],
    ['poster.png', {}, 404, 'Unknown template "poster"'],
    ['typography.jpg', {}, 404, 'Unknown format "jpg"'],
    ['typography.png', { size: 'huge' }, 400, 'size must be one of thumb, print'],
    ['typography.png', { poster: '50x50' }, 400, 'poster must be one of 21x30, 30x40, 50x70, 70x100'],
    ['typography.png', { v: '' }, 400, 'v is missing'],
    ['typography.png', { v: '!!!' }, 400, 'v must be the design'],
    [
      'typography.png',
      { v: v({ template: 'typography', line1: '<b>', font: 'inter', layout: 'left', foreground: '#000000', background: '#ffffff' }) },
      400,
      'lines[0] may hold only',
    ],
    ['typography.png', { v: v({ ...encodeValues(typography), font: 'comic-sans' }) }, 400, 'font must be one of'],
    ['star-map.svg', { v: v(encodeValues(typography)) }, 400, 'The values are a typography design, not star-map'],
  ])('%s %j → %i (%s)', (file, params, status, message) => {
    const parsed = parseRenderRequest(file, query({ v: v(encodeValues(typography)), ...params }));
    expect(parsed).toMatchObject({ ok: false, status, error: expect.stringContaining(message) });
  });
});

describe('pixels', () => {
  it.each([
    ['50x70', 'thumb', 400, 560],
    ['50x70', 'print', 2953, 4134],
    ['21x30', 'print', 1241, 1772],
    ['70x100', 'thumb', 400, 571],
  ] as const)('%s %s: %i x %i', (sheet, size, width, height) => expect(pixelsOf(sheet, size)).toEqual({ width, height }));
});

describe('the render key', () => {
  const request = (design: TypographyDesign | StarMapDesign, format: 'svg' | 'png' = 'png', size: 'thumb' | 'print' | null = 'thumb') => ({
    template: design.template,
    format,
    size,
    sheet: '50x70',
    design,
    values: encodeValues(design),
  });

  it('is the same for the same values in any order of fields, and 32 hex digits', async () => {
    const values = encodeValues(typography);
    const reversed = Object.fromEntries(Object.entries(values).reverse());
    const key = await renderKey(request(typography));
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(await renderKey({ ...request(typography), values: reversed })).toBe(key);
  });

  it('differs with the values, the format, the size and the sheet', async () => {
    const keys = await Promise.all([
      renderKey(request(typography)),
      renderKey(request({ ...typography, lines: ['Home is where', 'the heart is!'] })),
      renderKey(request(typography, 'svg', null)),
      renderKey(request(typography, 'png', 'print')),
      renderKey({ ...request(typography), sheet: '30x40' }),
      renderKey(request(starMap)),
    ]);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
