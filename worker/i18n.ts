import rosetta from 'rosetta';
import { STRINGS } from '../locales';
import type { LocaleCode } from '../shared/locales';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** A translator for one request's language (rosetta instances are per request). */
export function createTranslator(code: LocaleCode): Translate {
  const r = rosetta({ [code]: STRINGS[code] });
  r.locale(code);
  return (key, params) => r.t(key, params) || key;
}
