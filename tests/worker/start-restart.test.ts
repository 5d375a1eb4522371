import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, expect, it } from 'vitest';
import { workerdPids } from '../../scripts/lib/processes.mjs';
import { TEST_PORT_BASE } from './fixed-ports';

/**
 * `npm start` never leaves a dead port behind a live process (issue 9, defect 5): when the
 * Workers runtime dies it is restarted with the same state, and when it keeps dying the
 * command exits with an error.
 */
const PORT = TEST_PORT_BASE + 12;
let start: ChildProcess | undefined;
let output = '';

afterAll(() => {
  start?.kill('SIGTERM');
});

const waitFor = (pattern: RegExp, timeoutMs = 150_000) =>
  expect.poll(() => pattern.test(output), { timeout: timeoutMs, interval: 200 }).toBe(true);

const startPage = () =>
  fetch(`http://127.0.0.1:${PORT}/`, { headers: { host: 'en.localhost' } }).then(
    (response) => response.status,
    () => 0,
  );

it('restarts the runtime when it dies, and exits with an error when it keeps dying', { timeout: 240_000 }, async () => {
  start = spawn(process.execPath, ['scripts/start.mjs'], { env: { ...process.env, PORT: String(PORT) }, stdio: 'pipe' });
  const exited = new Promise<number | null>((resolve) => start!.once('exit', (code) => resolve(code)));
  start.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  start.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitFor(/Shop ready in/);
  expect(await startPage()).toBe(200);

  const [runtime] = workerdPids(start.pid);
  expect(runtime).toBeGreaterThan(0);
  process.kill(runtime!, 'SIGKILL');
  await waitFor(/exited; restarting it[\s\S]*Shop ready again/, 60_000);
  expect(await startPage()).toBe(200);
  expect(workerdPids(start.pid)).not.toContain(runtime);

  // Dying again and again: the command gives up with an error instead of serving nothing.
  for (let i = 2; i <= 4 && start.exitCode === null; i++) {
    for (const pid of workerdPids(start.pid)) process.kill(pid, 'SIGKILL');
    const readyAgain = (text: string) => text.split('Shop ready again').length - 1;
    await expect.poll(() => start!.exitCode !== null || readyAgain(output) >= i, { timeout: 60_000 }).toBe(true);
  }
  expect(await exited).toBe(1);
  expect(output).toMatch(/The Workers runtime exited 4 times within 60 s; stopping/);
  expect(await startPage()).toBe(0);
});
