import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { setCacheControl, strategies } from '../cache/policy';
import type { AppEnv } from '../context';
import type { Translate } from '../i18n';
import { formatNumber } from '../../shared/i18n';
import type { LocaleCode } from '../../shared/locales';
import { PHOTO_LIMITS, checkPhoto, type PhotoProblem } from '../../shared/photo-poster';
import { isRecord } from '../../shared/json';
import { ABUSE_LIMITS } from './abuse';
import { edgeCall, edgeOf } from './edge';
import { clientKey, createRateLimiter } from './rate-limit';
import { passedOn } from './pass-through';

/**
 * POST /api/photos through the storefront (docs/designers.md "Photo posters"): a shopper's
 * photo for a photo poster. Anonymous, so it is limited per client like the other anonymous
 * calls that cost something (api/abuse.ts ABUSE_LIMITS.photoUploads, 429 + Retry-After), and
 * checked here first with the commerce API's own check (shared/photo-poster.ts), so a
 * refused file is told why in the shopper's language and never travels on. What passes is
 * forwarded as it is; the answer is private.
 */
const photoUploads = createRateLimiter(ABUSE_LIMITS.photoUploads);

/** The body limit of the route: the photo's limit and a little (proxy.ts). */
export const PHOTO_BODY_LIMIT = PHOTO_LIMITS.maxBytes + 64 * 1024;

/** Hono's bodyLimit, refusing in the shopper's language: 413 before a byte past the limit is read. */
export const photoBodyLimit = bodyLimit({
  maxSize: PHOTO_BODY_LIMIT,
  onError: (c: Context<AppEnv>) =>
    privateAnswer(
      c.json({ error: photoProblemText(c.var.t, 'too_large', c.var.market.locale.code), field: 'photo', problem: 'too_large' }, 413),
    ),
});

const STATUS: Record<PhotoProblem, 413 | 415 | 422> = {
  empty: 422,
  too_large: 413,
  heic: 415,
  unknown_type: 415,
  corrupt: 422,
  too_many_pixels: 422,
  too_many_megapixels: 422,
  type_mismatch: 415,
  undecodable: 422,
};

const PROBLEMS = new Set<string>(Object.keys(STATUS));

/** The refusal's words in the shopper's language (`code`: its digits too; the product page shows the same ones). */
export function photoProblemText(t: Translate, problem: PhotoProblem, code: LocaleCode): string {
  const mb = Math.round(PHOTO_LIMITS.maxBytes / 1024 / 1024);
  switch (problem) {
    case 'too_large':
      return t('browse.product.photo_large', { mb });
    case 'heic':
      return t('browse.product.photo_heic');
    case 'unknown_type':
      return t('browse.product.photo_type');
    case 'too_many_pixels':
      return t('browse.product.photo_huge', { max: formatNumber(code, PHOTO_LIMITS.maxSide) });
    case 'too_many_megapixels':
      return t('browse.product.photo_megapixels', { max: PHOTO_LIMITS.maxPixels / 1_000_000 });
    case 'type_mismatch':
      return t('browse.product.photo_mismatch');
    case 'empty':
    case 'corrupt':
    case 'undecodable':
      return t('browse.product.photo_damaged');
  }
}

export async function photoUpload(c: Context<AppEnv>): Promise<Response> {
  const { t } = c.var;
  const { isAllowed, retryAfterSeconds } = photoUploads.hit(clientKey(c.req.raw), Date.now());
  if (!isAllowed) {
    const refusal = c.json({ error: t('browse.product.photo_busy', { seconds: retryAfterSeconds }) }, 429, {
      'Retry-After': String(retryAfterSeconds),
    });
    return privateAnswer(refusal);
  }
  // Its size was held to PHOTO_BODY_LIMIT by the route's body limit.
  const body = await c.req.arrayBuffer();
  const photo = checkPhoto(new Uint8Array(body), c.req.header('content-type') ?? '');
  if (!photo.ok)
    return privateAnswer(
      c.json(
        { error: photoProblemText(t, photo.problem, c.var.market.locale.code), field: 'photo', problem: photo.problem },
        STATUS[photo.problem],
      ),
    );
  const headers = new Headers({ 'content-type': photo.type, accept: 'application/json' });
  const url = new URL(c.req.url);
  const upstream = await passedOn(
    await edgeCall({ method: 'POST', path: '/api/photos', query: url.searchParams, body, headers }, edgeOf(c)),
  );
  const refusal = await upstreamRefusal(upstream);
  if (refusal)
    return privateAnswer(
      c.json({ error: photoProblemText(t, refusal, c.var.market.locale.code), field: 'photo', problem: refusal }, STATUS[refusal]),
    );
  const answer = new Response(upstream.body, {
    status: upstream.status,
    headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json' },
  });
  return privateAnswer(answer);
}

/**
 * The problem the commerce API refused the photo for, when it names one: what only it finds
 * (it decodes the photo: `undecodable`) is told in the shopper's language like the rest.
 */
async function upstreamRefusal(upstream: Response): Promise<PhotoProblem | null> {
  if (upstream.status < 400 || upstream.status >= 500) return null;
  const answer: unknown = await upstream
    .clone()
    .json()
    .catch(() => null);
  const problem = isRecord(answer) ? answer.problem : undefined;
  return typeof problem === 'string' && PROBLEMS.has(problem) ? (problem as PhotoProblem) : null;
}

function privateAnswer(response: Response): Response {
  setCacheControl(response.headers, strategies.private());
  return response;
}
