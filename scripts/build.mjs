// `npm run build` (and `npm run deploy`): both Workers' production bundles where their
// configurations' "main" names them: the storefront (wrangler.toml → build/deploy/worker.js,
// with its static assets in build/deploy/public, `[assets]`) and the commerce Worker
// (services/commerce/wrangler.toml → build/deploy/commerce.js). Prints the sizes of the
// storefront's Worker bundle, of its static assets and of the commerce Worker.
import { readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildAll, root } from './lib/build.mjs';
import { readConfig } from './lib/shop.mjs';

const { config } = await readConfig(null);
const workerFile = join(root, config.main);
const commerceFile = join(workerFile, '..', 'commerce.js');
if (!workerFile.endsWith('/worker.js')) {
  console.error(`wrangler.toml "main" must name a worker.js in a build folder, got "${config.main}"`);
  process.exit(1);
}
const { manifest, publicDir, staticFiles } = await buildAll(join(workerFile, '..'), { production: true });
/** Bytes and gzipped bytes of files, as "N KiB (M KiB gzipped)". */
const size = async (files) => {
  let bytes = 0;
  let gzipped = 0;
  for (const file of files) {
    bytes += (await stat(file)).size;
    gzipped += gzipSync(await readFile(file)).length;
  }
  return `${(bytes / 1024).toFixed(0)} KiB (${(gzipped / 1024).toFixed(0)} KiB gzipped)`;
};
const assetFiles = staticFiles.map((name) => join(publicDir, 'assets', name));
console.log(
  `Built ${config.main} with ${Object.keys(manifest).length} client files: ${await size([workerFile])}: the Worker bundle, which names the client files and carries none of them`,
);
console.log(
  `Built ${relative(root, publicDir)}/assets (static assets, served without the Worker): ${staticFiles.length} files, ${await size(assetFiles)}`,
);
console.log(`Built build/deploy/commerce.js (services/commerce): ${await size([commerceFile])}`);
