// `npm run build` (and `npm run deploy`): both Workers' production bundles where their
// configurations' "main" names them: the storefront (wrangler.toml → build/deploy/worker.js,
// the browser bundle embedded) and the commerce Worker (services/commerce/wrangler.toml →
// build/deploy/commerce.js). Prints both sizes.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import { buildAll, root } from './lib/build.mjs';
import { readConfig } from './lib/shop.mjs';

const { config } = await readConfig(null);
const workerFile = join(root, config.main);
const commerceFile = join(workerFile, '..', 'commerce.js');
if (!workerFile.endsWith('/worker.js')) {
  console.error(`wrangler.toml "main" must name a worker.js in a build folder, got "${config.main}"`);
  process.exit(1);
}
const { manifest } = await buildAll(join(workerFile, '..'), { production: true });
const size = async (file) => {
  const bytes = (await stat(file)).size;
  const gzipped = gzipSync(await readFile(file)).length;
  return `${(bytes / 1024).toFixed(0)} KiB (${(gzipped / 1024).toFixed(0)} KiB gzipped)`;
};
console.log(`Built ${config.main} with ${Object.keys(manifest).length} client files: ${await size(workerFile)}`);
console.log(`Built build/deploy/commerce.js (services/commerce): ${await size(commerceFile)}`);
