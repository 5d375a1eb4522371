import { base64url } from 'jose';

/** A key must hold this many bytes at least (RFC 7518 3.2: an HS256 key at least as long as its hash). */
export const MIN_KEY_BYTES = 32;

/**
 * A key configured as base64url text (SESSION_SECRET, OPS_TOKEN_KEY: Worker secrets), as its
 * bytes; null when it is missing, not base64url or shorter than MIN_KEY_BYTES (the
 * configuration check names such a value at deploy: worker/config/validate.ts).
 */
export function decodeKey(value: unknown): Uint8Array<ArrayBuffer> | null {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]+={0,2}$/.test(value.trim())) return null;
  try {
    const bytes = base64url.decode(value.trim().replace(/=+$/, ''));
    return bytes.length >= MIN_KEY_BYTES ? (bytes as Uint8Array<ArrayBuffer>) : null;
  } catch {
    return null;
  }
}
