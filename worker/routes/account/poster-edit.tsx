/**
 * /my-account/posters/edit[?id=N]: create or change a poster (docs/accounts.md "The account
 * pages"). One multipart form: texts per language, tags, categories, orientation, sizes and
 * the print image; "Save draft" or "Save and send to review". The storefront checks the
 * image itself first (type by content, size, pixels) so the artist reads the reason in the
 * page's language; the commerce API checks everything again. A refused save shows the form
 * again with what was typed and the reason beside the field; nothing saved is lost.
 */
import type { Context } from 'hono';
import { LOCALE_CODES, type LocaleCode } from '../../../shared/locales';
import { IMAGE_LIMITS, ORIENTATIONS, POSTER_SIZES, requiredPixels, type PosterOrientation } from '../../../shared/schemas/artist';
import { posterAnswer, posterOptionsAnswer, type PosterAnswer, type PosterOptionsAnswer } from '../../../shared/schemas/artist-answers';
import { PATHS } from '../../../shared/site-paths';
import type { AppEnv } from '../../context';
import { notFoundPage } from '../errors';
import { AccountFrame, formatsOf, myCall, troublePage, type MyAnswer } from './area';
import {
  CheckboxGroup,
  ErrorSummary,
  FieldError,
  ImageField,
  PerLanguage,
  chosenFile,
  idOf,
  imageProblem,
  invalidIf,
  readForm,
  uploadType,
  type Errors,
} from './fields';
import { StatusBadge } from './posters';

type AccountContext = Context<AppEnv>;

/** What the form holds: a saved poster's values or what the artist just sent. */
export interface PosterForm {
  texts: Partial<Record<LocaleCode, { title: string; description: string }>>;
  tags: string[];
  categories: number[];
  orientation: PosterOrientation;
  sizes: string[];
}

const RECT_SIZES = POSTER_SIZES.portrait;
const SQUARE_SIZES = POSTER_SIZES.square;
const EMPTY_FORM: PosterForm = { texts: {}, tags: [], categories: [], orientation: 'portrait', sizes: [] };

function formOf(poster: PosterAnswer): PosterForm {
  return { texts: poster.texts, tags: poster.tags, categories: poster.categories, orientation: poster.orientation, sizes: poster.sizes };
}

/** `?id=` as a poster id, null for a new poster, undefined for something else (→ 404). */
function posterIdOf(c: AccountContext): number | null | undefined {
  const raw = c.req.query('id');
  if (raw === undefined || raw === '') return null;
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
}

const strings = (value: unknown): string[] =>
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
function apiErrors(c: AccountContext, answer: Extract<MyAnswer<unknown>, { ok: false }>): Errors {
  const { t } = c.var;
  const field = answer.field ?? '';
  const text = /^texts\.([a-z]{2})\.(title|description)$/.exec(field);
  if (text) return { [`${text[2]}.${text[1]}`]: t(`account.edit.errors.${text[2]}`) };
  if (field === 'texts' || field.startsWith('texts')) return { texts: t('account.edit.errors.texts') };
  for (const name of ['tags', 'categories', 'orientation', 'sizes'] as const) {
    if (field === name || field.startsWith(`${name}[`)) return { [name]: t(`account.edit.errors.${name}`) };
  }
  if (field === 'image') {
    if (answer.status === 415) return { image: t('account.edit.errors.image_type') };
    if (answer.status === 413) return { image: t('account.edit.errors.image_large', { mb: 25 }) };
    return { image: t(/upload/i.test(answer.error) ? 'account.edit.errors.image_missing' : 'account.edit.errors.image_damaged') };
  }
  if (answer.status === 409) return { form: t('account.edit.errors.changed') };
  return { form: t('account.edit.errors.failed') };
}

