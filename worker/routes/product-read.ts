import { HTTPException } from 'hono/http-exception';
import type { ProductDetail } from '../../shared/types';
import { checkProductDetail } from '../api/checks';
import { ApiError, type Api } from '../api/client';

/**
 * The product a page (HTML or markdown) is about: its absence is the page's 404, an upstream
 * failure a 503, anything else a 500 (docs/browse.md "Screens").
 */
export async function readPageProduct(api: Api, slug: string): Promise<ProductDetail> {
  try {
    return await api.get(`/api/products/${encodeURIComponent(slug)}`, {}, checkProductDetail);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new HTTPException(404);
    throw new HTTPException(error instanceof ApiError && error.status >= 500 ? 503 : 500, { cause: error });
  }
}
