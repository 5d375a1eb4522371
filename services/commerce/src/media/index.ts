import { Hono } from 'hono';
import type { ApiEnv } from '../context';
import { imageRoutes } from './image-routes';
import { photoRoutes } from './photo-routes';
import { uploadRoutes } from './upload-routes';

/**
 * Pictures (docs/api.md): the catalog's generated images (./images), artists' uploaded
 * images in R2 (./uploads.ts) and photo posters' photos (./photo-routes.ts), with the daily
 * sweep of photos no order names (./photo-sweep.ts).
 */
export const mediaRoutes = new Hono<ApiEnv>().route('/', imageRoutes).route('/', uploadRoutes).route('/', photoRoutes);
