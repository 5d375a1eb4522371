import { state as wall } from '../../state/wall';
import type { HydrateWhen, IslandSpec } from '../names';

/**
 * Whether the designer has something to show at once: a shared wall or a poster in the
 * address (`wall`, `poster`: shared/page-params.ts), or a stored wall past the intro. The
 * stored wall has been restored by then (client/entry.ts connects persistence before it
 * looks at islands). This runs in every page's entry, where the designer's own modules
 * must not be (docs/wall-designer.md "JS budget").
 */
const designerWhen = (): HydrateWhen => (/[?&](wall|poster)=/.test(location.search) || wall.step > 0 ? 'load' : 'interaction');

/**
 * The gallery-wall designer (issue 14): the server renders its intro, and React loads when
 * the shopper starts (or at once when there is a wall to show).
 */
export const DESIGNER_ISLANDS = {
  WallDesigner: { load: () => import('./WallDesigner'), when: designerWhen },
} satisfies Record<string, IslandSpec>;
