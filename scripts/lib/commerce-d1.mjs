// A commerce D1 database alone, with every migration applied, on Miniflare's real D1: for tests of
// code that only needs the database (the outbox, mail delivery). Node reaches it through the
// shop's gateway Worker (./gateway.mjs), as the shop does. `name` keeps two test files' databases
// apart.
import { Miniflare } from 'miniflare';
import { gatewayWorker, registerGateway } from './gateway.mjs';
import { COMMERCE, commerceDb, migrate } from './shop.mjs';

/** @param {string} name @returns {Promise<{ db: D1Database, dispose: () => Promise<void> }>} */
export async function migratedCommerceDb(name) {
  const gateway = gatewayWorker({ databases: { [COMMERCE]: name } });
  const mf = new Miniflare({
    workers: [
      { name: COMMERCE, modules: true, script: 'export default {}', compatibilityDate: '2026-04-01', d1Databases: { DB: name } },
      gateway.worker,
    ],
  });
  registerGateway(mf, gateway.key);
  await migrate(mf);
  return { db: /** @type {D1Database} */ (/** @type {unknown} */ (await commerceDb(mf))), dispose: () => mf.dispose() };
}
