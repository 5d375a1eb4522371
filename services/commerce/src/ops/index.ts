import { Hono } from 'hono';
import type { ApiEnv } from '../context';
import { clientErrorRoutes } from './client-errors';
import { opsProductRoutes } from './products';
import { printFileRoutes } from './print-files';

/**
 * Operations (docs/api.md, docs/operations.md): the pages' error reports and the operator
 * calls under /api/ops (each behind ./token.ts; a paid order's print files, ./print-files.ts), and the catalog changes announced to the
 * storefront (./catalog-changes.ts). The operator's poster review and artist session calls
 * are the artists' (../artists).
 */
export const opsRoutes = new Hono<ApiEnv>().route('/', clientErrorRoutes).route('/', opsProductRoutes).route('/', printFileRoutes);