/** The storefront's own check of a chosen print file (fields.tsx), against the pixels the sizes chosen need. */
function printProblem(c: AccountContext, file: File, form: PosterForm): Promise<string | null> {
  const need = requiredPixels(form.orientation, form.sizes);
  return imageProblem(c, file, {
    maxBytes: IMAGE_LIMITS.posterBytes,
    need,
    tooFew: (size) => c.var.t('account.edit.errors.image_pixels', { ...size, needWidth: need.width, needHeight: need.height }),
  });
}

async function loadOptions(c: AccountContext) {
  return myCall(c, '/api/my/poster-options', posterOptionsAnswer);
}

/** GET: the form (new, or the artist's poster; another artist's id is 404 like a missing one). */
export async function posterEditPage(c: AccountContext) {
  const { t } = c.var;
  const id = posterIdOf(c);
  if (id === undefined) return notFoundPage(c);
  const [options, poster] = await Promise.all([loadOptions(c), id === null ? null : myCall(c, `/api/my/posters/${id}`, posterAnswer)]);
  const title = t(id === null ? 'account.edit.title_new' : 'account.edit.title_edit');
  if (poster && !poster.ok) return poster.status === 404 ? notFoundPage(c) : troublePage(c, 'posters', title, poster.status);
  if (!options.ok) return troublePage(c, 'posters', title, options.status);
  const done = c.req.query('done');
  return renderEdit(c, {
    poster: poster?.data ?? null,
    form: poster ? formOf(poster.data) : EMPTY_FORM,
    options: options.data,
    errors: {},
    done: done === 'saved' || done === 'submitted' ? done : null,
  });
}

/** POST: save (and upload the image, and send to review), then back to the form (303) or the form again with the reasons (422). */
export async function posterEditSubmit(c: AccountContext) {
  const { t } = c.var;
  const id = posterIdOf(c);
  if (id === undefined) return notFoundPage(c);
  const body = await readForm(c);
  if (body instanceof Response) return body;
  const form = readPosterForm(body);
  const intent = strings(body.intent)[0] === 'submit' ? 'submit' : 'save';
  const image = chosenFile(body.image);
  /** The form again with the reasons (its options read only then: a save that succeeds needs none). */
  const again = async (poster: PosterAnswer | null, errors: Errors) => {
    const options = await loadOptions(c);
    if (!options.ok) return troublePage(c, 'posters', t('account.edit.title_edit'), options.status);
    c.status(422);
    return renderEdit(c, { poster, form, options: options.data, errors, done: null });
  };

  /** Refused before or by the save: the form again over the poster as it is stored (nothing changed). */
  const refuse = async (errors: Errors) => {
    const current = id === null ? null : await myCall(c, `/api/my/posters/${id}`, posterAnswer);
    if (current && !current.ok && current.status === 404) return notFoundPage(c);
    return again(current?.ok ? current.data : null, errors);
  };

  // A wrong file is refused before anything is saved: the artist fixes it and sends the whole form again.
  const problem = image ? await printProblem(c, image, form) : null;
  if (problem) return refuse({ image: problem });

  // No title in any language: say so for the whole group, not for the first language with a description.
  if (!Object.values(form.texts).some((text) => text.title !== '')) return refuse({ texts: t('account.edit.errors.texts') });
  const saved = await myCall(c, id === null ? '/api/my/posters' : `/api/my/posters/${id}`, posterAnswer, {
    method: id === null ? 'POST' : 'PUT',
    json: form,
  });
  if (!saved.ok) return saved.status === 404 ? notFoundPage(c) : refuse(apiErrors(c, saved));
  let poster = saved.data;
  if (image) {
    const uploaded = await myCall(c, `/api/my/posters/${poster.id}/image`, posterAnswer, {
      method: 'PUT',
      bytes: await image.arrayBuffer(),
      type: uploadType(image),
    });
    if (!uploaded.ok) return again(poster, { ...apiErrors(c, uploaded), saved: t('account.edit.partly_saved') });
    poster = uploaded.data;
  }
  if (intent === 'submit') {
    const submitted = await myCall(c, `/api/my/posters/${poster.id}/submit`, posterAnswer, { method: 'POST' });
    if (!submitted.ok) return again(poster, { ...apiErrors(c, submitted), saved: t('account.edit.saved') });
  }
  return c.redirect(`${PATHS.myPosterEdit}?id=${poster.id}&done=${intent === 'submit' ? 'submitted' : 'saved'}`, 303);
}

