// The raster catalog (docs/api.md "Catalog art", services/commerce/src/media/catalog-art.ts):
// `npm start` (and the browser tests' and benches' shops it starts) show real raster pictures.
// A handful of the generated SVG artworks are rendered with sharp to print-sized originals
// (3500 × 5000 px and the like: JPEGs with a photograph's grain of a few MB, flat PNGs), run
// through the upload pipeline (decoded by the shop's Images binding into a WebP master, the
// commerce Worker's own decodeUpload) and stored in the shop's R2; the posters share them.
//
// Made once per machine: the originals and their masters are kept in CATALOG_ART_CACHE
// (default ~/.cache/artlane/catalog-art), named by a hash of the SVG and the raster settings,
// so a later start, another port's shop or a test run only copies files into R2 (skipped when
// the shop's R2 already holds them). The worker tests seed without it (they keep the SVG catalog).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { gatewayBucket, gatewayImages } from './gateway.mjs';
import { COMMERCE } from './shop-names.mjs';
import { buildSeed, commerceDb } from './shop-data.mjs';

/** Bump when the rasterizing below changes, so cached files are made again. */
const RASTER_VERSION = 1;
/** A photograph's grain on the JPEGs (gaussian noise, soft-light): what makes a print file weigh a few MB. */
const JPEG = { quality: 90, grainSigma: 20 };

export const catalogArtCacheDir = () => process.env.CATALOG_ART_CACHE || join(homedir(), '.cache', 'artlane', 'catalog-art');

/**
 * Makes sure the shop `mf` holds the raster catalog and its posters show it. Returns
 * { artworks, products, made (rendered now), decoded (masters drawn now), stored (files put in R2), seconds }.
 * `only`: the recipes of the artworks to use (a test's one artwork), else all of them.
 */
export async function rasterCatalog(mf, { buildDir, cacheDir = catalogArtCacheDir(), only = null }) {
  const started = performance.now();
  const outfile = join(buildDir, 'seed.mjs');
  await buildSeed(outfile);
  const art = await import(`${outfile}?t=${Date.now()}`);
  const bucket = gatewayBucket(mf, COMMERCE);
  const images = gatewayImages(mf, COMMERCE);
  await mkdir(cacheDir, { recursive: true });
  const keys = { portrait: [], landscape: [], square: [] };
  const counts = { made: 0, decoded: 0, stored: 0 };
  const artworks = art.CATALOG_ARTWORKS.filter((artwork) => !only || only.includes(artwork.recipe));
  for (const artwork of artworks) {
    const { svg, width, height } = art.artworkSvg(artwork);
    const name = createHash('sha256')
      .update(`${RASTER_VERSION} ${artwork.format} ${JSON.stringify(JPEG)} ${svg}`)
      .digest('hex')
      .slice(0, 24);
    const originalFile = join(cacheDir, `${name}.${artwork.format}`);
    let original = await readCached(originalFile);
    if (!original) {
      // Two shops starting at once on a new machine (the browser tests' lanes) render each artwork once.
      original = await onlyOnce(originalFile, async () => {
        const made = await rasterize(svg, width, height, artwork.format);
        await writeAtomically(originalFile, made);
        counts.made++;
        return made;
      });
    }
    const key = art.catalogArtKey(createHash('sha256').update(original).digest('hex'), width, height, artwork.format);
    keys[artwork.orientation].push(key);
    const masterKey = art.catalogArtMasterKey(key);
    if ((await bucket.head(key)) && (await bucket.head(masterKey))) continue;
    const masterFile = join(cacheDir, `${name}.master.webp`);
    let master = await readCached(masterFile);
    if (!master) {
      master = Buffer.from(await art.decodeCatalogArt(images, toArrayBuffer(original), key));
      await writeAtomically(masterFile, master);
      counts.decoded++;
    }
    await bucket.put(key, original, { httpMetadata: { contentType: artwork.format === 'jpg' ? 'image/jpeg' : 'image/png' } });
    await bucket.put(masterKey, master, { httpMetadata: { contentType: 'image/webp' } });
    counts.stored += 2;
  }
  const products = await art.assignCatalogArt(await commerceDb(mf), keys);
  return { artworks: artworks.length, products, ...counts, seconds: Math.round(performance.now() - started) / 1000 };
}

/** The SVG drawn at its print size; JPEGs get a photograph's grain. */
async function rasterize(svg, width, height, format) {
  const pixels = await sharp(Buffer.from(svg)).resize(width, height).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const image = sharp(pixels.data, { raw: pixels.info });
  if (format === 'png') return image.png({ compressionLevel: 6 }).toBuffer();
  const grain = {
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: JPEG.grainSigma } },
  };
  return image
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: JPEG.quality })
    .toBuffer();
}

/** How long a shop waits for another process's rendering before it renders the file itself. */
const LOCK_WAIT_MS = 120_000;

/**
 * Runs `make` unless another process holds `file`'s lock (`{file}.lock`, made exclusively),
 * in which case it waits for that process to write `file` and reads it; a lock older than
 * LOCK_WAIT_MS (a process that died) is taken over.
 */
async function onlyOnce(file, make) {
  const lock = `${file}.lock`;
  for (;;) {
    try {
      await writeFile(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const made = await readCached(file);
      if (made) return made;
      const age = Date.now() - ((await stat(lock).catch(() => null))?.mtimeMs ?? 0);
      if (age > LOCK_WAIT_MS) await rm(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return (await readCached(file)) ?? (await make());
  } finally {
    await rm(lock, { force: true });
  }
}

async function readCached(file) {
  try {
    return await readFile(file);
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

/** Written beside and renamed: two shops starting at once never read half a file. */
async function writeAtomically(file, bytes) {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

const toArrayBuffer = (buffer) => buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);
