import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE } from '../../scripts/lib/shop.mjs';
import { STRINGS } from '../../locales';
import { PHOTO_LIMITS } from '../../shared/photo-poster';
import { PHOTO_RETENTION_DAYS, PHOTO_SWEEP_HOUR_UTC } from '../../services/commerce/src/media/photo-sweep';
import { plainJpeg, png, realJpeg, realPng } from '../fixtures/images';
import { gif, pngBomb, pngHtmlPolyglot, pngWithoutPixels } from '../fixtures/hostile-images';
import { placeOrder } from './checkout-shop';
import { createTestShop, type TestShop } from './harness';

/**
 * Photo posters (docs/designers.md "Photo posters"): POST /api/photos through the storefront
 * and in the commerce API, GET /api/photos/{file}, and the photo's reference on the cart line
 * and the order, in the real shop (storefront, commerce Worker, Miniflare's R2).
 */
let shop: TestShop;
let sku: string;
let clients = 0;

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 60 });
  const { products } = (await (await shop.get('en', '/api/products?template_id=5&nc=1&per_page=1')).json()) as {
    products: { variations: { sku: string }[] }[];
  };
  sku = products[0]!.variations[0]!.sku;
}, 120_000);
afterAll(() => shop?.dispose());

/** Each test uploads as its own client, so the per-client limit is only reached where a test means to. */
const newClient = () => `203.0.113.${++clients}`;

interface Uploaded {
  id: string;
  key: string;
  url: string;
  width: number;
  height: number;
  type: string;
  bytes: number;
}

function upload(body: Uint8Array | string, { locale = 'en', type = 'image/jpeg', client = newClient() } = {}) {
  return shop.get(locale, '/api/photos', {
    method: 'POST',
    headers: { 'content-type': type, 'cf-connecting-ip': client },
    body: body as BodyInit,
  });
}

/** A photo posted to the commerce API on its own, as an upstream call that skips the storefront would. */
async function uploadToCommerce(body: Uint8Array, type: string): Promise<Response> {
  const commerce = await shop.mf.getWorker(COMMERCE);
  return (await commerce.fetch('http://commerce.internal/api/photos?locale=en&sid=5', {
    method: 'POST',
    headers: { 'content-type': type },
    body,
  })) as unknown as Response;
}

async function storedPhotos(): Promise<string[]> {
  const bucket = (await shop.mf.getR2Bucket('MEDIA', COMMERCE)) as unknown as R2Bucket;
  return (await bucket.list({ prefix: 'photos/' })).objects.map((object) => object.key);
}

const text = STRINGS.en.browse.product;

// Decodable JPEGs (every upload is decoded before it is kept): made once, used by several tests.
const jpeg4200x3000 = await plainJpeg(4200, 3000);
const jpeg1200x900 = await plainJpeg(1200, 900);
// Files that pass a header check but are no picture to keep (issue 26).
const hostile = {
  withoutPixels: pngWithoutPixels(3000, 2000),
  bomb: await pngBomb(20_000, 20_000),
  polyglot: pngHtmlPolyglot(await realPng(1600, 1200)),
};

// A phone panorama one pixel wider (or taller) than Cloudflare Images decodes, as a real JPEG and a real PNG.
const panorama = { jpeg: await plainJpeg(12_001, 3000), png: png(3000, 12_001) };

