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
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const PRISM = join(require.resolve('@stoplight/prism-cli/package.json'), '..', 'dist', 'index.js');

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
 * Prism as a validating proxy on 127.0.0.1:`port` in front of `upstream`, from `document`.
 * Returns its origin, the violations seen so far (each a line: the call and what broke;
 * `onViolation` hears each as it comes), and stop().
 */
export async function startContractProxy({ document, upstream, port, onViolation = () => {} }) {
  const dir = await mkdtemp(join(tmpdir(), 'artlane-contract-'));
  const file = join(dir, 'openapi.json');
  await writeFile(file, JSON.stringify(document));
  const child = spawn(process.execPath, [PRISM, 'proxy', file, upstream, '--errors', '--host', '127.0.0.1', '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  // Prism never outlives the process that started it (a stop cut short by a signal included).
  const killChild = () => child.kill();
  process.once('exit', killChild);
  const violations = [];
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
        if (/✖\s+error/.test(line)) {
          const violation = line.replace(/^.*?\[HTTP SERVER\]\s*/, '').trim();
          violations.push(violation);
          onViolation(violation);
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
