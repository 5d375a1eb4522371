import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../context';
import { DRAIN_LIMIT_BYTES, drainUnreadBody } from '.';

const CHUNK = 16 * 1024;

/** A POST of `chunks` chunks of 16 KiB that records how many were pulled and whether it was cancelled. */
function post(chunks: number) {
  let pulled = 0;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled++;
      controller.enqueue(new Uint8Array(CHUNK).fill(120));
    },
    cancel: () => void (cancelled = true),
  });
  const request = new Request('http://shop.test/api/cart', { method: 'POST', body, duplex: 'half' } as RequestInit);
  return { request, pulled: () => pulled, wasCancelled: () => cancelled };
}

function shopWith(...handlers: ((c: Context<AppEnv>, next: () => Promise<void>) => Promise<Response | void> | Response)[]) {
  const app = new Hono<AppEnv>();
  app.use(drainUnreadBody);
  app.post('*', ...(handlers as [never]));
  return app;
}

describe('drainUnreadBody (lingering close)', () => {
  it('reads the rest of a body the answer did not read before the answer leaves', async () => {
    const sent = post(8);
    const response = await shopWith((c) => c.json({ error: 'Not found' }, 404)).request(sent.request);
    expect(response.status).toBe(404);
    expect(sent.pulled()).toBe(8);
    expect(sent.wasCancelled()).toBe(false);
  });

  it('reads the rest of a body hono’s bodyLimit stopped reading at its limit', async () => {
    const sent = post(8);
    const limited = bodyLimit({ maxSize: 2 * CHUNK, onError: (c) => c.json({ error: 'too large' }, 413) });
    const response = await shopWith(limited, (c) => c.text('never')).request(sent.request);
    expect(response.status).toBe(413);
    expect(sent.pulled()).toBe(8);
  });

  it('leaves a body the handler read whole as it was, and the handler gets every byte', async () => {
    const sent = post(4);
    const response = await shopWith(async (c) => c.text(String((await c.req.arrayBuffer()).byteLength))).request(sent.request);
    expect(await response.text()).toBe(String(4 * CHUNK));
    expect(sent.pulled()).toBe(4);
    expect(sent.wasCancelled()).toBe(false);
  });

  it('reads no more than its limit of a larger body, then cancels the rest', async () => {
    const chunks = DRAIN_LIMIT_BYTES / CHUNK + 10;
    const sent = post(chunks);
    const response = await shopWith((c) => c.json({ error: 'too large' }, 413)).request(sent.request);
    expect(response.status).toBe(413);
    expect(sent.pulled()).toBeLessThanOrEqual(DRAIN_LIMIT_BYTES / CHUNK + 2);
    expect(sent.wasCancelled()).toBe(true);
  });

  it('passes a request without a body on as it is', async () => {
    const app = new Hono<AppEnv>();
    app.use(drainUnreadBody);
    let seen: Request | undefined;
    app.get('*', (c) => {
      seen = c.req.raw;
      return c.text('ok');
    });
    const request = new Request('http://shop.test/');
    expect((await app.request(request)).status).toBe(200);
    expect(seen).toBe(request);
  });
});
