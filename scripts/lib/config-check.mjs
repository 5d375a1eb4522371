// The configuration check of the build (issue 13, README "Configure a domain"): wrangler.toml's
// vars of every environment through the storefront's own validator (worker/config/validate.ts,
// bundled here for Node), and the custom domains (`routes`) in step with the production host
// map. Any problem fails the build, naming the environment, the key and what is wrong.
import { build } from 'esbuild';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'smol-toml';
import { root } from './build.mjs';

let validator;

/** worker/config/validate.ts, bundled once per process. */
async function loadValidator() {
  if (!validator) {
    const dir = await mkdtemp(join(tmpdir(), 'artlane-config-'));
    const outfile = join(dir, 'validate.mjs');
    try {
      await build({
        absWorkingDir: root,
        entryPoints: ['worker/config/validate.ts'],
        bundle: true,
        format: 'esm',
        platform: 'node',
        outfile,
        logLevel: 'warning',
      });
      validator = await import(pathToFileURL(outfile).href);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
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

/** Throws with every problem of the project's wrangler.toml (the build calls this first). */
export async function checkConfig(file = join(root, 'wrangler.toml')) {
  const lines = await configFileProblems(await readFile(file, 'utf8'));
  if (lines.length > 0) throw new Error(`The configuration has ${lines.length} problem(s):\n${lines.join('\n')}`);
}
