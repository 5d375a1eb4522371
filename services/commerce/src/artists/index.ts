import { Hono } from 'hono';
import { requireArtist } from './auth';
import type { ArtistBindings } from './context';
import { posterRoutes } from './poster-routes';
import { profileRoutes } from './profile';
import { salesRoutes } from './sales';
import { wishlistRoutes } from './wishlist';

export { reviewRoutes } from './review';
export { sessionRoutes } from './sessions';

/**
 * The artist calls (/api/my/*, docs/accounts.md and docs/api.md "Artist calls"): each needs
 * an access token of an artist's account (./auth.ts) and answers only that artist's data.
 */
export const artistRoutes = new Hono<ArtistBindings>();

artistRoutes.use('/api/my/*', requireArtist);
artistRoutes.route('/', profileRoutes);
artistRoutes.route('/', posterRoutes);
artistRoutes.route('/', salesRoutes);
artistRoutes.route('/', wishlistRoutes);
