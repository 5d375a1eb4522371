import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS, findEnvironment } from './environments';
import { findLayout, LAYOUTS } from './layouts';
import { FRAME_PROFILE_CM, previewSlots, pxPerCm, roomShapes, roomView, ROOM_SIDE_CM, ROOM_TOP_CM } from './preview';

const livingRoom = findEnvironment('living-room-white')!;
const row = findLayout('row-of-3-50x70')!;

describe('the room view', () => {
  it('is the hanging area plus wall around it and the furniture below, in cm', () => {
    expect(roomView(livingRoom)).toEqual({ width: 260 + 2 * ROOM_SIDE_CM, height: ROOM_TOP_CM + 150 + 115, areaX: 50, areaY: 25 });
  });

  it('turns cm into px by the preview width: a 720 px preview of a 360 cm room is 2 px per cm', () => {
    expect(pxPerCm(roomView(livingRoom), 720)).toBe(2);
  });

  it.each(ENVIRONMENTS.map((environment) => [environment.id, environment] as const))(
    '%s: every shape lies inside the view',
    (_id, environment) => {
      const view = roomView(environment);
      for (const shape of roomShapes(environment)) {
        expect(shape.x).toBeGreaterThanOrEqual(0);
        expect(shape.y).toBeGreaterThanOrEqual(0);
        expect(shape.x + shape.width).toBeLessThanOrEqual(view.width);
        expect(shape.y + shape.height).toBeLessThanOrEqual(view.height);
      }
    },
  );
});

describe('slots in the room', () => {
  it('places a row of three 50x70 centred on the hanging area, to scale', () => {
    const slots = previewSlots(row, livingRoom, () => false);
    const view = roomView(livingRoom);
    // 3 × 50 cm + 2 × 6 cm gaps = 162 cm, centred on 260 cm: starts 49 cm into the area.
    expect(slots[0]!.box.left).toBeCloseTo(((50 + 49) / view.width) * 100, 10);
    expect(slots[0]!.box.width).toBeCloseTo((50 / view.width) * 100, 10);
    expect(slots[0]!.box.height).toBeCloseTo((70 / view.height) * 100, 10);
    expect(slots[1]!.box.left - slots[0]!.box.left).toBeCloseTo((56 / view.width) * 100, 10);
    expect(slots.map((slot) => slot.profile)).toEqual([0, 0, 0]);
  });

  it("hangs a frame's profile around the sheet: the box grows by the profile on each side", () => {
    const view = roomView(livingRoom);
    const [plain] = previewSlots(row, livingRoom, () => false);
    const [framed] = previewSlots(row, livingRoom, () => true);
    expect(framed!.box.width - plain!.box.width).toBeCloseTo(((2 * FRAME_PROFILE_CM) / view.width) * 100, 10);
    expect(framed!.box.left).toBeCloseTo(plain!.box.left - (FRAME_PROFILE_CM / view.width) * 100, 10);
    expect(framed!.profile).toBeCloseTo((FRAME_PROFILE_CM / view.width) * 100, 10);
  });

  test.prop([fc.constantFrom(...LAYOUTS), fc.constantFrom(...ENVIRONMENTS), fc.func(fc.boolean())])(
    'every framed slot of every layout stays inside the room view',
    (layout, environment, isFramed) => {
      for (const { box } of previewSlots(layout, environment, (index) => isFramed(index))) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.top).toBeGreaterThanOrEqual(0);
        expect(box.left + box.width).toBeLessThanOrEqual(100 + 1e-9);
        expect(box.top + box.height).toBeLessThanOrEqual(100 + 1e-9);
      }
    },
  );
});
