// `npm run types`: regenerates each Worker's Env types from its wrangler.toml with
// `wrangler types` (worker-configuration.d.ts beside the toml; worker/env.ts,
// services/commerce/src/context.ts and services/payments/src/context.ts derive their Env from
// them). `npm run types -- --check` (and tests/worker/wrangler-types.test.ts, in npm test)
// fails when a committed file differs from what wrangler generates now, e.g. after the toml
// was edited without regenerating.
//
// wrangler runs on a copy of the toml alone in a temporary directory, so the result does not
// depend on the machine: with `main` built (build/deploy/*.js) wrangler would add the bundle
// as GlobalProps.mainModule (and tsc would then parse the whole bundle), and a developer's
// .dev.vars or .env would add its names as secrets. Offline: no login, no metrics.
import { spawnSync } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { root } from './lib/build.mjs';

/** Each Worker: its configuration, the interface name, and the generated file beside it. */
export const WORKERS = [
  { config: 'wrangler.toml', envInterface: 'StorefrontEnv' },
  { config: 'services/commerce/wrangler.toml', envInterface: 'CommerceEnv' },
  // The local payment provider (never deployed; docs/payments.md).
  { config: 'services/payments/wrangler.toml', envInterface: 'PaymentsEnv' },
];
export const TYPES_FILE = 'worker-configuration.d.ts';
// Vars as `string` (operators change them per deployment, in the toml or the dashboard);
// the runtime's types come from @cloudflare/workers-types (tsconfig.json).
const OPTIONS = ['--include-runtime=false', '--strict-vars=false'];

/** What `wrangler types` generates now for a Worker: { path, text }. */
export async function generateTypes({ config, envInterface }) {
  const dir = await mkdtemp(join(tmpdir(), 'artlane-types-'));
  try {
    await writeFile(join(dir, 'wrangler.toml'), await readFile(join(root, config)));
    const wrangler = join(root, 'node_modules', '.bin', 'wrangler');
    const run = spawnSync(wrangler, ['types', TYPES_FILE, ...OPTIONS, '--env-interface', envInterface], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1', FORCE_COLOR: '0', CI: '1' },
    });
    if (run.status !== 0) throw new Error(`wrangler types for ${config} failed:\n${run.stdout}\n${run.stderr}`);
    return { path: join(dirname(config), TYPES_FILE), text: await readFile(join(dir, TYPES_FILE), 'utf8') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The committed files that differ from what wrangler generates now. */
export async function staleTypes() {
  const stale = [];
  for (const worker of WORKERS) {
    const { path, text } = await generateTypes(worker);
    const committed = await readFile(join(root, path), 'utf8').catch(() => null);
    if (committed !== text) stale.push(path);
  }
  return stale;
}

if (import.meta.filename === process.argv[1]) {
  if (process.argv.includes('--check')) {
    const stale = await staleTypes();
    for (const path of stale) console.error(`${path} is out of date with its wrangler.toml: run \`npm run types\`.`);
    if (stale.length) process.exit(1);
    console.log(`Env types are up to date (${WORKERS.map((w) => w.config).join(', ')}).`);
  } else {
    for (const worker of WORKERS) {
      const { path, text } = await generateTypes(worker);
      await mkdir(join(root, dirname(path)), { recursive: true });
      await writeFile(join(root, path), text);
      console.log(`Wrote ${path} (${worker.envInterface}) from ${worker.config}.`);
    }
  }
}
