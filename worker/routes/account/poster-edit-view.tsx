/**
 * The poster form's page (worker/routes/account/poster-edit.tsx): the poster's state and
 * preview, then texts per language, orientation, sizes, tags, categories and the print
 * image, each field with its reason beside it when the save was refused.
 */
import type { Context } from 'hono';
import { IMAGE_LIMITS, ORIENTATIONS, POSTER_SIZES, requiredPixels } from '../../../shared/schemas/artist';
import type { PosterAnswer, PosterOptionsAnswer } from '../../../shared/schemas/artist-answers';
import { previewCopyUrl } from '../../../shared/poster-preview';
import { IMAGE_SIZES, responsiveImage } from '../../../shared/responsive-image';
import { PATHS } from '../../../shared/site-paths';
import type { AppEnv } from '../../context';
import { AccountFrame, formatsOf } from './area';
import { CheckboxGroup, ErrorSummary, FieldError, ImageField, PerLanguage, idOf, invalidIf, type Errors } from './fields';
import type { PosterForm } from './poster-form';
import { StatusBadge } from './posters';

/** Portrait and landscape posters come in the same sizes; square ones in their own. */
/** The preview's `src` (browsers without srcset): its private 320 px copy, the width it is shown at on a desktop, never the print file. */
const PREVIEW_SRC_WIDTH = 320;
const SIZES = { rect: POSTER_SIZES.portrait, square: POSTER_SIZES.square };

/**
 * The sizes of one shape; the page's style shows the group of the orientation chosen
 * (client/styles/account.css), and only the form's sizes of that orientation start checked.
 */
function SizeChoices({ shape, hint, form }: { shape: keyof typeof SIZES; hint: string; form: PosterForm }) {
  const isShapeChosen = (form.orientation === 'square') === (shape === 'square');
  return (
    <div className={`sizes-${shape}`}>
      <p className="hint">{hint}</p>
      {SIZES[shape].map((size) => (
        <label key={size} className="choice">
          <input type="checkbox" name="sizes" value={size} defaultChecked={isShapeChosen && form.sizes.includes(size)} />
          {size.replace('x', ' × ')} cm
        </label>
      ))}
    </div>
  );
}

export interface EditView {
  poster: PosterAnswer | null;
  form: PosterForm;
  options: PosterOptionsAnswer;
  errors: Errors;
  done: 'saved' | 'submitted' | null;
}

export function renderEdit(c: Context<AppEnv>, { poster, form, options, errors, done }: EditView) {
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
          <img
            {...responsiveImage(previewCopyUrl(poster.image.preview, PREVIEW_SRC_WIDTH), IMAGE_SIZES.posterPreview)}
            alt={t('account.edit.image_preview')}
            width={poster.image.width}
            height={poster.image.height}
          />
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
            <SizeChoices shape="rect" hint={t('account.edit.sizes_rect')} form={form} />
            <SizeChoices shape="square" hint={t('account.edit.sizes_square')} form={form} />
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
            hintTemplate={String(t.raw('account.edit.image_hint') ?? '')}
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
    { title, robots: 'noindex', stylesheet: 'account' },
  );
}
