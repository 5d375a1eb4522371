/**
 * The account forms' shared parts (posters/edit, profile/edit): a field's error, the summary
 * of a refused form, the image field with its browser check (client/account/image-field.ts)
 * and the storefront's own check of an uploaded image.
 */
import { sizeProblem } from '../../../shared/photo-limits';
import type { Context } from 'hono';
import { carriesMarkup, claimsOtherType } from '../../../shared/image-content';
import { readImageHeader } from '../../../shared/image-header';
import { formatNumber } from '../../../shared/i18n';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '../../../shared/locales';
import { IMAGE_LIMITS, IMAGE_TYPES } from '../../../shared/schemas/artist';
import type { AppEnv } from '../../context';

/** Field → message in the page's language; `form` is a message for the whole form, `saved` what was saved before it. */
export type Errors = Partial<Record<string, string>>;

/** A field key's element id: `title.de` → `title-de`. */
export const idOf = (key: string) => key.replace('.', '-');

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="field-error" id={id}>
      {message}
    </p>
  ) : null;
}

/** Attributes of an input whose field has an error: invalid, described by the error. */
export function invalidIf(errors: Errors, key: string) {
  return errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${idOf(key)}-error` } : {};
}

/** At the top of a refused form: the reason, and a link to each field with an error (role alert). */
export function ErrorSummary({ formError, fieldErrors, summary }: { formError?: string; fieldErrors: Errors; summary: string }) {
  const entries = Object.entries(fieldErrors);
  if (!formError && entries.length === 0) return null;
  return (
    <div className="notice notice-error" role="alert">
      <p>{formError ?? summary}</p>
      {entries.length > 0 && (
        <ul>
          {entries.map(([key, message]) => (
            <li key={key}>
              <a href={`#${idOf(key)}`}>{message}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * One folded section per shop language, the page's language first and open (and any with
 * an error); a language that has text says so in its summary. `children` renders a language's fields.
 */
export function PerLanguage(props: {
  c: Context<AppEnv>;
  hasText: (code: LocaleCode) => boolean;
  hasError: (code: LocaleCode) => boolean;
  children: (code: LocaleCode) => React.ReactNode;
}) {
  const { t, market } = props.c.var;
  const current = market.locale.code;
  const languages = [current, ...LOCALE_CODES.filter((code) => code !== current)];
  return languages.map((code) => (
    <details key={code} open={code === current || props.hasError(code)} lang={code}>
      <summary>
        {LOCALES[code].name}
        {props.hasText(code) && <span className="hint"> · {t('account.edit.has_text')}</span>}
      </summary>
      {props.children(code)}
    </details>
  ));
}

