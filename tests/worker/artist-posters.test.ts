import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainJpeg } from '../fixtures/images';
import { createArtistShopWithProvider, jpeg, OPS_TOKEN, png, type ArtistShop } from './artist-shop';

/** The artist calls' profile, posters, uploads and review (docs/accounts.md, docs/api.md "Artist calls"). */
let shop: ArtistShop;
let dispose: (() => Promise<void>) | undefined;
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  const artist = await createArtistShopWithProvider();
  ({ shop, dispose } = artist);
  tokenA = await artist.token('artist-1');
  tokenB = await artist.token('artist-2');
});
afterAll(() => dispose?.());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(token: string, method: string, path: string, body?: unknown, locale = 'en') {
  const isBytes = body instanceof Uint8Array;
  const response = await shop.call(path, {
    locale,
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': isBytes ? 'image/png' : 'application/json' }),
    },
    ...(body === undefined ? {} : { body: isBytes ? (body as Uint8Array<ArrayBuffer>) : JSON.stringify(body) }),
  });
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, headers: response.headers, body: (type.includes('json') ? await response.json() : null) as Json };
}

async function upload(token: string, path: string, bytes: Uint8Array<ArrayBuffer>, contentType = 'image/png') {
  const response = await shop.call(path, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: bytes,
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const poster = (overrides: Json = {}) => ({
  texts: { en: { title: 'Quiet Harbour at Dawn', description: 'Boats asleep.' }, de: { title: 'Stiller Hafen im Morgengrauen' } },
  tags: ['living-room'],
  categories: [],
  orientation: 'portrait',
  sizes: ['21x30'],
  ...overrides,
});

/** What the artist tables and the bucket hold (for "nothing half-written" checks). */
async function footprint() {
  const db = await shop.db();
  const rows = await db.prepare('SELECT id, image_key, status FROM artist_posters ORDER BY id').all();
  const avatars = await db.prepare('SELECT id, avatar_key FROM artists WHERE avatar_key IS NOT NULL').all();
  return { posters: rows.results, avatars: avatars.results, keys: await shop.mediaKeys() };
}

describe('profile', () => {
  it('an artist edits name, bios and links, and GET /api/artists/{slug} shows them', async () => {
    const before = await call(tokenA, 'GET', '/api/my/profile');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ artist_id: 1, avatar: null, links: [] });
    const put = await call(tokenA, 'PUT', '/api/my/profile', {
      name: '  Astrid L. ',
      bio: { en: 'Prints of the northern coast.', sv: 'Tryck från norra kusten.' },
      links: [{ label: 'Studio', url: 'https://astrid.example/studio' }],
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ name: 'Astrid L.', bio: { en: 'Prints of the northern coast.', sv: 'Tryck från norra kusten.' } });
    const publicPage = (await (await shop.call(`/api/artists/${before.body.slug}`, { locale: 'sv' })).json()) as Json;
    expect(publicPage).toMatchObject({
      name: 'Astrid L.',
      bio: 'Tryck från norra kusten.',
      links: [{ label: 'Studio', url: 'https://astrid.example/studio' }],
    });
    const german = (await (await shop.call(`/api/artists/${before.body.slug}`, { locale: 'de' })).json()) as Json;
    expect(german.bio).toBe('Prints of the northern coast.'); // no German bio: the English one
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(81) }, 'name'],
    [{ name: 'A', bio: { xx: 'hi' } }, 'bio.xx'],
    [{ name: 'A', links: [{ label: 'Site', url: 'http://plain.example' }] }, 'links[0].url'],
    [{ name: 'A', links: Array.from({ length: 6 }, () => ({ label: 'L', url: 'https://a.example' })) }, 'links'],
    [{ name: 'A', role: 'admin' }, 'role'],
  ])('a profile that breaks a rule is 422 naming the field (%j)', async (body, field) => {
    const answer = await call(tokenA, 'PUT', '/api/my/profile', body);
    expect(answer.status).toBe(422);
    expect(answer.body.field).toBe(field);
  });

  it('an avatar is stored in R2, served publicly, and the old one removed when replaced', async () => {
    const first = await upload(tokenA, '/api/my/profile/avatar', png(240, 240));
    expect(first.status).toBe(200);
    // Shoppers get a copy drawn from it (issue 26, ADR 0020: no original upload, no EXIF), never the upload itself.
    expect(first.body.avatar).toMatch(/^\/api\/media\/artists\/1\/avatar\/.+-240x240\.png\/240\.webp$/);
    const served = await shop.call(first.body.avatar);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('public');
    const firstOriginal = first.body.avatar.slice('/api/media/'.length).replace(/\/\d+\.webp$/, '');
    expect((await shop.call(`/api/media/${firstOriginal}`)).status).toBe(404);
    const second = await upload(tokenA, '/api/my/profile/avatar', await plainJpeg(300, 300), 'image/jpeg');
    expect(second.status).toBe(200);
    const secondOriginal = second.body.avatar.slice('/api/media/'.length).replace(/\/\d+\.webp$/, '');
    // The new upload and its public master; the old one and every copy of it are gone.
    expect((await shop.mediaKeys()).filter((key) => key.startsWith('artists/1/avatar/'))).toEqual([
      secondOriginal,
      `${secondOriginal}/300.webp`,
    ]);
    expect((await shop.call(first.body.avatar)).status).toBe(404);
    const publicPage = (await (await shop.call(`/api/artists/${second.body.slug}`)).json()) as Json;
    expect(publicPage.avatar.url).toBe(second.body.avatar);
  });
});

