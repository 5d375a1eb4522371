/**
 * /my-account/posters/edit[?id=N]: create or change a poster (docs/accounts.md "The account
 * pages"). One multipart form: texts per language, tags, categories, orientation, sizes and
 * the print image; "Save draft" or "Save and send to review". The storefront checks the
 * image itself first (type by content, size, pixels) so the artist reads the reason in the
 * page's language; the commerce API checks everything again. A refused save shows the form
 * again with what was typed and the reason beside the field; nothing saved is lost.
 */
import type { Context } from 'hono';
import { IMAGE_LIMITS, requiredPixels } from '../../../shared/schemas/artist';
import { posterAnswer, posterOptionsAnswer, type PosterAnswer } from '../../../shared/schemas/artist-answers';
import { PATHS } from '../../../shared/site-paths';
import type { AppEnv } from '../../context';
import { notFoundPage } from '../errors';
import { myCall, troublePage } from './area';
import { chosenFile, imageProblem, readForm, uploadType, type Errors } from './fields';
import { renderEdit } from './poster-edit-view';
import { apiErrors, EMPTY_FORM, formOf, readPosterForm, strings, type PosterForm } from './poster-form';

type AccountContext = Context<AppEnv>;

/** `?id=` as a poster id, null for a new poster, undefined for something else (→ 404). */
function posterIdOf(c: AccountContext): number | null | undefined {
  const raw = c.req.query('id');
  if (raw === undefined || raw === '') return null;
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
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