describe('bad files are refused with a message, and nothing is stored', () => {
  const truncatedPng = png(800, 600).subarray(0, 60);
  const heic = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0, ...new TextEncoder().encode('mif1heic')]);
  const tooLarge = new Uint8Array(PHOTO_LIMITS.maxBytes + 1);
  tooLarge.set(png(100, 100));

  it.each([
    ['text renamed .jpg', new TextEncoder().encode('Dear print shop, here is my photo.'), 'image/jpeg', 415, text.photo_type],
    ['a truncated PNG', truncatedPng, 'image/png', 422, text.photo_damaged],
    ['an empty body', new Uint8Array(), 'image/jpeg', 422, text.photo_damaged],
    ['a GIF (an unknown type)', new TextEncoder().encode('GIF89a\x01\x00\x01\x00'), 'application/octet-stream', 415, text.photo_type],
    ['an iPhone HEIC', heic, 'image/heic', 415, text.photo_heic],
    ['a file over 25 MB', tooLarge, 'image/png', 413, text.photo_large.replace('{{mb}}', '25')],
  ])('%s is refused', async (_name, body, type, status, message) => {
    const before = await storedPhotos();
    const response = await upload(body, { type });
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toMatchObject({ error: message, field: 'photo' });
    expect(await storedPhotos()).toEqual(before);
  });

  it('the HEIC refusal names the types that work', () => {
    expect(text.photo_heic).toMatch(/JPEG, PNG or WebP/);
  });

  it('a body past the route’s limit is refused before it is read, in the shopper’s language', async () => {
    const response = await upload(new Uint8Array(PHOTO_LIMITS.maxBytes + 128 * 1024), { locale: 'de' });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: STRINGS.de.browse.product.photo_large.replace('{{mb}}', '25') });
  });

  it('the reason comes in the shopper’s language', async () => {
    const response = await upload(new TextEncoder().encode('not a photo'), { locale: 'de' });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: STRINGS.de.browse.product.photo_type });
    expect(STRINGS.de.browse.product.photo_type).not.toBe(text.photo_type);
  });

  it('the commerce API refuses the same files on its own (an upstream call that skips the storefront)', async () => {
    const call = uploadToCommerce;
    const before = await storedPhotos();
    const text = await call(new TextEncoder().encode('hello'), 'image/jpeg');
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ error: 'The file is not a JPEG, PNG or WebP image', problem: 'unknown_type' });
    const truncated = await call(truncatedPng, 'image/png');
    expect(truncated.status).toBe(422);
    expect(await truncated.json()).toMatchObject({ error: 'The photo is damaged or incomplete', problem: 'corrupt' });
    const heicAnswer = await call(heic, 'application/octet-stream');
    expect(heicAnswer.status).toBe(415);
    expect(((await heicAnswer.json()) as { error: string }).error).toMatch(/JPEG, PNG or WebP/);
    const declared = await call(png(10, 10), 'text/plain');
    expect(declared.status).toBe(415);
    expect(await storedPhotos()).toEqual(before);
  });
});

describe('a photo that is no picture is refused in the shopper’s language, and nothing is stored (issue 26)', () => {
  const problems = [
    ['a PNG with a whole header and no image data', hostile.withoutPixels, 'image/png', 422, 'undecodable', 'photo_damaged'],
    ['a 20,000 × 20,000 px PNG bomb of some hundred KB', hostile.bomb, 'image/png', 422, 'too_many_megapixels', 'photo_megapixels'],
    ['a PNG/HTML polyglot', hostile.polyglot, 'image/png', 415, 'type_mismatch', 'photo_mismatch'],
    ['a JPEG sent as image/png', jpeg1200x900, 'image/png', 415, 'type_mismatch', 'photo_mismatch'],
    ['a GIF named photo.jpg', gif(), 'image/jpeg', 415, 'unknown_type', 'photo_type'],
  ] as const;

  it.each(problems)('%s: through the storefront, in German', async (_name, body, type, status, problem, words) => {
    const before = await storedPhotos();
    const response = await upload(body, { type, locale: 'de' });
    expect(response.status).toBe(status);
    const expected = STRINGS.de.browse.product[words].replace('{{max}}', '100');
    expect(await response.json()).toMatchObject({ error: expected, field: 'photo', problem });
    expect(await storedPhotos()).toEqual(before);
  });

  it.each(problems)('%s: by the commerce API on its own', async (_name, body, type, status, problem) => {
    const before = await storedPhotos();
    const response = await uploadToCommerce(body, type);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ field: 'photo', problem });
    expect(await storedPhotos()).toEqual(before);
  });
});

