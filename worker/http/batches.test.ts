import { describe, expect, it } from 'vitest';
import { inBatches, MAX_BATCH_BYTES } from './batches';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (chunk: Uint8Array) => new TextDecoder().decode(chunk);
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/**
 * A source that writes each burst synchronously and writes the next one only once the
 * reader has received a batch: the bursts stay apart however slow the machine is (a fixed
 * pause between them was outrun by the batcher's own timer on a loaded CI machine).
 */
function bursts(...groups: string[][]): { stream: ReadableStream<Uint8Array>; received: () => void } {
  let next: () => void = () => undefined;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const group of groups) {
        const taken = new Promise<void>((resolve) => (next = resolve));
        for (const chunk of group) controller.enqueue(bytes(chunk));
        await taken;
      }
      controller.close();
    },
  });
  return { stream, received: () => next() };
}

async function chunksOf(stream: ReadableStream<Uint8Array>, received: () => void = () => undefined): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) {
    chunks.push(text(chunk));
    received();
  }
  return chunks;
}

describe('inBatches', () => {
  it('passes each burst of chunks on as one chunk, in order', async () => {
    const source = bursts(['<html>', '<head>', '</head>'], ['<body>', '</body>'], ['</html>']);
    expect(await chunksOf(inBatches(source.stream), source.received)).toEqual(['<html><head></head>', '<body></body>', '</html>']);
  });

  it('does not hold a burst back until the next one: the shell leaves before the slow sections', async () => {
    let release!: () => void;
    const source = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes('shell'));
        controller.enqueue(bytes(' and more'));
        await new Promise<void>((resolve) => (release = resolve));
        controller.enqueue(bytes('section'));
        controller.close();
      },
    });
    const reader = inBatches(source).getReader();
    expect(text((await reader.read()).value!)).toBe('shell and more');
    release();
    expect(text((await reader.read()).value!)).toBe('section');
    expect((await reader.read()).done).toBe(true);
  });

  it('passes a source that always has more on in batches of at most MAX_BATCH_BYTES (and a chunk)', async () => {
    const chunk = new Uint8Array(10_000);
    const reader = inBatches(new ReadableStream<Uint8Array>({ pull: (controller) => controller.enqueue(chunk) })).getReader();
    for (let i = 0; i < 3; i++) expect((await reader.read()).value!.length).toBeLessThan(MAX_BATCH_BYTES + chunk.length);
    await reader.cancel();
  });

  it('passes an error of the source on', async () => {
    const source = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes('part'));
        await tick();
        controller.error(new Error('render failed'));
      },
    });
    await expect(chunksOf(inBatches(source))).rejects.toThrow('render failed');
  });

  it('cancels the source when the reader goes away', async () => {
    let reason: unknown;
    const source = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(new Uint8Array(10_000)),
      cancel: (why) => void (reason = why),
    });
    const reader = inBatches(source).getReader();
    await reader.read();
    await reader.cancel('client left');
    expect(reason).toBe('client left');
  });
});
