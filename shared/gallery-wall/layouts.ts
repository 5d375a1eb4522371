/**
 * Gallery-wall layouts for the designer's layout step (docs/wall-designer.md "For the shopper";
 * issue 14: "2 to 9 frames in proven arrangements, sizes to scale").
 *
 * A layout is a list of slots. Each slot holds one poster of a size the shop sells
 * (shared/poster-print.ts POSTER_SIZES, the catalog's size codes such as '50x70', width x
 * height of the upright sheet) in an orientation (a landscape slot is the same sheet
 * turned), at a position in cm from the arrangement's top-left corner. Rectangles are the
 * poster sheets; the frames' profiles hang in the gaps, which is why slots keep 6 cm apart
 * and `checkLayout` demands at least MIN_SPACING_CM. The preview draws them to scale by
 * centring the arrangement on the room's hanging area (`placeLayout`).
 *
 * The slot's size decides what may go in it (`slotFits`, `frameFits`): a poster variation
 * whose size label is that size, a frame variation whose "fits posters of this size" label
 * (shared/schemas/catalog.ts Variation.size) is that size.
 */
import { POSTER_SIZES, type PosterOrientation } from '../poster-print';
import type { Variation } from '../types';

/** Frames need room between them: at least this many cm between two poster sheets. */
export const MIN_SPACING_CM = 3;
export const MIN_LAYOUT_SLOTS = 2;
export const MAX_LAYOUT_SLOTS = 9;

export interface LayoutSlot {
  /** Size code of the upright sheet, e.g. '50x70' (POSTER_SIZES). */
  size: string;
  orientation: PosterOrientation;
  /** Left and top edge in cm from the arrangement's top-left corner. */
  x: number;
  y: number;
  /** On the wall, in cm: a landscape slot is the sheet turned (wider than high). */
  width: number;
  height: number;
}

export interface WallLayout {
  /** Stable, language-neutral id: stored in the wall and in share links. */
  id: string;
  slots: LayoutSlot[];
}

