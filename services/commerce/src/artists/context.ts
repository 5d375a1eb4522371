import type { Context } from 'hono';
import type { CommerceBindings, Store } from '../context';

/** The artist a request acts for (from the access token's `sub`, artists/auth.ts). */
export interface ArtistIdentity {
  id: number;
  slug: string;
  /** The account's `sub` (artist_accounts) the access token named. */
  sub: string;
}

/**
 * A route's first D1 read, needing only the account's `sub` (and the store): requireArtist
 * sends it in one batch with the artist's lookup (./auth.ts `requireArtist`).
 */
export type FirstRead = (c: ArtistContext, sub: string) => D1PreparedStatement;

export type ArtistEnv = {
  Bindings: CommerceBindings;
  Variables: {
    store: Store;
    artist: ArtistIdentity;
    /** The route's first read, run beside the artist's lookup, and its result (./auth.ts `firstReadOf`). */
    firstRead?: { read: FirstRead; result: D1Result<unknown> };
  };
};
export type ArtistContext = Context<ArtistEnv>;
