import { Miniflare } from 'miniflare';
import { gatewayWorker, registerGateway } from '../../scripts/lib/gateway.mjs';
import { COMMERCE, commerceDb, migrate } from '../../scripts/lib/shop.mjs';

/**
 * A commerce D1 database alone, with every migration applied, on Miniflare's real D1: for tests
 * of code that only needs the database (the outbox, mail delivery). Node reaches it through the
 * shop's gateway Worker (scripts/lib/gateway.mjs), as the shop does. `name` keeps two test
 * files' databases apart.
 */
export async function migratedCommerceDb(name: string): Promise<{ db: D1Database; dispose: () => Promise<void> }> {
  const gateway = gatewayWorker({ databases: { [COMMERCE]: name } });
  const mf = new Miniflare({
    workers: [
      { name: COMMERCE, modules: true, script: 'export default {}', compatibilityDate: '2026-04-01', d1Databases: { DB: name } },
      gateway.worker,
    ],
  });
  registerGateway(mf, gateway.key);
  await migrate(mf);
  return { db: (await commerceDb(mf)) as unknown as D1Database, dispose: () => mf.dispose() };
}
