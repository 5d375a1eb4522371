// `npm run build` (and `npm run deploy`, before `wrangler deploy`): the production bundle
// at the path wrangler.jsonc's "main" names (build/deploy/worker.js), with the browser
// bundle embedded (scripts/lib/build.mjs).
import { join } from 'node:path';
import { buildAll, root } from './lib/build.mjs';
import { readConfig } from './lib/shop.mjs';

const { config } = await readConfig(null);
const workerFile = join(root, config.main);
if (!workerFile.endsWith('/worker.js')) {
  console.error(`wrangler.jsonc "main" must name a worker.js in a build folder, got "${config.main}"`);
  process.exit(1);
}
const { manifest } = await buildAll(join(workerFile, '..'), { production: true });
console.log(`Built ${config.main} with ${Object.keys(manifest).length} client files.`);