interface EditView {
  poster: PosterAnswer | null;
  form: PosterForm;
  options: PosterOptionsAnswer;
  errors: Errors;
  done: 'saved' | 'submitted' | null;
}

function renderEdit(c: AccountContext, { poster, form, options, errors, done }: EditView) {
  const { t, market } = c.var;
  const f = formatsOf(c);
  const title = t(poster ? 'account.edit.title_edit' : 'account.edit.title_new');
  const locked = poster && (poster.status === 'in_review' || poster.status === 'live');
  const action = poster ? `${PATHS.myPosterEdit}?id=${poster.id}` : PATHS.myPosterEdit;
  const need = requiredPixels(form.orientation, form.sizes.length > 0 ? form.sizes : POSTER_SIZES[form.orientation].slice(0, 1));
  const { form: formError, saved: savedNote, ...fieldErrors } = errors;
  const invalid = (key: string) => invalidIf(fieldErrors, key);
  const errorId = (key: string) => `${idOf(key)}-error`;
  return c.render(
    <AccountFrame c={c} current="posters">
      <p>
        <a href={PATHS.myPosters}>{t('account.edit.back')}</a>
      </p>
      <h1>{poster?.title ? `${title}: ${poster.title}` : title}</h1>
      {poster && (
        <p>
          {t('account.edit.status_line', { status: '' })}
          <StatusBadge status={poster.status} label={t(`account.poster_list.status.${poster.status}`)} />
        </p>
      )}
      {done && (
        <p className="notice" role="status">
          {t(done === 'submitted' ? 'account.edit.submitted' : 'account.edit.saved')}
        </p>
      )}
      {savedNote && <p className="notice">{savedNote}</p>}
      <ErrorSummary formError={formError} fieldErrors={fieldErrors} summary={t('account.edit.errors.summary')} />
      {poster?.status === 'rejected' && poster.reason && (
        <p className="notice notice-error">{t('account.edit.rejected', { reason: poster.reason })}</p>
      )}
      {poster?.image && (
        <figure className="poster-preview">
          <img src={poster.image.preview} alt={t('account.edit.image_preview')} width={poster.image.width} height={poster.image.height} />
          <figcaption className="hint">
            {t('account.edit.image_current', {
              width: poster.image.width,
              height: poster.image.height,
              size: f.bytes(poster.image.bytes),
            })}
          </figcaption>
        </figure>
      )}
      {locked ? (
        <p className="notice" data-locked={poster.status}>
          {t(poster.status === 'live' ? 'account.edit.locked_live' : 'account.edit.locked_in_review')}
        </p>
      ) : (
        <form className="form poster-form" method="post" action={action} encType="multipart/form-data" noValidate>
          <fieldset id="texts" {...(fieldErrors.texts ? { 'aria-describedby': 'texts-error' } : {})}>
            <legend>{t('account.edit.texts_heading')}</legend>
            <p className="hint">{t('account.edit.texts_hint')}</p>
            <FieldError id="texts-error" message={fieldErrors.texts} />
            <PerLanguage
              c={c}
              hasText={(code) => Boolean(form.texts[code])}
              hasError={(code) => Boolean(fieldErrors[`title.${code}`] ?? fieldErrors[`description.${code}`])}
            >
              {(code) => {
                const text = form.texts[code];
                return (
                  <>
                    <p>
                      <label htmlFor={`title-${code}`}>{t('account.edit.title')}</label>
                      <input
                        id={`title-${code}`}
                        name={`title.${code}`}
                        defaultValue={text?.title ?? ''}
                        maxLength={120}
                        {...(code === market.locale.code && fieldErrors.texts
                          ? { 'aria-invalid': true as const, 'aria-describedby': 'texts-error' }
                          : invalid(`title.${code}`))}
                      />
                      <FieldError id={errorId(`title.${code}`)} message={fieldErrors[`title.${code}`]} />
                    </p>
                    <p>
                      <label htmlFor={`description-${code}`}>{t('account.edit.description')}</label>
                      <textarea
                        id={`description-${code}`}
                        name={`description.${code}`}
                        defaultValue={text?.description ?? ''}
                        maxLength={5000}
                        rows={4}
                        {...invalid(`description.${code}`)}
                      />
                      <FieldError id={errorId(`description.${code}`)} message={fieldErrors[`description.${code}`]} />
                    </p>
                  </>
                );
              }}
            </PerLanguage>
          </fieldset>
          <fieldset id="orientation" className="choice-group">
            <legend>{t('account.edit.orientation')}</legend>
            <FieldError id="orientation-error" message={fieldErrors.orientation} />
            {ORIENTATIONS.map((value) => (
              <label key={value} className="choice">
                <input type="radio" name="orientation" value={value} defaultChecked={form.orientation === value} />
                {t(`account.edit.orientations.${value}`)}
              </label>
            ))}
          </fieldset>
          <fieldset id="sizes" className="choice-group" {...(fieldErrors.sizes ? { 'aria-describedby': 'sizes-error' } : {})}>
            <legend>{t('account.edit.sizes')}</legend>
            <FieldError id="sizes-error" message={fieldErrors.sizes} />
            <div className="sizes-rect">
              <p className="hint">{t('account.edit.sizes_rect')}</p>
              {RECT_SIZES.map((size) => (
                <label key={size} className="choice">
                  <input
                    type="checkbox"
                    name="sizes"
                    value={size}
                    defaultChecked={form.orientation !== 'square' && form.sizes.includes(size)}
                  />
                  {size.replace('x', ' × ')} cm
                </label>
              ))}
            </div>
            <div className="sizes-square">
              <p className="hint">{t('account.edit.sizes_square')}</p>
              {SQUARE_SIZES.map((size) => (
                <label key={size} className="choice">
                  <input
                    type="checkbox"
                    name="sizes"
                    value={size}
                    defaultChecked={form.orientation === 'square' && form.sizes.includes(size)}
                  />
                  {size.replace('x', ' × ')} cm
                </label>
              ))}
            </div>
          </fieldset>
          <CheckboxGroup
            name="tags"
            legend={t('account.edit.tags')}
            hint={t('account.edit.tags_hint')}
            error={fieldErrors.tags}
            choices={options.tags.map((tag) => ({ value: tag.code, label: tag.name, checked: form.tags.includes(tag.code) }))}
          />
          <CheckboxGroup
            name="categories"
            legend={t('account.edit.categories')}
            hint={t('account.edit.categories_hint')}
            error={fieldErrors.categories}
            choices={options.categories.map((category) => ({
              value: String(category.id),
              label: category.name,
              checked: form.categories.includes(category.id),
            }))}
          />
          <ImageField
            c={c}
            name="image"
            label={t('account.edit.image')}
            hint={t('account.edit.image_hint', { width: need.width, height: need.height })}
            error={fieldErrors.image}
            maxBytes={IMAGE_LIMITS.posterBytes}
            check="poster"
            pixelsMessage={String(t.raw('account.edit.errors.image_pixels') ?? '')}
          />
          <p className="form-buttons">
            <button type="submit" name="intent" value="save" className="button button-secondary">
              {t('account.edit.save')}
            </button>
            <button type="submit" name="intent" value="submit" className="button">
              {t('account.edit.submit')}
            </button>
          </p>
        </form>
      )}
    </AccountFrame>,
    { title, robots: 'noindex' },
  );
}
