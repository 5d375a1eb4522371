import { isRecord } from '../../../shared/json';
import { lateValue } from '../../state/persist';
import type { HydrateWhen, IslandSpec } from '../names';

/**
 * Whether the designer has something to show at once: a shared wall or a poster in the
 * address (`wall`, `poster`: shared/page-params.ts), or a stored wall past the intro. The
 * stored wall has been read by then (client/entry.ts connects persistence before it looks at
 * islands), as stored: the wall's own code (client/state/wall.ts, which checks it) is the
 * designer's. This runs in every page's entry, where the designer's own modules must not be
 * (docs/wall-designer.md "JS budget").
 */
const storedStep = (wall: unknown) => (isRecord(wall) && typeof wall.step === 'number' ? wall.step : 0);
const designerWhen = (): HydrateWhen =>
  /[?&](wall|poster)=/.test(location.search) || storedStep(lateValue('wall')) > 0 ? 'load' : 'interaction';

/**
 * The gallery-wall designer (issue 14): the server renders its intro, and React loads when
 * the shopper starts (or at once when there is a wall to show).
 */
export const DESIGNER_ISLANDS = {
  WallDesigner: { load: () => import('./WallDesigner'), when: designerWhen },
} satisfies Record<string, IslandSpec>;
