/**
 * A photo poster's photo in the browser (docs/designers.md "Photo posters"), loaded only when
 * a shopper chooses a file on a photo poster's page (PhotoField.tsx imports it on demand):
 * the same check the storefront and the commerce API make (type by content, bytes, pixels,
 * a whole file), the warning for the chosen size, and the upload itself.
 */
import { PHOTO_LIMITS, checkPhoto, photoWarning, type PhotoCheck, type Pixels } from '../../../shared/photo-poster';
import type { PhotoMetadata } from '../../../shared/types';

export { photoWarning };
export type { Pixels };

/** The file checked by its bytes (read in the browser: nothing travels before it passes). */
export async function readPhoto(file: File): Promise<PhotoCheck> {
  // Over the limit: refused from its size alone, without reading megabytes for nothing.
  if (file.size > PHOTO_LIMITS.maxBytes) return { ok: false, problem: 'too_large' };
  return checkPhoto(new Uint8Array(await file.arrayBuffer()), file.type);
}

export type UploadResult = { ok: true; photo: PhotoMetadata; url: string } | { ok: false; message: string | null };

/**
 * POST /api/photos with the file's bytes. A refusal comes with the storefront's message in
 * the page's language (worker/api/photos.ts); a failure without one (offline, a 5xx) gives null.
 */
export async function uploadPhoto(file: File, type: string, signal: AbortSignal): Promise<UploadResult> {
  try {
    const response = await fetch('/api/photos', {
      method: 'POST',
      headers: { 'content-type': type, accept: 'application/json' },
      body: file,
      signal,
    });
    const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.ok && answer && typeof answer.key === 'string' && typeof answer.width === 'number' && typeof answer.height === 'number') {
      return { ok: true, photo: { key: answer.key, width: answer.width, height: answer.height }, url: String(answer.url ?? '') };
    }
    const message = response.status < 500 && answer && typeof answer.error === 'string' ? answer.error : null;
    return { ok: false, message };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, message: null };
  }
}
