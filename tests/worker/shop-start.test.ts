import { createRequire } from 'node:module';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { runScheduled } from '../../scripts/lib/gateway.mjs';
import { COMMERCE, commerceDb, paymentsDb, setUpEmbedded, startShop } from '../../scripts/lib/shop.mjs';
import { startRepeatedly } from '../../scripts/lib/starts.mjs';
import { SHOP_START_MS } from './harness';

/**
 * Starting the embedded shop does not depend on timing (issue 22, "Starting"): `npm start`
 * crashed in 2 of 24 starts on a loaded 2-core machine with an AssertionError in Miniflare's
 * SynchronousFetcher, the worker thread that Miniflare's proxy of a binding blocks on for its
 * synchronous calls (`db.prepare` while migrating). Node now reaches D1 and the cron only
 * through the shop's gateway Worker over HTTP (scripts/lib/gateway.mjs), so that thread is
 * never started; and starts under load all succeed (the long run: `npm run bench -- starts`).
 */
const threads = createRequire(import.meta.url)('node:worker_threads') as typeof import('node:worker_threads');
const OriginalWorker = threads.Worker;
afterEach(() => {
  threads.Worker = OriginalWorker;
});

describe('starting the embedded shop', { timeout: SHOP_START_MS }, () => {
  it("prepares and runs it without Miniflare's synchronous proxy (no worker thread is ever started)", async () => {
    const started: string[] = [];
    // Miniflare's SynchronousFetcher starts a worker thread on its first synchronous call.
    threads.Worker = class extends OriginalWorker {
      constructor(...args: ConstructorParameters<typeof OriginalWorker>) {
        super(...args);
        started.push(new Error('worker thread started here').stack ?? '');
      }
    } as typeof OriginalWorker;
    const buildDir = inject('buildDir');
    const mf = await startShop({ buildDir, prebuilt: true });
    try {
      // The raster catalog is left out: the worker tests keep the SVG catalog (tests/worker/catalog-art.test.ts has it).
      const setUp = await setUpEmbedded(mf, { buildDir, products: 60, catalogArt: false });
      expect(setUp.seeded.products).toBe(60);
      expect(setUp.demoSales).toBeGreaterThan(0);
      expect(setUp.staffSecret).toMatch(/^STAFF-[0-9A-F]{32}$/);
      expect(await runScheduled(mf, COMMERCE, { cron: '* * * * *' })).toMatchObject({ outcome: 'ok' });
      // Node's reads see what the Workers wrote, and the other way round.
      expect(await (await commerceDb(mf)).prepare('SELECT count(*) AS n FROM products').first('n')).toBe(60);
      expect(await (await paymentsDb(mf)).prepare('SELECT count(*) AS n FROM d1_migrations').first('n')).toBeGreaterThan(0);
      const listing = await mf.dispatchFetch('http://en.localhost:8787/api/products?per_page=1');
      expect(listing.status).toBe(200);
      await listing.arrayBuffer();
    } finally {
      await mf.dispose();
    }
    expect(started, started.join('\n\n')).toEqual([]);
  });

  it('starts three times in a row while every core is busy, and no start fails', async () => {
    const { failures, ms } = await startRepeatedly({
      buildDir: inject('buildDir'),
      starts: 3,
      burners: 2,
      products: 60,
      catalogArt: false,
    });
    expect(failures.map(({ start, error }) => `start ${start}: ${String(error)}`)).toEqual([]);
    expect(ms).toHaveLength(3);
  });
});
