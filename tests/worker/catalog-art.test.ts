import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rasterCatalog } from '../../scripts/lib/catalog-art.mjs';
import { gatewayBucket } from '../../scripts/lib/gateway.mjs';
import { COMMERCE, commerceDb, migrate, seed, startShop } from '../../scripts/lib/shop.mjs';
import { readImageHeader } from '../../shared/image-header';
import { isAvif } from '../../services/commerce/src/media/variants';
import { ImageType, type Image } from '../../shared/types';
import { SHOP_START_MS } from './harness';

/**
 * The raster catalog (docs/api.md "Catalog art", scripts/lib/catalog-art.mjs): `npm start` shows
 * real raster pictures. One artwork here (the rest are the same code; the flat PNG, quicker to
 * render than a JPEG with grain): rendered to a print-sized original (3500 × 5000 px), decoded by the shop's Images binding into a master, kept in R2, shown by the
 * portrait posters through public, immutable copies; a second shop on the same machine renders
 * and decodes nothing again.
 */
const ARTWORK = 'art-geometric-ochre-3c-p-orig';
let cacheDir: string;
const shops: { dispose(): Promise<void> }[] = [];
/** The first test's shop and its artwork's key, for the format test after it. */
let artShop: Awaited<ReturnType<typeof seededShop>> | undefined;
let artKey: string | undefined;
/** What Chromium asks for an image with. */
const CHROMIUM_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

async function seededShop() {
  const buildDir = inject('buildDir');
  const mf = await startShop({ buildDir, prebuilt: true });
  shops.push(mf);
  await migrate(mf);
  await seed(mf, { buildDir, products: 60 });
  return mf;
}

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'artlane-catalog-art-'));
});
afterAll(async () => {
  await Promise.all(shops.map((shop) => shop.dispose()));
  await rm(cacheDir, { recursive: true, force: true });
});

