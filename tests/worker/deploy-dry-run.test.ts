import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

/** `npm run deploy -- --dry-run` keeps working: the production build and wrangler's check of it. */
it('npm run deploy -- --dry-run builds the worker and wrangler accepts it', { timeout: 180_000 }, () => {
  const run = spawnSync('npm', ['run', 'deploy', '--', '--dry-run'], {
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
  });
  const output = `${run.stdout}\n${run.stderr}`;
  expect(run.status, output).toBe(0);
  expect(output).toContain('Built build/deploy/worker.js');
  expect(output).toMatch(/env\.DB \(artlane-catalog\)\s+D1 Database/);
  expect(output).toContain('--dry-run: exiting now.');
});
