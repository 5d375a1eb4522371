import { Hono } from 'hono';
import type { AppEnv } from '../../context';

/** Browsing screens beyond start, product and category (issue 3): search results, tags, artists, sitemap. */
export const browseRoutes = new Hono<AppEnv>();