describe('uploads are checked by content, and a refused one leaves nothing behind', () => {
  let id: number;
  beforeAll(async () => {
    id = (await call(tokenB, 'POST', '/api/my/posters', poster())).body.id;
  });

  it('a PNG sent as application/octet-stream is accepted as the PNG it is', async () => {
    const answer = await upload(tokenB, `/api/my/posters/${id}/image`, png(1300, 1800), 'application/octet-stream');
    expect(answer.status).toBe(200);
    expect(answer.body.image).toMatchObject({ type: 'image/png', width: 1300, height: 1800 });
  });

  it('a PNG sent as image/jpeg claims what it is not: 415 (issue 26), and nothing changes', async () => {
    const before = await footprint();
    const answer = await upload(tokenB, `/api/my/posters/${id}/image`, png(1300, 1800), 'image/jpeg');
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ field: 'image', problem: 'type_mismatch' });
    expect(await footprint()).toEqual(before);
  });

  it.each([
    ['a text file sent as image/png', new TextEncoder().encode('hello, I am not a picture at all'.repeat(10)), 'image/png', 415],
    ['a PDF sent as image/png', new TextEncoder().encode('%PDF-1.7\n'.repeat(20)), 'image/png', 415],
    ['an image sent as text/plain', png(1300, 1800), 'text/plain', 415],
    ['too few pixels for the largest size at 150 dpi', png(1000, 1400), 'image/png', 422],
    ['a truncated PNG', png(1300, 1800).slice(0, 200), 'image/png', 422],
    ['a PNG whose header checksum is wrong', (() => { const b = png(1300, 1800); b[20] = b[20]! ^ 0xff; return b; })(), 'image/png', 422], // prettier-ignore
    ['a JPEG without its end', jpeg(1300, 1800).slice(0, -2), 'image/jpeg', 422],
    ['an empty body', new Uint8Array(), 'image/png', 422],
  ])('%s is refused', async (_name, bytes, type, status) => {
    const before = await footprint();
    const answer = await upload(tokenB, `/api/my/posters/${id}/image`, bytes, type);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ error: expect.any(String), field: 'image' });
    expect(await footprint()).toEqual(before);
  });

  it('an avatar over 5 MB is 413 and stores nothing', async () => {
    const before = await footprint();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(png(300, 300));
    const answer = await upload(tokenB, '/api/my/profile/avatar', big);
    expect(answer.status).toBe(413);
    expect(await footprint()).toEqual(before);
  });

  it('an avatar under 200×200 pixels is 422 and stores nothing', async () => {
    const before = await footprint();
    expect((await upload(tokenB, '/api/my/profile/avatar', png(150, 400))).status).toBe(422);
    expect(await footprint()).toEqual(before);
  });

  it('a poster that is not the caller’s stores nothing either', async () => {
    const before = await footprint();
    expect((await upload(tokenA, `/api/my/posters/${id}/image`, png(1300, 1800))).status).toBe(404);
    expect(await footprint()).toEqual(before);
  });
});

