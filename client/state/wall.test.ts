import { fc, test } from '@fast-check/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetClientState } from './testing';
import { clampStep, parseStoredWall, state } from './wall';
import { chooseFrame, chooseLayout, choosePoster, chooseProduct, setStep } from './wall-actions';

const product = { id: 1, sku: 'P1', name: 'Mountains', slug: 'mountains', thumb: '' };

beforeEach(() => void resetClientState());

describe('designer steps', () => {
  it.each([
    [-1, 0],
    [0, 0],
    [2, 2],
    [4, 4],
    [9, 4],
    [2.9, 2],
    [Number.NaN, 0],
  ])('step %d clamps to %d', (step, expected) => {
    setStep(step);
    expect(state.step).toBe(expected);
  });

  it('a step above 0 ends the intro for good', () => {
    setStep(0);
    expect(state.isInIntro).toBe(true);
    setStep(1);
    setStep(0);
    expect(state.isInIntro).toBe(false);
  });

  test.prop([fc.double()])('clampStep is always an integer in 0..4', (step) => {
    const clamped = clampStep(step);
    expect(Number.isInteger(clamped) && clamped >= 0 && clamped <= 4).toBe(true);
  });
});

describe('designer choices', () => {
  it('choosing a layout, product or frame toggles the sidebar; choosing a poster shows it', () => {
    chooseLayout('two-side-by-side', 2);
    expect(state.isSidebarOpen).toBe(true);
    chooseProduct(product);
    expect(state.isSidebarOpen).toBe(false);
    chooseFrame({ ...product, id: 2, sku: 'F1' }, 1);
    expect(state.isSidebarOpen).toBe(true);
    choosePoster(1);
    choosePoster(1);
    expect(state).toMatchObject({ activePoster: 1, isSidebarOpen: true });
  });

  it('a new layout keeps the posters already placed', () => {
    chooseLayout('three', 3);
    choosePoster(0);
    chooseProduct(product);
    chooseLayout('one', 1);
    expect(state.posters).toEqual([{ product, frame: null, frameIndex: 0, tags: [] }]);
  });
});

describe('stored wall', () => {
  it('is validated field by field', () => {
    const stored = { step: 9, isInIntro: true, posters: [{ product, frameIndex: -2, tags: [1, 'x'] }, 'x'], activePoster: 5, locale: 3 };
    expect(parseStoredWall(stored)).toMatchObject({
      step: 4,
      isInIntro: false,
      posters: [{ product, frame: null, frameIndex: 0, tags: [1] }],
      activePoster: 0,
      locale: 'en',
    });
  });

  test.prop([fc.anything()])('anything stored reads as a valid wall', (stored) => {
    const wall = parseStoredWall(stored);
    expect(wall.step >= 0 && wall.step <= 4).toBe(true);
    expect(wall.activePoster === 0 || wall.activePoster < wall.posters.length).toBe(true);
  });
});