describe('the image service’s side limit: 12,000 px, refused from the header before anything is decoded (issue 26)', () => {
  const panoramas = [
    ['a 12,001 × 3,000 px JPEG panorama', panorama.jpeg, 'image/jpeg'],
    ['a 3,000 × 12,001 px PNG', panorama.png, 'image/png'],
  ] as const;

  it.each(panoramas)(
    '%s: 422 through the storefront, the limit in the shopper’s language and digits, nothing stored',
    async (_name, body, type) => {
      for (const [locale, limit] of [
        ['en', '12,000'],
        ['de', '12.000'],
      ] as const) {
        const before = await storedPhotos();
        const response = await upload(body, { type, locale });
        expect(response.status).toBe(422);
        const expected = STRINGS[locale].browse.product.photo_huge.replace('{{max}}', limit);
        expect(await response.json()).toMatchObject({ error: expected, field: 'photo', problem: 'too_many_pixels' });
        expect(await storedPhotos()).toEqual(before);
      }
    },
  );

  it.each(panoramas)('%s: 422 from the commerce API on its own', async (_name, body, type) => {
    const before = await storedPhotos();
    const response = await uploadToCommerce(body, type);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: 'The photo may be at most 12,000 pixels on either side',
      field: 'photo',
      problem: 'too_many_pixels',
    });
    expect(await storedPhotos()).toEqual(before);
  });

  it('a 12,000 × 8,000 px JPEG, the most the service decodes a side: kept, read back, and made small for its line', async () => {
    const file = await plainJpeg(12_000, 8000);
    const response = await upload(file);
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
    const photo = (await response.json()) as Uploaded;
    expect(photo).toMatchObject({ width: 12_000, height: 8000, type: 'image/jpeg', bytes: file.length });
    const read = await shop.get('en', photo.url);
    expect(Buffer.from(await read.arrayBuffer()).equals(Buffer.from(file))).toBe(true);
    const thumb = await shop.get('en', `${photo.url}?size=thumb`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
  }, 60_000);
});

