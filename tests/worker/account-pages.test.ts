import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIST_ACCOUNTS, storefrontOidcVars } from '../../scripts/lib/oidc.mjs';
import de from '../../locales/account/de.json';
import en from '../../locales/account/en.json';
import sv from '../../locales/account/sv.json';
import sharp from 'sharp';
import { pngBomb, pngHtmlPolyglot, pngWithoutPixels } from '../fixtures/hostile-images';
import { plainJpeg, png, realJpeg, realPng } from '../fixtures/images';
import { signedInBrowser, startProvider, TestBrowser, type Provider } from './auth-shop';
import { insertArtistOrder } from './artist-shop';
import { createTestShop, type TestShop } from './harness';

/**
 * The artist area's pages (/my-account and below, docs/accounts.md "The account pages")
 * with the real local provider and the embedded commerce API: each needs a session, is
 * private, and the forms create and change only the artist's own posters and profile.
 */
const EN = 'http://en.localhost:8787';
const DE = 'http://de.localhost:8787';
const PAGES = ['/my-account', '/my-account/posters', '/my-account/posters/edit', '/my-account/sales', '/my-account/profile/edit'];
const [astrid, elias, maja] = ARTIST_ACCOUNTS;
let shop: TestShop;
let provider: Provider;

beforeAll(async () => {
  provider = await startProvider();
  shop = await createTestShop({ vars: storefrontOidcVars(provider.issuer), seedProducts: 60 });
}, 120_000);
afterAll(async () => {
  await shop?.dispose();
  await provider?.close();
});

const signedIn = (account: { email: string; password: string }, origin = EN) => signedInBrowser(shop, provider, account, origin);

/**
 * Maja's posters in the catalog, as the seed and the shop make them: products whose artist
 * she is, no submission of hers behind them. The small test seed gives her none of its own,
 * so three of another artist's seeded posters become hers (once per file, before any read).
 */
let majaCatalog: Promise<void> | undefined;
function giveMajaCatalogPosters(): Promise<void> {
  majaCatalog ??= (async () => {
    const db = await shop.commerceDb();
    await db
      .prepare(
        `UPDATE products SET artist_id = ?1 WHERE id IN (
           SELECT id FROM products WHERE artist_id > 3 AND discount_category = 'posters' ORDER BY id LIMIT 3)`,
      )
      .bind(maja!.artistId)
      .run();
  })();
  return majaCatalog;
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

function posterForm(fields: Record<string, string | string[]>, image?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item);
  if (image) form.append('image', new File([image.bytes], image.name, { type: image.type }));
  return form;
}

/** A multipart form as the bytes and Content-Type a browser sends (dispatchFetch does not encode FormData itself). */
async function multipart(form: FormData): Promise<RequestInit> {
  const request = new Request('http://form.test/', { method: 'POST', body: form });
  return { method: 'POST', headers: { 'content-type': request.headers.get('content-type')! }, body: await request.arrayBuffer() };
}

/** Bytes compared by their SHA-256 (an element-wise compare of megabytes takes the test runner seconds). */
const digest = (bytes: ArrayBuffer | Uint8Array) => createHash('sha256').update(new Uint8Array(bytes)).digest('hex');

/** The reasons a refused form shows beside its fields (a failure's message without the whole page). */
const fieldErrors = (html: string) => [...html.matchAll(/class="field-error"[^>]*>([^<]*)</g)].map((match) => match[1]).join(' | ');

async function posterIds(browser: TestBrowser): Promise<number[]> {
  const list = (await (await browser.fetch(`${EN}/api/my/posters?per_page=100`)).json()) as { posters: { id: number }[] };
  return list.posters.map((poster) => poster.id);
}

