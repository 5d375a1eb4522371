import { BROWSE_ISLANDS } from './browse';
import { DESIGNER_ISLANDS } from './designer';
import { SITE_ISLANDS } from './site';

/**
 * When an island hydrates (ADR 0006):
 * - `load`: at once (React loads with the page);
 * - `interaction`: on the first pointer, touch or focus inside it (client/on-interaction);
 *   until then the server's HTML is the island, and nothing the shopper does is lost.
 * A function decides per page view (for example from the address).
 */
export type HydrateWhen = 'load' | 'interaction';

export interface IslandSpec {
  load: () => Promise<{ default: unknown }>;
  when: HydrateWhen | (() => HydrateWhen);
}

/**
 * The islands the client entry knows how to hydrate; each is a lazily loaded chunk. The cart
 * has none: its controls are plain DOM code (cart/controls), its drawers rendered on demand.
 */
export const ISLANDS = { ...BROWSE_ISLANDS, ...SITE_ISLANDS, ...DESIGNER_ISLANDS } satisfies Record<string, IslandSpec>;

export type IslandName = keyof typeof ISLANDS;