describe('a good photo is stored and read back', () => {
  it.each([
    ['JPEG', jpeg4200x3000, 'image/jpeg', 'jpg', 4200, 3000],
    ['PNG', png(640, 480), 'image/png', 'png', 640, 480],
  ])('a %s: its pixel size from the header, its bytes back from its key', async (_name, file, type, ext, width, height) => {
    // Declared as octet-stream: what it is comes from its bytes.
    const response = await upload(file, { type: 'application/octet-stream' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const photo = (await response.json()) as Uploaded;
    expect(photo).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      key: `photos/${photo.id}.${ext}`,
      url: `/api/photos/${photo.id}.${ext}`,
      width,
      height,
      type,
      bytes: file.length,
    });
    expect(await storedPhotos()).toContain(photo.key);

    for (const path of [photo.url, `/api/${photo.key}`]) {
      const read = await shop.get('en', path);
      expect(read.status).toBe(200);
      expect(read.headers.get('content-type')).toBe(type);
      expect(read.headers.get('cache-control')).toMatch(/^private/);
      expect(new Uint8Array(await read.arrayBuffer())).toEqual(file);
    }
  });

  it('real photos as phones send them: a JPEG with EXIF and its motion video after the picture, a PNG of several MB', async () => {
    const picture = await realJpeg(4032, 3024);
    // A motion photo: the phone appends the clip (an MP4) after the JPEG's EOI; browsers show the picture.
    const video = new TextEncoder().encode(`\0\0\0\x18ftypmp42\0\0\0\0isommp42${'\x7f'.repeat(200_000)}`);
    const motion = new Uint8Array([...picture, ...video]);
    const scan = await realPng(2953, 4134);
    for (const [file, type, width, height] of [
      [motion, 'image/jpeg', 4032, 3024],
      [scan, 'image/png', 2953, 4134],
    ] as const) {
      expect(file.length).toBeGreaterThan(2 * 1024 * 1024);
      const response = await upload(file, { type });
      expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
      expect(await response.json()).toMatchObject({ width, height, type, bytes: file.length });
    }
  });

  it.each([
    '/api/photos/0f8fad5b-d9cb-469f-a165-70867728950e.jpg',
    '/api/photos/..%2Fartists%2F1%2Favatar.jpg',
    '/api/photos/%E0%A4%A.jpg',
    '/api/photos/',
  ])('%s is 404', async (path) => {
    const response = await shop.get('en', path);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toMatch(/private/);
  });

  it('a client uploading without end is limited (429 with Retry-After), others are not', async () => {
    const client = newClient();
    const file = png(20, 20);
    for (let i = 0; i < 30; i++) expect((await upload(file, { client, type: 'image/png' })).status).toBe(201);
    const refused = await upload(file, { client, type: 'image/png' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Too many photos uploaded\. Try again in \d+ seconds\.$/);
    expect((await upload(file, { type: 'image/png' })).status).toBe(201);
  });
});

describe('the photo travels with the cart line and the order', () => {
  async function uploaded(): Promise<{ key: string; width: number; height: number }> {
    const photo = (await (await upload(jpeg4200x3000)).json()) as Uploaded;
    return { key: photo.key, width: photo.width, height: photo.height };
  }

  function syncCart(items: unknown[]) {
    return shop.get('en', '/api/sync-cart', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items }),
    });
  }

  it('a cart sync keeps the photo metadata of the line', async () => {
    const photo = await uploaded();
    const response = await syncCart([{ sku, quantity: 1, metadata: { photo, margin: true, black_and_white: true } }]);
    expect(response.status).toBe(200);
    const lines = (await response.json()) as { sku: string; metadata: unknown }[];
    expect(lines[0]).toMatchObject({ sku, metadata: { photo, margin: true, black_and_white: true } });
  });

  it.each([
    ['a key that is no photo key', { key: 'artists/1/avatar/x.jpg', width: 10, height: 10 }],
    ['a size that is no size', { key: 'photos/0f8fad5b-d9cb-469f-a165-70867728950e.jpg', width: -1, height: 10 }],
    ['a field the photo has not', { key: 'photos/0f8fad5b-d9cb-469f-a165-70867728950e.jpg', width: 10, height: 10, url: 'x' }],
  ])('a sync with %s is refused with a message', async (_name, photo) => {
    const response = await syncCart([{ sku, quantity: 1, metadata: { photo } }]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/items\[0\]\.metadata\.photo/);
  });

  const place = (items: unknown[]) => placeOrder(shop, 'en', items);

  it('an order placed with the photo keeps the reference on its line', async () => {
    const photo = await uploaded();
    const placed = await place([{ sku, quantity: 1, metadata: { photo, margin: true } }]);
    expect(placed.status).toBe(201);
    const id = String(placed.answer.order_id);
    const order = (await (await shop.get('en', `/api/orders/${id}`, { headers: { cookie: placed.cookie } })).json()) as {
      lines: { sku: string; metadata: unknown }[];
    };
    expect(order.lines[0]).toMatchObject({ sku, metadata: { photo, margin: true } });
    // Stored with the line in D1, as the print shop reads it.
    const row = await (
      await shop.commerceDb()
    )
      .prepare('SELECT metadata FROM order_lines WHERE order_id = ?')
      .bind(id)
      .first<{ metadata: string }>();
    expect(JSON.parse(row!.metadata)).toMatchObject({ photo });
    // And the photo is still there to print.
    expect((await shop.get('en', `/api/${photo.key}`)).status).toBe(200);
  });

  it('a photo poster without its photo cannot be ordered; no other product takes one', async () => {
    const missing = await place([{ sku, quantity: 1 }]);
    expect(missing.status).toBe(422);
    expect(missing.answer).toMatchObject({ field: 'items.0.metadata.photo', error: expect.stringMatching(/upload its photo/) });
    const { products } = (await (await shop.get('en', '/api/products?template_id=2&type=2&nc=1&per_page=1')).json()) as {
      products: { variations: { sku: string }[] }[];
    };
    const poster = products[0]!.variations[0]!.sku;
    const wrong = await place([{ sku: poster, quantity: 1, metadata: { photo: await uploaded() } }]);
    expect(wrong.status).toBe(422);
    expect(wrong.answer).toMatchObject({ field: 'items.0.metadata.photo' });
  });
});

