/**
 * The designer's live preview to scale (issue 14): the room, drawn from its environment
 * (shared/gallery-wall/environments.ts) as shapes in cm, and the layout's slots placed on its
 * hanging area (layouts.ts placeLayout), each as a box in percent of the room view.
 *
 * Everything is in one unit, cm: the view is `wall.width + 2 × ROOM_SIDE_CM` wide, so a
 * preview `px` wide shows `px / view.width` pixels per cm, for the room, the posters and
 * their frames alike. The island positions the slots with these percentages (CSS `left`,
 * `top`, `width`, `height`, and the frame's profile as `padding`, which CSS measures
 * against the view's width on every side), so the browser does the cm → px step and the
 * drawing stays to scale at any width.
 *
 * Rooms are generated drawings, not photos: a wall in its colour, a floor and the room's
 * furniture silhouette under the hanging area (the issue allows generated images).
 */
import type { Environment, Room, WallColour } from './environments';
import { placeLayout, type LayoutSlot, type WallLayout } from './layouts';

/** Wall shown left and right of the hanging area, and above it. */
export const ROOM_SIDE_CM = 50;
export const ROOM_TOP_CM = 25;
/** Below the hanging area: the furniture (up to about 85 cm high) and the floor. */
export const ROOM_BELOW_CM = 115;
export const FLOOR_CM = 30;
/** A frame's profile around the sheet, on each side, as it hangs. */
export const FRAME_PROFILE_CM = 2;

export const WALL_COLOUR_HEX: Record<WallColour, string> = {
  white: '#f2efe9',
  sage: '#b8c3ab',
  charcoal: '#4b4e52',
};

export interface RoomView {
  /** The whole drawing in cm. */
  width: number;
  height: number;
  /** The hanging area's top-left corner in the view, in cm. */
  areaX: number;
  areaY: number;
}

export function roomView(environment: Pick<Environment, 'wall'>): RoomView {
  return {
    width: environment.wall.width + 2 * ROOM_SIDE_CM,
    height: ROOM_TOP_CM + environment.wall.height + ROOM_BELOW_CM,
    areaX: ROOM_SIDE_CM,
    areaY: ROOM_TOP_CM,
  };
}

/** Pixels per cm of a preview `widthPx` wide. */
export function pxPerCm(view: Pick<RoomView, 'width'>, widthPx: number): number {
  return widthPx / view.width;
}

/** A box in percent of the view: left and width of its width, top and height of its height. */
export interface PercentBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PreviewSlot {
  index: number;
  slot: LayoutSlot;
  /** The framed piece (sheet plus profile) in percent of the view. */
  box: PercentBox;
  /** The frame's profile in percent of the view's width (CSS padding), 0 without a frame. */
  profile: number;
}

const percent = (value: number, of: number) => (value / of) * 100;

/**
 * The layout's slots in the room: where each framed piece hangs. `isFramed(index)` says
 * whether slot `index` has a frame (its profile then hangs around the sheet).
 */
export function previewSlots(
  layout: Pick<WallLayout, 'slots'>,
  environment: Pick<Environment, 'wall'>,
  isFramed: (index: number) => boolean,
): PreviewSlot[] {
  const view = roomView(environment);
  return placeLayout(layout, environment.wall).map((slot, index) => {
    const profile = isFramed(index) ? FRAME_PROFILE_CM : 0;
    return {
      index,
      slot,
      box: {
        left: percent(view.areaX + slot.x - profile, view.width),
        top: percent(view.areaY + slot.y - profile, view.height),
        width: percent(slot.width + 2 * profile, view.width),
        height: percent(slot.height + 2 * profile, view.height),
      },
      profile: percent(profile, view.width),
    };
  });
}

/** A shape of the room drawing, in cm of the view; `tone` picks its colour. */
export interface RoomShape {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Corner radius in cm. */
  radius: number;
  tone: 'floor' | 'furniture' | 'shade' | 'accent';
}

const shape = (x: number, y: number, width: number, height: number, tone: RoomShape['tone'], radius = 0): RoomShape => ({
  x,
  y,
  width,
  height,
  radius,
  tone,
});

