import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import type { Miniflare } from 'miniflare';
import { commerceDb, migrate, seed, startShop } from '../../scripts/lib/shop.mjs';
import { answerWithin, shopProbes } from './slow-answers';
import { categories, detail, summary } from '../fixtures/catalog';
import { SNAPSHOT_SIZES, copySeededDatabase, seededDatabase } from './seeded-databases';
import { contractPort, readApiDocument, startContractProxy, type ContractProxy } from '../../scripts/lib/api-contract.mjs';

export interface TestShop {
  mf: Miniflare;
  /** Fetch a path on a language's local host, e.g. get('de', '/'). */
  get(locale: string, path: string, init?: RequestInit): Promise<Response>;
  /** The commerce Worker's D1 database (embedded shops only), through the shop's gateway. */
  commerceDb(): Promise<D1Database>;
  /** The API contract's validating proxy between storefront and commerce Worker (a contract shop only). */
  contract?: ContractProxy;
  dispose(): Promise<void>;
}

/**
 * The API contract run (`npm run contract`, docs/api.md "The contract"): API_CONTRACT=1 puts
 * every embedded test shop's storefront behind the contract's validating proxy.
 */
const CONTRACT_RUN = process.env.API_CONTRACT === '1';

/** How long a test that starts a shop of its own may take (vitest's hookTimeout; a test's own limit is 60 s). */
export const SHOP_START_MS = 180_000;

/**
 * A shop in workerd for one test file, from the build made once in global-setup.
 * seedProducts: migrate and seed the embedded API with that many products (0: don't).
 */
export async function createTestShop({
  vars = {},
  seedProducts = 0,
  workerName,
  contract = CONTRACT_RUN,
}: {
  vars?: Record<string, unknown>;
  seedProducts?: number;
  /**
   * The storefront calls the embedded commerce Worker through Prism, a proxy that validates
   * every request and answer against the API's OpenAPI document (scripts/lib/api-contract.mjs);
   * the shop's `contract` lists what broke it. Embedded shops only (no API_ORIGIN in vars).
   */
  contract?: boolean;
  /** Another prebuilt entry: 'clock-worker.js' is the shop with a clock the test moves (tests/worker/clock-worker.ts). */
  workerName?: string;
} = {}): Promise<TestShop> {
  const buildDir = inject('buildDir');
  const copy = SNAPSHOT_SIZES.includes(seedProducts) ? await copySeededDatabase(await seededDatabase(buildDir, seedProducts)) : undefined;
  const through =
    contract && !vars.API_ORIGIN
      ? { commercePort: await contractPort(0), proxyPort: await contractPort(1), prismPort: await contractPort(2) }
      : undefined;
  const mf = await startSeeded({
    buildDir,
    vars,
    workerName,
    seedProducts,
    seededCopy: copy?.dir,
    ...(through ? { commercePort: through.commercePort, commerceVia: `http://127.0.0.1:${through.proxyPort}` } : {}),
  }).catch(async (error) => {
    await copy?.remove();
    throw error;
  });
  let proxy: ContractProxy | undefined;
  if (through) {
    const upstream = `http://127.0.0.1:${through.commercePort}`;
    proxy = await readApiDocument(upstream)
      .then((document) => startContractProxy({ document, upstream, port: through.proxyPort, prismPort: through.prismPort }))
      .catch(async (error: unknown) => {
        await mf.dispose();
        await copy?.remove();
        throw error;
      });
  }
  const answers = trackAnswers(mf);
  return {
    mf,
    get: (locale, path, init) => {
      const url = `http://${locale === 'bare' ? 'localhost' : `${locale}.localhost`}:8787${path}`;
      return answerWithin(mf.dispatchFetch(url, init as never) as unknown as Promise<Response>, `${init?.method ?? 'GET'} ${url}`, () =>
        shopProbes(mf),
      );
    },
    commerceDb: () => commerceDb(mf),
    ...(proxy ? { contract: proxy } : {}),
    dispose: async () => {
      await cancelUnread(answers);
      await mf.dispose();
      await proxy?.stop();
      await copy?.remove();
    },
  };
}

/**
 * Every answer of the shop's `dispatchFetch`, whoever asked (`get`, a test's own browser such as
 * auth-shop.ts's TestBrowser, a test calling `mf.dispatchFetch`), so `dispose` can cancel the
 * bodies nobody read.
 */
function trackAnswers(mf: Miniflare): Set<Response> {
  const answers = new Set<Response>();
  const dispatch = mf.dispatchFetch.bind(mf);
  mf.dispatchFetch = (async (...args: Parameters<Miniflare['dispatchFetch']>) => {
    const answer = await dispatch(...args);
    answers.add(answer as unknown as Response);
    return answer;
  }) as Miniflare['dispatchFetch'];
  return answers;
}

/**
 * Cancels the bodies a test never read (it looked at the status or a header only). workerd
 * finishes writing an answer before it stops, so one unread body held `dispose` until its
 * connection timed out: about 100 s per shop on this machine.
 */
