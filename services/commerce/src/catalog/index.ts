import { Hono } from 'hono';
import type { ApiEnv } from '../context';
import { artistAndTagRoutes } from './artist-and-tag-routes';
import { contentRoutes } from './content-routes';
import { productRoutes } from './product-routes';

/**
 * The catalog reads (docs/api.md "Catalog reads"; docs/browse.md): product listings, search
 * and product pages, categories, attributes, search hints, artists and tags, widgets, site
 * reviews and the interface strings. The same for every shopper of a language.
 */
export const catalogRoutes = new Hono<ApiEnv>().route('/', productRoutes).route('/', contentRoutes).route('/', artistAndTagRoutes);
