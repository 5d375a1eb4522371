import { STRINGS } from '../locales';
import type { LocaleCode } from '../shared/locales';
import { createTranslator as translatorOf, type Translate } from '../shared/i18n';

export type { Translate };

/** A translator for one request's language (rosetta instances are per request). */
export function createTranslator(code: LocaleCode): Translate {
  return translatorOf(code, STRINGS[code]);
}
