import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

/**
 * The Env types the code uses come from each Worker's wrangler.toml (`npm run types`, issue 10,
 * part 4): a toml edited without regenerating its worker-configuration.d.ts fails here.
 * wrangler runs offline (no account, no metrics).
 */
it('the committed worker-configuration.d.ts files are what wrangler types generates from the toml', { timeout: 60_000 }, () => {
  const run = spawnSync(process.execPath, ['scripts/types.mjs', '--check'], {
    cwd: new URL('../..', import.meta.url),
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  expect(run.stdout).toContain('Env types are up to date');
});
