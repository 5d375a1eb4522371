import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_PORT_BASE } from './fixed-ports';

/**
 * Two shops from one checkout at once (issue 2): one with the embedded API, one using the
 * first as its upstream. Each keeps its build and data under .state/<port>/.
 */
const children: ChildProcess[] = [];

function start(port: number, env: Record<string, string> = {}): Promise<void> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Shop ready')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`shop on ${port} exited with ${code}:\n${output}`)));
  });
}

/** GET with an explicit Host header (Node's fetch drops it; its resolver lacks *.localhost). */
function get(port: number, host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
});

describe('two shops from one checkout', () => {
  it('run side by side, one of them against the other as its upstream API', async () => {
    // The embedded shop takes PORT + 1 … + 3 too (payment provider, OpenID provider, commerce API), so the second shop starts at + 4.
    const embeddedPort = TEST_PORT_BASE;
    const proxiedPort = TEST_PORT_BASE + 4;
    await start(embeddedPort);
    await start(proxiedPort, { API_ORIGIN: `http://127.0.0.1:${embeddedPort}` });
    const embedded = await get(embeddedPort, 'de.localhost', '/api/product-categories?v=2');
    const proxied = await get(proxiedPort, 'de.localhost', '/api/product-categories?v=2');
    expect(embedded.status, embedded.body).toBe(200);
    expect(proxied.status, proxied.body).toBe(200);
    expect(JSON.parse(proxied.body)).toEqual(JSON.parse(embedded.body));
    const page = await get(proxiedPort, 'fr.localhost', '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="fr">');
  }, 240_000);
});
