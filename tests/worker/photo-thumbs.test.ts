import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE } from '../../scripts/lib/shop.mjs';
import { PHOTO_THUMB, photoThumbUrl, photoUrl } from '../../shared/photo-poster';
import { PHOTO_THUMB_WIDTHS } from '../../shared/photo-urls';
import { jpeg, png } from '../fixtures/images';
import { createTestShop, type TestShop } from './harness';

/**
 * A photo poster's line shows the shopper's photo (issue 22), made small: GET
 * /api/photos/{file}?size=thumb through the storefront draws it with Images (Miniflare's,
 * with sharp, here) at most PHOTO_THUMB.maxSide pixels a side, instead of sending up to
 * 25 MB for a picture of 60 × 80 px. Photos as phones take them: several MB, thousands of
 * pixels a side, EXIF.
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
}, 120_000);
afterAll(() => shop?.dispose());

interface Stored {
  key: string;
  url: string;
}

/**
 * Stored as the commerce API stores an upload (the storefront's own upload checks are
 * tested in byop-photos.test.ts): what is read back here is the point.
 */
async function store(body: Uint8Array, type: string): Promise<Stored> {
  const commerce = await shop.mf.getWorker(COMMERCE);
  const response = await commerce.fetch('http://commerce.internal/api/photos?locale=en&sid=5', {
    method: 'POST',
    headers: { 'content-type': type },
    body,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Stored;
}

/** A phone's photo: a JPEG of noise (so it does not compress away) with the EXIF a camera writes. */
async function phonePhoto(width: number, height: number): Promise<Uint8Array> {
  const pixels = randomBytes(width * height * 3);
  const file = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Artlane test camera', Model: 'Phone 15', Software: 'photo-thumbs.test' } })
    .toBuffer();
  return new Uint8Array(file);
}

/** A photo put straight into R2 as POST /api/photos kept them before it decoded them. */
async function keepUndecoded(body: Uint8Array, type: 'image/jpeg'): Promise<Stored> {
  const key = `photos/${randomUUID()}.jpg`;
  const bucket = (await shop.mf.getR2Bucket('MEDIA', COMMERCE)) as unknown as R2Bucket;
  await bucket.put(key, body, { httpMetadata: { contentType: type }, customMetadata: { width: '1200', height: '900' } });
  return { key, url: photoUrl(key) };
}

async function thumbOf(stored: Stored) {
  const key = stored.key;
  const response = await shop.get('en', photoThumbUrl(key));
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes };
}

describe('a photo made small for its line', () => {
  it('a 4032 × 3024 phone JPEG of several MB with EXIF: a WebP of at most 400 px a side, the same shape, some KB, private', async () => {
    const original = await phonePhoto(4032, 3024);
    expect(original.length).toBeGreaterThan(3 * 1024 * 1024);
    const stored = await store(original, 'image/jpeg');
    const { response, bytes } = await thumbOf(stored);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toMatch(/^private/);
    expect(bytes.length).toBeLessThan(200 * 1024);
    const drawn = await sharp(bytes).metadata();
    expect(drawn.format).toBe('webp');
    expect(Math.max(drawn.width, drawn.height)).toBe(PHOTO_THUMB.maxSide);
    expect(drawn.width / drawn.height).toBeCloseTo(4032 / 3024, 1);
    // The original is still there, whole, for the print shop.
    const full = await shop.get('en', stored.url);
    // Compared as buffers: an element-wise deep equality of 10 MB takes minutes.
    expect(Buffer.from(await full.arrayBuffer()).equals(Buffer.from(original))).toBe(true);
  });

  it('a phone photo with a GPS position in its EXIF: the small picture carries no EXIF at all', async () => {
    const withGps = new Uint8Array(
      await sharp(await phonePhoto(2000, 1500))
        .withExif({
          IFD0: { Make: 'Artlane test camera', Model: 'Phone 15' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '59/1 19/1 4512/100', GPSLongitudeRef: 'E', GPSLongitude: '18/1 4/1 1234/100' },
        })
        .jpeg({ quality: 90 })
        .toBuffer(),
    );
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const { response, bytes } = await thumbOf(await store(withGps, 'image/jpeg'));
    expect(response.status).toBe(200);
    const drawn = await sharp(bytes).metadata();
    expect(drawn.format).toBe('webp');
    expect(drawn.exif).toBeUndefined();
    expect(drawn.xmp).toBeUndefined();
  });

  it('an upright 3000 × 4000 PNG: 300 × 400', async () => {
    const stored = await store(png(3000, 4000), 'image/png');
    const { response, bytes } = await thumbOf(stored);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const drawn = await sharp(bytes).metadata();
    expect([drawn.width, drawn.height]).toEqual([300, 400]);
  });

  it('a photo Images cannot draw is sent as it is: the right picture, only larger', async () => {
    // Whole by its structure, but no pixels a decoder can read: uploads are decoded before they
    // are kept now (issue 26), so it is put in R2 as one kept before that was.
    const original = jpeg(1200, 900);
    const stored = await keepUndecoded(original, 'image/jpeg');
    const { response, bytes } = await thumbOf(stored);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(bytes).toEqual(original);
  });

  it("a line's srcset widths: a 4032 × 3024 phone photo drawn exactly 64, 96, 160 and 240 px wide, WebP, private; any other width is a 400", async () => {
    const stored = await store(await phonePhoto(4032, 3024), 'image/jpeg');
    for (const width of PHOTO_THUMB_WIDTHS) {
      const response = await shop.get('en', photoThumbUrl(stored.key, width));
      expect(response.status, `${width}`).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toMatch(/^private/);
      const drawn = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
      expect([drawn.width, drawn.height], `${width}`).toEqual([width, Math.round((width * 3024) / 4032)]);
    }
    for (const width of ['100', '4032', '-1', 'x', '']) {
      const response = await shop.get('en', `${photoThumbUrl(stored.key)}&width=${width}`);
      expect(response.status, `width=${width}`).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain('64, 96, 160, 240');
    }
  });

  it('a photo narrower than a small width is never made wider', async () => {
    const stored = await store(png(150, 200), 'image/png');
    const response = await shop.get('en', photoThumbUrl(stored.key, 240));
    expect(response.status).toBe(200);
    const drawn = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
    expect([drawn.width, drawn.height]).toEqual([150, 200]);
  });

  it('drawn once (issue 26): kept in R2 beside the photo, a second request reads it, byte-identical, private', async () => {
    const stored = await store(await phonePhoto(4032, 3024), 'image/jpeg');
    const bucket = (await shop.mf.getR2Bucket('MEDIA', COMMERCE)) as unknown as R2Bucket;
    const file = stored.key.slice('photos/'.length);
    for (const [url, kept] of [
      [photoThumbUrl(stored.key), `photo-thumbs/${file}/thumb.webp`],
      [photoThumbUrl(stored.key, 96), `photo-thumbs/${file}/96.webp`],
    ] as const) {
      expect(await bucket.head(kept), kept).toBeNull();
      let started = performance.now();
      const first = await shop.get('en', url);
      const firstBytes = Buffer.from(await first.arrayBuffer());
      const firstMs = performance.now() - started;
      expect(first.status).toBe(200);
      // Kept, with the very bytes the first answer had.
      const object = await bucket.get(kept);
      expect(object, kept).not.toBeNull();
      expect(Buffer.from(await object!.arrayBuffer()).equals(firstBytes)).toBe(true);
      started = performance.now();
      const second = await shop.get('en', url);
      const secondBytes = Buffer.from(await second.arrayBuffer());
      console.info(`${url}: first ${Math.round(firstMs)} ms (drawn), second ${Math.round(performance.now() - started)} ms`);
      expect(second.status).toBe(200);
      expect(secondBytes.equals(firstBytes)).toBe(true);
      for (const name of ['content-type', 'content-length', 'cache-control', 'etag'])
        expect(second.headers.get(name), name).toBe(first.headers.get(name));
      expect(second.headers.get('cache-control')).toMatch(/^private/);
    }
    // The second request reads what is kept and asks Images nothing: a kept picture changed in R2 is what is answered.
    const marker = new Uint8Array(
      await sharp({ create: { width: 7, height: 5, channels: 3, background: '#c00' } })
        .webp()
        .toBuffer(),
    );
    await bucket.put(`photo-thumbs/${file}/thumb.webp`, marker, { httpMetadata: { contentType: 'image/webp' } });
    const read = await shop.get('en', photoThumbUrl(stored.key));
    expect(Buffer.from(await read.arrayBuffer()).equals(Buffer.from(marker))).toBe(true);
  });

  it('an unknown photo is 404, made small or not', async () => {
    const response = await shop.get('en', photoThumbUrl('photos/0f8fad5b-d9cb-469f-a165-70867728950e.jpg'));
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toMatch(/private/);
    // Asked twice, and at a srcset width: still 404 (nothing is kept for a photo that is not there).
    for (const url of [
      photoThumbUrl('photos/0f8fad5b-d9cb-469f-a165-70867728950e.jpg'),
      photoThumbUrl('photos/0f8fad5b-d9cb-469f-a165-70867728950e.jpg', 64),
    ])
      expect((await shop.get('en', url)).status, url).toBe(404);
    // An invalid key (a path out of photos/) is 404 too, a width that is none of them 400.
    expect((await shop.get('en', '/api/photos/..%2Fphoto-thumbs%2Fx.webp?size=thumb')).status).toBe(404);
  });
});
