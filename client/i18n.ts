/**
 * Translation in the browser: the same rosetta translator as the server (shared/i18n.ts)
 * over the labels an island or control received from the server (already in the page's
 * language, placeholders such as {{price}} left in, plural tables whole), so plurals
 * follow the language's CLDR rules here too.
 */
import { createTranslator, type Params, type PluralForms, type Translate } from '../shared/i18n';

/** The page's language (`<html lang>`); Swedish, the default language, when absent. */
function pageLanguage(): string {
  // 'sv' is shared/locales DEFAULT_LOCALE, written out to keep that module's tables out of the entry chunk.
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'sv';
}

/** The dotted keys of a labels object that lead to a text or a plural table. */
export type LabelKey<T> = {
  [K in keyof T & string]: NonNullable<T[K]> extends string | PluralForms
    ? K
    : NonNullable<T[K]> extends object
      ? `${K}.${LabelKey<NonNullable<T[K]>>}`
      : never;
}[keyof T & string];

/** Translators already made, per labels object (islands pass the same one at every render). */
const made = new WeakMap<object, Map<string, Translate>>();

/**
 * A translator over `labels`: text('tier', { count: 3, price: '£9' }) fills labels.tier
 * (its plural form for 3). Keys are checked against the labels' type. Made once per
 * labels object and language, so calling it while rendering costs a lookup.
 */
export function labelsTranslator<T extends object>(
  labels: T,
  code: string = pageLanguage(),
): (key: LabelKey<T>, params?: Params) => string {
  let byCode = made.get(labels);
  if (!byCode) made.set(labels, (byCode = new Map()));
  let translate = byCode.get(code);
  if (!translate) byCode.set(code, (translate = createTranslator(code, labels)));
  return translate;
}
