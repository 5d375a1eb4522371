// Repeated starts under load (issue 22, "Starting"), run by `npm run bench` or alone:
// `npm run bench -- starts` / `node scripts/bench/starts.mjs`. STARTS (default 24) starts of
// the embedded shop as `npm start` prepares it (migrations, seed of SEED_PRODUCTS products,
// default 200, demo data, the staff coupon, one cron run), each from an empty state folder,
// while two processes per core spin on the CPU. Goal: no start fails. Before the gateway
// (scripts/lib/gateway.mjs) 2 of 24 crashed on a loaded 2-core machine in Miniflare's
// synchronous D1 proxy.
import { cpus } from 'node:os';
import { join } from 'node:path';
import { median, runAlone } from '../lib/bench.mjs';
import { buildAll } from '../lib/build.mjs';
import { startRepeatedly } from '../lib/starts.mjs';

export default async function starts({ report, dir }) {
  const count = Number(process.env.STARTS ?? 24);
  const products = Number(process.env.SEED_PRODUCTS ?? 200);
  const buildDir = join(dir, 'starts');
  await buildAll(buildDir, { production: true });
  const burners = 2 * cpus().length;
  const { failures, ms } = await startRepeatedly({
    buildDir,
    starts: count,
    burners,
    products,
    onStart: ({ start, ms: took, error }) =>
      console.log(
        `  start ${start}/${count}: ${error ? `FAILED: ${error instanceof Error ? error.message : String(error)}` : `${Math.round(took)} ms`}`,
      ),
  });
  report(`starts under load (${burners} spinning processes): failed`, `${failures.length} of ${count}`, '0');
  if (ms.length > 0) report('start to ready (set-up and one cron run), p50', `${(median(ms) / 1000).toFixed(1)} s`, 'report');
}

await runAlone(import.meta.url, starts);
