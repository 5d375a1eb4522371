import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS } from './environments';
import { LAYOUTS } from './layouts';
import { chooseEnvironment, chooseFrame, chooseLayout, choosePoster, chooseProduct, emptyDesigner } from './rules';
import {
  decodeWall,
  encodeWall,
  hrefWithWall,
  MAX_SHARE_LENGTH,
  shareFromDesigner,
  WALL_PARAM,
  type SharedSlot,
  type SharedWall,
} from './share-link';

const emptySlot: SharedSlot = { productId: null, sku: null, frameId: null, frameIndex: 0, margin: false, blackAndWhite: false };
const wall: SharedWall = {
  environment: 'living-room-sage',
  layout: 'row-of-3-30x40',
  slots: [
    { productId: 12, sku: 'P00012-30x40', frameId: 301, frameIndex: 1, margin: true, blackAndWhite: false },
    { productId: 48, sku: null, frameId: null, frameIndex: 0, margin: false, blackAndWhite: true },
    emptySlot,
  ],
};

/** base64url of a JSON value, with the version prefix: a hand-made (tampered) link. */
const link = (value: unknown, version = '1') =>
  `${version}.${Buffer.from(JSON.stringify(value)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;

const product = fc.integer({ min: 1, max: 1e9 });
const printableSku = fc
  .string({ minLength: 1, maxLength: 64, unit: 'grapheme' })
  .filter((text) => text.length <= 64 && ![...text].some((char) => (char.codePointAt(0) ?? 0) < 0x20 || char.codePointAt(0) === 0x7f));
const slotArb: fc.Arbitrary<SharedSlot> = fc.oneof(
  fc.constant(emptySlot),
  fc.record({
    productId: product,
    sku: fc.option(printableSku, { nil: null }),
    frameId: fc.constant(null),
    frameIndex: fc.constant(0),
    margin: fc.boolean(),
    blackAndWhite: fc.boolean(),
  }),
  fc.record({
    productId: fc.option(product, { nil: null }),
    sku: fc.constant(null),
    frameId: product,
    frameIndex: fc.integer({ min: 0, max: 99 }),
    margin: fc.constant(false),
    blackAndWhite: fc.constant(false),
  }),
  fc.record({
    productId: product,
    sku: fc.option(printableSku, { nil: null }),
    frameId: product,
    frameIndex: fc.integer({ min: 0, max: 99 }),
    margin: fc.boolean(),
    blackAndWhite: fc.boolean(),
  }),
);
const wallArb: fc.Arbitrary<SharedWall> = fc
  .record({ environment: fc.constantFrom(...ENVIRONMENTS.map((e) => e.id)), layout: fc.constantFrom(...LAYOUTS) })
  .chain(({ environment, layout }) =>
    fc
      .array(slotArb, { minLength: layout.slots.length, maxLength: layout.slots.length })
      .map((slots) => ({ environment, layout: layout.id, slots })),
  );

describe('share link', () => {
  it('round-trips a wall', () => {
    expect(decodeWall(encodeWall(wall))).toEqual({ ok: true, wall });
  });

  it('is version-prefixed, URL-safe and short', () => {
    const encoded = encodeWall(wall);
    expect(encoded).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    expect(encoded.length).toBeLessThan(150);
  });

  it('holds ids and skus only, no slugs or names (it works on every domain)', () => {
    const text = Buffer.from(encodeWall(wall).slice(2), 'base64url').toString();
    expect(JSON.parse(text)).toEqual([
      'living-room-sage',
      'row-of-3-30x40',
      [
        [12, 'P00012-30x40', 301, 1, 1],
        [48, '', 0, 0, 2],
        [0, '', 0, 0, 0],
      ],
    ]);
  });

  test.prop([wallArb])('decode(encode(wall)) is the wall', (generated) => {
    expect(decodeWall(encodeWall(generated))).toEqual({ ok: true, wall: generated });
  });

  it('a nine-slot wall with the longest skus and largest ids still fits the limit', () => {
    const widest: SharedSlot = { productId: 1e9, sku: '€'.repeat(64), frameId: 1e9, frameIndex: 99, margin: true, blackAndWhite: true };
    const nine: SharedWall = {
      environment: 'living-room-charcoal',
      layout: 'grid-3x3-30x30',
      slots: Array.from({ length: 9 }, () => widest),
    };
    const encoded = encodeWall(nine);
    expect(encoded.length).toBeLessThanOrEqual(MAX_SHARE_LENGTH);
    expect(decodeWall(encoded)).toEqual({ ok: true, wall: nine });
  });

  test.prop([fc.string({ unit: 'binary' })])('any string decodes to a result, never a throw', (value) => {
    const result = decodeWall(value);
    expect(typeof result.ok).toBe('boolean');
  });

  test.prop([fc.jsonValue()])('any JSON in a version 1 link decodes to a result, never a throw', (value) => {
    const result = decodeWall(link(value));
    if (result.ok) expect(result.wall.slots.length).toBeGreaterThan(0);
    else expect(result.error.message.length).toBeGreaterThan(0);
  });

  test.prop([wallArb, fc.nat(), fc.string({ minLength: 1, maxLength: 1 })])(
    'a changed character is refused or still a valid wall',
    (generated, at, char) => {
      const encoded = encodeWall(generated);
      const index = at % encoded.length;
      const result = decodeWall(encoded.slice(0, index) + char + encoded.slice(index + 1));
      if (result.ok) expect(decodeWall(encodeWall(result.wall))).toEqual(result);
    },
  );

  const slots3 = [
    [1, '', 0, 0, 0],
    [0, '', 0, 0, 0],
    [0, '', 0, 0, 0],
  ];
  it.each([
    ['nothing', '', 'empty'],
    ['null', null, 'empty'],
    ['no version', 'abc', 'unknown-version'],
    ['a newer version', link(['living-room-sage', 'row-of-3-30x40', slots3], '2'), 'unknown-version'],
    ['too long', `1.${'A'.repeat(MAX_SHARE_LENGTH)}`, 'too-long'],
    ['not base64', '1.%%%', 'malformed'],
    ['base64 of no JSON', `1.${Buffer.from('{nope').toString('base64url')}`, 'malformed'],
    ['an object', link({ environment: 'living-room-sage' }), 'invalid'],
    ['a markup environment', link(['<svg onload=alert(1)>', 'row-of-3-30x40', slots3]), 'invalid'],
    ['an unknown environment', link(['castle-gold', 'row-of-3-30x40', slots3]), 'unknown-environment'],
    ['an unknown layout', link(['living-room-sage', 'row-of-99', slots3]), 'unknown-layout'],
    ['too few slots', link(['living-room-sage', 'row-of-3-30x40', slots3.slice(0, 2)]), 'slot-count'],
    ['a negative product id', link(['living-room-sage', 'row-of-3-30x40', [[-1, '', 0, 0, 0], ...slots3.slice(1)]]), 'invalid'],
    ['a fractional frameIndex', link(['living-room-sage', 'row-of-3-30x40', [[1, '', 5, 1.5, 0], ...slots3.slice(1)]]), 'invalid'],
    ['a frameIndex without a frame', link(['living-room-sage', 'row-of-3-30x40', [[1, '', 0, 2, 0], ...slots3.slice(1)]]), 'invalid'],
    ['options without a product', link(['living-room-sage', 'row-of-3-30x40', [[0, '', 0, 0, 1], ...slots3.slice(1)]]), 'invalid'],
    ['unknown flags', link(['living-room-sage', 'row-of-3-30x40', [[1, '', 0, 0, 4], ...slots3.slice(1)]]), 'invalid'],
    ['an extra slot field', link(['living-room-sage', 'row-of-3-30x40', [[1, '', 0, 0, 0, 'x'], ...slots3.slice(1)]]), 'invalid'],
    ['a sku with a control character', link(['living-room-sage', 'row-of-3-30x40', [[1, 'P\n1', 0, 0, 0], ...slots3.slice(1)]]), 'invalid'],
  ])('%s is refused (%s → %s)', (_name, value, code) => {
    const result = decodeWall(value);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(code);
  });

  it('names the field that is wrong', () => {
    const result = decodeWall(link(['living-room-sage', 'row-of-3-30x40', [[1, '', 5, -1, 0], ...slots3.slice(1)]]));
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid' } });
    if (!result.ok) expect(result.error.message).toBe('wall.slots[0].frameIndex must be an integer from 0 to 99');
  });
});

describe('sharing the designer', () => {
  const poster = { id: 12, sku: 'P00012', name: 'Fjäll', slug: 'fjall', thumb: '/t.jpg' };
  const frame = { id: 301, sku: 'F00301', name: 'Ek', slug: 'ek', thumb: '/f.jpg' };

  it('is null until an environment and a known layout are chosen', () => {
    expect(shareFromDesigner(emptyDesigner())).toBeNull();
    expect(shareFromDesigner(chooseLayout(emptyDesigner(), 'row-of-3-30x40', 3))).toBeNull();
    expect(shareFromDesigner(chooseLayout(chooseEnvironment(emptyDesigner(), 'office-white'), 'nope', 3))).toBeNull();
  });

  it('takes ids only, one slot per layout slot', () => {
    let state = chooseLayout(chooseEnvironment(emptyDesigner(), 'office-white'), 'row-of-3-30x40', 3);
    state = choosePoster(state, 1);
    state = chooseFrame(chooseProduct(state, poster), frame, 2);
    const shared = shareFromDesigner(state);
    expect(shared).toEqual({
      environment: 'office-white',
      layout: 'row-of-3-30x40',
      slots: [emptySlot, { ...emptySlot, productId: 12, frameId: 301, frameIndex: 2 }, emptySlot],
    });
    expect(decodeWall(encodeWall(shared!))).toEqual({ ok: true, wall: shared });
  });
});

describe('a link with the wall on it', () => {
  const wallOf = (href: string) => decodeWall(new URL(href).searchParams.get(WALL_PARAM));

  it.each([
    ['a language link', 'https://artlane.de/bilderwand'],
    ['a link that carries the cart too', 'https://artlane.de/bilderwand?cart=eyJpdGVtcyI6W119'],
    [
      'a link used before (the wall changed since)',
      `https://artlane.de/bilderwand?wall=${encodeWall({ ...wall, environment: 'office-white' })}`,
    ],
  ])('%s gets the wall, read back exactly, its other parameters kept', (_name, href) => {
    const carried = hrefWithWall(href, wall);
    expect(wallOf(carried)).toEqual({ ok: true, wall });
    expect(new URL(carried).pathname).toBe('/bilderwand');
    expect(new URL(carried).searchParams.get('cart')).toBe(new URL(href).searchParams.get('cart'));
  });

  it('loses a stale wall when there is none to share', () => {
    const carried = hrefWithWall(`https://artlane.de/bilderwand?wall=${encodeWall(wall)}&cart=abc`, null);
    expect(new URL(carried).searchParams.has(WALL_PARAM)).toBe(false);
    expect(new URL(carried).searchParams.get('cart')).toBe('abc');
  });

  test.prop([wallArb])('any wall survives the trip', (any) => {
    expect(wallOf(hrefWithWall('https://artlane.co.uk/gallery-wall?x=1', any))).toEqual({ ok: true, wall: any });
  });
});
