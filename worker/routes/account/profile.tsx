/**
 * /my-account/profile/edit: the artist's public profile (docs/accounts.md "The account
 * pages"): display name, a text about them per language, up to five links and a picture.
 * What the public /artists/{slug} page shows. A refused save shows the form again with what
 * was typed; the picture is checked here first so the reason is in the page's language.
 */
import type { Context } from 'hono';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '../../../shared/locales';
import { artistPath } from '../../../shared/routes';
import { IMAGE_LIMITS } from '../../../shared/schemas/artist';
import { profileAnswer, type ProfileAnswer } from '../../../shared/schemas/artist-answers';
import { PATHS } from '../../../shared/site-paths';
import type { AppEnv } from '../../context';
import { AccountFrame, myCall, troublePage, type MyAnswer } from './area';
import {
  ErrorSummary,
  FieldError,
  ImageField,
  PerLanguage,
  chosenFile,
  idOf,
  imageProblem,
  uploadProblemText,
  invalidIf,
  readForm,
  uploadType,
  type Errors,
} from './fields';
import { IMAGE_SIZES, responsiveImage } from '../../../shared/responsive-image';

type AccountContext = Context<AppEnv>;

export const MAX_LINKS = 5;

interface ProfileForm {
  name: string;
  bio: Partial<Record<LocaleCode, string>>;
  links: { label: string; url: string }[];
}

const first = (value: unknown): string => {
  const item = Array.isArray(value) ? value[0] : value;
  return typeof item === 'string' ? item : '';
};
const all = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).map((item) => (typeof item === 'string' ? item : ''));

/** The form's fields as the API's body: empty link rows are dropped, bios trimmed. */
export function readProfileForm(body: Record<string, unknown>): ProfileForm {
  const bio: ProfileForm['bio'] = {};
  for (const code of LOCALE_CODES) {
    const text = first(body[`bio.${code}`]).trim();
    if (text) bio[code] = text;
  }
  const labels = all(body.link_label);
  const urls = all(body.link_url);
  const links = urls
    .map((url, index) => ({ label: (labels[index] ?? '').trim(), url: url.trim() }))
    .filter((link) => link.label !== '' || link.url !== '')
    .slice(0, MAX_LINKS);
  return { name: first(body.name).trim(), bio, links };
}

function apiErrors(c: AccountContext, answer: Extract<MyAnswer<unknown>, { ok: false }>): Errors {
  const { t } = c.var;
  const field = answer.field ?? '';
  if (field === 'name') return { name: t('account.profile_page.errors.name') };
  const bio = /^bio\.([a-z]{2})$/.exec(field);
  if (bio) return { [`bio.${bio[1]}`]: t('account.profile_page.errors.bio') };
  const link = /^links\[(\d+)\]\.(label|url)$/.exec(field);
  if (link) return { [`link_${link[2]}.${link[1]}`]: t(`account.profile_page.errors.link_${link[2]}`) };
  if (field === 'image') {
    const decoded = uploadProblemText(c, answer.details.problem);
    if (decoded) return { avatar: decoded };
    if (answer.status === 415) return { avatar: t('account.edit.errors.image_type') };
    if (answer.status === 413) return { avatar: t('account.edit.errors.image_large', { mb: 5 }) };
    return { avatar: t(/pixels/.test(answer.error) ? 'account.profile_page.errors.avatar_small' : 'account.edit.errors.image_damaged') };
  }
  return { form: t('account.profile_page.errors.failed') };
}

function avatarProblem(c: AccountContext, file: File): Promise<string | null> {
  const min = IMAGE_LIMITS.avatarMinPixels;
  return imageProblem(c, file, {
    maxBytes: IMAGE_LIMITS.avatarBytes,
    need: { width: min, height: min },
    tooFew: () => c.var.t('account.profile_page.errors.avatar_small'),
  });
}

export async function profilePage(c: AccountContext) {
  const { t } = c.var;
  const answer = await myCall(c, '/api/my/profile', profileAnswer);
  if (!answer.ok) return troublePage(c, 'profile', t('account.profile_page.title'), answer.status);
  return renderProfile(c, answer.data, answer.data, {}, c.req.query('done') === 'saved');
}

export async function profileSubmit(c: AccountContext) {
  const { t } = c.var;
  const body = await readForm(c);
  if (body instanceof Response) return body;
  const form = readProfileForm(body);
  const avatar = chosenFile(body.avatar);
  const again = (profile: ProfileAnswer, errors: Errors) => {
    c.status(422);
    return renderProfile(c, profile, form, errors, false);
  };
  /** Refused before or by the save: the form again over the profile as it is stored (read only then). */
  const refuse = async (errors: Errors) => {
    const current = await myCall(c, '/api/my/profile', profileAnswer);
    return current.ok ? again(current.data, errors) : troublePage(c, 'profile', t('account.profile_page.title'), current.status);
  };
  const problem = avatar ? await avatarProblem(c, avatar) : null;
  if (problem) return refuse({ avatar: problem });
  const saved = await myCall(c, '/api/my/profile', profileAnswer, { method: 'PUT', json: form });
  if (!saved.ok) return refuse(apiErrors(c, saved));
  if (avatar) {
    const uploaded = await myCall(c, '/api/my/profile/avatar', profileAnswer, {
      method: 'PUT',
      bytes: await avatar.arrayBuffer(),
      type: uploadType(avatar),
    });
    if (!uploaded.ok) return again(saved.data, { ...apiErrors(c, uploaded), saved: t('account.profile_page.errors.partly_saved') });
  }
  return c.redirect(`${PATHS.myProfileEdit}?done=saved`, 303);
}

