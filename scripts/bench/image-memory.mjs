// The isolates' memory while a large upload is decoded and a new variant is drawn from it
// (issue 26: "making a new variant of a 6,000 × 8,000 px original stays under the isolate's
// 128 MB"), run by `npm run bench` after the pictures, or alone: `npm run bench -- image-memory`
// (port IMAGE_MEMORY_BENCH_PORT, default 8991, and that + 9 for the V8 inspector).
//
// One embedded shop (100 products, no raster catalog: nothing here reads it) with an inspector on
// its isolates (scripts/lib/inspector.mjs). A 6,000 × 8,000 px JPEG photograph of several MB
// with the camera's EXIF, made here with sharp (noise over a gradient, so it compresses like a
// photo and not like a flat test card), is:
//   1. uploaded as a shopper's photo (POST /api/photos through the storefront: the commerce API
//      reads its header, then decodes it with the Images binding before it keeps it; the same
//      decodeUpload an artist's print file goes through), and
//   2. drawn as a new variant from that original (GET /api/photos/{file}?size=thumb&width=240:
//      the first request reads the original from R2 and has Images draw it; a photo's small
//      pictures are drawn from the original itself, where a poster's copies are drawn from its
//      2,048 px master, so this is the larger of the two).
// While each runs, the JavaScript heap in use of the storefront's and the commerce Worker's
// isolates is read every few milliseconds (Runtime.getHeapUsage, no collection), and the peak
// above the isolate's heap after a full collection before it is reported, with the body's
// bytes held outside the heap (V8's backing stores) where the runtime reports them. Goal:
// the isolate's peak stays far below 128 MB (a Worker isolate's memory limit).
import sharp from 'sharp';
import { join } from 'node:path';
import { runAlone } from '../lib/bench.mjs';
import { heapUsage, mb } from '../lib/inspector.mjs';
import { COMMERCE, setUpEmbedded, startShop, STOREFRONT } from '../lib/shop.mjs';

const PORT = Number(process.env.IMAGE_MEMORY_BENCH_PORT ?? 8991);
const INSPECTOR_PORT = PORT + 9;
const HOST = `en.localhost:${PORT}`;
const WIDTH = 6000;
const HEIGHT = 8000;
const ISOLATE_LIMIT = 128 * 1024 * 1024;

/** A photograph-like JPEG of width × height with EXIF (camera, GPS), quality 90: several MB. */
async function photograph(width, height) {
  // Noise at a quarter of the size, scaled up over a gradient: detail a JPEG cannot squeeze away.
  const noise = Buffer.alloc((width / 4) * (height / 4) * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const gradient = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a4d69"/><stop offset="1" stop-color="#e7a977"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const grain = await sharp(noise, { raw: { width: width / 4, height: height / 4, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return sharp(Buffer.from(gradient))
    .composite([{ input: grain, blend: 'soft-light' }])
    .withExif({ IFD0: { Make: 'Artlane bench', Model: 'Camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '59/1 19/1 0/1' } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * Runs `work` while reading both isolates' heap every few ms; returns its result and, per
 * isolate, the heap after a full collection before it and the highest reading during it.
 */
async function watchHeaps(work) {
  const isolates = { storefront: `core:user:${STOREFRONT}`, commerce: `core:user:${COMMERCE}` };
  const before = {};
  for (const [name, id] of Object.entries(isolates)) before[name] = await heapUsage(INSPECTOR_PORT, id);
  const peak = Object.fromEntries(Object.entries(before).map(([name, usage]) => [name, { ...usage }]));
  let running = true;
  const sampling = (async () => {
    while (running) {
      for (const [name, id] of Object.entries(isolates)) {
        const usage = await heapUsage(INSPECTOR_PORT, id, { collect: false });
        if (usage.usedSize > peak[name].usedSize) peak[name].usedSize = usage.usedSize;
        if ((usage.backingStorageSize ?? 0) > (peak[name].backingStorageSize ?? 0))
          peak[name].backingStorageSize = usage.backingStorageSize;
      }
    }
  })();
  try {
    return { result: await work(), before, peak };
  } finally {
    running = false;
    await sampling;
  }
}

export default async function imageMemoryBench({ report, dir }) {
  const buildDir = join(dir, 'image-memory');
  const started = performance.now();
  const original = await photograph(WIDTH, HEIGHT);
  console.log(
    `  a ${WIDTH} × ${HEIGHT} JPEG with EXIF: ${mb(original.length)} (made in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  const shop = await startShop({
    buildDir,
    port: PORT,
    inspectorPort: INSPECTOR_PORT,
    persistDir: join(dir, 'image-memory-data'),
    vars: { BENCH: '1' },
  });
  try {
    await setUpEmbedded(shop, { buildDir, products: 100, catalogArt: false });
    const post = () =>
      fetch(`http://127.0.0.1:${PORT}/api/photos`, {
        method: 'POST',
        headers: { host: HOST, 'content-type': 'image/jpeg', 'cf-connecting-ip': '203.0.113.7' },
        body: original,
      });
    const upload = await watchHeaps(async () => {
      const response = await post();
      if (response.status !== 201) throw new Error(`POST /api/photos: ${response.status} ${await response.text()}`);
      return response.json();
    });
    const photo = upload.result;
    const variant = await watchHeaps(async () => {
      const response = await fetch(`http://127.0.0.1:${PORT}${photo.url}?size=thumb&width=240`, { headers: { host: HOST } });
      if (response.status !== 200) throw new Error(`${photo.url}?size=thumb&width=240: ${response.status}`);
      return (await response.arrayBuffer()).byteLength;
    });
    console.log(`  uploaded ${photo.width} × ${photo.height}; its new 240 px variant: ${variant.result} bytes`);
    for (const [step, watched] of [
      ['upload decoded', upload],
      ['new variant drawn', variant],
    ]) {
      for (const isolate of ['storefront', 'commerce']) {
        const { usedSize, backingStorageSize = 0 } = watched.peak[isolate];
        const rise = usedSize - watched.before[isolate].usedSize;
        // The two peaks added: at most what the isolate held at once.
        report(
          `${step}: ${isolate} isolate, heap + backing stores at their peaks`,
          mb(usedSize + backingStorageSize),
          `< ${mb(ISOLATE_LIMIT)}`,
        );
        console.log(
          `    heap ${mb(usedSize)} (+${mb(rise)} over its collected heap before), backing stores (bodies, pictures) ${mb(backingStorageSize)}`,
        );
      }
    }
  } finally {
    await shop.dispose();
  }
}

await runAlone(import.meta.url, imageMemoryBench);
