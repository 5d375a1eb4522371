// The V8 inspector of a shop started with `inspectorPort` (scripts/lib/shop.mjs): heap
// usage per isolate, for the memory benchmark and the memory test. workerd lists one
// target per isolate: the shop is "core:user:" (Miniflare's name for the one worker), the
// Cache API simulation "cache:cache", D1 "d1:db:<name>", Miniflare's router "core:entry".
import { writeFileSync } from 'node:fs';
// Miniflare's own WebSocket client (Node 20 has no global WebSocket without a flag).
import WebSocket from 'ws';

export const SHOP_ISOLATE = 'core:user:';

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
export async function heapUsed(port, isolateId = SHOP_ISOLATE, { collect = true, snapshotFile } = {}) {
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
  return results.at(-1).usedSize;
}

/** Heap in use of every isolate: { [id]: bytes }. */
export async function heapsUsed(port, options) {
  const heaps = {};
  for (const { id } of await listIsolates(port)) heaps[id] = await heapUsed(port, id, options);
  return heaps;
}

export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
