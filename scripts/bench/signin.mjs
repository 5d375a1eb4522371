// Sign-in (issue 12, docs/accounts.md), run by `npm run bench` after the page figures, or
// alone: `npm run bench -- signin` / `node scripts/bench/signin.mjs` (ports 8971-8979;
// `SIGNIN_BENCH_PORT` moves the range).
//
// One embedded shop (2,000 products, English domain, BENCH=1) and the local OpenID provider:
//   - sign-in round trip: POST /login → the provider's authorization endpoint → its sign-in
//     form (e-mail and password posted) → back to the shop's /login?code=… (code exchanged,
//     ID token verified, session cookie set) → /my-account answered 200 with the artist's
//     name; ROUND_TRIPS of them one at a time, each a new browser (no cookies), every
//     request over HTTP as a browser would send it; p50 and p99 against a GET of a static
//     answer of /my-account's size from the same worker, taken in turn in the same run;
//   - account-page first bytes: time to the first byte of /my-account (signed in: private,
//     rendered for every request, the session decrypted) and of a product page rendered for
//     every request too (x-bench-render), SAMPLES each taken in turn; p50 and the ratio
//     (issue 27 goal <= 2);
//   - catalog pages signed in (issue 27, ADR 0025): the first byte of the start, a category and
//     a product page with the artist's session cookie and without, SAMPLES each taken in turn,
//     all from the edge cache; p50 signed in ÷ anonymous per page (goal <= 1.3).
// SIGNIN_PROFILE=1 also profiles /my-account (V8's sampling profiler through the inspector on
// PORT + 4): CPU ms per request of the storefront's and the commerce Worker's isolates, and
// each one's hottest functions (self ms per request), to see where the page's time goes.
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { runAlone } from '../lib/bench.mjs';
import { cpuProfile, hotFunctions } from '../lib/inspector.mjs';
import { ARTIST_ACCOUNTS, startOidcProvider, storefrontOidcVars } from '../lib/oidc.mjs';
import { readConfig, migrate, seed, startShop } from '../lib/shop.mjs';

const PORT = Number(process.env.SIGNIN_BENCH_PORT ?? 8971);
const PROVIDER_PORT = PORT + 2;
const INSPECTOR_PORT = PORT + 4;
const PROFILE = Boolean(process.env.SIGNIN_PROFILE);
const PROFILED_REQUESTS = 100;
const HOST = 'en.localhost';
const ORIGIN = `http://${HOST}:${PORT}`;
const ROUND_TRIPS = 50;
const SAMPLES = 200;

const percentile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.max(0, Math.ceil(q * values.length) - 1))];
const ms = (value) => `${value.toFixed(1)} ms`;

/** One HTTP request to `url`: status, headers, body text and ms to the first body byte. */
export function send(agent, url, { method = 'GET', headers = {}, body } = {}) {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        method,
        path: `${target.pathname}${target.search}`,
        agent,
        headers: { host: target.host, ...headers },
      },
      (res) => {
        let firstByte;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          firstByte ??= performance.now() - started;
          text += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, text, firstByte: firstByte ?? performance.now() - started }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A browser's cookies, per host. */
class Jar {
  #byHost = new Map();
  header(url) {
    const jar = this.#byHost.get(new URL(url).host);
    return jar && jar.size > 0 ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } : {};
  }
  take(url, setCookie = []) {
    const host = new URL(url).host;
    const jar = this.#byHost.get(host) ?? new Map();
    this.#byHost.set(host, jar);
    for (const line of setCookie) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || attributes.some((attribute) => /max-age=0\b/i.test(attribute))) jar.delete(name);
      else jar.set(name, value);
    }
  }
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * One sign-in at the shop of `origin` (http://host:port) from a new browser, following every
 * redirect; the signed-in browser's jar. Also `npm run bench -- compare` (COMPARE_ALL=1).
 */
export async function signIn(agent, origin, account) {
  const jar = new Jar();
  const go = async (url, init = {}) => {
    const answer = await send(agent, url, { ...init, headers: { ...(init.headers ?? {}), ...jar.header(url) } });
    jar.take(url, answer.headers['set-cookie']);
    return answer;
  };
  let url = `${origin}/login`;
  let answer = await go(url, { method: 'POST', headers: FORM, body: '' });
  let formUrl = null;
  for (let hops = 0; hops < 20; hops++) {
    if (answer.status >= 300 && answer.status < 400) {
      url = new URL(answer.headers.location, url).toString();
      answer = await go(url);
      continue;
    }
    if (answer.status !== 200) throw new Error(`sign-in: ${url} answered ${answer.status}`);
    if (new URL(url).origin === origin) break;
    // The provider's sign-in form: post the account's e-mail and password to it.
    if (formUrl) throw new Error('sign-in: the provider showed its form twice');
    formUrl = url;
    answer = await go(url, {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ email: account.email, password: account.password }).toString(),
    });
  }
  if (new URL(url).pathname !== '/my-account' || !answer.text.includes(account.name)) {
    throw new Error(`sign-in: ended on ${url} (${answer.status}) without the artist's name`);
  }
  return { jar, bytes: Buffer.byteLength(answer.text) };
}

