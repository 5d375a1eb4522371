// `npm run seed`: (re)seeds the embedded catalog of the local shop on PORT (default 8787)
// with SEED_PRODUCTS products (default 2000). `npm start` seeds on its first run already;
// use this to try another catalog size. Stop the shop on that port first.
import { join } from 'node:path';
import { root } from './lib/build.mjs';
import { migrate, seed, startShop } from './lib/shop.mjs';

const port = Number(process.env.PORT ?? 8787);
const products = Number(process.env.SEED_PRODUCTS ?? 2000);
if (!Number.isInteger(products) || products < 100 || products > 200_000) {
  console.error(`SEED_PRODUCTS must be a whole number from 100 to 200000, got "${process.env.SEED_PRODUCTS}"`);
  process.exit(1);
}
const stateDir = join(root, '.state', String(port));
const mf = await startShop({ buildDir: join(stateDir, 'build'), persistDir: join(stateDir, 'data') });
await migrate(mf);
const result = await seed(mf, { buildDir: join(stateDir, 'build'), products });
console.log(result.skipped ? `Already seeded with ${products} products.` : `Seeded ${products} products in ${result.seconds} s.`);
await mf.dispose();
