import type { LocaleCode } from '../shared/locales';
import en from './en.json';

export type Strings = typeof en;

/** Every language's strings. Languages not yet translated use English (tracked in issue 5). */
export const STRINGS: Record<LocaleCode, Strings> = {
  sv: en,
  da: en,
  de: en,
  cs: en,
  en,
  es: en,
  et: en,
  fi: en,
  fr: en,
  hr: en,
  hu: en,
  it: en,
  lt: en,
  lv: en,
  nl: en,
  pl: en,
  pt: en,
  ro: en,
  sl: en,
};
