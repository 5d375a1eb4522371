// The V8 inspector of a shop started with `inspectorPort` (scripts/lib/shop.mjs): heap
// usage per isolate, for the memory benchmark and the memory test. workerd lists one
// target per isolate: the storefront is "core:user:storefront", the commerce Worker "core:user:commerce", the
// Cache API simulation "cache:cache", D1 "d1:db:<name>", Miniflare's router "core:entry".
import { writeFileSync } from 'node:fs';
// Miniflare's own WebSocket client (Node 20 has no global WebSocket without a flag).
import WebSocket from 'ws';

export const SHOP_ISOLATE = 'core:user:storefront';

/** The inspector's targets: [{ id, webSocketDebuggerUrl }]. */
export async function listIsolates(port) {
  const response = await fetch(`http://127.0.0.1:${port}/json/list`);
  return (await response.json()).map(({ id, webSocketDebuggerUrl }) => ({ id, url: webSocketDebuggerUrl }));
}

/**
 * Sends inspector commands in order over one connection and returns their results;
 * `onEvent` sees the events in between (heap snapshot chunks).
 */
async function inspect(url, commands, { timeoutMs = 120_000, onEvent = () => {} } = {}) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  try {
    const results = [];
    for (const [id, [method, params]] of commands.entries()) {
      results.push(
        await new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`${method}: no answer in ${timeoutMs} ms`)), timeoutMs);
          const onMessage = (data) => {
            const message = JSON.parse(String(data));
            if (message.method) onEvent(message);
            if (message.id !== id) return;
            clearTimeout(timer);
            socket.off('message', onMessage);
            if (message.error) reject(new Error(`${method}: ${message.error.message}`));
            else resolve(message.result);
          };
          socket.on('message', onMessage);
          socket.send(JSON.stringify({ id, method, params }));
        }),
      );
    }
    return results;
  } finally {
    socket.close();
  }
}

async function targetUrl(port, isolateId) {
  const target = (await listIsolates(port)).find((t) => t.id === isolateId);
  if (!target) throw new Error(`no isolate ${isolateId} on inspector port ${port}`);
  return target.url;
}

/**
 * Heap in use of one isolate, in bytes, after a full garbage collection when `collect`
 * (what is still held, not what is merely not yet collected). workerd does not answer
 * HeapProfiler.collectGarbage; a heap snapshot collects garbage first, so one is taken
 * (and its chunks dropped, or written to `snapshotFile` for DevTools' Memory tab).
 */
export async function heapUsed(port, isolateId = SHOP_ISOLATE, options = {}) {
  return (await heapUsage(port, isolateId, options)).usedSize;
}

/** Runtime.getHeapUsage of one isolate ({ usedSize, totalSize } in bytes; total: the heap V8 holds). */
export async function heapUsage(port, isolateId = SHOP_ISOLATE, { collect = true, snapshotFile } = {}) {
  const chunks = [];
  const onEvent = (message) => {
    if (snapshotFile && message.method === 'HeapProfiler.addHeapSnapshotChunk') chunks.push(message.params.chunk);
  };
  const commands = [
    ...(collect || snapshotFile ? [['HeapProfiler.takeHeapSnapshot', { reportProgress: false }]] : []),
    ['Runtime.getHeapUsage'],
  ];
  const results = await inspect(await targetUrl(port, isolateId), commands, { onEvent });
  if (snapshotFile) writeFileSync(snapshotFile, chunks.join(''));
  return results.at(-1);
}

/** Heap in use of every isolate: { [id]: bytes }. */
export async function heapsUsed(port, options) {
  const heaps = {};
  for (const { id } of await listIsolates(port)) heaps[id] = await heapUsed(port, id, options);
  return heaps;
}

export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Profiles one isolate's CPU while `during()` runs (V8's sampling profiler, Profiler
 * domain): { profile, cpuMs } where cpuMs is the time of every sample that was not idle
 * (JavaScript, the runtime's own work and garbage collection). The profile can be
 * written to a .cpuprofile file and opened in DevTools' Performance tab.
 */
export async function cpuProfile(port, during, { isolateId = SHOP_ISOLATE, intervalUs = 250 } = {}) {
  const socket = new WebSocket(await targetUrl(port, isolateId));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let nextId = 0;
  const send = (method, params) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      const onMessage = (data) => {
        const message = JSON.parse(String(data));
        if (message.id !== id) return;
        socket.off('message', onMessage);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send('Profiler.enable');
    await send('Profiler.setSamplingInterval', { interval: intervalUs });
    await send('Profiler.start');
    const result = await during();
    const { profile } = await send('Profiler.stop');
    await send('Profiler.disable');
    return { profile, cpuMs: busyMs(profile), result };
  } finally {
    socket.close();
  }
}

/** Milliseconds of a CPU profile's samples that were not idle. */
export function busyMs(profile) {
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id));
  let us = 0;
  profile.samples.forEach((node, i) => {
    if (!idle.has(node)) us += profile.timeDeltas[i + 1] ?? 0;
  });
  return us / 1000;
}

/** The functions that took the most time in a profile, by self time: [{ name, url, line, ms }]. */
export function hotFunctions(profile, top = 30) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber } = byNode.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').at(-1)}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, top);
}
