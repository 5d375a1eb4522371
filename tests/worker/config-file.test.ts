import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/lib/build.mjs';
import { configFileProblems } from '../../scripts/lib/config-check.mjs';
import { LOCALE_CODES } from '../../shared/locales';

/**
 * The project's real wrangler.toml (not a copy): every language has a production host, every
 * host is attached to the Worker as a custom domain and every custom domain is a host of the
 * map; every environment's vars pass the storefront's validator. The build runs the same
 * check (scripts/lib/config-check.mjs), so a broken edit fails `npm run build`.
 */
const text = await readFile(join(root, 'wrangler.toml'), 'utf8');
const config = parse(text) as { vars: { DOMAINS: Record<string, string> }; routes: { pattern: string; custom_domain?: boolean }[] };

describe('wrangler.toml', () => {
  it('has a production host and a custom domain for each of the 19 languages, the map and the routes agreeing', async () => {
    const languages = new Set(Object.values(config.vars.DOMAINS));
    expect([...languages].sort()).toEqual([...LOCALE_CODES].sort());
    const routed = config.routes.map((route) => route.pattern);
    expect(config.routes.every((route) => route.custom_domain === true)).toBe(true);
    expect(routed.sort()).toEqual(Object.keys(config.vars.DOMAINS).sort());
    expect(await configFileProblems(text)).toEqual([]);
  });

  it('fails when a host is routed but not mapped, or mapped but not routed', async () => {
    const unrouted = text.replace('  { pattern = "artlane.fi", custom_domain = true },\n', '');
    expect(await configFileProblems(unrouted)).toEqual([
      'wrangler.toml routes: "artlane.fi" is in [vars.DOMAINS] but has no route or custom domain',
    ]);
    const unmapped = text
      .replace('"artlane.fi" = "fi"\n', '"artlane.fi" = "fi"\n"artlane.no" = "fi"\n')
      .replace('[vars.DOMAINS]\n', '[vars.DOMAINS]\n');
    expect(await configFileProblems(unmapped)).toEqual([
      'wrangler.toml routes: "artlane.no" is in [vars.DOMAINS] but has no route or custom domain',
    ]);
    // Without routes at all the deployment is workers.dev only: nothing to agree with.
    const workersDev = text.replace(/routes = \[\n[\s\S]*?\n\]\n/, '');
    expect(workersDev).not.toContain('custom_domain');
    expect(await configFileProblems(workersDev)).toEqual([]);
    const extraRoute = text.replace('routes = [\n', 'routes = [\n  { pattern = "artlane.no", custom_domain = true },\n');
    expect(await configFileProblems(extraRoute)).toEqual([
      'wrangler.toml routes: "artlane.no" is routed to this Worker but not in [vars.DOMAINS]',
    ]);
  });

  it('names the environment and the key of a bad value', async () => {
    const unknownLanguage = text.replace('"artlane.si" = "sl"', '"artlane.si" = "si"');
    expect(await configFileProblems(unknownLanguage)).toEqual([
      expect.stringMatching(/^wrangler\.toml \[vars\]: DOMAINS\["artlane\.si"\]: maps to unknown language "si"/),
      'wrangler.toml [vars]: DOMAINS: has no host for sl: every language needs one',
    ]);
    const badPolicy = text.replace(
      /\[env\.local\.vars\.CATALOG_CACHE\]\n"default" = \{ maxAge = 60/,
      '[env.local.vars.CATALOG_CACHE]\n"default" = { maxAge = -60',
    );
    expect(await configFileProblems(badPolicy)).toEqual([
      'wrangler.toml [env.local.vars]: CATALOG_CACHE["default"].maxAge: must be a whole number of seconds from 0 to 31536000',
    ]);
    const badUpstream = text.replace(
      '[vars]\n# Upstream commerce API. Empty: the commerce Worker (services/commerce) answers through the COMMERCE binding.\nAPI_ORIGIN = ""',
      '[vars]\nAPI_ORIGIN = "api.artlane.se"',
    );
    expect(await configFileProblems(badUpstream)).toEqual(['wrangler.toml [vars]: API_ORIGIN: "api.artlane.se" is not an http(s) URL']);
  });

  // Issue 23 (ADR 0015): the browser's files are static assets the build writes beside `main`.
  it('serves the static assets the build writes beside main, with every other path going to the Worker', async () => {
    const assets = (parse(text) as { assets?: Record<string, unknown> }).assets;
    expect(assets).toEqual({ directory: 'build/deploy/public', html_handling: 'none', not_found_handling: 'none' });
  });

  it('fails when [assets] is missing, names another folder, or would answer paths that are not files', async () => {
    const section = /\[assets\]\ndirectory = "build\/deploy\/public"\n/;
    expect(text).toMatch(section);
    expect(await configFileProblems(text.replace(section, '[assets_elsewhere]\n'))).toEqual([
      'wrangler.toml [assets]: missing: the browser files are static assets (directory = "build/deploy/public")',
    ]);
    expect(await configFileProblems(text.replace(section, '[assets]\ndirectory = "build/deploy/client"\n'))).toEqual([
      'wrangler.toml [assets]: directory: must be "build/deploy/public", where the build writes the static assets beside main, got "build/deploy/client"',
    ]);
    expect(await configFileProblems(text.replace(section, '[assets]\ndirectory = "./build/deploy/public"\n'))).toEqual([]);
    expect(await configFileProblems(text.replace('not_found_handling = "none"', 'not_found_handling = "single-page-application"'))).toEqual(
      [
        'wrangler.toml [assets]: not_found_handling: must be "none" (the shop has no HTML files; every other path is the Worker\'s), got "single-page-application"',
      ],
    );
    expect(await configFileProblems(text.replace(section, '$&run_worker_first = true\n'))).toEqual([
      'wrangler.toml [assets]: run_worker_first: must be false: the Worker does not carry the static files, so a request sent to it first would be a 404, got true',
    ]);
  });
});