/** SIGNIN_PROFILE=1: where /my-account's CPU goes, per isolate (one profile each, the requests one at a time). */
async function profileAccountPage(agent, jar) {
  for (const isolateId of ['core:user:storefront', 'core:user:commerce']) {
    const { cpuMs, profile } = await cpuProfile(
      INSPECTOR_PORT,
      async () => {
        for (let index = 0; index < PROFILED_REQUESTS; index++) {
          const mine = await send(agent, `${ORIGIN}/my-account`, { headers: jar.header(ORIGIN) });
          if (mine.status !== 200) throw new Error(`/my-account answered ${mine.status}`);
        }
      },
      { isolateId },
    );
    console.log(`  ${isolateId}: ${(cpuMs / PROFILED_REQUESTS).toFixed(2)} ms CPU per /my-account; hottest (self ms per request):`);
    for (const [name, total] of hotFunctions(profile, 20))
      console.log(`    ${(total / PROFILED_REQUESTS).toFixed(3).padStart(8)}  ${name}`);
  }
}

export default async function signinBench({ report, dir }) {
  const { vars } = await readConfig('local');
  const shopOrigins = Object.keys(vars.DOMAINS ?? {}).map((host) => `http://${host}:${PORT}`);
  const provider = await startOidcProvider({ port: PROVIDER_PORT, shopOrigins });
  const shop = await startShop({
    buildDir: join(dir, 'shop'),
    port: PORT,
    persistDir: join(dir, 'data'),
    vars: { BENCH: '1', ...storefrontOidcVars(provider.issuer) },
    ...(PROFILE ? { inspectorPort: INSPECTOR_PORT } : {}),
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  try {
    await migrate(shop);
    await seed(shop, { buildDir: join(dir, 'shop'), products: 2000 });
    const account = ARTIST_ACCOUNTS[0];
    const products = JSON.parse((await send(agent, `${ORIGIN}/api/products?template_id=2&type=2&nc=1&per_page=1`)).text).products;
    const productPath = `/product/${products[0].slug}`;

    // Warm-up: the discovery document, the key set and the pages' first renders.
    const { jar, bytes } = await signIn(agent, ORIGIN, account);
    await signIn(agent, ORIGIN, account);

    // --- sign-in round trips vs a static answer ----------------------------------------------
    const trips = [];
    const statics = [];
    for (let index = 0; index < ROUND_TRIPS; index++) {
      const started = performance.now();
      await signIn(agent, ORIGIN, account);
      trips.push(performance.now() - started);
      const staticStart = performance.now();
      const answer = await send(agent, `${ORIGIN}/__bench/static/${bytes}`);
      if (answer.status !== 200) throw new Error(`static answer: ${answer.status}`);
      statics.push(performance.now() - staticStart);
    }
    const [tripP50, tripP99, staticP50, staticP99] = [
      percentile(trips, 0.5),
      percentile(trips, 0.99),
      percentile(statics, 0.5),
      percentile(statics, 0.99),
    ];
    report('sign-in round trip ÷ static answer, p50', `${(tripP50 / staticP50).toFixed(1)}`, 'figure');
    report('sign-in round trip ÷ static answer, p99', `${(tripP99 / staticP99).toFixed(1)}`, 'figure');
    console.log(
      `  round trip p50 ${ms(tripP50)}, p99 ${ms(tripP99)}; static answer p50 ${ms(staticP50)}, p99 ${ms(staticP99)} (${ROUND_TRIPS} each)`,
    );

    // --- account page first bytes vs the product page ----------------------------------------
    const account_ = [];
    const product = [];
    for (let index = 0; index < SAMPLES; index++) {
      const mine = await send(agent, `${ORIGIN}/my-account`, { headers: jar.header(ORIGIN) });
      if (mine.status !== 200) throw new Error(`/my-account answered ${mine.status}`);
      account_.push(mine.firstByte);
      const page = await send(agent, `${ORIGIN}${productPath}`, { headers: { 'x-bench-render': '1' } });
      if (page.status !== 200) throw new Error(`${productPath} answered ${page.status}`);
      product.push(page.firstByte);
    }
    const [accountP50, productP50] = [percentile(account_, 0.5), percentile(product, 0.5)];
    report('account page first byte ÷ product page, p50', `${(accountP50 / productP50).toFixed(2)}`, '<= 2');
    console.log(`  /my-account p50 ${ms(accountP50)}, product page p50 ${ms(productP50)} (${SAMPLES} each, rendered for every request)`);
    if (PROFILE) await profileAccountPage(agent, jar);

    // --- catalog pages signed in vs anonymous (both from the edge cache) ------------------------
    const categories = JSON.parse((await send(agent, `${ORIGIN}/api/product-categories`)).text);
    const category = categories.find((candidate) => candidate.has_products !== false).uri;
    for (const [name, path] of [
      ['start page', '/'],
      ['category page', category],
      ['product page', productPath],
    ]) {
      const signedIn = [];
      const anonymous = [];
      let hits = 0;
      for (let index = 0; index < SAMPLES; index++) {
        const theirs = await send(agent, `${ORIGIN}${path}`, { headers: jar.header(ORIGIN) });
        const anyone = await send(agent, `${ORIGIN}${path}`);
        if (theirs.status !== 200 || anyone.status !== 200) throw new Error(`${path} answered ${theirs.status} / ${anyone.status}`);
        if (theirs.headers['x-edge-cache'] === 'HIT') hits++;
        signedIn.push(theirs.firstByte);
        anonymous.push(anyone.firstByte);
      }
      const [signedP50, anonymousP50] = [percentile(signedIn, 0.5), percentile(anonymous, 0.5)];
      report(`${name} signed in ÷ anonymous, first byte p50`, `${(signedP50 / anonymousP50).toFixed(2)}`, '<= 1.3');
      console.log(
        `  ${path}: signed in p50 ${ms(signedP50)} (${hits} of ${SAMPLES} from the edge cache), anonymous p50 ${ms(anonymousP50)}`,
      );
    }
  } finally {
    agent.destroy();
    await shop.dispose();
    await provider.close();
  }
}

await runAlone(import.meta.url, signinBench);
