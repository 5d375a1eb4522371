/**
 * The poster form's values (worker/routes/account/poster-edit.tsx): read from what the
 * artist sent or from a saved poster, and the commerce API's refusal of them as the field
 * it names and its message in the page's language.
 */
import type { Context } from 'hono';
import { LOCALE_CODES, type LocaleCode } from '../../../shared/locales';
import { ORIENTATIONS, POSTER_SIZES, type PosterOrientation } from '../../../shared/schemas/artist';
import type { PosterAnswer } from '../../../shared/schemas/artist-answers';
import type { AppEnv } from '../../context';
import type { MyAnswer } from './area';
import { uploadProblemText, type Errors } from './fields';

/** What the form holds: a saved poster's values or what the artist just sent. */
export interface PosterForm {
  texts: Partial<Record<LocaleCode, { title: string; description: string }>>;
  tags: string[];
  categories: number[];
  orientation: PosterOrientation;
  sizes: string[];
}

export const EMPTY_FORM: PosterForm = { texts: {}, tags: [], categories: [], orientation: 'portrait', sizes: [] };

export function formOf(poster: PosterAnswer): PosterForm {
  return { texts: poster.texts, tags: poster.tags, categories: poster.categories, orientation: poster.orientation, sizes: poster.sizes };
}

export const strings = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((item): item is string => typeof item === 'string');

/** The form's fields as the API's body (sizes only those of the chosen orientation: the others are hidden). */
export function readPosterForm(body: Record<string, unknown>): PosterForm {
  const texts: PosterForm['texts'] = {};
  for (const code of LOCALE_CODES) {
    const title = strings(body[`title.${code}`])[0]?.trim() ?? '';
    const description = strings(body[`description.${code}`])[0]?.trim() ?? '';
    if (title || description) texts[code] = { title, description };
  }
  const orientation = ORIENTATIONS.find((value) => value === strings(body.orientation)[0]) ?? 'portrait';
  const offered = POSTER_SIZES[orientation];
  return {
    texts,
    tags: [...new Set(strings(body.tags))],
    categories: [
      ...new Set(
        strings(body.categories)
          .map(Number)
          .filter((id) => Number.isInteger(id) && id > 0),
      ),
    ],
    orientation,
    sizes: [...new Set(strings(body.sizes))].filter((size) => offered.includes(size)),
  };
}

/** The API's refusal as a field of this form and its message. */
export function apiErrors(c: Context<AppEnv>, answer: Extract<MyAnswer<unknown>, { ok: false }>): Errors {
  const { t } = c.var;
  const field = answer.field ?? '';
  const text = /^texts\.([a-z]{2})\.(title|description)$/.exec(field);
  if (text) return { [`${text[2]}.${text[1]}`]: t(`account.edit.errors.${text[2]}`) };
  if (field === 'texts' || field.startsWith('texts')) return { texts: t('account.edit.errors.texts') };
  for (const name of ['tags', 'categories', 'orientation', 'sizes'] as const) {
    if (field === name || field.startsWith(`${name}[`)) return { [name]: t(`account.edit.errors.${name}`) };
  }
  if (field === 'image') {
    const decoded = uploadProblemText(c, answer.details.problem);
    if (decoded) return { image: decoded };
    if (answer.status === 415) return { image: t('account.edit.errors.image_type') };
    if (answer.status === 413) return { image: t('account.edit.errors.image_large', { mb: 25 }) };
    return { image: t(/upload/i.test(answer.error) ? 'account.edit.errors.image_missing' : 'account.edit.errors.image_damaged') };
  }
  if (answer.status === 409) return { form: t('account.edit.errors.changed') };
  return { form: t('account.edit.errors.failed') };
}
