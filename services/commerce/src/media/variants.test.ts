import { describe, expect, it } from 'vitest';
import { png } from '../../../../tests/fixtures/images';
import { parseVariantKey, variantBytes, variantKey, variantWidths } from './variants';

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
    expect(variantWidths(ORIGINAL)).toEqual([80, 120, 160, 240, 320, 480, 640, 800, 1024, 1280, 1600, 2048]);
    expect(variantWidths('artists/3/posters/7/0f8fad5b-d9cb-469f-a165-70867728950e-1300x1800.png')).toEqual([
      80, 120, 160, 240, 320, 480, 640, 800, 1024, 1280, 1300,
    ]);
    expect(variantWidths('artists/3/avatar/0f8fad5b-d9cb-469f-a165-70867728950e-240x240.png')).toEqual([160, 240]);
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
});
