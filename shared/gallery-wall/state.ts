/**
 * The designer's state (docs/wall-designer.md "Designer state") and what reading a stored one
 * needs: its shape, the empty state and the clamps. Apart from the rules (./rules.ts)
 * because every page restores the stored wall with the cart (client/state/wall.ts), while
 * the rules load only with the designer (docs/wall-designer.md "JS budget").
 */

export const MIN_STEP = 0;
export const MAX_STEP = 4;
/** No layout has more slots (shared/gallery-wall/layouts.ts has 2 to 9); a larger stored number is corrupt. */
export const MAX_SLOTS = 12;
/** docs/wall-designer.md "Designer state": the designer's locale defaults to en. */
export const DEFAULT_DESIGNER_LOCALE = 'en';

/** What the designer needs of a product or frame to show and later add it. */
export interface DesignerProduct {
  id: number;
  sku: string;
  name: string;
  slug: string;
  thumb: string;
}

/** One slot of the wall (docs/wall-designer.md "Designer state"). */
export interface DesignerPoster {
  product: DesignerProduct | null;
  frame: DesignerProduct | null;
  /** Which of the frame's variations (colour/size) is chosen. */
  frameIndex: number;
  /** Tag ids narrowing the product choice for this slot. */
  tags: number[];
  /** The poster printed with a white margin (absent: without). */
  margin?: boolean;
}

export interface DesignerState {
  environment: string | null;
  layout: string | null;
  posters: DesignerPoster[];
  /** Index of the slot being edited. */
  activePoster: number;
  step: number;
  isSidebarOpen: boolean;
  isInIntro: boolean;
  locale: string;
}

export function emptyDesigner(): DesignerState {
  return {
    environment: null,
    layout: null,
    posters: [],
    activePoster: 0,
    step: MIN_STEP,
    isSidebarOpen: false,
    isInIntro: true,
    locale: DEFAULT_DESIGNER_LOCALE,
  };
}

export const emptyPoster = (): DesignerPoster => ({ product: null, frame: null, frameIndex: 0, tags: [] });

/** docs/wall-designer.md "Designer state": above 4 is 4, below 0 is 0; fractions are cut, anything not finite is 0. */
export function clampStep(step: number): number {
  return Number.isFinite(step) ? Math.min(MAX_STEP, Math.max(MIN_STEP, Math.trunc(step))) : MIN_STEP;
}

/** A slot index within a list of `length` slots (0 for an empty list or a non-integer). */
export function clampIndex(index: number, length: number): number {
  return Number.isInteger(index) ? Math.min(Math.max(0, length - 1), Math.max(0, index)) : 0;
}
