import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Miniflare } from 'miniflare';
import { startShop } from '../../scripts/lib/shop.mjs';

/**
 * Answers the storefront only passes through (`POST /api/sync-cart`, an artist's call, a
 * photo read back) from an upstream that breaks off (issue 22, "Transport"), read the way a
 * browser reads them: over HTTP, with and without `Accept-Encoding`. A failed upstream body
 * must reach the client as a failure, never as a complete-looking 200: a small answer is held
 * until it is whole and is a 502 JSON error when it is not; a large one streams with its
 * declared length, so a cut is an aborted connection. workerd ends an errored body of unknown
 * length with a clean chunked end (cloudflare/workerd#6818), which is why the length matters.
 */
type Mode = 'whole' | 'stops' | 'stops-declared' | 'too-large' | 'big-whole' | 'big-stops';
let mode: Mode = 'whole';
let upstream: Server;
let mf: Miniflare;
let port = 0;

const LIMIT = 100_000;
const BIG = 3 * 1024 * 1024;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const isBig = mode === 'big-whole' || mode === 'big-stops';
      const type = isBig ? 'image/png' : 'application/json';
      const whole = isBig ? Buffer.alloc(BIG, 7) : Buffer.from(JSON.stringify({ items: [], note: 'x'.repeat(500) }));
      if (mode === 'whole' || mode === 'big-whole') {
        res.writeHead(200, { 'content-type': type, 'content-length': String(whole.length) }).end(whole);
      } else if (mode === 'stops' || mode === 'stops-declared' || mode === 'big-stops') {
        // Headers and part of the body, then the connection drops.
        res.writeHead(200, { 'content-type': type, ...(mode === 'stops' ? {} : { 'content-length': String(whole.length) }) });
        res.write(whole.subarray(0, Math.floor(whole.length / 3)));
        setTimeout(() => res.socket?.destroy(), 100);
      } else {
        // More than the limit, chunked (no length declared).
        res.writeHead(200, { 'content-type': type });
        res.end(`[${'0,'.repeat(LIMIT)}0]`);
      }
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  mf = await startShop({
    buildDir: inject('buildDir'),
    prebuilt: true,
    port: 0,
    vars: { API_ORIGIN: origin, UPSTREAM_MAX_BYTES: { other: LIMIT, photo: 4 * 1024 * 1024 } },
  });
  port = Number(new URL(await mf.ready).port);
});

afterAll(async () => {
  await mf?.dispose();
  upstream?.closeAllConnections();
  await new Promise((resolve) => upstream?.close(resolve));
});

interface Read {
  status: number;
  body: Buffer;
  /** Whether the message ended as HTTP says a whole message ends (chunked terminator or the declared length). */
  complete: boolean;
  headers: IncomingMessage['headers'];
}

/** One request over HTTP as a browser sends it; resolves once the connection is done with the answer. */
function send(method: 'GET' | 'POST', path: string, acceptEncoding: string | null): Promise<Read> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        // A connection of its own: one the previous answer aborted is never reused.
        agent: false,
        headers: {
          host: `sv.localhost:${port}`,
          'content-type': 'application/json',
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', () => undefined); // "aborted": complete stays false
        res.on('close', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), complete: res.complete, headers: res.headers }),
        );
      },
    );
    req.on('error', reject);
    req.end(method === 'POST' ? '{"items":[]}' : undefined);
  });
}

/** The body as sent before the local runtime compressed it (Miniflare compresses JSON for a client that accepts it). */
function decoded(read: Read): Buffer {
  const encoding = read.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(read.body);
  if (encoding === 'br') return brotliDecompressSync(read.body);
  return read.body;
}

const ENCODINGS = [null, 'gzip, deflate, br'] as const;

describe.each(ENCODINGS)('a passed-through answer read with Accept-Encoding %s', (acceptEncoding) => {
  it('arrives whole when the upstream sends it whole', async () => {
    mode = 'whole';
    const read = await send('POST', '/api/sync-cart', acceptEncoding);
    expect(read.status).toBe(200);
    expect(read.complete).toBe(true);
    expect(JSON.parse(decoded(read).toString())).toMatchObject({ items: [] });
    // Held whole, it goes out with its length (unless the local runtime compresses it on the way).
    if (!acceptEncoding) expect(read.headers['content-length']).toBe(String(read.body.length));
  });

  it.each(['stops', 'stops-declared', 'too-large'] as const)(
    'is a 502 with a JSON error, not a complete-looking 200, when the upstream %s',
    async (fault) => {
      mode = fault;
      const read = await send('POST', '/api/sync-cart', acceptEncoding);
      expect(read.status, read.body.toString().slice(0, 200)).toBe(502);
      expect(read.complete).toBe(true);
      expect(read.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(decoded(read).toString())).toMatchObject({ error: expect.stringMatching(/commerce API/) });
    },
  );

  it('a large answer (a photo read back) streams whole', async () => {
    mode = 'big-whole';
    const read = await send('GET', '/api/photos/1b4e28ba-2fa1-41d2-883f-0016d3cca427.png', acceptEncoding);
    expect(read.status).toBe(200);
    expect(read.complete).toBe(true);
    expect(read.body.length).toBe(BIG);
  });

  it('a large answer whose upstream stops is an aborted connection, never a complete message', async () => {
    mode = 'big-stops';
    const read = await send('GET', '/api/photos/1b4e28ba-2fa1-41d2-883f-0016d3cca427.png', acceptEncoding);
    expect(read.status).toBe(200);
    expect(read.body.length).toBeLessThan(BIG);
    expect(read.complete).toBe(false);
  });
});
