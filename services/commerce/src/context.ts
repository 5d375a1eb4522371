import type { Context } from 'hono';
import type { Locale, LocaleCode } from '../../../shared/locales';
import type { Currency } from './catalog/constants';

/** What the embedded commerce API needs from the worker. */
export interface OriginEnv {
  DB: D1Database;
}

/** The store a request is for, from its locale and sid (checked by requireStore). */
export interface Store {
  locale: LocaleCode;
  sid: number;
  currency: Currency;
  vat: number;
  /** The locale's full description (iso code, currency decimals…). */
  info: Locale;
}

export type OriginBindings = { Bindings: OriginEnv; Variables: { store: Store } };
export type OriginContext = Context<OriginBindings>;
