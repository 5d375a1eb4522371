// The configuration check of the build (issue 13, README "Configure a domain"): wrangler.toml's
// vars of every environment through the storefront's own validator (worker/config/validate.ts,
// bundled here for Node), the custom domains (`routes`) in step with the production host
// map, and the static assets (`[assets]`, ADR 0015). Any problem fails the build, naming the
// environment, the key and what is wrong.
import { readFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { parse } from 'smol-toml';
import { STATIC_ASSETS_DIR, importForNode, root } from './build.mjs';

let validator;

/** worker/config/validate.ts, bundled once per process. */
async function loadValidator() {
  validator ??= await importForNode('worker/config/validate.ts');
  return validator;
}

/** The hosts a `routes` entry attaches (a custom domain or a route pattern such as "artlane.se/*"). */
function routeHost(route) {
  const pattern = typeof route === 'string' ? route : route?.pattern;
  return typeof pattern === 'string' ? pattern.replace(/\/.*$/, '').toLowerCase() : null;
}

/** Every problem of a wrangler.toml text, as lines ("wrangler.toml [vars]: DOMAINS[…]: …"); empty when it is sound. */
export async function configFileProblems(text, name = 'wrangler.toml') {
  const { configProblems } = await loadValidator();
  const config = parse(text);
  const lines = [];
  const environments = [
    ['[vars]', config.vars ?? {}],
    ...Object.entries(config.env ?? {}).map(([env, value]) => [`[env.${env}.vars]`, value.vars ?? {}]),
  ];
  for (const [where, vars] of environments) {
    for (const problem of configProblems(vars, { secrets: false })) lines.push(`${name} ${where}: ${problem.key}: ${problem.message}`);
  }
  lines.push(...assetsProblems(config).map((problem) => `${name} [assets]: ${problem}`));
  // The production hosts and the custom domains are one list written twice: they must agree.
  // No `routes` at all is a workers.dev-only deployment (the zones are not in the account yet).
  if (config.routes === undefined) return lines;
  const hosts = new Set(Object.keys(config.vars?.DOMAINS ?? {}).map((host) => host.toLowerCase()));
  const routed = new Set((config.routes ?? []).map(routeHost).filter(Boolean));
  for (const host of hosts)
    if (!routed.has(host)) lines.push(`${name} routes: "${host}" is in [vars.DOMAINS] but has no route or custom domain`);
  for (const host of routed)
    if (!hosts.has(host)) lines.push(`${name} routes: "${host}" is routed to this Worker but not in [vars.DOMAINS]`);
  return lines;
}

/**
 * The static assets (ADR 0015): the folder the build writes beside `main`, every path that is
 * no file going on to the Worker (its pages, the 404 of an unknown /assets/ path), and the
 * Worker never in front of the files, whose bytes it no longer has.
 */
function assetsProblems(config) {
  const assets = config.assets;
  const expected = join(dirname(String(config.main ?? '')), STATIC_ASSETS_DIR);
  if (!assets) return [`missing: the browser files are static assets (directory = "${expected}")`];
  const problems = [];
  if (typeof assets.directory !== 'string' || normalize(assets.directory) !== expected)
    problems.push(
      `directory: must be "${expected}", where the build writes the static assets beside main, got ${JSON.stringify(assets.directory)}`,
    );
  for (const key of ['html_handling', 'not_found_handling'])
    if (assets[key] !== undefined && assets[key] !== 'none')
      problems.push(
        `${key}: must be "none" (the shop has no HTML files; every other path is the Worker's), got ${JSON.stringify(assets[key])}`,
      );
  if (assets.run_worker_first !== undefined && assets.run_worker_first !== false)
    problems.push(
      `run_worker_first: must be false: the Worker does not carry the static files, so a request sent to it first would be a 404, got ${JSON.stringify(assets.run_worker_first)}`,
    );
  return problems;
}

/** Throws with every problem of the project's wrangler.toml (the build calls this first). */
export async function checkConfig(file = join(root, 'wrangler.toml')) {
  const lines = await configFileProblems(await readFile(file, 'utf8'));
  if (lines.length > 0) throw new Error(`The configuration has ${lines.length} problem(s):\n${lines.join('\n')}`);
}