/** A fieldset of checkboxes sharing one name (the form sends each checked value). */
export function CheckboxGroup(props: {
  name: string;
  legend: string;
  hint: string;
  error: string | undefined;
  choices: { value: string; label: string; checked: boolean }[];
}) {
  return (
    <fieldset id={props.name} className="choice-group">
      <legend>{props.legend}</legend>
      <p className="hint">{props.hint}</p>
      <FieldError id={`${props.name}-error`} message={props.error} />
      {props.choices.map((choice) => (
        <label key={choice.value} className="choice">
          <input type="checkbox" name={props.name} value={choice.value} defaultChecked={choice.checked} />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

/** An image upload: its hint, what is there now, the file input checked in the browser at once, and its error. */
export function ImageField(props: {
  c: Context<AppEnv>;
  name: string;
  label: string;
  hint: string;
  error: string | undefined;
  maxBytes: number;
  /** "poster": pixels from the form's orientation and sizes; "avatar": `minPixels` a side. */
  check: 'poster' | 'avatar';
  minPixels?: number;
  /** The message for too few pixels (a template with {{width}} … for posters). */
  pixelsMessage: string;
  /**
   * A poster's hint as a template with {{width}} and {{height}}: the browser writes it again with
   * the pixels the form's orientation and sizes need whenever they change (`hint` is the page's
   * first answer, for the form as it was sent).
   */
  hintTemplate?: string;
  current?: React.ReactNode;
}) {
  const { t } = props.c.var;
  const { name, error } = props;
  return (
    <p className="image-field">
      <label htmlFor={name}>{props.label}</label>
      <span className="hint" id={`${name}-hint`}>
        {props.hint}
      </span>
      {props.current}
      <input
        id={name}
        type="file"
        name={name}
        accept={IMAGE_TYPES.join(',')}
        data-image-check={props.check}
        {...(props.minPixels !== undefined ? { 'data-min-pixels': props.minPixels } : {})}
        data-max-bytes={props.maxBytes}
        data-messages={JSON.stringify({
          type: t('account.edit.errors.image_type'),
          large: t('account.edit.errors.image_large', { mb: props.maxBytes / 1024 / 1024 }),
          damaged: t('account.edit.errors.image_damaged'),
          huge: imageHugeText(props.c),
          megapixels: imageMegapixelsText(props.c),
          pixels: props.pixelsMessage,
          chosen: String(t.raw('account.edit.image_chosen') ?? ''),
          preview: t('account.edit.image_preview'),
          ...(props.hintTemplate ? { hint: props.hintTemplate } : {}),
        })}
        aria-describedby={error ? `${name}-hint ${name}-error` : `${name}-hint`}
        {...(error ? { 'aria-invalid': true as const } : {})}
      />
      <FieldError id={`${name}-error`} message={error} />
      <span className="image-check" aria-live="polite" />
    </p>
  );
}

/**
 * The storefront's own check of an uploaded image before anything is saved, with the reason
 * in the page's language: at most `maxBytes`, JPEG/PNG/WebP by content, whole, within what the
 * image service decodes (IMAGE_LIMITS: 100 megapixels, 12,000 px a side), and at least `need`
 * pixels (`tooFew` says so). Null when it is fine.
 */
export async function imageProblem(
  c: Context<AppEnv>,
  file: File,
  {
    maxBytes,
    need,
    tooFew,
  }: { maxBytes: number; need: { width: number; height: number }; tooFew: (size: { width: number; height: number }) => string },
): Promise<string | null> {
  const { t } = c.var;
  if (file.size > maxBytes) return t('account.edit.errors.image_large', { mb: maxBytes / 1024 / 1024 });
  // The whole file: the check follows the format to its end (a PNG's IEND, a JPEG's EOI), so a
  // prefix of a real print file reads as "damaged". parseBody holds it in memory already.
  const bytes = new Uint8Array(await file.arrayBuffer());
  const header = readImageHeader(bytes);
  if (!header.ok) return t(header.problem === 'unknown_type' ? 'account.edit.errors.image_type' : 'account.edit.errors.image_damaged');
  // The commerce API's rule (shared/photo-limits.ts sizeProblem): the area first, then a side.
  const tooBig = sizeProblem(header);
  if (tooBig === 'too_many_megapixels') return imageMegapixelsText(c);
  if (tooBig === 'too_many_pixels') return imageHugeText(c);
  // Named as another image type than it is (a JPEG saved as .png), or a web page besides its picture (shared/image-content.ts).
  if (claimsOtherType(file.type, header.type) || carriesMarkup(bytes)) return t('account.edit.errors.image_mismatch');
  return header.width < need.width || header.height < need.height ? tooFew(header) : null;
}

/** "The image may be at most 12 000 pixels on either side", the limit in the page's digits. */
export function imageHugeText(c: Context<AppEnv>): string {
  return c.var.t('account.edit.errors.image_huge', { max: formatNumber(c.var.market.locale.code, IMAGE_LIMITS.maxSide) });
}

/** "The image may have at most 100 megapixels". */
export function imageMegapixelsText(c: Context<AppEnv>): string {
  return c.var.t('account.edit.errors.image_megapixels', {
    max: formatNumber(c.var.market.locale.code, IMAGE_LIMITS.maxPixels / 1_000_000),
  });
}

/**
 * The words for an upload the commerce API refused by a `problem` (docs/api.md "Artist calls"):
 * what only it finds, decoding the file, and what this form checks first too. Null: another refusal.
 */
export function uploadProblemText(c: Context<AppEnv>, problem: unknown): string | null {
  const { t } = c.var;
  switch (problem) {
    case 'too_many_pixels':
      return imageHugeText(c);
    case 'type_mismatch':
      return t('account.edit.errors.image_mismatch');
    case 'too_many_megapixels':
      return imageMegapixelsText(c);
    case 'undecodable':
      return t('account.edit.errors.image_damaged');
    default:
      return null;
  }
}

/** The file of a multipart field, when one was chosen. */
export function chosenFile(value: unknown): File | null {
  return [value].flat().find((item): item is File => item instanceof File && item.size > 0) ?? null;
}

/** A file's type as sent to the API (the API checks the bytes whatever it says). */
export function uploadType(file: File): string {
  return (IMAGE_TYPES as readonly string[]).includes(file.type) ? file.type : 'application/octet-stream';
}

/**
 * The posted form's fields (`parseBody({ all: true })`: repeated names as lists, files as
 * File), or the 415/400 answer for a body that is no form.
 */
export async function readForm(c: Context<AppEnv>): Promise<Record<string, unknown> | Response> {
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded')) {
    return c.json({ error: 'Send the form as multipart/form-data' }, 415);
  }
  const body = (await c.req.parseBody({ all: true }).catch(() => null)) as Record<string, unknown> | null;
  return body ?? c.json({ error: 'The form could not be read' }, 400);
}