/**
 * The furniture under the hanging area, centred on it, standing on the floor: a sofa, a
 * bed, a desk and chair, a bench with a plant, a kitchen counter.
 */
function furniture(room: Room, centre: number, floorY: number, areaWidth: number): RoomShape[] {
  switch (room) {
    case 'living-room': {
      const width = Math.min(220, areaWidth * 0.85);
      const left = centre - width / 2;
      return [
        shape(left, floorY - 80, width, 40, 'furniture', 8),
        shape(left - 12, floorY - 60, 22, 50, 'furniture', 6),
        shape(left + width - 10, floorY - 60, 22, 50, 'furniture', 6),
        shape(left + 4, floorY - 45, width - 8, 32, 'shade', 4),
        shape(left + 6, floorY - 13, 6, 13, 'accent'),
        shape(left + width - 12, floorY - 13, 6, 13, 'accent'),
      ];
    }
    case 'bedroom': {
      const width = Math.min(180, areaWidth * 0.8);
      const left = centre - width / 2;
      return [
        shape(left, floorY - 95, width, 60, 'furniture', 6),
        shape(left - 6, floorY - 45, width + 12, 35, 'shade', 4),
        shape(left + 10, floorY - 55, width / 2 - 15, 14, 'accent', 5),
        shape(centre + 5, floorY - 55, width / 2 - 15, 14, 'accent', 5),
        shape(left - 6, floorY - 10, width + 12, 10, 'furniture'),
      ];
    }
    case 'office': {
      const width = Math.min(150, areaWidth * 0.75);
      const left = centre - width / 2;
      return [
        shape(left, floorY - 75, width, 5, 'furniture'),
        shape(left + 4, floorY - 70, 5, 70, 'furniture'),
        shape(left + width - 9, floorY - 70, 5, 70, 'furniture'),
        shape(left + width - 50, floorY - 70, 40, 30, 'shade', 2),
        shape(centre - 22, floorY - 95, 44, 45, 'accent', 8),
        shape(centre - 25, floorY - 50, 50, 8, 'accent', 3),
        shape(centre - 3, floorY - 42, 6, 42, 'accent'),
      ];
    }
    case 'hallway': {
      const width = Math.min(120, areaWidth * 0.6);
      const left = centre - width / 2;
      return [
        shape(left, floorY - 48, width, 8, 'furniture', 2),
        shape(left + 5, floorY - 40, 5, 40, 'furniture'),
        shape(left + width - 10, floorY - 40, 5, 40, 'furniture'),
        shape(left + width + 15, floorY - 35, 26, 35, 'shade', 4),
        shape(left + width + 8, floorY - 95, 40, 60, 'accent', 20),
      ];
    }
    case 'kitchen': {
      const width = Math.min(200, areaWidth * 0.95);
      const left = centre - width / 2;
      return [
        shape(left, floorY - 90, width, 5, 'shade'),
        shape(left, floorY - 85, width, 85, 'furniture'),
        ...[0, 1, 2, 3].map((door) => shape(left + 4 + (door * (width - 8)) / 4, floorY - 80, (width - 8) / 4 - 4, 68, 'accent', 1)),
      ];
    }
  }
}

/** The room drawing: the floor and the furniture (the wall is the view's background). */
export function roomShapes(environment: Pick<Environment, 'room' | 'wall'>): RoomShape[] {
  const view = roomView(environment);
  const floorY = view.height - FLOOR_CM;
  return [
    shape(0, floorY, view.width, FLOOR_CM, 'floor'),
    ...furniture(environment.room, view.areaX + environment.wall.width / 2, floorY, environment.wall.width),
  ];
}

/** Colours of a room drawing: the wall's, and the rest chosen to read on it. */
export function roomColours(colour: WallColour): Record<RoomShape['tone'] | 'wall', string> {
  const isDark = colour === 'charcoal';
  return {
    wall: WALL_COLOUR_HEX[colour],
    floor: isDark ? '#8a6f55' : '#c9b08f',
    furniture: isDark ? '#c9c2b6' : '#6d6a66',
    shade: isDark ? '#a9a196' : '#8d8984',
    accent: isDark ? '#e4ddd0' : '#4f4c49',
  };
}
