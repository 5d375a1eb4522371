/**
 * What the Workers runtime adds to Web Crypto, for code of the Workers that unit tests run
 * in Node: `crypto.subtle.timingSafeEqual` (shared/http/secrets.ts, types/workers-crypto.d.ts),
 * made of node:crypto's `timingSafeEqual`. Both refuse inputs of different lengths (workerd:
 * TypeError, Node: RangeError), so a caller compares equal lengths in either.
 */
import { timingSafeEqual } from 'node:crypto';

type Bytes = ArrayBuffer | ArrayBufferView;

const view = (bytes: Bytes) =>
  ArrayBuffer.isView(bytes) ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : new Uint8Array(bytes);

if (!('timingSafeEqual' in crypto.subtle)) {
  Object.defineProperty(crypto.subtle, 'timingSafeEqual', {
    value: (a: Bytes, b: Bytes) => timingSafeEqual(view(a), view(b)),
    writable: true,
    configurable: true,
  });
}
