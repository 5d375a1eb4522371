import { fc, test } from '@fast-check/vitest';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cartItemInput, lineMetadata, storedLineMetadata } from '../schemas/cart';
import { catalogOf, frameProduct, posterProduct } from './fixtures';
import { findLayout } from './layouts';
import { emptyPoster, type DesignerPoster } from './rules';
import { frameVariationFor, isWallComplete, wallLines, wallRows, wallTotal } from './wall-cart';
import { designerProductOf } from './open-wall';

const lake = posterProduct(11, 'Mountain lake');
const dunes = posterProduct(12, 'Dunes');
const city = posterProduct(13, 'City at night', ['21x30', '30x40']);
const oak = frameProduct(21, 'Oak frame');
const catalog = catalogOf(lake, dunes, city, oak);
const row = findLayout('row-of-3-50x70')!;

const slotWith = (poster: typeof lake | null, frame: typeof oak | null = null, extra: Partial<DesignerPoster> = {}): DesignerPoster => ({
  ...emptyPoster(),
  product: poster && designerProductOf(poster),
  frame: frame && designerProductOf(frame),
  frameIndex: frame ? frame.variations.findIndex((variation) => variation.size === '50x70 cm') : 0,
  ...extra,
});

describe('a wall slot by slot', () => {
  const posters = [slotWith(lake), slotWith(dunes, oak), slotWith(lake, null, { margin: true })];
  const rows = wallRows(row, posters, catalog);

  it('takes the poster variation the slot size decides and the frame variation for that size', () => {
    expect(rows.map((r) => [r.slot, r.size, r.poster?.variation.sku, r.frame?.variation.sku ?? null])).toEqual([
      [1, '50x70', 'P11-50x70', null],
      [2, '50x70', 'P12-50x70', 'F21-50x70'],
      [3, '50x70', 'P11-50x70', null],
    ]);
  });

  it('costs every poster and frame at quantity 1', () => {
    // Posters 50x70: 110 each; the oak frame's 50x70 (its third size): 60.
    expect(rows.map((r) => [r.poster?.price, r.frame?.price ?? 0])).toEqual([
      [110, 0],
      [110, 60],
      [110, 0],
    ]);
    expect(wallTotal(rows)).toBe(390);
  });

  it('gives one line per poster and per frame, each marked with the wall and its slot', () => {
    const lines = wallLines(rows, 'wall-1');
    expect(lines.map((line) => [line.sku, line.quantity, line.price, line.metadata])).toEqual([
      ['P11-50x70', 1, 110, { wall: { id: 'wall-1', slot: 1 } }],
      ['P12-50x70', 1, 110, { wall: { id: 'wall-1', slot: 2 } }],
      ['F21-50x70', 1, 60, { wall: { id: 'wall-1', slot: 2 } }],
      ['P11-50x70', 1, 110, { margin: true, wall: { id: 'wall-1', slot: 3 } }],
    ]);
    expect(lines.reduce((sum, line) => sum + line.price * line.quantity, 0)).toBe(wallTotal(rows));
  });

  it('gives lines the commerce API accepts (shared/schemas/cart cartItemInput)', () => {
    for (const line of wallLines(rows, '3f2a9c1e-0b7d-4a55-9e61-2b0c1d2e3f40')) {
      expect(v.safeParse(cartItemInput, { ...line, uuid: 'u-1' }).success).toBe(true);
    }
  });
});

describe('an incomplete wall', () => {
  it.each([
    ['a slot without a poster', [slotWith(lake), slotWith(null), slotWith(dunes)]],
    ['a poster not sold in the slot size', [slotWith(lake), slotWith(city), slotWith(dunes)]],
    ['fewer posters than slots', [slotWith(lake)]],
  ])('%s cannot go to the cart', (_name, posters) => {
    const rows = wallRows(row, posters, catalog);
    expect(isWallComplete(rows)).toBe(false);
    expect(wallLines(rows, 'wall-1')).toEqual([]);
  });

  it('reports a chosen poster the slot size rules out as unavailable', () => {
    const rows = wallRows(row, [slotWith(lake), slotWith(city), slotWith(dunes)], catalog);
    expect(rows.map((r) => r.isUnavailable)).toEqual([false, true, false]);
  });

  it('refuses an id the metadata schema would not take', () => {
    const rows = wallRows(row, [slotWith(lake), slotWith(dunes), slotWith(lake)], catalog);
    expect(wallLines(rows, 'not an id!')).toEqual([]);
  });
});

describe('a frame variation for a slot', () => {
  it('is the chosen index when it fits, else the one of the slot size', () => {
    expect(frameVariationFor({ size: '50x70' }, oak, 2)?.sku).toBe('F21-50x70');
    expect(frameVariationFor({ size: '50x70' }, oak, 0)?.sku).toBe('F21-50x70');
    expect(frameVariationFor({ size: '70x70' }, oak, 0)).toBeNull();
  });
});

describe('wall metadata', () => {
  test.prop([fc.stringMatching(/^[A-Za-z0-9-]{1,64}$/), fc.integer({ min: 1, max: 9 })])(
    'a wall id and slot pass both schemas unchanged',
    (id, slot) => {
      expect(v.parse(lineMetadata, { wall: { id, slot } })).toEqual({ wall: { id, slot } });
      expect(v.parse(storedLineMetadata, { wall: { id, slot } })).toEqual({ wall: { id, slot } });
    },
  );

  it.each([
    [{ id: '', slot: 1 }],
    [{ id: 'w', slot: 0 }],
    [{ id: 'w', slot: 10 }],
    [{ id: 'w<script>', slot: 1 }],
    [{ id: 'w', slot: 1, extra: true }],
  ])('the API refuses %j', (wall) => {
    expect(v.safeParse(lineMetadata, { wall }).success).toBe(false);
  });

  it('storage drops a bad wall mark but keeps the line', () => {
    expect(v.parse(storedLineMetadata, { margin: true, wall: { id: '', slot: 1 } })).toEqual({ margin: true });
  });
});
