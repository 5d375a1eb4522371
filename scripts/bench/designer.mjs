// Custom poster rendering (issue 14, docs/designers.md "Custom posters rendered at the edge"),
// run by `npm run bench` after the page figures, or alone: `node scripts/bench/designer.mjs`.
//
// One shop under Miniflare (no port, no catalog: the renderer reads none). Each request is a
// typography or star-map design no earlier request drew (another text or date), so every one
// is drawn by resvg in the Worker and none comes from the Cache API (X-Render-Cache: MISS).
// Reported: the isolate's first PNG (compiling resvg, reading a font), then the p50 of
// ROUNDS print-size PNGs (50x70 cm at 150 dpi, 2953 x 4134) and of ROUNDS thumbnails, taken
// in turn one at a time, as the time to the last byte of the answer.
import { join } from 'node:path';
import { median, runAlone } from '../lib/bench.mjs';
import { startShop } from '../lib/shop.mjs';

const ROUNDS = Number(process.env.DESIGNER_ROUNDS ?? 15);

const encode = (values) => Buffer.from(JSON.stringify(values)).toString('base64url');
const typography = (n) => ({
  template: 'typography',
  line1: 'Home is where',
  line2: `the heart is ${n}`,
  font: ['inter', 'playfair-display', 'space-mono', 'caveat'][n % 4],
  layout: 'centered',
  foreground: '#1a1a1a',
  background: '#f5efe6',
});
const starMap = (n) => ({
  template: 'star-map',
  place: 'Stockholm',
  date: new Date(Date.UTC(2000, 0, 1 + n)).toISOString().slice(0, 10),
  latitude: '59.3293',
  longitude: '18.0686',
  caption: 'The night we met',
});

export default async function designerBench({ report, dir }) {
  const shop = await startShop({ buildDir: join(dir, 'shop') });
  let n = 0;
  const time = async (size) => {
    const values = n % 2 === 0 ? typography(n) : starMap(n);
    n++;
    const started = performance.now();
    const response = await shop.dispatchFetch(
      `http://en.localhost/render-custom-poster/${values.template}.png?v=${encode(values)}&size=${size}`,
    );
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200 || response.headers.get('x-render-cache') !== 'MISS') {
      throw new Error(`render: ${response.status} ${response.headers.get('x-render-cache')}`);
    }
    return elapsed;
  };
  try {
    report('designer: first PNG of an isolate (thumb, ms)', (await time('thumb')).toFixed(0), 'report');
    const print = [];
    const thumb = [];
    for (let round = 0; round < ROUNDS; round++) {
      print.push(await time('print'));
      thumb.push(await time('thumb'));
    }
    report('designer: print-size PNG 2953x4134, p50 (ms)', median(print).toFixed(0), 'report');
    report('designer: thumbnail PNG 400x560, p50 (ms)', median(thumb).toFixed(0), 'report');
  } finally {
    await shop.dispose();
  }
}

await runAlone(import.meta.url, designerBench);