describe('a poster from draft to the catalog', () => {
  it('create → image → submit → approve: listed by the catalog calls in two languages', async () => {
    const created = await call(tokenA, 'POST', '/api/my/posters', poster({ sizes: ['21x30', '30x40'] }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'draft',
      title: 'Quiet Harbour at Dawn',
      image: null,
      required_pixels: { width: 1772, height: 2363 },
    });
    const id = created.body.id as number;
    expect((await call(tokenA, 'POST', `/api/my/posters/${id}/submit`)).status).toBe(422); // no image yet
    const printFile = png(1800, 2400);
    const uploaded = await upload(tokenA, `/api/my/posters/${id}/image`, printFile);
    expect(uploaded.status).toBe(200);
    const preview = await shop.call(uploaded.body.image.preview, { headers: { authorization: `Bearer ${tokenA}` } });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    // A print file is the largest file the API sends: its length is declared, so a storefront
    // passing it on can tell a cut one from a whole one (worker/api/pass-through.ts).
    expect(preview.headers.get('content-type')).toBe('image/png');
    expect(preview.headers.get('content-length')).toBe(String(printFile.byteLength));
    expect(preview.headers.get('x-content-type-options')).toBe('nosniff');
    const key = (await (
      await shop.db()
    )
      .prepare('SELECT image_key FROM artist_posters WHERE id = ?')
      .bind(id)
      .first<{ image_key: string }>())!.image_key;
    expect((await shop.call(`/api/media/${key}`)).status).toBe(404); // not live yet
    expect((await shop.call(`/api/media/${key}/640.webp`)).status).toBe(404); // nor its copies

    const submitted = await call(tokenA, 'POST', `/api/my/posters/${id}/submit`);
    expect(submitted.body.status).toBe('in_review');
    expect((await call(tokenA, 'PUT', `/api/my/posters/${id}`, poster())).status).toBe(409);

    const review = await shop.call(`/api/ops/posters/${id}/review`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ approve: true }),
    });
    expect(review.status).toBe(200);
    const reviewed = (await review.json()) as Json;
    expect(reviewed).toMatchObject({ status: 'live', product: { sku: expect.stringMatching(/^A\d{5}$/) } });

    const artistSlug = (await call(tokenA, 'GET', '/api/my/profile')).body.slug as string;
    for (const [locale, title, slug] of [
      ['en', 'Quiet Harbour at Dawn', reviewed.product.slugs.en],
      ['de', 'Stiller Hafen im Morgengrauen', reviewed.product.slugs.de],
    ] as const) {
      const list = (await (await shop.call(`/api/products?artist=${artistSlug}&sort=newest&per_page=100`, { locale })).json()) as Json;
      const listed = (list.products as Json[]).find((product) => product.id === reviewed.product_id);
      expect(listed, `${locale} listing`).toMatchObject({
        name: title,
        // Its public copies (issue 26, ADR 0020), never the upload itself.
        images: expect.arrayContaining([expect.objectContaining({ url: `/api/media/${key}/640.webp` })]),
      });
      const detail = await shop.call(`/api/products/${slug}`, { locale });
      expect(detail.status).toBe(200);
      const product = (await detail.json()) as Json;
      expect(product).toMatchObject({ name: title, artist: { id: 1 } });
      expect((product.variations as Json[]).map((variation) => variation.sku)).toEqual([
        `${reviewed.product.sku}-21x30`,
        `${reviewed.product.sku}-30x40`,
      ]);
    }
    expect((await shop.call(`/api/media/${key}/640.webp`)).status).toBe(200); // live: its copies are public
    expect((await shop.call(`/api/media/${key}`)).status).toBe(404); // the print file itself never is
    const mine = await call(tokenA, 'GET', `/api/my/posters?status=live`);
    expect(mine.body.posters.map((entry: Json) => entry.id)).toContain(id);

    // The list holds every product of the artist's in the catalog once: the approved poster as
    // its submission, the seeded ones as catalog entries (no id: nothing to edit).
    const all = await call(tokenA, 'GET', `/api/my/posters?status=live&per_page=100`);
    const catalog = (await (await shop.call(`/api/products?artist=${artistSlug}&per_page=100`)).json()) as Json;
    const listedIds = (all.body.posters as Json[]).map((entry) => entry.product_id as number).sort((a, b) => a - b);
    expect(listedIds).toEqual((catalog.products as Json[]).map((product) => product.id as number).sort((a, b) => a - b));
    expect(all.body.total).toBe(catalog.products.length);
    expect((all.body.posters as Json[]).filter((entry) => entry.product_id === reviewed.product_id)).toEqual([
      expect.objectContaining({ id, status: 'live', slug: reviewed.product.slugs.en, title: 'Quiet Harbour at Dawn' }),
    ]);
    expect((all.body.posters as Json[]).filter((entry) => entry.id === null).length).toBe(catalog.products.length - 1);
  });

  it('a rejected poster carries the reason and may be edited again', async () => {
    const id = (await call(tokenA, 'POST', '/api/my/posters', poster({ texts: { en: { title: 'Blurry Gull' } } }))).body.id as number;
    await upload(tokenA, `/api/my/posters/${id}/image`, png(1300, 1800));
    await call(tokenA, 'POST', `/api/my/posters/${id}/submit`);
    const review = await shop.call(`/api/ops/posters/${id}/review`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ approve: false, reason: 'The image is out of focus.' }),
    });
    expect(review.status).toBe(200);
    const read = await call(tokenA, 'GET', `/api/my/posters/${id}`);
    expect(read.body).toMatchObject({ status: 'rejected', reason: 'The image is out of focus.', product_id: null });
    const listed = await call(tokenA, 'GET', '/api/my/posters?status=rejected&query=gull');
    expect(listed.body).toMatchObject({ total: 1, posters: [{ id, reason: 'The image is out of focus.' }] });
    expect((await call(tokenA, 'PUT', `/api/my/posters/${id}`, poster({ texts: { en: { title: 'Sharp Gull' } } }))).body.status).toBe(
      'draft',
    );
  });

  it.each([
    [{ texts: {} }, 'texts'],
    [{ texts: { en: { title: '' } } }, 'texts.en.title'],
    [{ sizes: ['30x30'] }, 'sizes'],
    [{ sizes: [] }, 'sizes'],
    [{ orientation: 'diagonal' }, 'orientation'],
    [{ tags: ['no-such-tag'] }, 'tags[0]'],
    [{ categories: [999999] }, 'categories[0]'],
  ])('a poster that breaks a rule is 422 naming the field (%j)', async (overrides, field) => {
    const answer = await call(tokenA, 'POST', '/api/my/posters', poster(overrides));
    expect(answer.status).toBe(422);
    expect(answer.body.field).toBe(field);
  });

  it('paging and search', async () => {
    const all = await call(tokenA, 'GET', '/api/my/posters?per_page=1&page=2');
    expect(all.body).toMatchObject({ page: 2, per_page: 1, posters: [expect.any(Object)] });
    expect(all.body.total).toBeGreaterThanOrEqual(2);
    expect((await call(tokenA, 'GET', '/api/my/posters?query=zzzz-nothing')).body).toMatchObject({ total: 0, posters: [] });
    expect((await call(tokenA, 'GET', '/api/my/posters?status=gone')).status).toBe(400);
  });
});

