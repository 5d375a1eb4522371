import type { Context } from 'hono';
import type { CommerceBindings, Store } from '../context';

/** The artist a request acts for (from the access token's `sub`, artists/auth.ts). */
export interface ArtistIdentity {
  id: number;
  slug: string;
}

export type ArtistEnv = { Bindings: CommerceBindings; Variables: { store: Store; artist: ArtistIdentity } };
export type ArtistContext = Context<ArtistEnv>;
