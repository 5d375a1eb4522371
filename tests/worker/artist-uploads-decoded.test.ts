import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_LIMITS } from '../../shared/schemas/artist';
import { plainJpeg, png, realJpeg, realPng } from '../fixtures/images';
import { gif, pngBomb, pngHtmlPolyglot, pngWithoutPixels } from '../fixtures/hostile-images';
import { createArtistShopWithProvider, OPS_TOKEN, type ArtistShop } from './artist-shop';

/**
 * Issue 26: an artist's upload is decoded before it is kept (services/commerce/src/media/decode.ts,
 * through Miniflare's Images, which draws with sharp), and shoppers get only copies drawn from it
 * (services/commerce/src/media/variants.ts, ADR 0020), never the original print file or its EXIF.
 */
let shop: ArtistShop;
let dispose: (() => Promise<void>) | undefined;
let token: string;

beforeAll(async () => {
  const artist = await createArtistShopWithProvider();
  ({ shop, dispose } = artist);
  token = await artist.token('artist-3');
}, 120_000);
afterAll(() => dispose?.());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function send(method: string, path: string, body: Uint8Array | Json | undefined, contentType = 'application/json') {
  const response = await shop.call(path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': contentType }) },
    ...(body === undefined ? {} : { body: body instanceof Uint8Array ? (body as Uint8Array<ArrayBuffer>) : JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

/** A draft poster offered at 50x70 cm (2953 × 4134 px at 150 dpi) or smaller. */
async function draft(sizes = ['21x30']): Promise<number> {
  const created = await send('POST', '/api/my/posters', {
    texts: { en: { title: 'Decoded harbour', description: 'A real print file.' } },
    tags: [],
    categories: [],
    orientation: 'portrait',
    sizes,
  });
  expect(created.status).toBe(201);
  return created.body.id as number;
}

/** The R2 key of a poster's print file, as the artist tables hold it. */
async function imageKeyOf(id: number): Promise<string> {
  const row = await (await shop.db()).prepare('SELECT image_key FROM artist_posters WHERE id = ?').bind(id).first<{ image_key: string }>();
  return row!.image_key;
}

/** What the artist tables and the bucket hold. */
async function footprint() {
  const db = await shop.db();
  const posters = await db.prepare('SELECT id, image_key, image_bytes, status FROM artist_posters ORDER BY id').all();
  const avatars = await db.prepare('SELECT id, avatar_key FROM artists ORDER BY id').all();
  return { posters: posters.results, avatars: avatars.results, keys: (await shop.mediaKeys()).sort() };
}

/** A phone's photo of a place: a JPEG with the camera's EXIF and a GPS position. */
async function photoWithGps(width: number, height: number, orientation?: number): Promise<Uint8Array<ArrayBuffer>> {
  let image = sharp(await realJpeg(width, height)).withExif({
    IFD0: { Make: 'Artlane', Model: 'Phone 15' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '59/1 19/1 4512/100', GPSLongitudeRef: 'E', GPSLongitude: '18/1 4/1 1234/100' },
  });
  if (orientation) image = image.withMetadata({ orientation });
  return new Uint8Array(await image.jpeg({ quality: 85 }).toBuffer());
}

describe('an upload that is no picture is refused, and nothing is stored', () => {
  let id: number;
  let hostile: [string, Uint8Array, string, number, string][];

  beforeAll(async () => {
    id = await draft();
    const jpegFile = await realJpeg(1300, 1800);
    hostile = [
      ['a PNG with a whole header and no image data', pngWithoutPixels(1300, 1800), 'image/png', 422, 'undecodable'],
      ['a 20,000 × 20,000 px PNG bomb', await pngBomb(20_000, 20_000), 'image/png', 422, 'too_many_megapixels'],
      ['a PNG/HTML polyglot', pngHtmlPolyglot(await realPng(1300, 1800)), 'image/png', 415, 'type_mismatch'],
      ['a JPEG sent as image/png', jpegFile, 'image/png', 415, 'type_mismatch'],
    ];
  }, 60_000);

  it('the bomb is what it says: some hundred KB declaring 400 megapixels', async () => {
    const bomb = hostile[1]![1];
    expect(bomb.byteLength).toBeLessThan(600 * 1024);
    expect(new DataView(bomb.buffer, bomb.byteOffset).getUint32(16)).toBe(20_000);
    expect(20_000 * 20_000).toBeGreaterThan(IMAGE_LIMITS.maxPixels);
  });

  it.each([0, 1, 2, 3])('hostile file %i: refused with its problem named, the poster and the bucket unchanged', async (index) => {
    const [name, bytes, type, status, problem] = hostile[index]!;
    const before = await footprint();
    const answer = await send('PUT', `/api/my/posters/${id}/image`, bytes, type);
    expect(answer.status, name).toBe(status);
    expect(answer.body, name).toMatchObject({ error: expect.any(String), field: 'image', problem });
    expect(await footprint(), name).toEqual(before);
  });

  it('a GIF named poster.jpg (sent as image/jpeg) is refused as no JPEG, PNG or WebP', async () => {
    const before = await footprint();
    const answer = await send('PUT', `/api/my/posters/${id}/image`, gif(), 'image/jpeg');
    expect(answer.status).toBe(415);
    expect(await footprint()).toEqual(before);
  });

  it('a print file wider or taller than the image service decodes (12,001 px a side, JPEG and PNG): 422, named, nothing stored', async () => {
    for (const [bytes, type] of [
      [await plainJpeg(12_001, 3000), 'image/jpeg'],
      [png(3000, 12_001), 'image/png'],
    ] as const) {
      const before = await footprint();
      const answer = await send('PUT', `/api/my/posters/${id}/image`, bytes, type);
      expect(answer.status, type).toBe(422);
      expect(answer.body, type).toMatchObject({
        error: expect.stringContaining('at most 12,000 pixels on either side'),
        field: 'image',
        problem: 'too_many_pixels',
      });
      expect(IMAGE_LIMITS.maxSide).toBe(12_000);
      expect(await footprint(), type).toEqual(before);
    }
  }, 60_000);

  it('an avatar 12,001 px wide is refused too, and the profile keeps its avatar', async () => {
    const before = await footprint();
    const answer = await send('PUT', '/api/my/profile/avatar', await plainJpeg(12_001, 400), 'image/jpeg');
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ field: 'image', problem: 'too_many_pixels' });
    expect(await footprint()).toEqual(before);
  });

  it('an avatar with no image data is refused too, and the profile keeps its avatar', async () => {
    const before = await footprint();
    const answer = await send('PUT', '/api/my/profile/avatar', pngWithoutPixels(400, 400), 'image/png');
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ field: 'image', problem: 'undecodable' });
    expect(await footprint()).toEqual(before);
  });
});

