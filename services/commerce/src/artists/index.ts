import { Hono } from 'hono';
import { requireArtist } from './auth';
import type { ArtistEnv } from './context';
import { posterRoutes } from './poster-routes';
import { profileRoutes } from './profile';
import { reviewRoutes } from './review';
import { overviewLines, salesRoutes } from './sales';
import { sessionRoutes } from './sessions';
import { wishlistRoutes } from './wishlist';

/**
 * The artists (docs/api.md "Artist calls"; docs/accounts.md): their own calls under
 * /api/my/*, each needing an access token of an artist's account (./auth.ts) and answering
 * only that artist's data; the storefront's session records of signed-in artists
 * (./sessions.ts); and the operator's review that puts a poster in the catalog (./review.ts).
 */
const ownCalls = new Hono<ArtistEnv>()
  // The overview's sales lines go to D1 in one batch with the artist's lookup (issue 27).
  .use('/api/my/*', requireArtist({ 'GET /api/my/dashboard': overviewLines }))
  .route('/', profileRoutes)
  .route('/', posterRoutes)
  .route('/', salesRoutes)
  .route('/', wishlistRoutes);

export const artistRoutes = new Hono<ArtistEnv>().route('/', ownCalls).route('/', sessionRoutes).route('/', reviewRoutes);