async function cancelUnread(answers: Set<Response>): Promise<void> {
  await Promise.all(
    [...answers].map((answer) =>
      answer.body && !answer.bodyUsed && !answer.body.locked ? answer.body.cancel().catch(() => undefined) : undefined,
    ),
  );
  answers.clear();
}

/**
 * Starts the prebuilt shop and seeds it: migrations and seed reach D1 through the shop's D1
 * gateway (scripts/lib/gateway.mjs), never through Miniflare's synchronous proxy. With
 * `seededCopy` (a copy of this run's database seeded with that many products) it starts
 * on that copy instead and seeds nothing.
 */
async function startSeeded(options: {
  buildDir: string;
  vars: Record<string, unknown>;
  workerName?: string | undefined;
  seedProducts: number;
  seededCopy?: string | undefined;
  commercePort?: number;
  commerceVia?: string;
}) {
  const { buildDir, vars, workerName, seedProducts, seededCopy, commercePort, commerceVia } = options;
  const mf: Miniflare = await startShop({
    buildDir,
    prebuilt: true,
    vars,
    workerName,
    ...(commercePort !== undefined ? { commercePort } : {}),
    ...(commerceVia ? { commerceVia } : {}),
    ...(seededCopy ? { d1Persist: seededCopy } : {}),
  });
  try {
    if (seedProducts > 0 && !seededCopy) {
      await migrate(mf);
      await seed(mf, { buildDir, products: seedProducts });
    }
    return mf;
  } catch (error) {
    await mf.dispose().catch(() => undefined);
    throw error;
  }
}

/**
 * A shop whose commerce API is `upstream`, with the catalog edge cache off (maxAge 0):
 * every page is rendered for its own request and every read reaches the upstream, so
 * holds and failures are observable. `vars` add to or replace that configuration.
 */
export function createUpstreamShop(upstream: { origin: string }, vars: Record<string, unknown> = {}): Promise<TestShop> {
  return createTestShop({
    vars: { API_ORIGIN: upstream.origin, CATALOG_CACHE: { default: { maxAge: 0, staleWhileRevalidate: 0 } }, ...vars },
  });
}

export interface RecordedRequest {
  method: string;
  url: URL;
  body: string;
  headers: IncomingMessage['headers'];
}

export interface FakeUpstream {
  origin: string;
  requests: RecordedRequest[];
  /** Milliseconds every answer waits before its headers are sent. */
  latency: number;
  /** Holds every answer until the returned function is called. */
  hold(): () => void;
  close(): Promise<void>;
}

/** `delay`: this answer waits so many milliseconds instead of the upstream's latency. */
type Handler = (request: RecordedRequest) => {
  status?: number;
  headers?: Record<string, string | undefined>;
  body: unknown;
  delay?: number;
};

/**
 * A fake upstream's answer from the fixture catalog (tests/fixtures/catalog.ts): its
 * categories, a listing of its one product (x-records: 1) and that product's detail.
 * Undefined for any other path: the test's handler answers those.
 */
export function catalogAnswer(path: string): ReturnType<Handler> | undefined {
  if (path === '/api/product-categories') return { body: categories };
  if (path === '/api/products') return { headers: { 'x-records': '1' }, body: { products: [summary], categories: [] } };
  if (path === `/api/products/${detail.slug}`) return { body: detail };
  return undefined;
}

/** An upstream commerce API on loopback that records what the worker sends it. */
export async function startFakeUpstream(handler: Handler): Promise<FakeUpstream> {
  const requests: RecordedRequest[] = [];
  const state = { latency: 0, gate: Promise.resolve() };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://upstream'),
        body: Buffer.concat(chunks).toString('utf8'),
        headers: req.headers,
      };
      requests.push(recorded);
      const answer = handler(recorded);
      void state.gate.then(() =>
        setTimeout(() => {
          const headers = Object.entries({ 'content-type': 'application/json', ...answer.headers }).filter(
            (entry): entry is [string, string] => entry[1] !== undefined,
          );
          res.writeHead(answer.status ?? 200, Object.fromEntries(headers));
          res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
        }, answer.delay ?? state.latency),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    get latency() {
      return state.latency;
    },
    set latency(ms: number) {
      state.latency = ms;
    },
    hold() {
      let release = () => {};
      state.gate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        release();
        state.gate = Promise.resolve();
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A page's HTML without its script nonces: the same page answered twice differs only in them
 * (a nonce per answer rendered for it; none on a page from the edge cache, ADR 0021).
 */
export const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, '');

/**
 * Moves the clock of a shop started with `workerName: 'clock-worker.js'` (tests/worker/clock-worker.ts)
 * forward by `ms`: what the edge cache's lifetimes and stale-while-revalidate go by.
 */
export async function advanceClock(shop: TestShop, ms: number): Promise<void> {
  await (await shop.get('en', `/__test/clock?advance=${ms}`)).text();
}