describe('real print files are kept, and shoppers get copies without the original or its EXIF', () => {
  it('a 2953 × 4134 JPEG of several MB with GPS EXIF: kept; live, its public copies are WebP and JPEG with no metadata', async () => {
    const id = await draft(['50x70']);
    const printFile = await photoWithGps(2953, 4134);
    expect(printFile.byteLength).toBeGreaterThan(2 * 1024 * 1024);
    expect((await sharp(printFile).metadata()).exif).toBeDefined();
    const started = performance.now();
    const uploaded = await send('PUT', `/api/my/posters/${id}/image`, printFile, 'image/jpeg');
    console.info(
      `decoding and storing a ${(printFile.byteLength / 1024 / 1024).toFixed(1)} MB print file took ${Math.round(performance.now() - started)} ms`,
    );
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body.image).toMatchObject({ type: 'image/jpeg', width: 2953, height: 4134 });
    // The artist's own preview is still the file as uploaded.
    const preview = await shop.call(uploaded.body.image.preview, { headers: { authorization: `Bearer ${token}` } });
    expect(Buffer.from(await preview.arrayBuffer()).equals(Buffer.from(printFile))).toBe(true);

    expect((await send('POST', `/api/my/posters/${id}/submit`, undefined)).status).toBe(200);
    const review = await shop.call(`/api/ops/posters/${id}/review`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ approve: true }),
    });
    expect(review.status).toBe(200);
    const { product } = (await review.json()) as Json;
    const key = await imageKeyOf(id);

    // The original is never public, live or not; the artist's poster names its largest copy.
    expect((await shop.call(`/api/media/${key}`)).status).toBe(404);
    expect((await send('GET', `/api/my/posters/${id}`, undefined)).body.media_url).toBe(`/api/media/${key}/2048.webp`);

    const detail = (await (await shop.call(`/api/products/${product.slugs.en}`)).json()) as Json;
    const images = detail.images as { t: number; url: string; w: number; h: number }[];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.url).not.toBe(`/api/media/${key}`);
      expect(image.url).toMatch(new RegExp(`^/api/media/${key.replace(/[.]/g, '\\.')}/(320|640|1024|1600|2048)\\.webp$`));
      expect(image.w).toBeLessThanOrEqual(2048);
      expect(image.h).toBe(Math.round((4134 * image.w) / 2953));
    }
    for (const url of [...new Set(images.map((image) => image.url))]) {
      const served = await shop.call(url);
      expect(served.status, url).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(served.headers.get('content-length')).toBe(String(bytes.byteLength));
      const drawn = await sharp(bytes).metadata();
      expect(drawn.format).toBe('webp');
      expect(drawn.exif).toBeUndefined();
      expect(drawn.width).toBe(Number(/\/(\d+)\.webp$/.exec(url)![1]));
    }
    const jpegCopy = await shop.call(`/api/media/${key}/640.jpg`);
    expect(jpegCopy.status).toBe(200);
    expect(jpegCopy.headers.get('content-type')).toBe('image/jpeg');
    const jpegMeta = await sharp(Buffer.from(await jpegCopy.arrayBuffer())).metadata();
    expect([jpegMeta.format, jpegMeta.width, jpegMeta.exif]).toEqual(['jpeg', 640, undefined]);

    // Drawn once, then kept: every copy asked for is in the bucket beside the original.
    const keys = await shop.mediaKeys();
    expect(keys).toEqual(expect.arrayContaining([key, `${key}/2048.webp`, `${key}/640.jpg`]));
    // A width the upload has not, and a copy of a draft's upload, are 404.
    expect((await shop.call(`/api/media/${key}/500.webp`)).status).toBe(404);
  }, 120_000);

  it('a 2953 × 4134 PNG of several MB is kept', async () => {
    const id = await draft(['50x70']);
    const printFile = await realPng(2953, 4134);
    expect(printFile.byteLength).toBeGreaterThan(3 * 1024 * 1024);
    const uploaded = await send('PUT', `/api/my/posters/${id}/image`, printFile, 'image/png');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body.image).toMatchObject({ type: 'image/png', width: 2953, height: 4134 });
    const draftKey = await imageKeyOf(id);
    expect((await shop.call(`/api/media/${draftKey}/2048.webp`)).status).toBe(404); // a draft's copies are not public
  }, 60_000);

  it('a 12,000 × 8,000 px print file, the most the image service decodes a side: kept, its master drawn 2048 px wide', async () => {
    const id = await draft(['50x70']);
    const uploaded = await send('PUT', `/api/my/posters/${id}/image`, await plainJpeg(8000, 12_000), 'image/jpeg');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body.image).toMatchObject({ type: 'image/jpeg', width: 8000, height: 12_000 });
    const key = await imageKeyOf(id);
    const bucket = await shop.mediaKeys();
    expect(bucket).toEqual(expect.arrayContaining([key, `${key}/2048.webp`]));
  }, 60_000);

  it('a phone photo turned by its EXIF orientation is kept', async () => {
    const id = await draft();
    const uploaded = await send('PUT', `/api/my/posters/${id}/image`, await photoWithGps(1800, 2500, 6), 'image/jpeg');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  });
});
