import { readImageHeader, type ImageMime } from '../../../../shared/image-header';
import { sizeProblem } from '../../../../shared/photo-limits';

/**
 * An upload decoded before it is kept (docs/accounts.md "Uploads", ADR 0020): the header check
 * (shared/image-header.ts) says what a file claims; only decoding it says whether it is one.
 * Cloudflare Images (binding IMAGES; Miniflare's draws with sharp, so tests run this very code)
 * reads the type it finds (`info`) and then draws every pixel into a smaller picture
 * (`input().transform().output()`): a file with no image data, or with data that ends early,
 * fails there. That picture is not thrown away: it is the upload's public master
 * (./variants.ts), WebP, which keeps no metadata (no EXIF, no GPS position).
 *
 * The caller has already refused what the header shows to be too large (more than
 * IMAGE_LIMITS.maxPixels): a 400 KB PNG that inflates to 20,000 × 20,000 px is never handed
 * to the decoder. Whatever the caller, nothing beyond what Cloudflare Images decodes
 * (IMAGE_SERVICE_LIMITS) is handed to it either: Miniflare's stand-in would decode it, production
 * would not, so locally the shop refuses what production refuses.
 */
export type DecodeResult =
  | { ok: true; master: ArrayBuffer; width: number; height: number }
  | { ok: false; problem: 'undecodable' | 'type_mismatch' | 'too_many_pixels' | 'too_many_megapixels'; detail: string };

/** Why the image service would refuse a picture of this size as input; null: it decodes it. */
export const beyondImageService = sizeProblem;

/** WebP quality of the master: every public size is drawn from it, so it is kept high. */
export const MASTER_QUALITY = 90;

export interface ReadHeader {
  type: ImageMime;
  width: number;
  height: number;
}

const streamOf = (bytes: ArrayBuffer) => new Blob([bytes]).stream();

/**
 * Decodes `bytes` (whose header said `header`) into a WebP master at most `masterWidth` pixels
 * wide (never wider than the file). Refuses a file Images reads as another type than its header
 * said, or cannot decode.
 */
export async function decodeUpload(
  images: ImagesBinding,
  bytes: ArrayBuffer,
  header: ReadHeader,
  masterWidth: number,
): Promise<DecodeResult> {
  const beyond = beyondImageService(header);
  if (beyond) return { ok: false, problem: beyond, detail: `${header.width}×${header.height} px is beyond what Images decodes` };
  let format: string;
  try {
    format = (await images.info(streamOf(bytes))).format;
  } catch (error) {
    return { ok: false, problem: 'undecodable', detail: messageOf(error) };
  }
  if (format !== header.type) return { ok: false, problem: 'type_mismatch', detail: `decodes as ${format}, not ${header.type}` };
  try {
    const drawn = await images
      .input(streamOf(bytes))
      .transform({ width: Math.min(masterWidth, header.width), fit: 'scale-down' })
      .output({ format: 'image/webp', quality: MASTER_QUALITY });
    // Read whole: a decoder that fails part-way ends the stream with an error, caught here.
    const master = await drawn.response().arrayBuffer();
    // Its size as drawn (Images turns a photo the way its EXIF orientation says, so it may differ from the header's).
    const size = readImageHeader(new Uint8Array(master));
    if (!size.ok) return { ok: false, problem: 'undecodable', detail: 'no picture came out' };
    return { ok: true, master, width: size.width, height: size.height };
  } catch (error) {
    return { ok: false, problem: 'undecodable', detail: messageOf(error) };
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
