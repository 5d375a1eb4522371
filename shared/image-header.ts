/**
 * What an uploaded image is, read from its bytes (never from a name or a Content-Type):
 * JPEG, PNG or WebP, with its pixel size from the headers, and a structural check that the
 * file is whole (PNG: the IHDR checksum and a chunk chain ending in IEND; JPEG: segments
 * and scans from a frame header to EOI; WebP: the RIFF size and the VP8/VP8L/VP8X header).
 * Give it the whole file: a prefix of a whole file reads as damaged.
 * Nothing is decoded. OWASP ASVS 12.2.1 (file content matches the expected type).
 */

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp';

export type ImageHeader = { ok: true; type: ImageMime; width: number; height: number } | { ok: false; problem: 'unknown_type' | 'corrupt' };

const corrupt = { ok: false, problem: 'corrupt' } as const;

export function readImageHeader(bytes: Uint8Array): ImageHeader {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return readPng(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return readJpeg(bytes);
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && ascii(bytes, 8, 4) === 'WEBP') return readWebp(bytes);
  return { ok: false, problem: 'unknown_type' };
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32le = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);

const ok = (type: ImageMime, width: number, height: number): ImageHeader =>
  width > 0 && height > 0 ? { ok: true, type, width, height } : corrupt;

/** PNG (ISO/IEC 15948): IHDR first, with a valid CRC; chunks chained to IEND; at least one IDAT. */
function readPng(bytes: Uint8Array): ImageHeader {
  if (bytes.length < 8 + 25 || u32be(bytes, 8) !== 13 || ascii(bytes, 12, 4) !== 'IHDR') return corrupt;
  if (crc32(bytes.subarray(12, 12 + 17)) !== u32be(bytes, 29)) return corrupt;
  const width = u32be(bytes, 16);
  const height = u32be(bytes, 20);
  let at = 8;
  let hasData = false;
  while (at + 12 <= bytes.length) {
    const length = u32be(bytes, at);
    const type = ascii(bytes, at + 4, 4);
    const next = at + 12 + length;
    if (length > 0x7fffffff || next > bytes.length) return corrupt;
    if (type === 'IDAT') hasData = true;
    if (type === 'IEND') return hasData ? ok('image/png', width, height) : corrupt;
    at = next;
  }
  return corrupt;
}

/**
 * JPEG (ITU T.81): segments from SOI to a frame header (SOFn), each scan's entropy-coded data
 * up to the next marker, until EOI. The file is whole when the walk reaches EOI; bytes after
 * it are not the picture's and are ignored, as decoders do: phones append them (a motion
 * photo's video, a maker's trailer), and a file refused for them is a photo the browser shows.
 */
function readJpeg(bytes: Uint8Array): ImageHeader {
  const end = bytes.length;
  let at = 2;
  let size: { width: number; height: number } | null = null;
  let scanned = false;
  while (at + 2 <= end) {
    if (bytes[at] !== 0xff) return corrupt;
    let marker = bytes[at + 1]!;
    while (marker === 0xff && at + 2 < end) marker = bytes[++at + 1]!;
    if (marker === 0xd9) return size && scanned ? ok('image/jpeg', size.width, size.height) : corrupt;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (at + 4 > end) return corrupt;
    const length = u16be(bytes, at + 2);
    if (length < 2 || at + 2 + length > end) return corrupt;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (length < 8) return corrupt;
      size = { height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
    }
    at += 2 + length;
    if (marker === 0xda) {
      if (!size) return corrupt;
      scanned = true;
      at = afterEntropyData(bytes, at);
    }
  }
  return corrupt;
}

/**
 * Where a scan's entropy-coded data ends: at the first 0xFF that starts a marker other than
 * a restart (RSTn); 0xFF 0x00 is a stuffed data byte. `indexOf` finds each 0xFF natively,
 * so a 25 MB file costs a few milliseconds. The length of the bytes when no marker follows.
 */
function afterEntropyData(bytes: Uint8Array, from: number): number {
  let at = from;
  for (;;) {
    at = bytes.indexOf(0xff, at);
    if (at < 0 || at + 1 >= bytes.length) return bytes.length;
    const next = bytes[at + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at += 2;
    else if (next === 0xff) at += 1;
    else return at;
  }
}

/** WebP (RFC 9649): the RIFF size covers the file; the first chunk is VP8, VP8L or VP8X. */
function readWebp(bytes: Uint8Array): ImageHeader {
  if (bytes.length < 25) return corrupt;
  const riffSize = u32le(bytes, 4);
  if (riffSize + 8 !== bytes.length && riffSize + 9 !== bytes.length) return corrupt;
  const chunk = ascii(bytes, 12, 4);
  const chunkSize = u32le(bytes, 16);
  if (20 + chunkSize > bytes.length) return corrupt;
  if (chunk === 'VP8 ') {
    if (bytes.length < 30 || bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return corrupt;
    return ok('image/webp', (bytes[26]! | (bytes[27]! << 8)) & 0x3fff, (bytes[28]! | (bytes[29]! << 8)) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return corrupt;
    const bits = u32le(bytes, 21);
    return ok('image/webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return bytes.length < 30 ? corrupt : ok('image/webp', u24le(bytes, 24) + 1, u24le(bytes, 27) + 1);
  return corrupt;
}

let crcTable: Uint32Array | undefined;

/** CRC-32 as PNG uses it (ISO 3309, polynomial 0xEDB88320). */
export function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
