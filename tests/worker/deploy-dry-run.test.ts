import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it, onTestFinished } from 'vitest';

/**
 * `npm run deploy -- --dry-run --outdir …` keeps working: both production bundles, and
 * wrangler's check of each Worker's configuration (wrangler.toml, services/commerce/wrangler.toml)
 * with what it would upload written out, with no account (issue 10, part 4). The storefront
 * bundle holds nothing of the commerce API (issue 10, part 1).
 */
it('npm run deploy -- --dry-run builds both Workers and wrangler accepts each', { timeout: 240_000 }, () => {
  const outdir = mkdtempSync(join(tmpdir(), 'artlane-deploy-'));
  onTestFinished(() => rmSync(outdir, { recursive: true, force: true }));
  const run = spawnSync('npm', ['run', 'deploy', '--', '--dry-run', '--outdir', outdir], {
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  // Without colour codes, whatever the caller's terminal settings (npm test sets FORCE_COLOR).
  // eslint-disable-next-line no-control-regex
  const output = `${run.stdout}\n${run.stderr}`.replace(/\u001b\[[0-9;]*m/g, '');
  expect(run.status, output).toBe(0);
  expect(output).toMatch(/Built build\/deploy\/worker\.js with \d+ client files: \d+ KiB/);
  // Issue 23: both bundles' sizes, and wrangler uploads the client files as static assets (ADR 0015).
  expect(output).toMatch(
    /Built build\/deploy\/public\/assets \(static assets, served without the Worker\): \d+ files, \d+ KiB \(\d+ KiB gzipped\)/,
  );
  expect(output).toMatch(/Read \d+ files from the assets directory \S*build\/deploy\/public/);
  expect(output).toMatch(/Built build\/deploy\/commerce\.js \(services\/commerce\): \d+ KiB/);
  expect(output).toMatch(/env\.DB \(artlane-catalog\)\s+D1 Database/);
  expect(output).toMatch(/env\.COMMERCE \(artlane-commerce\)\s+Worker/);
  // The storefront deploys the top level of wrangler.toml (its vars), not the local environment.
  expect(output).toMatch(/env\.DOMAINS \(\{"artlane\.se":"sv"/);
  expect(output).toMatch(/env\.SECURE_COOKIES \("true"\)/);
  expect(output).not.toContain('HTML_CONTENT_ENCODING');
  expect(output).not.toContain('Multiple environments are defined');
  expect(output.split('--dry-run: exiting now.')).toHaveLength(3);
  // What wrangler would upload for each Worker.
  expect(existsSync(join(outdir, 'commerce.js'))).toBe(true);
  expect(existsSync(join(outdir, 'worker.js'))).toBe(true);

  const storefront = readFileSync(new URL('../../build/deploy/worker.js', import.meta.url), 'utf8');
  // What wrangler would upload as the storefront's script holds none of the client files'
  // code: of the long runs of their minified code (no quotes or escapes, so an embedded copy
  // would show them whole), only the odd literal the Worker shares with them is in it.
  const uploaded = readFileSync(join(outdir, 'worker.js'), 'utf8');
  const assetsDir = new URL('../../build/deploy/public/assets/', import.meta.url);
  const scripts = readdirSync(assetsDir).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  const runs = scripts.flatMap((name) => readFileSync(new URL(name, assetsDir), 'utf8').match(/[\w$.,(){}=:;+!&|<>?[\] -]{40,}/g) ?? []);
  expect(runs.length).toBeGreaterThan(500);
  expect(runs.filter((run) => uploaded.includes(run)).length / runs.length).toBeLessThan(0.1);

  const commerce = readFileSync(new URL('../../build/deploy/commerce.js', import.meta.url), 'utf8');
  // Markers of the commerce API's code: its SQL, its store check, its image renderer.
  for (const marker of ['json_each(', 'FROM newsletter_subscribers', 'Unknown locale "', 'function drawMotif(']) {
    expect(commerce, marker).toContain(marker);
    expect(storefront, marker).not.toContain(marker);
  }
});
