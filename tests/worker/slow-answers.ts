import { lookup } from 'node:dns/promises';

/**
 * Requests of the worker tests that do not answer (harness.ts's `get`, auth-shop.ts's
 * TestBrowser). One with no answer (its headers) within ANSWER_MS is reported on stderr,
 * naming itself and what still answers meanwhile (the probes), and is left to go on: the
 * test's own timeout still decides. Three account-pages tests once timed out in CI with
 * nothing said about which request, or which side (the shop in workerd, or the provider in
 * this process), did not answer.
 */
const ANSWER_MS = 30_000;
const PROBE_MS = 5_000;
export function answerWithin(answer: Promise<Response>, what: string, probes: () => Promise<string>): Promise<Response> {
  const timer = setTimeout(() => {
    void probes().then((found) => console.error(`no answer in ${ANSWER_MS / 1000} s to ${what}; meanwhile ${found}`));
  }, ANSWER_MS);
  // A report never keeps the test process alive.
  timer.unref();
  return answer.finally(() => clearTimeout(timer));
}

/** An answer's status, its body let go. */
export async function statusOf(answer: { status: number; body: { cancel(): Promise<void> } | null }): Promise<number> {
  await answer.body?.cancel();
  return answer.status;
}

/** One probe's outcome in words: what it gave, what it threw, or that it gave nothing within PROBE_MS. */
export async function probe(name: string, ask: () => Promise<unknown>): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silent = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`${name}: nothing in ${PROBE_MS / 1000} s`), PROBE_MS);
  });
  const asked = ask().then(
    (value) => `${name}: ${String(value)}`,
    (error: unknown) => `${name}: ${error instanceof Error ? error.message : String(error)}`,
  );
  return Promise.race([asked, silent]).finally(() => clearTimeout(timer));
}

/**
 * What still answers besides: the shop (its robots.txt, a read of no binding), this process's
 * name lookups (libuv's thread pool) and its timers.
 */
export async function shopProbes(mf: { dispatchFetch(url: string): Promise<unknown> }): Promise<string> {
  const started = performance.now();
  const lag = new Promise<string>((resolve) => setTimeout(() => resolve(`timers ${Math.round(performance.now() - started)} ms late`), 0));
  const results = await Promise.all([
    probe('the shop', async () => statusOf((await mf.dispatchFetch('http://en.localhost:8787/robots.txt')) as Response)),
    probe('a name lookup of localhost', async () => (await lookup('localhost')).address),
    lag,
  ]);
  return results.join('; ');
}