describe('the raster catalog', { timeout: SHOP_START_MS }, () => {
  it('renders a print-sized original once, decodes it into a master, and the portrait posters show its copies', async () => {
    const mf = await seededShop();
    const result = await rasterCatalog(mf, { buildDir: inject('buildDir'), cacheDir, only: [ARTWORK] });
    expect(result).toMatchObject({ artworks: 1, made: 1, decoded: 1, stored: 2 });
    expect(result.products).toBeGreaterThan(0);
    expect((await readdir(cacheDir)).sort()).toHaveLength(2);

    const db = await commerceDb(mf);
    const row = await db.prepare("SELECT media_key FROM products WHERE media_key LIKE 'catalog/%' LIMIT 1").first<{ media_key: string }>();
    const key = row!.media_key;
    expect(key).toMatch(/^catalog\/[0-9a-f]{16}-3500x5000\.png$/);
    [artShop, artKey] = [mf, key];
    // A print file's pixels (3500 × 5000), private in R2.
    const original = await gatewayBucket(mf, COMMERCE).head(key);
    expect(original!.size).toBeGreaterThan(100_000);
    expect(original!.size).toBeLessThan(25 * 1024 * 1024);
    expect(await gatewayBucket(mf, COMMERCE).head(`${key}/2048.webp`)).not.toBeNull();
    // Only posters of one motif: no frame, set or gift card shows a poster's picture.
    const misplaced = await db
      .prepare(
        "SELECT count(*) AS n FROM products WHERE media_key LIKE 'catalog/%' AND (template_id != 2 OR type = 3 OR orientation != 'portrait')",
      )
      .first('n');
    expect(misplaced).toBe(0);

    const product = await db
      .prepare(
        'SELECT t.slug FROM products p JOIN product_translations t ON t.product_id = p.id WHERE p.media_key = ? AND t.locale = ? LIMIT 1',
      )
      .bind(key, 'en')
      .first<{ slug: string }>();
    const detail = (await (await mf.dispatchFetch(`http://en.localhost:8787/api/products/${product!.slug}`)).json()) as { images: Image[] };
    const thumb = detail.images.find((image) => image.t === ImageType.Thumb)!;
    expect(thumb).toEqual({ t: ImageType.Thumb, url: `/api/media/${key}/640.webp`, w: 640, h: 914 });
    expect(detail.images.find((image) => image.t === ImageType.Original)!.url).toBe(`/api/media/${key}/2048.webp`);
    // What one picture cannot give stays drawn from the recipe (the margin preview offers the margin option).
    expect(detail.images.filter((image) => image.url.startsWith('/api/images/')).every((image) => [2, 9, 14, 15].includes(image.t))).toBe(
      true,
    );

    // Through the storefront: a copy drawn from the master, public and immutable; the original never.
    const copy = await mf.dispatchFetch(`http://en.localhost:8787${thumb.url}`);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('image/webp');
    expect(copy.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(readImageHeader(new Uint8Array(await copy.arrayBuffer()))).toMatchObject({
      ok: true,
      type: 'image/webp',
      width: 640,
      height: 914,
    });
    for (const hidden of [
      `/api/media/${key}`,
      `/api/media/catalog/0123456789abcdef-3500x5000.png/640.webp`,
      `/api/media/${key}/700.webp`,
    ]) {
      const answer = await mf.dispatchFetch(`http://en.localhost:8787${hidden}`);
      expect(answer.status, hidden).toBe(404);
      await answer.arrayBuffer();
    }
  });

  it("answers a copy's address without a format in AVIF, WebP or JPEG by Accept; an AVIF copy is drawn after its first answer, which its WebP twin stands in for", async () => {
    const [mf, key] = [artShop!, artKey!];
    const at = async (width: number, accept: string) => {
      const answer = await mf.dispatchFetch(`http://en.localhost:8787/api/media/${key}/${width}`, { headers: { accept } });
      const bytes = new Uint8Array(await answer.arrayBuffer());
      return { answer, bytes, type: answer.headers.get('content-type'), control: answer.headers.get('cache-control') };
    };
    const immutable = 'public, max-age=31536000, immutable';
    const jpeg = await at(240, 'image/*');
    expect(jpeg).toMatchObject({ type: 'image/jpeg', control: immutable });
    expect(jpeg.answer.headers.get('vary')).toMatch(/\bAccept\b/);
    expect(readImageHeader(jpeg.bytes)).toMatchObject({ ok: true, type: 'image/jpeg', width: 240, height: 343 });
    const webp = await at(240, 'image/webp,*/*;q=0.8');
    expect(webp).toMatchObject({ type: 'image/webp', control: immutable });
    expect(readImageHeader(webp.bytes)).toMatchObject({ ok: true, type: 'image/webp', width: 240 });

    // AVIF takes seconds to encode where WebP takes a few hundred ms (ADR 0022): the first
    // answer is the WebP twin, kept by no cache; the AVIF is drawn after it and kept in R2.
    const first = await at(240, CHROMIUM_ACCEPT);
    expect(first).toMatchObject({ type: 'image/webp', control: 'private, no-store' });
    expect(readImageHeader(first.bytes)).toMatchObject({ ok: true, type: 'image/webp', width: 240 });
    const bucket = gatewayBucket(mf, COMMERCE);
    for (let tries = 0; !(await bucket.head(`${key}/240.avif`)); tries++) {
      expect(tries, 'the AVIF copy is kept within 60 s').toBeLessThan(600);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const avif = await at(240, CHROMIUM_ACCEPT);
    expect(avif).toMatchObject({ type: 'image/avif', control: immutable });
    expect(avif.answer.headers.get('vary')).toMatch(/\bAccept\b/);
    expect(isAvif(avif.bytes)).toBe(true);
    expect(avif.bytes.byteLength).toBeLessThan(webp.bytes.byteLength);
    // A copy whose longest side passes Cloudflare's AVIF limit (1,200 px) has none: WebP.
    expect(await at(1024, CHROMIUM_ACCEPT)).toMatchObject({ type: 'image/webp', control: immutable });
    const refused = await mf.dispatchFetch(`http://en.localhost:8787/api/media/${key}/1024.avif`);
    expect(refused.status).toBe(404);
    await refused.arrayBuffer();
  });

  it('costs another shop on the same machine only the copying into its R2', async () => {
    const mf = await seededShop();
    const result = await rasterCatalog(mf, { buildDir: inject('buildDir'), cacheDir, only: [ARTWORK] });
    expect(result).toMatchObject({ artworks: 1, made: 0, decoded: 0, stored: 2 });
    // Started again on its own data, nothing is copied either.
    expect(await rasterCatalog(mf, { buildDir: inject('buildDir'), cacheDir, only: [ARTWORK] })).toMatchObject({
      made: 0,
      decoded: 0,
      stored: 0,
    });
    // Two shops starting at once on a new machine (the browser tests' lanes): the artwork is rendered once.
    const newMachine = await mkdtemp(join(tmpdir(), 'artlane-catalog-art-'));
    try {
      const both = await Promise.all(
        [shops[0] as typeof mf, mf].map((shop) =>
          rasterCatalog(shop, { buildDir: inject('buildDir'), cacheDir: newMachine, only: [ARTWORK] }),
        ),
      );
      expect(both.map((result) => result.made).sort()).toEqual([0, 1]);
    } finally {
      await rm(newMachine, { recursive: true, force: true });
    }
  });
});
