import { describe, expect, it } from 'vitest';
import { inBatches, MAX_BATCH_BYTES } from './batches';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (chunk: Uint8Array) => new TextDecoder().decode(chunk);
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A source that writes each burst synchronously, waiting a little between bursts. */
function bursts(...groups: string[][]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async start(controller) {
      for (const group of groups) {
        for (const chunk of group) controller.enqueue(bytes(chunk));
        await tick();
      }
      controller.close();
    },
  });
}

async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(text(chunk));
  return chunks;
}

describe('inBatches', () => {
  it('passes each burst of chunks on as one chunk, in order', async () => {
    expect(await chunksOf(inBatches(bursts(['<html>', '<head>', '</head>'], ['<body>', '</body>'], ['</html>'])))).toEqual([
      '<html><head></head>',
      '<body></body>',
      '</html>',
    ]);
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
