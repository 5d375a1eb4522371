// `npm run seed`: (re)seeds the embedded catalog of the local shop on PORT (default 8787)
// with SEED_PRODUCTS products (default 2000). `npm start` seeds on its first run already;
// use this to try another catalog size. Stop the shop on that port first.
//
// `npm run seed -- --sql <file>` starts no shop: it writes the same seed as one SQL file for a
// database only wrangler reaches, the deployed one (README "Deploy"):
//   npx wrangler d1 execute artlane-catalog --remote --file <file> --config services/commerce/wrangler.toml
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib/build.mjs';
import { writeSeedSql } from './lib/seed-sql.mjs';
import { migrate, seed, startShop } from './lib/shop.mjs';

let options;
try {
  ({ values: options } = parseArgs({ options: { sql: { type: 'string' } } }));
} catch (error) {
  console.error(`${error.message}\nUsage: npm run seed [-- --sql <file>]`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 8787);
const products = Number(process.env.SEED_PRODUCTS ?? 2000);
if (!Number.isInteger(products) || products < 100 || products > 200_000) {
  console.error(`SEED_PRODUCTS must be a whole number from 100 to 200000, got "${process.env.SEED_PRODUCTS}"`);
  process.exit(1);
}

if (options.sql !== undefined) {
  if (!options.sql) {
    console.error('--sql needs a file name, e.g. npm run seed -- --sql build/catalog.sql');
    process.exit(1);
  }
  // npm runs scripts from the package root: a relative name is taken from where npm was called.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), options.sql);
  const result = await writeSeedSql(file, { products });
  const shown = relative(root, file).startsWith('..') ? file : relative(root, file);
  console.log(
    `Wrote ${shown}: ${products} products, ${result.statements} statements, ${(result.bytes / 1e6).toFixed(1)} MB (SEED_VERSION ${result.seedVersion}).`,
  );
  console.log(
    `After the migrations, apply it with:\n  npx wrangler d1 execute artlane-catalog --remote --file ${shown} --config services/commerce/wrangler.toml`,
  );
} else {
  const stateDir = join(root, '.state', String(port));
  const mf = await startShop({ buildDir: join(stateDir, 'build'), persistDir: join(stateDir, 'data') });
  await migrate(mf);
  const result = await seed(mf, { buildDir: join(stateDir, 'build'), products });
  console.log(result.skipped ? `Already seeded with ${products} products.` : `Seeded ${products} products in ${result.seconds} s.`);
  await mf.dispose();
}
