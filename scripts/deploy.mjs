// `npm run deploy [-- wrangler options]`: builds both Workers, then deploys the commerce
// Worker (services/commerce) and the storefront, which binds to it. Options such as
// --dry-run are passed to both `wrangler deploy` runs. README "Deploy".
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib/build.mjs';

const options = process.argv.slice(2);
const run = (args) => {
  const result = spawnSync('npx', ['wrangler', ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
run(['deploy', '--config', 'services/commerce/wrangler.toml', ...options]);
// The storefront's top-level configuration, not its "local" environment, unless the caller names one.
const namesEnv = options.some((option) => /^(-e|--env)(=|$)/.test(option));
run(['deploy', ...(namesEnv ? [] : ['--env=']), ...options]);