function renderProfile(c: AccountContext, profile: ProfileAnswer, form: ProfileForm, errors: Errors, saved: boolean) {
  const { t } = c.var;
  const title = t('account.profile_page.title');
  const { form: formError, saved: savedNote, ...fieldErrors } = errors;
  const invalid = (key: string) => invalidIf(fieldErrors, key);
  const rows = [...form.links, ...Array.from({ length: MAX_LINKS }, () => ({ label: '', url: '' }))].slice(0, MAX_LINKS);
  const publicPath = artistPath(profile.slug);
  return c.render(
    <AccountFrame c={c} current="profile">
      <h1>{title}</h1>
      <p>
        {t('account.profile_page.intro')} <a href={publicPath}>{t('account.profile_page.public_page')}</a>
      </p>
      {saved && (
        <p className="notice" role="status">
          {t('account.profile_page.saved')}
        </p>
      )}
      {savedNote && <p className="notice">{savedNote}</p>}
      <ErrorSummary formError={formError} fieldErrors={fieldErrors} summary={t('account.profile_page.errors.summary')} />
      <form className="form profile-form" method="post" action={PATHS.myProfileEdit} encType="multipart/form-data" noValidate>
        <p>
          <label htmlFor="name">{t('account.profile_page.name')}</label>
          <input id="name" name="name" defaultValue={form.name} maxLength={80} autoComplete="name" {...invalid('name')} />
          <FieldError id="name-error" message={fieldErrors.name} />
        </p>
        <fieldset>
          <legend>{t('account.profile_page.bio')}</legend>
          <p className="hint">{t('account.profile_page.bio_hint')}</p>
          <PerLanguage c={c} hasText={(code) => Boolean(form.bio[code])} hasError={(code) => Boolean(fieldErrors[`bio.${code}`])}>
            {(code) => {
              const key = `bio.${code}`;
              const text = form.bio[code];
              return (
                <p>
                  <label htmlFor={idOf(key)}>
                    {t('account.profile_page.bio')} ({LOCALES[code].name})
                  </label>
                  <textarea id={idOf(key)} name={key} defaultValue={text ?? ''} maxLength={2000} rows={5} {...invalid(key)} />
                  <FieldError id={`${idOf(key)}-error`} message={fieldErrors[key]} />
                </p>
              );
            }}
          </PerLanguage>
        </fieldset>
        <fieldset className="profile-links">
          <legend>{t('account.profile_page.links')}</legend>
          {rows.map((link, index) => (
            <div key={index} className="profile-link" role="group" aria-label={t('account.profile_page.link', { number: index + 1 })}>
              <p>
                <label htmlFor={`link_label-${index}`}>
                  {t('account.profile_page.link_label')} {index + 1}
                </label>
                <input
                  id={`link_label-${index}`}
                  name="link_label"
                  defaultValue={link.label}
                  maxLength={40}
                  {...invalid(`link_label.${index}`)}
                />
                <FieldError id={`link_label-${index}-error`} message={fieldErrors[`link_label.${index}`]} />
              </p>
              <p>
                <label htmlFor={`link_url-${index}`}>
                  {t('account.profile_page.link_url')} {index + 1}
                </label>
                <input
                  id={`link_url-${index}`}
                  name="link_url"
                  type="url"
                  inputMode="url"
                  defaultValue={link.url}
                  maxLength={500}
                  placeholder="https://"
                  {...invalid(`link_url.${index}`)}
                />
                <FieldError id={`link_url-${index}-error`} message={fieldErrors[`link_url.${index}`]} />
              </p>
            </div>
          ))}
        </fieldset>
        <ImageField
          c={c}
          name="avatar"
          label={t('account.profile_page.avatar')}
          hint={t('account.profile_page.avatar_hint')}
          error={fieldErrors.avatar}
          maxBytes={IMAGE_LIMITS.avatarBytes}
          check="avatar"
          minPixels={IMAGE_LIMITS.avatarMinPixels}
          pixelsMessage={t('account.profile_page.errors.avatar_small')}
          current={
            profile.avatar_image && (
              <img
                className="profile-avatar"
                {...responsiveImage(profile.avatar_image.url, IMAGE_SIZES.profileAvatar)}
                alt={t('account.profile_page.avatar_current')}
                width={96}
                height={96}
              />
            )
          }
        />
        <p className="form-buttons">
          <button type="submit" className="button">
            {t('account.profile_page.save')}
          </button>
        </p>
      </form>
    </AccountFrame>,
    { title, robots: 'noindex', stylesheet: 'account' },
  );
}
