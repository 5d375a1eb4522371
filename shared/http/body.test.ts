import { describe, expect, it } from 'vitest';
import { readBodyText } from './body';

/** A request whose body arrives in pieces and declares no length (chunked). */
function streamed(pieces: string[]): Request {
  const encoder = new TextEncoder();
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === pieces.length) return controller.close();
      controller.enqueue(encoder.encode(pieces[pulled++]));
    },
  });
  return Object.assign(new Request('http://x/', { method: 'POST', body, duplex: 'half' } as RequestInit), { pulled: () => pulled });
}

describe('readBodyText', () => {
  it('reads a body within the limit, pieces joined (multi-byte characters across pieces intact)', async () => {
    const text = 'åäö-€';
    const bytes = new TextEncoder().encode(text);
    const decoder = new TextDecoder();
    const request = new Request('http://x/', {
      method: 'POST',
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(bytes.slice(0, 1));
          controller.enqueue(bytes.slice(1));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(await readBodyText(request, bytes.length)).toBe(decoder.decode(bytes));
  });

  it('is null at one byte over the limit, without a declared length', async () => {
    expect(await readBodyText(streamed(['12345', '6']), 5)).toBeNull();
    expect(await readBodyText(streamed(['12345']), 5)).toBe('12345');
  });

  it('stops reading once past the limit', async () => {
    const request = streamed(['1234', '5678', 'never', 'read']);
    expect(await readBodyText(request, 6)).toBeNull();
    expect((request as unknown as { pulled: () => number }).pulled()).toBeLessThan(4);
  });

  it('refuses a declared length above the limit before reading', async () => {
    const request = new Request('http://x/', { method: 'POST', body: 'x', headers: { 'content-length': '100' } });
    expect(await readBodyText(request, 10)).toBeNull();
    expect(request.bodyUsed).toBe(false);
  });

  it('gives an empty text for no body', async () => {
    expect(await readBodyText(new Request('http://x/', { method: 'POST' }), 10)).toBe('');
  });
});
