import { describe, expect, it } from 'vitest';
import { png } from '../../../../tests/fixtures/images';
import { isAvif, parseVariantKey, variantBytes, variantKey, variantWidths } from './variants';

/** A bucket in memory, with the R2 calls variantBytes makes. */
function memoryBucket(objects = new Map<string, Uint8Array<ArrayBuffer>>()) {
  const object = (bytes: Uint8Array<ArrayBuffer>) => ({ body: new Blob([bytes]).stream(), size: bytes.byteLength, httpEtag: '"e"' });
  return {
    objects,
    get: async (key: string) => (objects.has(key) ? object(objects.get(key)!) : null),
    put: async (key: string, value: ArrayBuffer) => void objects.set(key, new Uint8Array(value)),
  };
}

/** Images that "draws" a fixed PNG, counting its drawings and letting the test decide when each ends. */
function countingImages() {
  const drawn = png(64, 90);
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const images = {
    drawings: 0,
    release: () => release(),
    input: () => ({
      transform: () => ({
        output: async () => {
          images.drawings += 1;
          await gate;
          return { response: () => new Response(drawn), contentType: () => 'image/png' };
        },
      }),
    }),
  };
  return images;
}

const ORIGINAL = 'artists/3/posters/7/0f8fad5b-d9cb-469f-a165-70867728950e-2953x4134.jpg';

describe('public copies of an upload', () => {
  it('have the kind’s widths below the upload’s own, the largest never wider than it', () => {
    expect(variantWidths(ORIGINAL)).toEqual([64, 80, 120, 160, 240, 320, 480, 640, 800, 1024, 1280, 1600, 2048]);
    expect(variantWidths('artists/3/posters/7/0f8fad5b-d9cb-469f-a165-70867728950e-1300x1800.png')).toEqual([
      64, 80, 120, 160, 240, 320, 480, 640, 800, 1024, 1280, 1300,
    ]);
    expect(variantWidths('artists/3/avatar/0f8fad5b-d9cb-469f-a165-70867728950e-240x240.png')).toEqual([96, 160, 240]);
    expect(parseVariantKey(`${ORIGINAL}/640.webp`)).toEqual({ original: ORIGINAL, width: 640, format: 'webp' });
    expect(parseVariantKey(`${ORIGINAL}/500.webp`)).toBeNull();
    expect(parseVariantKey(`${ORIGINAL}/640.png`)).toBeNull();
  });

  it('are drawn once however many ask at the same time, then kept and served from R2', async () => {
    const bucket = memoryBucket(new Map([[variantKey(ORIGINAL, 2048, 'webp'), png(2048, 2867)]]));
    const images = countingImages();
    const env = { MEDIA: bucket as unknown as R2Bucket, IMAGES: images as unknown as ImagesBinding };
    const copy = { original: ORIGINAL, width: 640, format: 'jpg' as const };
    const asked = [variantBytes(env, copy), variantBytes(env, copy), variantBytes(env, copy)];
    await new Promise((resolve) => setTimeout(resolve, 0));
    images.release();
    const answers = await Promise.all(asked);
    expect(images.drawings).toBe(1);
    expect(new Set(answers.map((answer) => answer.size)).size).toBe(1);
    expect(bucket.objects.has(variantKey(ORIGINAL, 640, 'jpg'))).toBe(true);
    // Later requests read the kept copy: nothing is drawn again.
    const later = await variantBytes(env, copy);
    expect(later.etag).toBe('"e"');
    expect(images.drawings).toBe(1);
  });

  it('have AVIF twins only where Cloudflare Images draws AVIF (longest side at most 1,200 px)', () => {
    expect(parseVariantKey(`${ORIGINAL}/640.avif`)).toEqual({ original: ORIGINAL, width: 640, format: 'avif' });
    expect(parseVariantKey(`${ORIGINAL}/1024.avif`)).toBeNull();
  });

  it('answer an AVIF copy not drawn yet with its WebP twin at once, and draw the AVIF once, after the answer', async () => {
    const avif = avifFile();
    const bucket = memoryBucket(
      new Map([
        [variantKey(ORIGINAL, 2048, 'webp'), png(2048, 2867)],
        [variantKey(ORIGINAL, 320, 'webp'), png(320, 448)],
      ]),
    );
    let drawings = 0;
    const images = {
      input: () => ({ transform: () => ({ output: async () => (drawings++, { response: () => new Response(avif) }) }) }),
    };
    const env = { MEDIA: bucket as unknown as R2Bucket, IMAGES: images as unknown as ImagesBinding };
    const copy = { original: ORIGINAL, width: 320, format: 'avif' as const };
    const later: Promise<unknown>[] = [];
    const first = await variantBytes(env, copy, (work) => later.push(work));
    expect(first.standIn).toBe('webp');
    expect(first.size).toBe(png(320, 448).byteLength);
    expect(later).toHaveLength(1);
    await Promise.all(later);
    expect(drawings).toBe(1);
    expect(bucket.objects.get(variantKey(ORIGINAL, 320, 'avif'))).toEqual(avif);
    const next = await variantBytes(env, copy, (work) => later.push(work));
    expect(next.standIn).toBeUndefined();
    expect(next.size).toBe(avif.byteLength);
    expect(drawings).toBe(1);
  });

  it('keep no AVIF copy that Images drew in another format, and do not ask for it again in the isolate', async () => {
    const bucket = memoryBucket(
      new Map([
        [variantKey(ORIGINAL, 2048, 'webp'), png(2048, 2867)],
        [variantKey(ORIGINAL, 480, 'webp'), png(480, 672)],
      ]),
    );
    let drawings = 0;
    const images = {
      // Cloudflare answers WebP for an AVIF it cannot encode quickly enough.
      input: () => ({ transform: () => ({ output: async () => (drawings++, { response: () => new Response(png(480, 672)) }) }) }),
    };
    const env = { MEDIA: bucket as unknown as R2Bucket, IMAGES: images as unknown as ImagesBinding };
    const copy = { original: ORIGINAL, width: 480, format: 'avif' as const };
    for (let i = 0; i < 3; i++) {
      const later: Promise<unknown>[] = [];
      expect((await variantBytes(env, copy, (work) => later.push(work))).standIn).toBe('webp');
      await Promise.all(later);
    }
    expect(drawings).toBe(1);
    expect(bucket.objects.has(variantKey(ORIGINAL, 480, 'avif'))).toBe(false);
  });

  it('tell an AVIF file by its ftyp box', () => {
    expect(isAvif(avifFile())).toBe(true);
    expect(isAvif(png(10, 10))).toBe(false);
    // A HEIC photo is an ISO BMFF file too, with other brands.
    const heic = avifFile();
    for (const at of [8, 16, 20, 24])
      heic.set(
        [...'heic'].map((c) => c.charCodeAt(0)),
        at,
      );
    expect(isAvif(heic)).toBe(false);
  });
});

/** The start of an AVIF file: an ftyp box (major brand avif, compatible mif1 and avif), then a box. */
function avifFile(): Uint8Array<ArrayBuffer> {
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
  return new Uint8Array([
    0,
    0,
    0,
    28,
    ...ascii('ftyp'),
    ...ascii('avif'),
    0,
    0,
    0,
    0,
    ...ascii('mif1'),
    ...ascii('miaf'),
    ...ascii('avif'),
    0,
    0,
    0,
    8,
    ...ascii('meta'),
  ]);
}
