/**
 * What an image's header (./image-header.ts) does not tell: whether the file claims to be
 * something else, or carries a web page or a script beside its pixels (a polyglot: a PNG
 * whose text chunk or tail is also an HTML document). The shop refuses both before anything
 * is stored (docs/accounts.md "Uploads"); the commerce API then decodes what passes
 * (services/commerce/src/media/decode.ts). No imports beyond the type: the browser's upload
 * chunk may load it.
 */
import type { ImageMime } from './image-header';

/** The image types a declared Content-Type may name; anything else (octet-stream, empty) claims nothing. */
const CLAIMABLE: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
  'image/bmp',
  'image/tiff',
  'image/svg+xml',
];

/** Whether a declared type (a Content-Type, a File's type) names an image type other than what the bytes are. */
export function claimsOtherType(declared: string, actual: ImageMime): boolean {
  const type = declared.split(';')[0]!.trim().toLowerCase();
  return CLAIMABLE.includes(type) && type !== actual;
}

/**
 * Markup a browser would act on: the start of an HTML document or of an element that runs or
 * embeds something. Each word is long enough that compressed pixel data (random-looking
 * bytes, '<' once in 256) holds one by chance about once in 100,000 files of 25 MB.
 */
const MARKUP = ['!doctype html', 'html', 'head', 'body', 'script', 'iframe', 'object', 'embed', '?php'].map((word) =>
  Array.from(word, (char) => char.charCodeAt(0)),
);
const LT = 0x3c;

/** Whether the bytes hold markup a browser would run or render (case-insensitive, followed by a space, `>` or `/`). */
export function carriesMarkup(bytes: Uint8Array): boolean {
  for (let at = bytes.indexOf(LT); at !== -1; at = bytes.indexOf(LT, at + 1)) {
    if (MARKUP.some((word) => markupAt(bytes, at + 1, word))) return true;
  }
  return false;
}

function markupAt(bytes: Uint8Array, from: number, word: number[]): boolean {
  for (let i = 0; i < word.length; i++) {
    const byte = bytes[from + i];
    const want = word[i]!;
    // ASCII letters compare case-insensitively (0x20 is the case bit); other characters exactly.
    const isLetter = want >= 0x61 && want <= 0x7a;
    if (byte === undefined || (isLetter ? byte | 0x20 : byte) !== want) return false;
  }
  const next = bytes[from + word.length];
  return next === 0x3e || next === 0x2f || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d;
}
