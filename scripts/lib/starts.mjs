// Starting the embedded shop again and again while every core is busy (issue 22, "Starting"):
// `npm start` crashed in 2 of 24 starts on a loaded 2-core machine while migrating through
// Miniflare's synchronous D1 proxy. Each start here does what `npm start` does before it
// serves (scripts/lib/shop.mjs startShop and setUpEmbedded, from an empty state folder) and
// runs the commerce Worker's cron once; a start that throws is counted, with its error.
// Used by `npm run bench -- starts` (24 starts) and tests/worker/shop-start.test.ts (a few).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runScheduled } from './gateway.mjs';
import { COMMERCE, setUpEmbedded, startShop } from './shop.mjs';

/**
 * `starts` starts in a row from the prebuilt `buildDir`, with `burners` processes spinning on
 * the CPU meanwhile; resolves { failures: [{ start, error }], ms: [per start] }. `catalogArt: false`
 * leaves the raster catalog out (the worker tests keep the SVG catalog: ./catalog-art.mjs).
 */
export async function startRepeatedly({ buildDir, starts, burners, products = 100, catalogArt = true, onStart = () => {} }) {
  const spinning = Array.from({ length: burners }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  const failures = [];
  const ms = [];
  try {
    for (let start = 1; start <= starts; start++) {
      const persistDir = await mkdtemp(join(tmpdir(), 'artlane-start-'));
      const started = performance.now();
      let mf;
      try {
        mf = await startShop({ buildDir, prebuilt: true, persistDir });
        await setUpEmbedded(mf, { buildDir, products, catalogArt });
        const cron = await runScheduled(mf, COMMERCE, { cron: '* * * * *' });
        if (cron.outcome !== 'ok') throw new Error(`the cron's outcome was ${cron.outcome}`);
        ms.push(performance.now() - started);
        onStart({ start, ms: ms.at(-1) });
      } catch (error) {
        failures.push({ start, error });
        onStart({ start, error });
      } finally {
        await mf?.dispose().catch(() => undefined);
        await rm(persistDir, { recursive: true, force: true });
      }
    }
  } finally {
    for (const child of spinning) child.kill();
  }
  return { failures, ms };
}
