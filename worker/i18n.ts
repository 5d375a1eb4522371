import { STRINGS } from '../locales';
import type { LocaleCode } from '../shared/locales';
import { createTranslator as translatorOf, isPluralForms, type Translate } from '../shared/i18n';

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
  if (!t) translators.set(code, (t = translatorOf(code, withUsedForms(code, STRINGS[code]))));
  return t;
}

/**
 * The strings of language `code` with each plural table cut to the forms the language picks
 * (and `other`): the strings files give every language all six, and what `t.raw` hands to the
 * browser (the header's two counts on every page, island labels) carried English's never-chosen
 * "zero", "two", "few" and "many" too. Both the server and the browser pick a form by the
 * language's rules (shared/i18n.ts pluralCategory), so a form left out is one never asked for.
 */
export function withUsedForms<T>(code: string, table: T): T {
  const used = new Set<string>(new Intl.PluralRules(code).resolvedOptions().pluralCategories);
  const cut = (value: unknown): unknown => {
    if (isPluralForms(value)) return Object.fromEntries(Object.entries(value).filter(([form]) => form === 'other' || used.has(form)));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, cut(inner)]));
  };
  return cut(table) as T;
}