/** A size code's two sides in cm ('50x70' → [50, 70]); null when it is not one. */
export function sizeSides(size: string): [number, number] | null {
  const match = /^(\d{1,3})x(\d{1,3})$/.exec(size);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** The size code in a catalog label: '50x70 cm', '50x70' → '50x70'; null for anything else. */
export function sizeCodeOf(label: string | undefined | null): string | null {
  const match = /^\s*(\d{1,3})\s*x\s*(\d{1,3})(?:\s*cm)?\s*$/i.exec(label ?? '');
  return match ? `${match[1]}x${match[2]}` : null;
}

/** A slot of `size` in `orientation` at (x, y), its width and height on the wall from the size. */
export function slot(size: string, orientation: PosterOrientation, x: number, y: number): LayoutSlot {
  const [a, b] = sizeSides(size) ?? [0, 0];
  const [width, height] = orientation === 'landscape' ? [Math.max(a, b), Math.min(a, b)] : [Math.min(a, b), Math.max(a, b)];
  return { size, orientation, x, y, width, height };
}

/** `count` slots of one kind in a grid of `columns`, `gap` cm apart. */
function grid(count: number, columns: number, size: string, orientation: PosterOrientation, gap = 6): LayoutSlot[] {
  const { width, height } = slot(size, orientation, 0, 0);
  return Array.from({ length: count }, (_, index) =>
    slot(size, orientation, (index % columns) * (width + gap), Math.floor(index / columns) * (height + gap)),
  );
}

/** The shipped layouts, fewest frames first. Every one passes checkLayout (layouts.test.ts). */
export const LAYOUTS: readonly WallLayout[] = [
  { id: 'pair-50x70', slots: grid(2, 2, '50x70', 'portrait') },
  { id: 'pair-landscape-stacked', slots: grid(2, 1, '50x70', 'landscape') },
  { id: 'row-of-3-30x40', slots: grid(3, 3, '30x40', 'portrait') },
  { id: 'row-of-3-50x70', slots: grid(3, 3, '50x70', 'portrait') },
  {
    // A 70x100 anchor with two 30x40 stacked beside it, centred on its height.
    id: 'one-large-two-small',
    slots: [slot('70x100', 'portrait', 0, 0), slot('30x40', 'portrait', 76, 7), slot('30x40', 'portrait', 76, 53)],
  },
  { id: 'grid-2x2-30x40', slots: grid(4, 2, '30x40', 'portrait') },
  { id: 'grid-2x2-50x50', slots: grid(4, 2, '50x50', 'square') },
  { id: 'row-of-4-21x30', slots: grid(4, 4, '21x30', 'portrait') },
  {
    // Salon hang: a 50x70 centre, two mixed pieces on each side, tops aligned.
    id: 'salon-5',
    slots: [
      slot('50x70', 'portrait', 46, 0),
      slot('30x40', 'portrait', 10, 0),
      slot('30x40', 'landscape', 0, 46),
      slot('30x30', 'square', 102, 0),
      slot('30x40', 'portrait', 102, 36),
    ],
  },
  { id: 'grid-2x3-30x40', slots: grid(6, 3, '30x40', 'portrait') },
  {
    // A 70x100 centre between two columns of three 30x30 squares.
    id: 'salon-7',
    slots: [
      slot('70x100', 'portrait', 36, 1),
      ...[0, 36, 72].map((y) => slot('30x30', 'square', 0, y)),
      ...[0, 36, 72].map((y) => slot('30x30', 'square', 112, y)),
    ],
  },
  { id: 'grid-2x4-21x30', slots: grid(8, 4, '21x30', 'portrait') },
  { id: 'grid-3x3-30x30', slots: grid(9, 3, '30x30', 'square') },
];

export function findLayout(id: string): WallLayout | undefined {
  return LAYOUTS.find((layout) => layout.id === id);
}

/** The arrangement's extent in cm (its slots start at 0, 0). */
export function layoutBounds(layout: Pick<WallLayout, 'slots'>): { width: number; height: number } {
  return {
    width: Math.max(0, ...layout.slots.map((s) => s.x + s.width)),
    height: Math.max(0, ...layout.slots.map((s) => s.y + s.height)),
  };
}

/** The slots centred on a hanging area of `wall` cm, for the preview (positions from the area's top-left). */
export function placeLayout(layout: Pick<WallLayout, 'slots'>, wall: { width: number; height: number }): LayoutSlot[] {
  const bounds = layoutBounds(layout);
  const left = (wall.width - bounds.width) / 2;
  const top = (wall.height - bounds.height) / 2;
  return layout.slots.map((s) => ({ ...s, x: s.x + left, y: s.y + top }));
}

/** Distance in cm between two rectangles' nearest edges (0 when they touch or overlap). */
function gapBetween(a: LayoutSlot, b: LayoutSlot): number {
  const dx = Math.max(0, Math.max(a.x, b.x) - Math.min(a.x + a.width, b.x + b.width));
  const dy = Math.max(0, Math.max(a.y, b.y) - Math.min(a.y + a.height, b.y + b.height));
  return Math.hypot(dx, dy);
}

function overlaps(a: LayoutSlot, b: LayoutSlot): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * What is wrong with a layout, as sentences (empty: it is fine): 2 to 9 slots; each a size
 * the shop sells in its orientation, drawn at that size, at a position from 0; no two
 * overlapping or closer than MIN_SPACING_CM; the whole fits a wall of `wall` cm.
 */
export function checkLayout(layout: WallLayout, wall: { width: number; height: number }): string[] {
  const problems: string[] = [];
  const { slots } = layout;
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(layout.id)) problems.push(`id "${layout.id}" is not lower-case words joined by hyphens`);
  if (slots.length < MIN_LAYOUT_SLOTS || slots.length > MAX_LAYOUT_SLOTS) {
    problems.push(`has ${slots.length} slots (${MIN_LAYOUT_SLOTS} to ${MAX_LAYOUT_SLOTS} allowed)`);
  }
  slots.forEach((s, index) => {
    if (!POSTER_SIZES[s.orientation].includes(s.size)) problems.push(`slot ${index}: ${s.size} is not sold as ${s.orientation}`);
    const drawn = slot(s.size, s.orientation, s.x, s.y);
    if (drawn.width !== s.width || drawn.height !== s.height) problems.push(`slot ${index}: ${s.width}x${s.height} cm is not ${s.size}`);
    if (!(Number.isFinite(s.x) && Number.isFinite(s.y) && s.x >= 0 && s.y >= 0)) problems.push(`slot ${index}: position must be from 0`);
  });
  slots.forEach((a, i) =>
    slots.slice(i + 1).forEach((b, offset) => {
      const j = i + 1 + offset;
      if (overlaps(a, b)) problems.push(`slots ${i} and ${j} overlap`);
      else if (gapBetween(a, b) < MIN_SPACING_CM) problems.push(`slots ${i} and ${j} are less than ${MIN_SPACING_CM} cm apart`);
    }),
  );
  const bounds = layoutBounds(layout);
  if (bounds.width > wall.width || bounds.height > wall.height) {
    problems.push(`${bounds.width}x${bounds.height} cm does not fit a wall of ${wall.width}x${wall.height} cm`);
  }
  return problems;
}

/** A poster variation fits a slot when its size label is the slot's size ('50x70 cm' in a 50x70 slot). */
export function slotFits(slot: Pick<LayoutSlot, 'size'>, variation: Pick<Variation, 'name'>): boolean {
  return sizeCodeOf(variation.name) === slot.size;
}

/**
 * A frame variation fits a slot when it fits posters of the slot's size (its `size` label,
 * shared/schemas/catalog.ts). A frame is the same for both orientations: it is turned.
 */
export function frameFits(slot: Pick<LayoutSlot, 'size'>, frameVariation: Pick<Variation, 'size'>): boolean {
  return sizeCodeOf(frameVariation.size) === slot.size;
}

/** The poster variation for a slot (the slot's size decides it), or null when the product has none. */
export function slotVariation<T extends Pick<Variation, 'name'>>(slot: Pick<LayoutSlot, 'size'>, variations: readonly T[]): T | null {
  return variations.find((variation) => slotFits(slot, variation)) ?? null;
}

/** The frameIndex (which of the frame's variations) for a slot, or -1 when the frame has none for its size. */
export function slotFrameIndex(slot: Pick<LayoutSlot, 'size'>, frameVariations: readonly Pick<Variation, 'size'>[]): number {
  return frameVariations.findIndex((variation) => frameFits(slot, variation));
}
