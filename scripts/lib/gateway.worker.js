/* global Response, URL, atob, btoa -- a Worker: the runtime's globals */
// The shop's gateway for Node: a Worker for local use only (npm start, the tests, the
// benchmarks), never deployed. Node reaches the shop's D1 databases and runs its Workers'
// scheduled handlers only through it (./gateway.mjs), over HTTP, never through Miniflare's
// proxy of the bindings, whose synchronous calls (`db.prepare`, a binding looked up: a worker
// thread and Atomics.wait) failed an internal assertion on a loaded machine and stopped
// `npm start` while migrating (issue 22, "Starting"). The databases are the shop's own:
// Miniflare gives Workers that bind the same database id the same database. Every request
// needs the key its shop was started with; the socket is on loopback only.
//
// POST /d1/{name}        JSON { op, statements: [{ sql, params }], column? }, op one of exec,
//                        first, all, run, raw, batch → 200 { result } or 400 { error } (D1's message)
// POST /scheduled/{name} JSON { cron, scheduledTime } → 200 { outcome, noRetry }
// Bytes travel as { $bytes: base64 } both ways.
// Files (the seed's catalog art, scripts/lib/catalog-art.mjs) travel as raw bodies instead:
// PUT /r2/{name}/{key}   the body stored under key (Content-Type kept) → 200 { size }
// POST /r2/{name}/{key}  → 200 { size } or 404 (a head: is the key there?)
// POST /images/{name}    the body handed to the Images binding; X-Images JSON { op: "info" }
//                        → 200 info, or { op: "draw", transform, output } → the drawn bytes

const fromWire = (value) =>
  value && typeof value === 'object' && typeof value.$bytes === 'string'
    ? Uint8Array.from(atob(value.$bytes), (ch) => ch.charCodeAt(0)).buffer
    : value;

function toWire(value) {
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
    const bytes = value instanceof ArrayBuffer ? new Uint8Array(value) : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return { $bytes: btoa(text) };
  }
  if (Array.isArray(value)) return value.map(toWire);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toWire(item)]));
  return value;
}

function statementOf(db, { sql, params = [] }) {
  const prepared = db.prepare(sql);
  return params.length > 0 ? prepared.bind(...params.map(fromWire)) : prepared;
}

function query(db, { op, statements, column }) {
  const [first] = statements;
  switch (op) {
    case 'exec':
      return db.exec(first.sql);
    case 'first':
      return column === undefined ? statementOf(db, first).first() : statementOf(db, first).first(column);
    case 'all':
      return statementOf(db, first).all();
    case 'run':
      return statementOf(db, first).run();
    case 'raw':
      return statementOf(db, first).raw();
    case 'batch':
      return db.batch(statements.map((statement) => statementOf(db, statement)));
    default:
      throw new TypeError(`unknown op ${JSON.stringify(op)}`);
  }
}

/** The binding `prefix` + name, if the gateway has one. */
const bindingOf = (env, prefix, name) => (/^[a-z][a-z0-9-]*$/.test(name) ? env[`${prefix}${name}`] : undefined);

/** The raw-body calls: R2 puts and heads, and the Images binding's info and drawing. */
async function files(request, env, kind, name, key) {
  const target = bindingOf(env, kind === 'r2' ? 'R2_' : 'IMAGES_', name);
  if (!target) return Response.json({ error: `Nothing at ${kind}/${name}` }, { status: 404 });
  try {
    if (kind === 'r2') {
      if (request.method === 'PUT') {
        const type = request.headers.get('content-type') ?? 'application/octet-stream';
        const stored = await target.put(key, await request.arrayBuffer(), { httpMetadata: { contentType: type } });
        return Response.json({ size: stored.size });
      }
      const found = await target.head(key);
      return found ? Response.json({ size: found.size }) : Response.json({ error: 'Not found' }, { status: 404 });
    }
    const call = JSON.parse(request.headers.get('x-images') ?? '{}');
    if (call.op === 'info') return Response.json(await target.info(request.body));
    const drawn = await target.input(request.body).transform(call.transform).output(call.output);
    return drawn.response();
  } catch (error) {
    return Response.json({ error: error instanceof Error ? error.message : String(error) }, { status: 400 });
  }
}

export default {
  async fetch(request, env) {
    if (request.headers.get('authorization') !== `Bearer ${env.GATEWAY_KEY}`) return Response.json({ error: 'Forbidden' }, { status: 403 });
    const [, kind = '', name = '', ...rest] = new URL(request.url).pathname.split('/');
    if (kind === 'r2' || kind === 'images') return files(request, env, kind, name, decodeURIComponent(rest.join('/')));
    const target = kind === 'd1' ? bindingOf(env, 'D1_', name) : kind === 'scheduled' ? bindingOf(env, 'WORKER_', name) : undefined;
    if (request.method !== 'POST' || !target) return Response.json({ error: `Nothing at ${kind}/${name}` }, { status: 404 });
    try {
      const body = await request.json();
      if (kind === 'scheduled')
        return Response.json(await target.scheduled({ cron: body.cron, scheduledTime: new Date(body.scheduledTime) }));
      return Response.json({ result: toWire(await query(target, body)) });
    } catch (error) {
      return Response.json({ error: error instanceof Error ? error.message : String(error) }, { status: 400 });
    }
  },
};
