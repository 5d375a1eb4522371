import { afterEach, describe, expect, it } from 'vitest';
import { incomingLine } from '../../shared/testing';
import { addToCart } from './cart';
import { lateValue, serializeState, startPersistence, STORAGE_KEY, STORAGE_VERSION } from './persist';

/**
 * The wall is an area only the designer's code knows (client/state/wall.ts registers it when it
 * loads). This file never imports that module before its last test: it is every other page,
 * which must keep a stored wall as it is, and then the designer's page loading its code late.
 */
const WALL = { step: 3, isInIntro: false, environment: 'living-room', layout: 'grid-6', posters: [], activePoster: 0 };

function storage(initial: object) {
  const values = new Map([[STORAGE_KEY, JSON.stringify({ version: STORAGE_VERSION, ...initial })]]);
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}
const written = (store: ReturnType<typeof storage>) => JSON.parse(store.values.get(STORAGE_KEY)!) as Record<string, unknown>;
const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop = () => undefined as void;
afterEach(() => stop());

describe('an area whose code the page has not loaded (the wall)', () => {
  it('is kept as stored, unchecked, and written back unchanged when another area changes', async () => {
    const store = storage({ wall: WALL, cart: { items: [] } });
    stop = startPersistence(store);
    expect(lateValue('wall')).toEqual(WALL);
    addToCart(incomingLine());
    await nextTick();
    expect(written(store).wall).toEqual(WALL);
    expect(written(store).cart).toMatchObject({ items: [{ quantity: 1 }] });
  });

  it('is left out when nothing was stored, and nothing is invented for it', async () => {
    const store = storage({});
    stop = startPersistence(store);
    expect(JSON.parse(serializeState())).not.toHaveProperty('wall');
  });

  it('once its code loads, takes the stored value (checked) and is written at each change', async () => {
    const store = storage({ wall: { ...WALL, step: 99, posters: 'not a list' } });
    stop = startPersistence(store);
    const { state: wall } = await import('./wall');
    const { setStep } = await import('./wall-actions');
    // Checked by the wall's own code: a step past the last is the last, a bad list empty.
    expect(wall.posters).toEqual([]);
    expect(wall.step).toBeLessThan(99);
    setStep(1);
    await nextTick();
    expect(written(store).wall).toMatchObject({ step: 1, environment: 'living-room' });
  });
});
