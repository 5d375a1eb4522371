import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inject, vi } from 'vitest';
import { readConfig } from '../../scripts/lib/shop.mjs';
import { LOCAL_OPS_TOKEN_KEY } from '../../scripts/lib/shop-names.mjs';

/**
 * The storefront in the test process (issue 23, README "In-process route tests"): the
 * bundle workerd runs (the build tests/worker/global-setup.ts made once), imported here, its Hono
 * app called with `app.request()` as Hono's own tests call theirs. No workerd starts, so a file
 * of these costs milliseconds per request instead of a shop start.
 *
 * For the routes that need nothing of the runtime but its Web APIs: the configuration guard,
 * redirects, the operator view without its keys, the routes a storefront with another upstream
 * and no sign-in answers by itself. What needs a binding or the edge cache
 * (catalog pages, the API proxy, checkout, sign-in, media) stays in tests/worker/ with a
 * workerd shop. Here:
 * - the configuration is `npm start`'s (wrangler.toml's `local` vars), `vars` laid over it;
 * - the commerce API is an address where nothing answers (the upstream is down), so a route that
 *   did read it would show as the shop's own 503, never pass by accident;
 * - `caches.default` is an edge cache that keeps nothing, as on workers.dev, where the Cache API's
 *   writes have no effect: every read misses.
 */
export interface InProcessShop {
  /** A request to a language's local host, e.g. get('de', '/robots.txt'), as TestShop.get. */
  get(locale: string, path: string, init?: RequestInit): Promise<Response>;
  /** A request to any address, e.g. a host the configuration redirects. */
  request(url: string, init?: RequestInit): Promise<Response>;
  /** The work the answers left to `waitUntil`, settled. */
  settled(): Promise<void>;
}

interface App {
  request(input: string, init: RequestInit | undefined, env: Record<string, unknown>, ctx: ExecutionContext): Promise<Response>;
}

/** A port of this machine where nothing listens: the commerce API is down. */
const NO_UPSTREAM = 'http://127.0.0.1:9';

let app: Promise<App> | undefined;

/** The Cache API of an edge that stores nothing (workers.dev): every match misses, put and delete do nothing. */
const keepsNothing = {
  match: () => Promise.resolve(undefined),
  put: () => Promise.resolve(),
  delete: () => Promise.resolve(false),
};

export async function inProcessShop({ vars = {} }: { vars?: Record<string, unknown> } = {}): Promise<InProcessShop> {
  vi.stubGlobal('caches', { default: keepsNothing, open: () => Promise.resolve(keepsNothing) });
  app ??= import(/* @vite-ignore */ pathToFileURL(join(inject('buildDir'), 'worker.js')).href).then(
    (module: { default: App }) => module.default,
  );
  const { vars: configVars } = await readConfig('local');
  const env = { ...configVars, API_ORIGIN: NO_UPSTREAM, OPS_TOKEN_KEY: LOCAL_OPS_TOKEN_KEY, ...vars };
  const pending: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (promise: Promise<unknown>) => void pending.push(promise.catch(() => undefined)),
    passThroughOnException: () => undefined,
    props: {},
  } as unknown as ExecutionContext;
  const worker = await app;
  const request = (url: string, init?: RequestInit) => worker.request(url, init, env, ctx);
  return {
    get: (locale, path, init) => request(`http://${locale === 'bare' ? 'localhost' : `${locale}.localhost`}:8787${path}`, init),
    request,
    settled: async () => {
      await Promise.all(pending.splice(0));
    },
  };
}