describe('an artist reaches only their own data', () => {
  it('every poster call with another artist’s poster id is 404, and nothing changes', async () => {
    const id = (await call(tokenA, 'POST', '/api/my/posters', poster())).body.id as number;
    const before = await footprint();
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/my/posters/${id}`],
      ['PUT', `/api/my/posters/${id}`, poster({ texts: { en: { title: 'Taken over' } } })],
      ['GET', `/api/my/posters/${id}/image`],
      ['PUT', `/api/my/posters/${id}/image`, png(1300, 1800)],
      ['POST', `/api/my/posters/${id}/submit`],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await call(tokenB, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    expect(await footprint()).toEqual(before);
    expect((await call(tokenA, 'GET', `/api/my/posters/${id}`)).body.title).toBe('Quiet Harbour at Dawn');
  });

  it('lists, profile and sales answer the caller’s own rows only', async () => {
    const listB = await call(tokenB, 'GET', '/api/my/posters?per_page=100');
    const idsOfA = (await call(tokenA, 'GET', '/api/my/posters?per_page=100')).body.posters.map((entry: Json) => entry.id);
    expect(listB.body.posters.map((entry: Json) => entry.id).filter((id: number) => idsOfA.includes(id))).toEqual([]);
    const profileB = await call(tokenB, 'GET', '/api/my/profile');
    expect(profileB.body.artist_id).toBe(2);
    // A profile change by B cannot name A: the body has no artist id (unknown fields are refused).
    expect((await call(tokenB, 'PUT', '/api/my/profile', { name: 'B', artist_id: 1 })).status).toBe(422);
    expect((await call(tokenA, 'GET', '/api/my/profile')).body.name).toBe('Astrid L.');
  });
});
