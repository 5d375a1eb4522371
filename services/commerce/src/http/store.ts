import type { MiddlewareHandler } from 'hono';
import { LOCALES, isLocaleCode } from '../../../../shared/locales';
import { VAT_BY_LOCALE } from '../catalog/constants';
import type { ApiEnv, Store } from '../context';
import { badRequest } from './errors';

/** The store for a locale code (currency, VAT and store id come from the locale). */
export function storeFor(locale: keyof typeof LOCALES): Store {
  const info = LOCALES[locale];
  return { locale, sid: info.storeID, currency: info.currency, vat: VAT_BY_LOCALE[locale], info };
}

/**
 * Every call carries `locale` and `sid` (docs/api.md "Conventions for every call"). Both
 * must be present and name the same store; the answer's language, currency and VAT
 * follow from them.
 */
export const requireStore: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const locale = c.req.query('locale');
  const sid = c.req.query('sid');
  if (!locale || !sid) throw badRequest('Query parameters locale and sid are required');
  if (!isLocaleCode(locale)) throw badRequest(`Unknown locale "${locale.slice(0, 20)}"`);
  const store = storeFor(locale);
  if (sid !== String(store.sid)) throw badRequest(`sid ${sid.slice(0, 20)} does not belong to locale ${locale}`);
  c.set('store', store);
  await next();
};
