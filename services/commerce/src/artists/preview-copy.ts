import { COPY_WIDTHS } from '../../../../shared/media-copies';
import { HttpError } from '../http/errors';
import { mediaBucket } from '../media/uploads';
import { variantBytes, variantContentType, variantWidths } from '../media/variants';
import type { CommerceBindings } from '../context';

/** What a private copy's answer carries: the artist's alone, and the same address shows a new upload at once. */
const PREVIEW_COPY_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' } as const;

/**
 * GET /api/my/posters/{id}/image?width=N (shared/poster-preview.ts): the artist's own print file
 * drawn N pixels wide in WebP, the same copy its public address will be once the poster is live
 * (../media/variants.ts: drawn from the master at most once at a time per isolate, kept in R2,
 * deleted with the upload). N is one of the poster copy widths (anything else is a 400 naming
 * them); a width above the upload's largest copy answers the largest, so the print file itself
 * is never what a picture on the account pages fetches.
 */
export async function previewCopyAnswer(env: CommerceBindings, imageKey: string, asked: string): Promise<Response> {
  const width = COPY_WIDTHS.poster.find((known) => String(known) === asked);
  if (width === undefined) {
    throw new HttpError(400, `A poster's preview is ${COPY_WIDTHS.poster.join(', ')} px wide`, { field: 'width' });
  }
  const widths = variantWidths(imageKey);
  const drawn = widths.includes(width) ? width : widths.at(-1)!;
  const found = await variantBytes({ MEDIA: mediaBucket(env), IMAGES: env.IMAGES }, { original: imageKey, width: drawn, format: 'webp' });
  const headers: Record<string, string> = {
    'Content-Type': variantContentType('webp'),
    'Content-Length': String(found.size),
    ...PREVIEW_COPY_HEADERS,
  };
  return new Response(found.body, { headers });
}
