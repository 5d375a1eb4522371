// The shop's gateway for Node (./gateway.worker.js): D1 databases as D1Database look-alikes
// whose every call is one HTTP request to the gateway Worker, and the Workers' scheduled
// handlers, run the same way. All of it is asynchronous: nothing waits on a worker thread as
// Miniflare's proxy of a binding does for its synchronous calls (`db.prepare`, looking a
// binding up), which failed an internal assertion now and then on a loaded machine (the
// AssertionError in Miniflare's SynchronousFetcher that stopped `npm start` while migrating;
// issue 22, "Starting"). Node code uses this, never mf.getD1Database or mf.getWorker.
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { root } from './build.mjs';

/** The gateway's Worker name under Miniflare. */
export const GATEWAY = 'node-gateway';

/**
 * The gateway as one more Worker of a Miniflare instance, and the key every request to it
 * needs. `databases`: the names Node uses (the shop's Worker names) → the D1 database ids
 * those Workers bind; `scheduled`: names → the Workers whose scheduled handler Node runs.
 * Its socket is on loopback, on a port the system picks.
 */
export function gatewayWorker({ databases = {}, scheduled = {}, buckets = {}, images = null }) {
  const key = randomBytes(24).toString('base64url');
  return {
    key,
    worker: {
      name: GATEWAY,
      scriptPath: join(root, 'scripts/lib/gateway.worker.js'),
      modules: true,
      compatibilityDate: '2026-04-01',
      // A service binding's scheduled() (workerd's Fetcher), which the cron calls.
      compatibilityFlags: ['service_binding_extra_handlers'],
      d1Databases: Object.fromEntries(Object.entries(databases).map(([name, id]) => [`D1_${name}`, id])),
      serviceBindings: Object.fromEntries(Object.entries(scheduled).map(([name, worker]) => [`WORKER_${name}`, worker])),
      // R2 buckets (name → bucket id, the same bucket as the Worker that binds that id) and
      // Miniflare's Images (sharp): the seed's catalog art goes through them (./catalog-art.mjs).
      r2Buckets: Object.fromEntries(Object.entries(buckets).map(([name, id]) => [`R2_${name}`, id])),
      ...(images ? { images: { binding: `IMAGES_${images}` } } : {}),
      bindings: { GATEWAY_KEY: key },
      unsafeDirectSockets: [{ host: '127.0.0.1', port: 0 }],
    },
  };
}

const keys = new WeakMap();

/** Remembers the key of the gateway that `mf` runs (gatewayWorker's `key`). */
export function registerGateway(mf, key) {
  keys.set(mf, key);
}

async function call(mf, path, body) {
  const key = keys.get(mf);
  if (!key) throw new Error(`This Miniflare instance runs no gateway (scripts/lib/gateway.mjs) for ${path}`);
  const { status, text } = await post(
    new URL(path, await mf.unsafeGetDirectURL(GATEWAY)),
    key,
    JSON.stringify(body, (_key, value) => toWire(value)),
  );
  const answer = JSON.parse(text);
  if (status !== 200) throw new Error(answer.error ?? `gateway: ${status} for ${path}`);
  return answer;
}

/**
 * One request on a connection of its own (`agent: false`): a kept-alive connection that the
 * runtime closes while it is idle fails the next request written to it (EPIPE), and a
 * statement must never be sent twice to find out whether it ran.
 */
function post(url, key, json) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    request.on('error', reject);
    request.end(json);
  });
}

/** Runs the scheduled handler of the Worker named `name` (given to gatewayWorker's `scheduled`). */
export function runScheduled(mf, name, { cron, scheduledTime = new Date() }) {
  return call(mf, `scheduled/${name}`, { cron, scheduledTime: scheduledTime.getTime() });
}

