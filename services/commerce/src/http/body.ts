import * as v from 'valibot';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { tooLargeMessage } from '../../../../shared/http/body';
import { IMAGE_LIMITS } from '../../../../shared/schemas/artist';
import { PHOTO_LIMITS } from '../../../../shared/photo-poster';
import { describe } from '../../../../shared/schemas/describe';
import { badRequest, HttpError } from './errors';

export const BODY_LIMIT = 64 * 1024;

/** The largest body /captuerr takes; every other call takes BODY_LIMIT. */
export const CAPTUERR_LIMIT = 8 * 1024;

/**
 * Request bodies are held to their limit by Hono's bodyLimit (413 with the API's JSON
 * error), counted while they stream: a declared length over it is refused before a byte
 * is read.
 */
const limitTo = (limit: number) =>
  bodyLimit({
    maxSize: limit,
    onError: () => {
      throw new HttpError(413, tooLargeMessage(limit));
    },
  });
const captuerrBodyLimit = limitTo(CAPTUERR_LIMIT);
const apiBodyLimit = limitTo(BODY_LIMIT);
/** Image uploads (docs/accounts.md): the avatar and a poster's print file take their own limits. */
const avatarBodyLimit = limitTo(IMAGE_LIMITS.avatarBytes);
const posterImageBodyLimit = limitTo(IMAGE_LIMITS.posterBytes);
/** A photo poster's photo (media/photo-routes.ts). */
const photoBodyLimit = limitTo(PHOTO_LIMITS.maxBytes);
function limitFor(path: string) {
  if (path === '/captuerr') return captuerrBodyLimit;
  if (path === '/api/my/profile/avatar') return avatarBodyLimit;
  if (/^\/api\/my\/posters\/[^/]+\/image$/.test(path)) return posterImageBodyLimit;
  if (path === '/api/photos') return photoBodyLimit;
  return apiBodyLimit;
}
export const requestBodyLimit = createMiddleware((c, next) => limitFor(c.req.path)(c, next));

/** Parses a JSON body (its size was checked by requestBodyLimit; 400 when not JSON). */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') throw badRequest('Request body must be JSON');
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Request body must be JSON');
  }
}

/**
 * A JSON body checked against its schema (shared/schemas/requests.ts): the parsed value,
 * or 400 naming the first value that breaks it ("items[3].sku must be a string").
 */
export async function readBody<T extends v.GenericSchema>(request: Request, schema: T): Promise<v.InferOutput<T>> {
  const result = v.safeParse(schema, await readJsonBody(request));
  if (!result.success) throw badRequest(describe(result.issues));
  return result.output;
}
