/**
 * The rooms of the designer's environment step (docs/wall-designer.md "For the shopper"; issue 14: living
 * room, bedroom, office, hallway, kitchen, at least two wall colours). An environment's id
 * is language-neutral (stored in the wall and in share links); its name is a translation
 * key. `wall` is the hanging area in cm the room photo shows above the furniture: layouts
 * are drawn to scale and centred on it (layouts.ts placeLayout), and every shipped layout
 * fits every room's area (layouts.test.ts).
 */

export const ROOMS = ['living-room', 'bedroom', 'office', 'hallway', 'kitchen'] as const;
export type Room = (typeof ROOMS)[number];
export const WALL_COLOURS = ['white', 'sage', 'charcoal'] as const;
export type WallColour = (typeof WALL_COLOURS)[number];

/** The hanging area per room (width x height in cm). */
const HANGING_AREA: Record<Room, { width: number; height: number }> = {
  'living-room': { width: 260, height: 150 },
  bedroom: { width: 220, height: 130 },
  office: { width: 200, height: 130 },
  hallway: { width: 180, height: 140 },
  kitchen: { width: 180, height: 120 },
};

export interface Environment {
  /** '<room>-<colour>', e.g. 'living-room-white'. */
  id: string;
  room: Room;
  colour: WallColour;
  /** The hanging area in cm. */
  wall: { width: number; height: number };
}

export const ENVIRONMENTS: readonly Environment[] = ROOMS.flatMap((room) =>
  WALL_COLOURS.map((colour) => ({ id: `${room}-${colour}`, room, colour, wall: HANGING_AREA[room] })),
);

export function findEnvironment(id: string): Environment | undefined {
  return ENVIRONMENTS.find((environment) => environment.id === id);
}