describe('the artist area', () => {
  it('sends a signed-out visitor of every page to /login and back, keeping the query', async () => {
    for (const path of [...PAGES, '/my-account/posters?status=draft&page=2']) {
      const response = await new TestBrowser(shop).fetch(`${EN}${path}`);
      expect(response.status, path).toBe(303);
      expect(response.headers.get('location'), path).toBe(`/login?${new URLSearchParams({ return: path })}`);
    }
    const post = await new TestBrowser(shop).fetch(`${EN}/my-account/posters/edit`, await multipart(posterForm({ 'title.en': 'x' })));
    expect(post.status).toBe(303);
    expect(post.headers.get('location')).toMatch(/^\/login\?return=/);
    const posters = await new TestBrowser(shop).fetch(`${EN}/api/my/posters`);
    expect(posters.status).toBe(401);
  });

  it('renders every page privately, in the page’s language, with the area’s navigation', async () => {
    const browser = await signedIn(astrid!, DE);
    for (const path of PAGES) {
      const response = await browser.fetch(`${DE}${path}`);
      const html = await response.text();
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      expect(html, path).toContain('noindex');
      expect(html, path).toMatch(/<nav class="account-nav"[^>]*>/);
      expect(html, path).toContain('aria-current="page"');
      expect(html, path).toContain('<html lang="de"');
    }
    expect(await (await browser.fetch(`${DE}/my-account/sales`)).text()).toContain(escaped(de.sales_page.title));
    expect(await (await browser.fetch(`${DE}/my-account/posters`)).text()).toContain(escaped(de.poster_list.title));
  });

  it('creates a poster with its image from the form, lists it, shows the preview, and sends it to review', async () => {
    const browser = await signedIn(astrid!);
    const title = `Fjord at dawn ${Date.now()}`;
    const created = await browser.fetch(
      `${EN}/my-account/posters/edit`,
      await multipart(
        posterForm(
          {
            'title.en': title,
            'description.en': 'Mist over water.',
            'title.de': 'Fjord im Morgengrauen',
            orientation: 'portrait',
            sizes: ['21x30'],
            tags: ['living-room'],
            intent: 'save',
          },
          { bytes: png(1300, 1800), name: 'fjord.png', type: 'image/png' },
        ),
      ),
    );
    expect(created.status, await created.clone().text()).toBe(303);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/my-account\/posters\/edit\?id=\d+&done=saved$/);
    const id = Number(new URL(location, EN).searchParams.get('id'));

    const list = await (await browser.fetch(`${EN}/my-account/posters?query=${encodeURIComponent('Fjord at dawn')}`)).text();
    expect(list).toContain(escaped(title));
    expect(list).toContain(`/api/my/posters/${id}/image`);
    const preview = await browser.fetch(`${EN}/api/my/posters/${id}/image`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/png');

    const page = await (await browser.fetch(`${EN}${location}`)).text();
    expect(page).toContain(escaped(en.edit.saved));
    expect(page).toContain('value="Fjord im Morgengrauen"');
    expect(page).toContain('name="sizes" checked="" value="21x30"');
    expect(page).not.toContain('name="sizes" checked="" value="30x40"');

    const submitted = await browser.fetch(
      `${EN}/my-account/posters/edit?id=${id}`,
      await multipart(posterForm({ 'title.en': title, orientation: 'portrait', sizes: '21x30', intent: 'submit' })),
    );
    expect(submitted.headers.get('location')).toBe(`/my-account/posters/edit?id=${id}&done=submitted`);
    const locked = await (await browser.fetch(`${EN}/my-account/posters/edit?id=${id}`)).text();
    expect(locked).toContain(escaped(en.edit.locked_in_review));
    expect(locked).not.toContain('<form class="form poster-form"');
    expect(await (await browser.fetch(`${EN}/my-account/posters?status=in_review`)).text()).toContain(escaped(title));
  });

  it('shows a refused form again with what was typed and the reason beside the field, saving nothing', async () => {
    const browser = await signedIn(astrid!);
    const before = await posterIds(browser);
    const cases: [string, Record<string, string | string[]>, Parameters<typeof posterForm>[1], string][] = [
      ['no title', { 'description.en': 'Only words', orientation: 'portrait', sizes: '21x30' }, undefined, en.edit.errors.texts],
      ['no size', { 'title.en': 'Sizeless', orientation: 'portrait' }, undefined, en.edit.errors.sizes],
      [
        'too few pixels',
        { 'title.en': 'Tiny print', orientation: 'portrait', sizes: ['21x30', '50x70'] },
        { bytes: png(1300, 1800), name: 'tiny.png', type: 'image/png' },
        'The image has 1300 × 1800 pixels; the largest size offered needs at least 2953 × 4134.',
      ],
      [
        'no image by content',
        { 'title.en': 'Not a picture', orientation: 'portrait', sizes: '21x30' },
        { bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'fake.png', type: 'image/png' },
        en.edit.errors.image_type,
      ],
      [
        'a damaged image',
        { 'title.en': 'Broken', orientation: 'portrait', sizes: '21x30' },
        { bytes: png(1300, 1800).slice(0, 20), name: 'broken.png', type: 'image/png' },
        en.edit.errors.image_damaged,
      ],
    ];
    for (const [name, fields, image, message] of cases) {
      const response = await browser.fetch(
        `${EN}/my-account/posters/edit`,
        await multipart(posterForm({ ...fields, intent: 'save' }, image)),
      );
      const html = await response.text();
      expect(response.status, name).toBe(422);
      expect(html, name).toContain(escaped(message));
      expect(html, name).toContain('class="field-error"');
      const typed = fields['title.en'] ?? fields['description.en'];
      expect(html, name).toContain(escaped(String(typed)));
    }
    expect(await posterIds(browser)).toEqual(before);
  });

  it('takes real print files of several MB (a PNG and a JPEG with EXIF, 2953 × 4134 for 50x70 cm) and a real avatar photo', async () => {
    const browser = await signedIn(astrid!);
    const files = [
      { name: 'print.png', type: 'image/png', bytes: await realPng(2953, 4134) },
      { name: 'print.jpg', type: 'image/jpeg', bytes: await realJpeg(2953, 4134) },
    ];
    for (const file of files) {
      // What the issue saw refused: far more than the first 512 KiB the form used to read.
      expect(file.bytes.length, file.name).toBeGreaterThan(2 * 1024 * 1024);
      const saved = await browser.fetch(
        `${EN}/my-account/posters/edit`,
        await multipart(
          posterForm({ 'title.en': `Print file ${file.name}`, orientation: 'portrait', sizes: ['50x70'], intent: 'save' }, file),
        ),
      );
      expect(saved.status, `${file.name}: ${fieldErrors(await saved.clone().text())}`).toBe(303);
      const id = Number(new URL(saved.headers.get('location')!, EN).searchParams.get('id'));
      const preview = await browser.fetch(`${EN}/api/my/posters/${id}/image`);
      expect(preview.headers.get('content-type'), file.name).toBe(file.type);
      expect(digest(await preview.arrayBuffer()), file.name).toBe(digest(file.bytes));
    }

    const photo = await realJpeg(2400, 2400);
    expect(photo.length).toBeGreaterThan(512 * 1024);
    const form = new FormData();
    form.append('name', astrid!.name);
    form.append('avatar', new File([photo], 'portrait.jpg', { type: 'image/jpeg' }));
    const profile = await browser.fetch(`${EN}/my-account/profile/edit`, await multipart(form));
    expect(profile.status, fieldErrors(await profile.clone().text())).toBe(303);
    const { avatar } = (await (await browser.fetch(`${EN}/api/my/profile`)).json()) as { avatar: string };
    // Shoppers get a copy drawn from it, not the photo itself with its EXIF (issue 26, ADR 0020).
    const served = await shop.get('en', avatar);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const copy = new Uint8Array(await served.arrayBuffer());
    expect(digest(copy)).not.toBe(digest(photo));
    const drawn = await sharp(copy).metadata();
    expect([drawn.width, drawn.height, drawn.exif]).toEqual([320, 320, undefined]);
  });

  it('shows a print file only as private copies at the widths its pictures need, never the file itself (issue 26)', async () => {
    const browser = await signedIn(astrid!);
    const printFile = await realJpeg(2953, 4134);
    expect(printFile.length).toBeGreaterThan(2 * 1024 * 1024);
    const saved = await browser.fetch(
      `${EN}/my-account/posters/edit`,
      await multipart(
        posterForm(
          { 'title.en': 'Private copies', orientation: 'portrait', sizes: ['50x70'], intent: 'save' },
          {
            bytes: printFile,
            name: 'print.jpg',
            type: 'image/jpeg',
          },
        ),
      ),
    );
    expect(saved.status, fieldErrors(await saved.clone().text())).toBe(303);
    const location = saved.headers.get('location')!;
    const id = Number(new URL(location, EN).searchParams.get('id'));
    const file = `/api/my/posters/${id}/image`;
    // Every address of the print file on the two pages names a copy's width: the list's 64 px
    // picture from the 64 to the 240 copy, the edit page's 256 px preview from the 320 to the 800.
    const addresses = (html: string) => [...html.matchAll(new RegExp(`${file}[^" ,]*`, 'g'))].map((match) => match[0]);
    const list = await (await browser.fetch(`${EN}/my-account/posters?query=${encodeURIComponent('Private copies')}`)).text();
    const page = await (await browser.fetch(`${EN}${location}`)).text();
    for (const [where, html, widths] of [
      ['the list', list, [64, 80, 120, 160, 240]],
      ['the edit page', page, [320, 480, 640, 800]],
    ] as const) {
      const named = addresses(html);
      expect(named.length, where).toBeGreaterThan(0);
      for (const address of named) expect(address, where).toMatch(new RegExp(`^${file}\\?width=\\d+$`));
      const img = new RegExp(`<img[^>]*src="${file}[^>]*>`).exec(html)?.[0] ?? '';
      expect(img.match(/srcSet="([^"]*)"/i)?.[1]?.split(', '), where).toEqual(widths.map((width) => `${file}?width=${width} ${width}w`));
      expect(img, where).toMatch(/sizes="\d+px"/);
    }

    // Each copy: WebP that many pixels wide, no EXIF, the artist's alone and never kept.
    for (const width of [80, 320, 800]) {
      const copy = await browser.fetch(`${EN}${file}?width=${width}`);
      expect(copy.status, `${width}`).toBe(200);
      expect(copy.headers.get('content-type')).toBe('image/webp');
      expect(copy.headers.get('cache-control')).toBe('private, no-store');
      const bytes = new Uint8Array(await copy.arrayBuffer());
      expect(bytes.length, `${width}`).toBeLessThan(printFile.length / 10);
      const drawn = await sharp(bytes).metadata();
      expect([drawn.width, drawn.height, drawn.exif], `${width}`).toEqual([width, Math.round((width * 4134) / 2953), undefined]);
    }
    // Wider than the upload's largest copy (2048): that copy. A width that is no copy's: 400, in JSON.
    const largest = await sharp(new Uint8Array(await (await browser.fetch(`${EN}${file}?width=2048`)).arrayBuffer())).metadata();
    expect(largest.width).toBe(2048);
    const odd = await browser.fetch(`${EN}${file}?width=300`);
    expect(odd.status).toBe(400);
    expect(((await odd.json()) as { error: string }).error).toContain('64, 80, 120, 160');
    // Another artist gets nothing, copy or not.
    expect((await (await signedIn(elias!)).fetch(`${EN}${file}?width=320`)).status).toBe(404);
  });

  it('refuses files that are no picture with the reason in the artist’s language, saving nothing (issue 26)', async () => {
    const browser = await signedIn(astrid!);
    const german = await signedIn(astrid!, DE);
    const before = await posterIds(browser);
    const fields = { 'title.de': 'Kein Bild', orientation: 'portrait', sizes: '21x30', intent: 'save' };
    const cases: [string, { bytes: Uint8Array<ArrayBuffer>; name: string; type: string }, string][] = [
      // Found by the storefront's own check, from the header and the bytes.
      [
        'a PNG bomb',
        { bytes: await pngBomb(20_000, 20_000), name: 'bomb.png', type: 'image/png' },
        de.edit.errors.image_megapixels.replace('{{max}}', '100'),
      ],
      [
        'a PNG/HTML polyglot',
        { bytes: pngHtmlPolyglot(png(1300, 1800)), name: 'poster.png', type: 'image/png' },
        de.edit.errors.image_mismatch,
      ],
      ['a JPEG named .png', { bytes: await realJpeg(1300, 1800), name: 'poster.png', type: 'image/png' }, de.edit.errors.image_mismatch],
      // Wider than the image service decodes (12,000 px a side), the limit in German digits.
      [
        'a 12,001 px wide panorama',
        { bytes: await plainJpeg(12_001, 3000), name: 'panorama.jpg', type: 'image/jpeg' },
        de.edit.errors.image_huge.replace('{{max}}', '12.000'),
      ],
      // Found only by the commerce API, decoding it: the texts are saved, the image is not.
      [
        'a PNG without image data',
        { bytes: pngWithoutPixels(1300, 1800), name: 'empty.png', type: 'image/png' },
        de.edit.errors.image_damaged,
      ],
    ];
    for (const [name, image, message] of cases) {
      const response = await german.fetch(`${DE}/my-account/posters/edit`, await multipart(posterForm(fields, image)));
      const html = await response.text();
      expect(response.status, name).toBe(422);
      expect(fieldErrors(html), name).toContain(message);
    }
    // Only the undecodable one got as far as saving the texts; none has an image.
    const after = await posterIds(browser);
    const added = after.filter((id) => !before.includes(id));
    expect(added.length).toBe(1);
    const poster = (await (await browser.fetch(`${EN}/api/my/posters/${added[0]}`)).json()) as { image: unknown };
    expect(poster.image).toBeNull();
  });

  it('pages the poster list 20 at a time, keeping the search and status in the links', async () => {
    const browser = await signedIn(elias!);
    const stamp = Date.now();
    for (let n = 1; n <= 21; n++) {
      const created = await browser.fetch(`${EN}/api/my/posters`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ texts: { en: { title: `Paged ${stamp} no ${n}` } }, orientation: 'square', sizes: ['30x30'] }),
      });
      expect(created.status).toBe(201);
    }
    const query = `query=${encodeURIComponent(`Paged ${stamp}`)}&status=draft`;
    const first = await (await browser.fetch(`${EN}/my-account/posters?${query}`)).text();
    expect(first.match(/data-poster-id=/g)).toHaveLength(20);
    expect(first).toContain('Page 1 of 2');
    expect(first).toContain(`href="/my-account/posters?query=Paged+${stamp}&amp;status=draft&amp;page=2" rel="next"`);
    const second = await (await browser.fetch(`${EN}/my-account/posters?${query}&page=2`)).text();
    expect(second.match(/data-poster-id=/g)).toHaveLength(1);
    // Newest change first: the first poster made is the one left for page 2.
    expect(second).toContain(`Paged ${stamp} no 1<`);
    expect(second).toContain(`href="/my-account/posters?query=Paged+${stamp}&amp;status=draft" rel="prev"`);
    const none = await (await browser.fetch(`${EN}/my-account/posters?query=nothing-like-this-${stamp}`)).text();
    expect(none).toContain(escaped(en.poster_list.none_found));
  });

  it('never shows or changes another artist’s poster', async () => {
    const a = await signedIn(astrid!);
    const b = await signedIn(elias!);
    const created = await a.fetch(
      `${EN}/my-account/posters/edit`,
      await multipart(posterForm({ 'title.en': 'Astrid only', orientation: 'square', sizes: '30x30', intent: 'save' })),
    );
    const id = new URL(created.headers.get('location')!, EN).searchParams.get('id');
    const read = await b.fetch(`${EN}/my-account/posters/edit?id=${id}`);
    expect(read.status).toBe(404);
    const write = await b.fetch(
      `${EN}/my-account/posters/edit?id=${id}`,
      await multipart(posterForm({ 'title.en': 'Taken over', orientation: 'square', sizes: '30x30', intent: 'save' })),
    );
    expect(write.status).toBe(404);
    expect(await (await a.fetch(`${EN}/my-account/posters/edit?id=${id}`)).text()).toContain('value="Astrid only"');
    expect((await b.fetch(`${EN}/my-account/posters/edit?id=abc`)).status).toBe(404);
  });

  it('refuses an avatar wider than the image service decodes with the limit in the artist’s digits; the avatar stays (issue 26)', async () => {
    const browser = await signedIn(maja!);
    const page = await (await browser.fetch(`${EN}/my-account/profile/edit`)).text();
    const huge = en.edit.errors.image_huge.replace('{{max}}', '12,000');
    // The browser's own check (client/account/image-field.ts) gets the same words, in the field's data-messages.
    expect(page).toContain(`&quot;huge&quot;:&quot;${huge}&quot;`);
    const before = ((await (await browser.fetch(`${EN}/api/my/profile`)).json()) as { avatar: string | null }).avatar;
    const form = new FormData();
    form.append('name', maja!.name);
    form.append('avatar', new File([await plainJpeg(12_001, 400)], 'wide.jpg', { type: 'image/jpeg' }));
    const refused = await browser.fetch(`${EN}/my-account/profile/edit`, await multipart(form));
    expect(refused.status).toBe(422);
    expect(fieldErrors(await refused.text())).toContain(huge);
    expect(((await (await browser.fetch(`${EN}/api/my/profile`)).json()) as { avatar: string | null }).avatar).toBe(before);
  });

  it('saves the profile from the form and the public artist page shows it; a bad link is refused with nothing lost', async () => {
    const browser = await signedIn(elias!);
    const bio = `Harbour light in linocut (${Date.now()})`;
    const form = new FormData();
    form.append('name', elias!.name);
    form.append('bio.en', bio);
    form.append('link_label', 'Studio');
    form.append('link_url', 'https://studio.example/elias');
    form.append('avatar', new File([png(240, 240)], 'me.png', { type: 'image/png' }));
    const saved = await browser.fetch(`${EN}/my-account/profile/edit`, await multipart(form));
    expect(saved.status, await saved.clone().text()).toBe(303);
    expect(saved.headers.get('location')).toBe('/my-account/profile/edit?done=saved');
    const profile = (await (await browser.fetch(`${EN}/api/my/profile`)).json()) as { slug: string; avatar: string | null };
    expect(profile.avatar).toMatch(/^\/api\/media\/artists\//);
    const publicPage = await (await shop.get('en', `/artists/${profile.slug}`)).text();
    expect(publicPage).toContain(escaped(bio));
    expect(publicPage).toContain('href="https://studio.example/elias"');
    const avatar = await shop.get('en', profile.avatar!);
    expect(avatar.status).toBe(200);
    // A copy drawn from the upload (issue 26, ADR 0020), kept by browsers and edges for good.
    expect(avatar.headers.get('content-type')).toBe('image/webp');
    expect(avatar.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const bad = new FormData();
    bad.append('name', elias!.name);
    bad.append('bio.en', 'Changed text that must not be saved');
    bad.append('link_label', 'Shop');
    bad.append('link_url', 'javascript:alert(1)');
    const refused = await browser.fetch(`${EN}/my-account/profile/edit`, await multipart(bad));
    const html = await refused.text();
    expect(refused.status).toBe(422);
    expect(html).toContain(escaped(en.profile_page.errors.link_url));
    expect(html).toContain('Changed text that must not be saved');
    expect(JSON.stringify(await (await browser.fetch(`${EN}/api/my/profile`)).json())).toContain(bio);
  });

  it('lists the artist’s posters in the catalog (seeded, added by the shop) as live, linked to their pages, with the public page’s count', async () => {
    await giveMajaCatalogPosters();
    const browser = await signedIn(maja!);
    const catalog = (await (await shop.get('en', `/api/products?artist=${maja!.slug}&per_page=100`)).json()) as {
      products: { id: number; slug: string; name: string }[];
    };
    // Maja's posters in the catalog; she has submitted nothing.
    expect(catalog.products).toHaveLength(3);
    const mine = (await (await browser.fetch(`${EN}/api/my/posters?per_page=100`)).json()) as {
      posters: { id: number | null; product_id: number | null; slug: string | null; status: string; title: string; thumb: string | null }[];
      total: number;
    };
    expect(mine.total).toBe(catalog.products.length);
    expect(new Set(mine.posters.map((poster) => poster.product_id))).toEqual(new Set(catalog.products.map((product) => product.id)));
    for (const poster of mine.posters) {
      const product = catalog.products.find((candidate) => candidate.id === poster.product_id)!;
      expect(poster).toMatchObject({ id: null, status: 'live', slug: product.slug, title: product.name });
      expect(poster.thumb).toMatch(/^\/api\/images\//);
    }

    const page = await (await browser.fetch(`${EN}/my-account/posters`)).text();
    expect(page).not.toContain(escaped(en.poster_list.empty));
    expect(page).toContain(`${catalog.products.length} posters`);
    expect(page.match(/data-product-id=/g)).toHaveLength(catalog.products.length);
    const first = catalog.products[0]!;
    expect(page).toContain(`href="/product/${first.slug}" class="account-poster-title">${escaped(first.name)}</a>`);
    const live = await (await browser.fetch(`${EN}/my-account/posters?status=live`)).text();
    expect(live.match(/data-product-id=/g)).toHaveLength(catalog.products.length);
    expect(await (await browser.fetch(`${EN}/my-account/posters?status=draft`)).text()).toContain(escaped(en.poster_list.none_found));
  });

  it('counts posters with the language’s plural forms: 1 poster, 1 affisch, 2 posters', async () => {
    await giveMajaCatalogPosters();
    const browser = await signedIn(maja!);
    const { products } = (await (await shop.get('en', `/api/products?artist=${maja!.slug}&per_page=100`)).json()) as {
      products: { name: string }[];
    };
    const one = await (await browser.fetch(`${EN}/my-account/posters?query=${encodeURIComponent(products[0]!.name)}`)).text();
    expect(one).toMatch(/role="status" class="hint">1 poster</);
    const svBrowser = await signedIn(maja!, 'http://sv.localhost:8787');
    const svName = (
      (await (await shop.get('sv', `/api/products?artist=${maja!.slug}&per_page=1`)).json()) as { products: { name: string }[] }
    ).products[0]!.name;
    const svOne = await (await svBrowser.fetch(`http://sv.localhost:8787/my-account/posters?query=${encodeURIComponent(svName)}`)).text();
    expect(svOne).toContain(`role="status" class="hint">${sv.poster_list.count.one.replace('{{count}}', '1')}<`);
    const all = await (await browser.fetch(`${EN}/my-account/posters`)).text();
    expect(all).toContain(`role="status" class="hint">${products.length} posters<`);
  });

  it('shows account amounts in the shop’s one money format: whole kronor in sv and da, 2 decimals elsewhere', async () => {
    await giveMajaCatalogPosters();
    const { products } = (await (await shop.get('en', `/api/products?artist=${maja!.slug}&per_page=1`)).json()) as {
      products: { id: number }[];
    };
    // 761.10 kr with 25 % VAT: 608.88 kr excluding VAT, 182.66 kr of it the artist's.
    await insertArtistOrder(await shop.commerceDb(), {
      id: `money-${Date.now()}`,
      paidAt: new Date().toISOString(),
      currency: 'SEK',
      lines: [{ product: products[0]!.id, quantity: 1, price: 761.1 }],
    });
    // The page's own part (the header's selling points name amounts too), spaces as ICU writes them made plain.
    const plain = (html: string) => (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '').replace(/[\u00a0\u202f]/g, ' ');
    const svBrowser = await signedIn(maja!, 'http://sv.localhost:8787');
    for (const path of ['/my-account', '/my-account/sales']) {
      const svPage = plain(await (await svBrowser.fetch(`http://sv.localhost:8787${path}`)).text());
      expect(svPage, path).toContain('609 kr');
      expect(svPage, path).toContain('183 kr');
      expect(svPage, path).not.toMatch(/\d,\d\d kr/);
    }
    const daBrowser = await signedIn(maja!, 'http://da.localhost:8787');
    const daPage = plain(await (await daBrowser.fetch('http://da.localhost:8787/my-account')).text());
    expect(daPage).toMatch(/\d kr\./);
    expect(daPage).not.toMatch(/\d,\d\d kr\./);
    const dePage = plain(await (await (await signedIn(maja!, DE)).fetch(`${DE}/my-account`)).text());
    expect(dePage).toMatch(/\d,\d\d €/);
  });

  it('shows sales as a chart with its numbers in a table, links the CSV, and explains a bad period', async () => {
    const browser = await signedIn(astrid!);
    const month = await browser.fetch(`${EN}/my-account/sales?group=month`);
    const html = await month.text();
    expect(month.status).toBe(200);
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="sales-chart-summary"/);
    expect(html).toContain('<table class="account-table">');
    expect(html).toMatch(/href="\/api\/my\/sales\.csv\?group=month&amp;from=\d{4}-\d{2}-\d{2}&amp;to=\d{4}-\d{2}-\d{2}"/);
    const csv = await browser.fetch(`${EN}/api/my/sales.csv?group=month`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="sales-month-/);
    // Read to its end, as a browser would (the test once hung here with it unread; the cause is not proven).
    expect((await csv.text()).length).toBeGreaterThan(0);

    const wrong = await browser.fetch(`${EN}/my-account/sales?from=2026-05-01&to=2026-01-01`);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(escaped(en.sales_page.range_error));
  });
});
