import { describe, expect, it } from 'vitest';
import type { LocaleCode } from '../shared/locales';
import { FOOTER_LABELS, WIDGET_TEXTS } from '../services/commerce/src/seed/words/content';
import { PAGES } from '../services/commerce/src/seed/words/pages';
import { POSTER_SENTENCES, SENTENCES } from '../services/commerce/src/seed/words/sentences';
import { EMAIL } from './email';
import { STRINGS } from './index';

/**
 * One way of addressing the shopper per language, in the interface strings, the e-mails
 * (locales/email) and in what the embedded API's seed says (widgets, footer, content pages, product texts): German uses
 * Sie, Hungarian the informal te, as the rest of each shop does. Word lists of the other
 * form catch a text written in the wrong one.
 */
function texts(code: LocaleCode): string[] {
  const leaves = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(leaves) : [];
  const pages = Object.values(PAGES[code]).flatMap((page) => [page.title, page.description, ...page.sections.flat()]);
  return [
    ...leaves(STRINGS[code]),
    ...leaves(EMAIL[code]),
    ...Object.values(WIDGET_TEXTS).map((text) => text[code]),
    ...Object.values(FOOTER_LABELS).map((text) => text[code]),
    ...POSTER_SENTENCES.map((text) => text[code]),
    ...Object.values(SENTENCES).map((text) => text[code]),
    ...pages.filter((text): text is string => typeof text === 'string'),
  ];
}

/** A word on its own (letters of any script around it do not count as a boundary). */
const words = (list: string) => new RegExp(`(?<!\\p{L})(${list})(?!\\p{L})`, 'iu');

const WRONG_FORM: [LocaleCode, string, RegExp][] = [
  // du, dein…, dich, dir, and the du-imperatives the seed had.
  ['de', 'du', words('du|dein\\p{L}*|dich|dir|wähle|entdecke|kombiniere|gestalte|lade|verschenke|abonniere|verkaufe|ergänze|melde')],
  // Ön…, formal imperatives (-jon/-jen/-ja meg) and possessives (-ja/-je, -ére) the seed and browse texts had.
  [
    'hu',
    'Ön',
    words(
      'ön|önnek|önt|öné|önök|adja|töltse|töltsön|válasszon|fedezze|ismerje|írjon|másolja|kombinálja|ajándékozzon|készítsen|iratkozzon|teheti|rendelésére|élménye|műveit|választásának',
    ),
  ],
];

describe.each(WRONG_FORM)('%s addresses the shopper one way (not %s)', (code, _, pattern) => {
  it('in the interface and in the seeded texts', () => {
    const wrong = texts(code).filter((text) => pattern.test(text));
    expect(wrong).toEqual([]);
  });
});

describe('terms are used one way', () => {
  it.each([
    ['et', words('postr\\p{L}*|poster\\p{L}*'), 'plakat'],
    ['hu', words('plakát\\p{L}*'), 'poszter'],
    ['sv', words('posters?'), 'affisch'],
    ['pt', words('posters?'), 'póster'],
    ['hr', words('plakat\\p{L}*'), 'poster'],
  ] as const)('%s: never %s, always %s', (code, other, _term) => {
    expect(texts(code).filter((text) => other.test(text))).toEqual([]);
  });

  it('Hungarian calls a carousel a képváltó, not a merry-go-round', () => {
    expect(STRINGS.hu.carousel.carousel).not.toMatch(/körhinta/);
  });
});
