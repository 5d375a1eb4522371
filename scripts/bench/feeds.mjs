// The merchant feeds stream (issue 28, docs/operations.md "Merchant feeds"): the Google
// feed of a catalog of FEEDS_PRODUCTS products (100,000) read by a slow client, with the
// storefront isolate's heap in use sampled through the V8 inspector as the feed arrives.
// A feed held in memory would grow the heap with the bytes read (hundreds of MB); a
// streamed one stays near its start, plus at most the edge cache's copy of FEED_MAX_BYTES
// (worker/middleware/page-cache), which it gives up once the feed is larger.
//
//   node scripts/bench/feeds.mjs    (FEEDS_BENCH_PORT: the shop's port, +1 its inspector)
import { request } from 'node:http';
import { join } from 'node:path';
import { runAlone } from '../lib/bench.mjs';
import { heapUsage, mb } from '../lib/inspector.mjs';
import { migrate, seed, startShop } from '../lib/shop.mjs';

const PRODUCTS = Number(process.env.FEEDS_PRODUCTS ?? 100_000);
const PORT = Number(process.env.FEEDS_BENCH_PORT ?? 18805);
const INSPECTOR_PORT = PORT + 1;
/** A heap sample every this many bytes of feed read. */
const SAMPLE_EVERY = 8 * 1024 * 1024;
/** The slow client: it stops reading for a moment after each chunk of this size. */
const CLIENT_CHUNK = 256 * 1024;

/** Reads the feed, pausing after every CLIENT_CHUNK bytes until `atChunk` resolves (a heap sample). */
function readFeed(path, atChunk) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, path, headers: { host: 'de.localhost' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`${path}: ${res.statusCode}`));
      let bytes = 0;
      let items = 0;
      let sinceSample = 0;
      let tail = '';
      res.on('data', (chunk) => {
        bytes += chunk.length;
        sinceSample += chunk.length;
        const text = tail + chunk.toString('latin1');
        items += text.split('</item>').length - 1;
        tail = text.slice(-7);
        if (sinceSample >= SAMPLE_EVERY || chunk.length >= CLIENT_CHUNK) {
          if (sinceSample >= SAMPLE_EVERY) sinceSample = 0;
          res.pause();
          atChunk(bytes).then(() => res.resume(), reject);
        }
      });
      res.on('end', () => resolve({ bytes, items }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export default async function run({ report, dir }) {
  const buildDir = join(dir, 'feeds');
  const shop = await startShop({ buildDir, port: PORT, inspectorPort: INSPECTOR_PORT });
  try {
    await migrate(shop);
    const seeded = performance.now();
    await seed(shop, { buildDir, products: PRODUCTS });
    console.log(`    (${PRODUCTS.toLocaleString('en')} products seeded in ${((performance.now() - seeded) / 1000).toFixed(0)} s)`);
    const before = (await heapUsage(INSPECTOR_PORT)).usedSize;
    let peak = before;
    let lastSampleAt = 0;
    const started = performance.now();
    const { bytes, items } = await readFeed('/feeds/google-merchant.xml', async (read) => {
      if (read - lastSampleAt < SAMPLE_EVERY) return;
      lastSampleAt = read;
      // No collection: what the isolate holds at that moment, garbage included (an upper bound).
      const { usedSize } = await heapUsage(INSPECTOR_PORT, undefined, { collect: false });
      peak = Math.max(peak, usedSize);
      console.log(`    ${mb(read).padStart(10)} read: storefront heap ${mb(usedSize)}`);
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `    ${items.toLocaleString('en')} items, ${mb(bytes)} in ${seconds.toFixed(0)} s; heap before ${mb(before)}, peak ${mb(peak)}`,
    );
    report(`feeds: Google feed of ${PRODUCTS.toLocaleString('en')} products, MB`, (bytes / 1024 / 1024).toFixed(0), '–');
    report('feeds: storefront heap peak while streaming, MB', (peak / 1024 / 1024).toFixed(0), '< 64');
    report('feeds: heap peak ÷ feed size', (peak / bytes).toFixed(3), '< 0.25');
  } finally {
    await shop.dispose();
  }
}

await runAlone(import.meta.url, run);
