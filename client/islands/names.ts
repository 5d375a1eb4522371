import { BROWSE_ISLANDS } from './browse';
import { CART_ISLANDS } from './cart';
import { SITE_ISLANDS } from './site';

/** The islands the client entry knows how to load; each is a lazily loaded chunk. */
export const ISLANDS = { ...BROWSE_ISLANDS, ...CART_ISLANDS, ...SITE_ISLANDS } as const;

export type IslandName = keyof typeof ISLANDS;
