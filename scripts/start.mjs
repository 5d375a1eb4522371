// `npm start`: builds the shop and serves it on http://localhost:$PORT (default 8787).
// Without API_ORIGIN it migrates and seeds the embedded catalog on first run.
// State and build output live under .state/<port>/, so two shops can run side by side.
import { join } from 'node:path';
import { migrate, seed, startShop } from './lib/shop.mjs';
import { root } from './lib/build.mjs';

const port = Number(process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}
const apiOrigin = process.env.API_ORIGIN ?? '';
if (apiOrigin && !/^https?:\/\/[^/]+/.test(apiOrigin)) {
  console.error(`API_ORIGIN must be an http(s) URL, got "${apiOrigin}"`);
  process.exit(1);
}
const stateDir = join(root, '.state', String(port));
const started = Date.now();
const buildDir = join(stateDir, 'build');
const production = process.env.NODE_ENV !== 'development';
const persistDir = join(stateDir, 'data');
if (!apiOrigin) {
  // Migrate and seed before the port opens, so no shopper (or test) sees a half-filled catalog.
  const setup = await startShop({ buildDir, persistDir, production });
  await migrate(setup);
  const result = await seed(setup, { buildDir, products: Number(process.env.SEED_PRODUCTS ?? 2000) });
  await setup.dispose();
  console.log(`Embedded commerce API: ${result.products} products${result.seconds ? ` (seeded in ${result.seconds.toFixed(1)} s)` : ''}`);
} else {
  console.log(`Upstream commerce API: ${apiOrigin}`);
}
const mf = await startShop({
  buildDir,
  prebuilt: !apiOrigin,
  persistDir,
  port,
  host: process.env.HOST ?? '127.0.0.1',
  vars: { API_ORIGIN: apiOrigin },
  production,
});
console.log(`Shop ready in ${((Date.now() - started) / 1000).toFixed(1)} s:`);
console.log(`  http://localhost:${port}/        (sv)`);
console.log(`  http://de.localhost:${port}/     (any of sv da de cs en es et fi fr hr hu it lt lv nl pl pt ro sl)`);

const stop = async () => {
  await mf.dispose();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
