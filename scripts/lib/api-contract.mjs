// The commerce API's contract checked on real traffic (docs/api.md "The contract"): Stoplight's
// Prism (`prism proxy <document> <upstream> --errors`), a tool this project did not write, sits
// between the storefront and the embedded commerce Worker's own socket, built from the API's
// OpenAPI document as the commerce Worker serves it. Every request and answer passing through
// is validated against the document; with --errors a request the document does not allow is
// answered 422 by Prism (the API never sees it) and an answer it does not allow is replaced by a
// 500, so the storefront fails where the contract breaks, and every violation is kept here.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { Agent, createServer as createHttpServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const PRISM = join(require.resolve('@stoplight/prism-cli/package.json'), '..', 'dist', 'index.js');
const NO_KEEP_ALIVE = new URL('./prism-no-keep-alive.mjs', import.meta.url).href;

/** How long Prism may take to read the document and listen (about 1–2 s here; a busy machine more). */
const START_MS = 60_000;

/**
 * A port to listen on: `base + offset` when CONTRACT_PORT_BASE names a range (a shared machine
 * whose users keep to their own ports), otherwise one the system has free now.
 */
export async function contractPort(offset = 0) {
  const base = Number(process.env.CONTRACT_PORT_BASE);
  if (Number.isInteger(base) && base > 0) return base + offset;
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The API document as `upstream` (the commerce Worker's own origin) serves it. */
export async function readApiDocument(upstream) {
  const response = await fetch(new URL('/api/openapi.json?locale=en&sid=5', upstream));
  if (!response.ok) throw new Error(`GET /api/openapi.json answered ${response.status}`);
  return response.json();
}

/**
 * The contract's proxy on 127.0.0.1:`port` in front of `upstream`: every call goes through
 * Prism (on `prismPort`), validated against `document`, except the calls whose bodies are
 * images (an upload's bytes, a picture): Prism reads every body as UTF-8 text and passes on
 * bytes it has re-encoded (stoplightio/prism#1321, #2349: it keeps the body in memory to
 * validate it and has no binary passthrough), so those go straight to the upstream and are
 * listed in `passedBy()`. See startPrism for what else it returns.
 */
export async function startContractProxy({ document, upstream, port, prismPort, ...hooks }) {
  const prism = await startPrism({ document, upstream, port: prismPort, ...hooks });
  const isBinary = binaryCalls(document);
  const passedBy = [];
  const agent = new Agent({ keepAlive: true });
  const server = createHttpServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://proxy').pathname;
    const target = new URL(isBinary(req.method ?? 'GET', path) ? upstream : prism.origin);
    if (target.origin !== prism.origin) passedBy.push(`${req.method} ${path}`);
    const forward = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: `contract proxy: ${error.message}` }));
    });
    req.pipe(forward);
  });
  try {
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
  } catch (error) {
    await prism.stop();
    throw error;
  }
  return {
    ...prism,
    origin: `http://127.0.0.1:${port}`,
    passedBy: () => [...passedBy],
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      agent.destroy();
      await prism.stop();
    },
  };
}

/** Whether a call's body or answer is an image, from the document (any path of the operation). */
function binaryCalls(document) {
  const isImage = (content) => Object.keys(content ?? {}).some((type) => /^image\/|^application\/octet-stream$/.test(type));
  const patterns = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      const answers = Object.values(operation?.responses ?? {});
      if (isImage(operation?.requestBody?.content) || answers.some((answer) => isImage(answer?.content)))
        patterns.push({ method: method.toUpperCase(), path: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`) });
    }
  }
  return (method, path) => patterns.some((pattern) => pattern.method === method && pattern.path.test(path));
}

/**
 * Prism as a validating proxy on 127.0.0.1:`port` in front of `upstream`, from `document`.
 * Returns its origin, the violations seen so far (each a line: the call and what broke;
 * `onViolation` hears each as it comes), Prism's own failures to reach the upstream
 * (`onProxyError`), and stop().
 */
async function startPrism({ document, upstream, port, onViolation = () => {}, onProxyError = () => {} }) {
  const dir = await mkdtemp(join(tmpdir(), 'artlane-contract-'));
  const file = join(dir, 'openapi.json');
  await writeFile(file, JSON.stringify(document));
  const child = spawn(
    process.execPath,
    ['--import', NO_KEEP_ALIVE, PRISM, 'proxy', file, upstream, '--errors', '--host', '127.0.0.1', '--port', String(port)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    },
  );
  // Prism never outlives the process that started it (a stop cut short by a signal included).
  const killChild = () => child.kill();
  process.once('exit', killChild);
  const violations = [];
  const proxyErrors = [];
  const forwarded = [];
  const output = [];
  let buffered = '';
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not listen within ${START_MS} ms:\n${output.join('\n')}`)), START_MS);
    const read = (chunk) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        output.push(line);
        if (output.length > 200) output.shift();
        if (/Prism is listening/.test(line)) {
          clearTimeout(timer);
          resolve();
        }
        // "[PROXY] > Forwarding "get" request to http://…/api/x?…": a call that passed the request checks.
        const call = /Forwarding "(\w+)" request to (\S+?)(?:\.\.\.)?$/.exec(line);
        if (call) forwarded.push(`${call[1].toUpperCase()} ${new URL(call[2]).pathname}`);
        // "get /api/x ✖  error  Request terminated with error: …#VIOLATIONS" (an answer) or "#UNPROCESSABLE_ENTITY" (a request).
        // Prism's own failures to reach the upstream (a kept-alive socket the runtime closed) are no violation.
        if (/✖\s+error/.test(line)) {
          const what = line.replace(/^.*?\[HTTP SERVER\]\s*/, '').trim();
          if (/#(VIOLATIONS|UNPROCESSABLE_ENTITY)\b/.test(line)) {
            violations.push(what);
            onViolation(what);
          } else {
            proxyErrors.push(what);
            onProxyError(what);
          }
        }
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited (${code}) before it listened:\n${output.join('\n')}`));
    });
  });
  try {
    await ready;
  } catch (error) {
    child.kill();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    upstream,
    violations: () => [...violations],
    forwarded: () => [...forwarded],
    proxyErrors: () => [...proxyErrors],
    stop: async () => {
      process.off('exit', killChild);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
