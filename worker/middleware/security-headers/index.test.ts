import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createNonce, replaceAll, replaceBytes } from '.';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (chunks: Uint8Array[]) => Buffer.concat(chunks).toString('latin1');

/** The stream's output for `input` cut into chunks at `cuts`. */
async function run(from: Uint8Array, to: Uint8Array, input: Uint8Array, cuts: number[]): Promise<Uint8Array[]> {
  const edges = [0, ...[...new Set(cuts.map((cut) => cut % (input.length + 1)))].sort((a, b) => a - b), input.length];
  const chunks = edges.length === 2 ? [input] : edges.slice(1).map((end, i) => input.slice(edges[i], end));
  const output: Uint8Array[] = [];
  await new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  })
    .pipeThrough(replaceAll(from, to))
    .pipeTo(new WritableStream({ write: (chunk) => void output.push(chunk) }));
  return output;
}

/** The same replacement on the whole input at once. */
function expected(from: Uint8Array, to: Uint8Array, input: Uint8Array): string {
  const latin1 = (b: Uint8Array) => Buffer.from(b).toString('latin1');
  return latin1(input).split(latin1(from)).join(latin1(to));
}

describe('replaceAll (the nonce swap of a streamed body)', () => {
  it.each([
    ['one chunk', '<script nonce="OLD">', [], '<script nonce="NEW">'],
    ['the pattern cut across chunks', '<a nonce="OLD"><b nonce="OLD">', [11, 12, 26], '<a nonce="NEW"><b nonce="NEW">'],
    ['a partial pattern at the end is kept until the stream ends', 'xxOL', [3], 'xxOL'],
    ['bytes above 0x7f around the pattern', 'é€OLD€é', [2, 5], 'é€NEW€é'],
  ])('%s', async (_name, input, cuts, output) => {
    expect(text(await run(bytes('OLD'), bytes('NEW'), bytes(input), cuts))).toBe(text([bytes(output)]));
  });

  it('passes a chunk without the pattern on as it is', async () => {
    const chunk = bytes('<p>nothing to see</p>');
    const [out] = await run(bytes(createNonce()), bytes(createNonce()), chunk, []);
    expect(out).toBe(chunk);
  });

  test.prop([
    fc.uint8Array({ minLength: 1, maxLength: 24 }),
    fc.uint8Array({ maxLength: 30 }),
    fc.array(fc.oneof(fc.uint8Array({ maxLength: 40 }), fc.constant(null)), { maxLength: 12 }),
    fc.array(fc.nat(), { maxLength: 8 }),
  ])('any bytes, pattern and cuts: the same as replacing in the whole body', async (from, to, pieces, cuts) => {
    // The input is made of random bytes and copies of the pattern (null).
    const input = Buffer.concat(pieces.map((piece) => piece ?? from));
    expect(text(await run(from, to, input, cuts))).toBe(expected(from, to, input));
  });
});

describe('replaceBytes (the nonce swap of a stored page)', () => {
  it('gives the bytes themselves when the pattern is not there', () => {
    const page = bytes('<p>nothing to see</p>');
    expect(replaceBytes(page, bytes(createNonce()), bytes(createNonce()))).toBe(page);
  });

  test.prop([
    fc.uint8Array({ minLength: 1, maxLength: 24 }),
    fc.uint8Array({ maxLength: 30 }),
    fc.array(fc.oneof(fc.uint8Array({ maxLength: 40 }), fc.constant(null)), { maxLength: 12 }),
  ])('any bytes and pattern: the same as the streamed swap', (from, to, pieces) => {
    const input = new Uint8Array(Buffer.concat(pieces.map((piece) => piece ?? from)));
    expect(text([replaceBytes(input, from, to)])).toBe(expected(from, to, input));
  });
});
