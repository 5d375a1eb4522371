/**
 * The Workers runtime's addition to Web Crypto (developers.cloudflare.com/workers/runtime-apis/web-crypto):
 * @cloudflare/workers-types declares it on its own SubtleCrypto class, which the DOM library's
 * SubtleCrypto (the type of the global `crypto`) hides. Node tests get it from tests/setup/workers-crypto.ts.
 */
interface SubtleCrypto {
  /** Compares in time that depends on the length only; throws for inputs of different lengths. */
  timingSafeEqual(a: ArrayBuffer | ArrayBufferView, b: ArrayBuffer | ArrayBufferView): boolean;
}
