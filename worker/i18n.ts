import { STRINGS } from '../locales';
import type { LocaleCode } from '../shared/locales';
import { createTranslator as translatorOf, type Translate } from '../shared/i18n';

export type { Translate };

/**
 * One translator per language per isolate: a translator holds no request state (its rosetta
 * instance is set to its language once and never changed; nothing outside reaches it), and
 * building one cost every request, /api calls and picture copies included, a rosetta
 * instance and its closures (issue 26).
 */
const translators = new Map<LocaleCode, Translate>();

/** The translator of a request's language. */
export function createTranslator(code: LocaleCode): Translate {
  let t = translators.get(code);
  if (!t) translators.set(code, (t = translatorOf(code, STRINGS[code])));
  return t;
}