/** The database `name` of `mf` (given to gatewayWorker's `databases`) as a D1Database. */
export async function gatewayDatabase(mf, name) {
  const run = async (body) => fromWire((await call(mf, `d1/${name}`, body)).result);
  const statement = (sql, params = []) => ({
    sql,
    params,
    bind: (...values) => statement(sql, values),
    first: (column) => run({ op: 'first', statements: [{ sql, params }], ...(column === undefined ? {} : { column }) }),
    all: () => run({ op: 'all', statements: [{ sql, params }] }),
    run: () => run({ op: 'run', statements: [{ sql, params }] }),
    raw: () => run({ op: 'raw', statements: [{ sql, params }] }),
  });
  return {
    prepare: (sql) => statement(sql),
    batch: (statements) => run({ op: 'batch', statements: statements.map(({ sql, params }) => ({ sql, params })) }),
    exec: (sql) => run({ op: 'exec', statements: [{ sql }] }),
  };
}

function toWire(value) {
  if (value instanceof ArrayBuffer) return { $bytes: Buffer.from(value).toString('base64') };
  if (ArrayBuffer.isView(value)) return { $bytes: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') };
  return value;
}

function fromWire(value) {
  if (Array.isArray(value)) return value.map(fromWire);
  if (value && typeof value === 'object') {
    if (typeof value.$bytes === 'string' && Object.keys(value).length === 1) {
      const bytes = Buffer.from(value.$bytes, 'base64');
      return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    }
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fromWire(item)]));
  }
  return value;
}

/** One raw-body request to the gateway (R2 and Images): `{ status, bytes }`. */
async function callRaw(mf, path, { method = 'POST', body = Buffer.alloc(0), headers = {} }) {
  const key = keys.get(mf);
  if (!key) throw new Error(`This Miniflare instance runs no gateway (scripts/lib/gateway.mjs) for ${path}`);
  const url = new URL(path, await mf.unsafeGetDirectURL(GATEWAY));
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method, agent: false, headers: { authorization: `Bearer ${key}`, 'content-length': body.byteLength, ...headers } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes: Buffer.concat(chunks) }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const failure = (path, { status, bytes }) => new Error(`gateway: ${status} for ${path}: ${bytes.toString('utf8').slice(0, 300)}`);

/** The bucket `name` of `mf` (given to gatewayWorker's `buckets`): `put` and `head`, all that Node needs. */
export function gatewayBucket(mf, name) {
  const path = (key) => `r2/${name}/${encodeURIComponent(key)}`;
  return {
    async put(key, bytes, { httpMetadata } = {}) {
      const answer = await callRaw(mf, path(key), {
        method: 'PUT',
        body: Buffer.from(bytes),
        headers: { 'content-type': httpMetadata?.contentType ?? 'application/octet-stream' },
      });
      if (answer.status !== 200) throw failure(path(key), answer);
      return JSON.parse(answer.bytes.toString('utf8'));
    },
    async head(key) {
      const answer = await callRaw(mf, path(key), {});
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw failure(path(key), answer);
      return JSON.parse(answer.bytes.toString('utf8'));
    },
  };
}

/**
 * The Images binding `name` of `mf` (given to gatewayWorker's `images`) as an ImagesBinding
 * look-alike: `info(bytes)` and `input(bytes).transform(…).output(…)` whose `response()` holds
 * the drawn bytes. The input (a stream, Blob or bytes) is read whole and sent in one request.
 */
export function gatewayImages(mf, name) {
  const send = async (input, call) => {
    const body = Buffer.from(await new Response(input).arrayBuffer());
    const answer = await callRaw(mf, `images/${name}`, { body, headers: { 'x-images': JSON.stringify(call) } });
    if (answer.status !== 200) throw new Error(answer.bytes.toString('utf8'));
    return answer.bytes;
  };
  return {
    info: async (input) => JSON.parse((await send(input, { op: 'info' })).toString('utf8')),
    input(input) {
      const transforms = [];
      const chain = {
        transform(transform) {
          transforms.push(transform);
          return chain;
        },
        async output(output) {
          const bytes = await send(input, { op: 'draw', transform: Object.assign({}, ...transforms), output });
          return { response: () => new Response(bytes, { headers: { 'content-type': output.format } }), contentType: () => output.format };
        },
      };
      return chain;
    },
  };
}