describe('photos no order names are swept once they are old (docs/designers.md "Photo posters")', () => {
  const DAY = 24 * 60 * 60 * 1000;
  /** The scheduled minute of the daily sweep, `days` from now. */
  const sweepTime = (days: number) => {
    const at = new Date(Date.now() + days * DAY);
    at.setUTCHours(PHOTO_SWEEP_HOUR_UTC, 0, 0, 0);
    return at;
  };
  const runCron = async (at: Date) => {
    const commerce = await shop.mf.getWorker(COMMERCE);
    await commerce.scheduled({ cron: '* * * * *', scheduledTime: at });
  };

  it('an unordered photo older than the retention is deleted, an ordered one is kept, a new one is kept', async () => {
    const dropped = (await (await upload(jpeg1200x900)).json()) as Uploaded;
    const ordered = (await (await upload(jpeg4200x3000)).json()) as Uploaded;
    const placed = await placeOrder(shop, 'en', [
      { sku, quantity: 1, metadata: { photo: { key: ordered.key, width: ordered.width, height: ordered.height } } },
    ]);
    expect(placed.status).toBe(201);

    // Not the sweep's minute: nothing happens, however old the photos are.
    const notDue = sweepTime(PHOTO_RETENTION_DAYS + 1);
    notDue.setUTCMinutes(1);
    await runCron(notDue);
    expect(await storedPhotos()).toEqual(expect.arrayContaining([dropped.key, ordered.key]));

    // The sweep's minute, but before the retention has passed: both kept.
    await runCron(sweepTime(PHOTO_RETENTION_DAYS - 1));
    expect(await storedPhotos()).toEqual(expect.arrayContaining([dropped.key, ordered.key]));

    await runCron(sweepTime(PHOTO_RETENTION_DAYS + 1));
    const left = await storedPhotos();
    expect(left).toContain(ordered.key);
    expect(left).not.toContain(dropped.key);
    expect((await shop.get('en', `/api/${dropped.key}`)).status).toBe(404);
    expect((await shop.get('en', `/api/${ordered.key}`)).status).toBe(200);
  });

  it('a swept photo’s small pictures, kept once drawn, go with it; an ordered photo keeps its own', async () => {
    const bucket = (await shop.mf.getR2Bucket('MEDIA', COMMERCE)) as unknown as R2Bucket;
    const dropped = (await (await upload(jpeg1200x900)).json()) as Uploaded;
    const ordered = (await (await upload(jpeg1200x900)).json()) as Uploaded;
    const placed = await placeOrder(shop, 'en', [
      { sku, quantity: 1, metadata: { photo: { key: ordered.key, width: ordered.width, height: ordered.height } } },
    ]);
    expect(placed.status).toBe(201);
    const thumbsOf = async (photo: Uploaded) =>
      (await bucket.list({ prefix: `photo-thumbs/${photo.id}` })).objects.map((object) => object.key).sort();
    for (const photo of [dropped, ordered]) {
      for (const path of [`${photo.url}?size=thumb`, `${photo.url}?size=thumb&width=64`])
        expect((await shop.get('en', path)).status, path).toBe(200);
      expect(await thumbsOf(photo)).toHaveLength(2);
    }
    await runCron(sweepTime(PHOTO_RETENTION_DAYS + 1));
    expect(await thumbsOf(dropped)).toEqual([]);
    expect(await thumbsOf(ordered)).toHaveLength(2);
    expect((await shop.get('en', `${dropped.url}?size=thumb`)).status).toBe(404);
  });

  it('a cart still naming a swept photo is asked at checkout to upload it again', async () => {
    const photo = (await (await upload(jpeg4200x3000)).json()) as Uploaded;
    await runCron(sweepTime(PHOTO_RETENTION_DAYS + 1));
    expect(await storedPhotos()).not.toContain(photo.key);
    const placed = await placeOrder(shop, 'en', [
      { sku, quantity: 1, metadata: { photo: { key: photo.key, width: photo.width, height: photo.height } } },
    ]);
    expect(placed.status).toBe(422);
    expect(placed.answer).toMatchObject({ field: 'items.0.metadata.photo', error: expect.stringMatching(/upload it again/) });
  });
});
