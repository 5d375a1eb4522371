import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  chooseEnvironment,
  chooseFrame,
  chooseLayout,
  choosePoster,
  chooseProduct,
  clampStep,
  emptyDesigner,
  setPosterTags,
  setStep,
  type DesignerState,
} from './rules';

const product = { id: 1, sku: 'P00001-50x70', name: 'Mountains', slug: 'mountains', thumb: '' };
const frame = { id: 2, sku: 'F00002', name: 'Oak frame', slug: 'oak-frame', thumb: '' };

describe('designer steps', () => {
  it.each([
    [-1, 0],
    [0, 0],
    [1, 1],
    [2, 2],
    [4, 4],
    [5, 4],
    [9, 4],
    [2.9, 2],
    [-0.5, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('step %d clamps to %d', (step, expected) => {
    expect(setStep(emptyDesigner(), step).step).toBe(expected);
  });

  it('step 0 keeps the intro; a step above 0 ends it for good', () => {
    const atStart = setStep(emptyDesigner(), 0);
    expect(atStart.isInIntro).toBe(true);
    const back = setStep(setStep(atStart, 1), 0);
    expect(back).toMatchObject({ step: 0, isInIntro: false });
  });

  it('a step beyond 4 still ends the intro (it clamps to 4)', () => {
    expect(setStep(emptyDesigner(), 7)).toMatchObject({ step: 4, isInIntro: false });
  });

  test.prop([fc.double()])('clampStep is always an integer in 0..4', (step) => {
    const clamped = clampStep(step);
    expect(Number.isInteger(clamped) && clamped >= 0 && clamped <= 4).toBe(true);
  });

  test.prop([fc.array(fc.oneof(fc.integer({ min: -10, max: 10 }), fc.double()))])(
    'the intro shows exactly while no step above 0 has been reached',
    (steps) => {
      const final = steps.reduce(setStep, emptyDesigner());
      expect(final.isInIntro).toBe(steps.every((step) => clampStep(step) === 0));
    },
  );
});

describe('designer choices', () => {
  it('choosing a layout, product or frame toggles the sidebar; choosing a poster shows it', () => {
    let state = chooseLayout(emptyDesigner(), 'row-of-3', 3);
    expect(state.isSidebarOpen).toBe(true);
    state = chooseProduct(state, product);
    expect(state.isSidebarOpen).toBe(false);
    state = chooseFrame(state, frame, 1);
    expect(state.isSidebarOpen).toBe(true);
    state = chooseFrame(state, null);
    expect(state.isSidebarOpen).toBe(false);
    state = choosePoster(state, 2);
    state = choosePoster(state, 2);
    expect(state).toMatchObject({ activePoster: 2, isSidebarOpen: true });
  });

  it('choosing an environment leaves the sidebar as it is', () => {
    expect(chooseEnvironment(emptyDesigner(), 'living-room-white')).toMatchObject({
      environment: 'living-room-white',
      isSidebarOpen: false,
    });
  });

  it('a product and frame go to the active slot only', () => {
    let state = chooseLayout(emptyDesigner(), 'grid-2x2', 4);
    state = choosePoster(state, 1);
    state = chooseProduct(state, product);
    state = chooseFrame(state, frame, 3);
    expect(state.posters[1]).toEqual({ product, frame, frameIndex: 3, tags: [] });
    expect(state.posters.filter((poster) => poster.product === null)).toHaveLength(3);
  });

  it('an empty wall gets its first slot when a product is chosen', () => {
    expect(chooseProduct(emptyDesigner(), product).posters).toEqual([{ product, frame: null, frameIndex: 0, tags: [] }]);
  });

  it.each([
    [-3, 0],
    [2.5, 2],
    [Number.NaN, 0],
    [7, 7],
  ])('frameIndex %d is stored as %d', (frameIndex, expected) => {
    const state = chooseFrame(chooseLayout(emptyDesigner(), 'pair', 2), frame, frameIndex);
    expect(state.posters[0]?.frameIndex).toBe(expected);
  });

  it('a new layout keeps the posters already placed in the slots that remain', () => {
    let state = chooseLayout(emptyDesigner(), 'row-of-3', 3);
    state = choosePoster(state, 2);
    state = chooseProduct(state, product);
    state = chooseLayout(state, 'pair', 2);
    expect(state.posters).toEqual([
      { product: null, frame: null, frameIndex: 0, tags: [] },
      { product: null, frame: null, frameIndex: 0, tags: [] },
    ]);
    expect(state.activePoster).toBe(1);
  });

  it('tags that are not whole numbers are left out', () => {
    expect(setPosterTags(emptyDesigner(), [1, 2.5, Number.NaN, 3]).posters[0]?.tags).toEqual([1, 3]);
  });

  it('rules never change the state they are given', () => {
    const state: DesignerState = Object.freeze({ ...chooseLayout(emptyDesigner(), 'pair', 2) });
    const before = structuredClone(state);
    chooseProduct(state, product);
    chooseFrame(state, frame, 2);
    setPosterTags(state, [4]);
    setStep(state, 3);
    choosePoster(state, 1);
    expect(state).toEqual(before);
  });

  it('what a rule does not change is the same value (the proxy notifies only for changes)', () => {
    const state = chooseLayout(emptyDesigner(), 'pair', 2);
    expect(setStep(state, 2).posters).toBe(state.posters);
    expect(choosePoster(state, 1).posters).toBe(state.posters);
    expect(chooseProduct(state, product).posters[1]).toBe(state.posters[1]);
  });

  test.prop([
    fc.array(
      fc.oneof(
        fc.record({ kind: fc.constant('layout' as const), slots: fc.integer({ min: -2, max: 20 }) }),
        fc.record({ kind: fc.constant('poster' as const), index: fc.integer({ min: -5, max: 20 }) }),
        fc.record({ kind: fc.constant('product' as const) }),
        fc.record({ kind: fc.constant('frame' as const), index: fc.integer({ min: -5, max: 20 }) }),
      ),
    ),
  ])('the active poster is always a slot of the wall (or 0 on an empty wall)', (actions) => {
    const final = actions.reduce<DesignerState>((state, action) => {
      if (action.kind === 'layout') return chooseLayout(state, 'any', action.slots);
      if (action.kind === 'poster') return choosePoster(state, action.index);
      if (action.kind === 'product') return chooseProduct(state, product);
      return chooseFrame(state, frame, action.index);
    }, emptyDesigner());
    expect(final.activePoster === 0 || final.activePoster < final.posters.length).toBe(true);
    expect(final.posters.length).toBeLessThanOrEqual(12);
  });
});
