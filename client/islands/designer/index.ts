import { STORAGE_KEY } from '../../state/persist';
import type { HydrateWhen, IslandSpec } from '../names';

/**
 * Whether the designer has something to show at once: a shared wall or a poster in the
 * address (`wall`, `poster`: shared/page-params.ts), or a stored wall past the intro.
 * Read straight from storage: this runs in every page's entry, where the designer's own
 * modules must not be (docs/wall-designer.md "JS budget").
 */
function designerWhen(): HydrateWhen {
  const params = new URLSearchParams(location.search);
  if (params.has('wall') || params.has('poster')) return 'load';
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as { wall?: { step?: unknown } } | null;
    return typeof stored?.wall?.step === 'number' && stored.wall.step > 0 ? 'load' : 'interaction';
  } catch {
    return 'interaction';
  }
}

/**
 * The gallery-wall designer (issue 14): the server renders its intro, and React loads when
 * the shopper starts (or at once when there is a wall to show).
 */
export const DESIGNER_ISLANDS = {
  WallDesigner: { load: () => import('./WallDesigner'), when: designerWhen },
} satisfies Record<string, IslandSpec>;
