import { escapeHtml } from '../../../../../shared/escape-html';
import { LOCALE_CODES } from '../../../../../shared/locales';
import type { Random } from '../../random';
import type { Translated } from '../../translated';
import { POSTER_SENTENCES, SENTENCES } from '../words/sentences';

/** Joins whole sentences per language into paragraphs of HTML. */
export function paragraphs(...groups: (Translated | string)[][]): Translated {
  const result = {} as Translated;
  for (const locale of LOCALE_CODES) {
    result[locale] = groups
      .map((group) => group.map((part) => escapeHtml(typeof part === 'string' ? part : part[locale])).join(' '))
      .filter(Boolean)
      .map((text) => `<p>${text}</p>`)
      .join('');
  }
  return result;
}

/** "Artist: Anna Berg." in every language. */
export function artistLine(artistName: string): Translated {
  const result = {} as Translated;
  for (const locale of LOCALE_CODES) result[locale] = `${SENTENCES.artistLabel[locale]}: ${artistName}.`;
  return result;
}

/** A poster description: two or three varied sentences, the margin hint, the artist. */
export function posterDescription(random: Random, options: { artist: string; margin: boolean; limited: boolean }): Translated {
  // Three of the five sentences, kept in their written order so the text flows.
  const chosen = random.sample([...POSTER_SENTENCES.keys()], 3).sort((a, b) => a - b);
  const opening = chosen.map((index) => POSTER_SENTENCES[index]!);
  const details: Translated[] = [];
  if (options.limited) details.push(SENTENCES.limited);
  if (options.margin) details.push(SENTENCES.margin);
  return paragraphs(opening, details, [artistLine(options.artist)]);
}
