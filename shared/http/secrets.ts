/**
 * Comparing secrets without an early exit (OWASP ASVS 6.2.x, 11.1.9: where two values first
 * differ must not show in the time taken). The comparison is the runtime's own,
 * `crypto.subtle.timingSafeEqual` (the Workers runtime; Node, which lacks it, is given
 * node:crypto's `timingSafeEqual` there by the test setup, tests/setup/workers-crypto.ts).
 */
const encoder = new TextEncoder();

const sha256 = (text: string) => crypto.subtle.digest('SHA-256', encoder.encode(text));

/**
 * A secret as given against the one expected, of any lengths: compared through their
 * SHA-256 digests, which have one length, so neither where they differ nor whether their
 * lengths do shows.
 */
export async function isSameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256(given), sha256(expected)]);
  return crypto.subtle.timingSafeEqual(a, b);
}

/**
 * Two hashes of a secret (hex digests, whose length is no secret) compared in constant
 * time; of different lengths they are not the same.
 */
export function isSameHash(a: string, b: string): boolean {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  return x.byteLength === y.byteLength && crypto.subtle.timingSafeEqual(x, y);
}
