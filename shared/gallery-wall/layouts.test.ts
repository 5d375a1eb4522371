import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ALL_POSTER_SIZES } from '../poster-print';
import { ENVIRONMENTS } from './environments';
import {
  LAYOUTS,
  checkLayout,
  findLayout,
  frameFits,
  layoutBounds,
  placeLayout,
  sizeCodeOf,
  slot,
  slotFits,
  slotFrameIndex,
  slotVariation,
  type WallLayout,
} from './layouts';

const bigWall = { width: 1000, height: 1000 };

describe('shipped layouts', () => {
  it.each(LAYOUTS.map((layout) => [layout.id, layout] as const))('%s passes the layout check on every room', (_id, layout) => {
    for (const environment of ENVIRONMENTS) expect(checkLayout(layout, environment.wall)).toEqual([]);
  });

  it('cover every frame count from 2 to 9 and have unique ids', () => {
    const counts = new Set(LAYOUTS.map((layout) => layout.slots.length));
    expect([...counts].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(new Set(LAYOUTS.map((layout) => layout.id)).size).toBe(LAYOUTS.length);
  });

  it('use only sizes the shop sells', () => {
    for (const layout of LAYOUTS) for (const s of layout.slots) expect(ALL_POSTER_SIZES).toContain(s.size);
  });

  it('one-large-two-small is drawn to scale', () => {
    expect(findLayout('one-large-two-small')?.slots).toEqual([
      { size: '70x100', orientation: 'portrait', x: 0, y: 0, width: 70, height: 100 },
      { size: '30x40', orientation: 'portrait', x: 76, y: 7, width: 30, height: 40 },
      { size: '30x40', orientation: 'portrait', x: 76, y: 53, width: 30, height: 40 },
    ]);
  });
});

describe('layout check', () => {
  const pair = (second: ReturnType<typeof slot>): WallLayout => ({ id: 'test', slots: [slot('30x40', 'portrait', 0, 0), second] });

  it.each([
    ['overlapping slots', pair(slot('30x40', 'portrait', 20, 10)), 'slots 0 and 1 overlap'],
    ['slots 2 cm apart', pair(slot('30x40', 'portrait', 32, 0)), 'slots 0 and 1 are less than 3 cm apart'],
    ['slots diagonally 2x2 cm apart', pair(slot('30x40', 'portrait', 32, 42)), 'slots 0 and 1 are less than 3 cm apart'],
    ['a size not sold', pair(slot('40x50', 'portrait', 40, 0)), 'slot 1: 40x50 is not sold as portrait'],
    ['a square size as portrait', pair(slot('50x50', 'portrait', 40, 0)), 'slot 1: 50x50 is not sold as portrait'],
    ['a slot drawn at the wrong size', pair({ ...slot('30x40', 'portrait', 40, 0), width: 35 }), 'slot 1: 35x40 cm is not 30x40'],
    ['a negative position', pair(slot('30x40', 'portrait', -40, 0)), 'slot 1: position must be from 0'],
    ['a single slot', { id: 'one', slots: [slot('30x40', 'portrait', 0, 0)] }, 'has 1 slots (2 to 9 allowed)'],
    [
      'an id with capitals',
      { ...pair(slot('30x40', 'portrait', 40, 0)), id: 'Pair' },
      'id "Pair" is not lower-case words joined by hyphens',
    ],
  ])('%s is reported', (_name, layout, problem) => {
    expect(checkLayout(layout, bigWall)).toContain(problem);
  });

  it('exactly 3 cm apart is enough', () => {
    expect(checkLayout(pair(slot('30x40', 'portrait', 33, 0)), bigWall)).toEqual([]);
  });

  it('a layout wider than the wall is reported', () => {
    expect(checkLayout(findLayout('row-of-3-50x70')!, { width: 150, height: 100 })).toEqual([
      '162x70 cm does not fit a wall of 150x100 cm',
    ]);
  });

  it('a landscape slot is the sheet turned', () => {
    expect(slot('50x70', 'landscape', 0, 0)).toMatchObject({ width: 70, height: 50 });
    expect(slot('50x70', 'portrait', 0, 0)).toMatchObject({ width: 50, height: 70 });
  });

  test.prop([fc.constantFrom(...LAYOUTS), fc.integer({ min: 170, max: 600 }), fc.integer({ min: 110, max: 400 })])(
    'placing a layout centres it on the wall and keeps its shape',
    (layout, width, height) => {
      const placed = placeLayout(layout, { width, height });
      const bounds = layoutBounds(layout);
      const left = Math.min(...placed.map((s) => s.x));
      const right = width - Math.max(...placed.map((s) => s.x + s.width));
      expect(Math.abs(left - right)).toBeLessThan(1e-9);
      expect(layoutBounds({ slots: placed.map((s) => ({ ...s, x: s.x - left, y: s.y - (height - bounds.height) / 2 })) })).toEqual(bounds);
    },
  );
});

describe('what fits a slot', () => {
  const slot50x70 = slot('50x70', 'portrait', 0, 0);
  const poster = [
    { name: '30x40 cm', sku: 'P00001-30x40' },
    { name: '50x70 cm', sku: 'P00001-50x70' },
  ];
  const frame = [
    { sku: 'F00002-30x40', size: '30x40 cm' },
    { sku: 'F00002-40x50', size: '40x50 cm' },
    { sku: 'F00002-50x70', size: '50x70 cm' },
  ];

  it.each([
    ['50x70 cm', true],
    ['50x70', true],
    ['50 x 70 cm', true],
    ['30x40 cm', false],
    ['70x50 cm', false],
    ['Star map', false],
    ['', false],
  ])('a poster variation named %j fits a 50x70 slot: %s', (name, fits) => {
    expect(slotFits(slot50x70, { name })).toBe(fits);
  });

  it.each([
    ['50x70 cm', true],
    ['30x40 cm', false],
    [undefined, false],
  ])('a frame variation for %s posters fits a 50x70 slot: %s', (size, fits) => {
    expect(frameFits(slot50x70, { size })).toBe(fits);
  });

  it('a landscape slot takes the same frame as a portrait one (it is turned)', () => {
    expect(frameFits(slot('50x70', 'landscape', 0, 0), { size: '50x70 cm' })).toBe(true);
  });

  it("the slot's size decides the variation and the frameIndex", () => {
    expect(slotVariation(slot50x70, poster)?.sku).toBe('P00001-50x70');
    expect(slotVariation(slot('70x100', 'portrait', 0, 0), poster)).toBeNull();
    expect(slotFrameIndex(slot50x70, frame)).toBe(2);
    expect(slotFrameIndex(slot('21x30', 'portrait', 0, 0), frame)).toBe(-1);
  });

  it.each([
    ['50x70 cm', '50x70'],
    [' 21x30 CM ', '21x30'],
    ['50x70x3', null],
    ['500 kr', null],
    [null, null],
  ])('the size code in %j is %j', (label, code) => {
    expect(sizeCodeOf(label)).toBe(code);
  });
});
