/**
 * Order ids and tokens (docs/checkout.md). Both come from the platform's CSPRNG
 * (crypto.getRandomValues), so neither can be guessed from another (OWASP ASVS 3.2.2:
 * 128 bits or more). Only a token's SHA-256 is stored, and hashes are compared in constant
 * time (ASVS 3.2.2, 6.2.x; shared/http/secrets.ts isSameHash), so neither a copy of the
 * database nor timing tells a token.
 */
import { base64url } from 'jose';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Bytes in Crockford's base32, most significant bit first (16 bytes: 26 characters, as a ULID). */
export function crockfordBase32(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  const length = Math.ceil((bytes.length * 8) / 5);
  let text = '';
  for (let i = 0; i < length; i++) {
    text = CROCKFORD[Number(value & 31n)]! + text;
    value >>= 5n;
  }
  return text;
}

export type RandomBytes = (length: number) => Uint8Array;
export const cryptoRandomBytes: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length));

/** 26 characters of Crockford base32 from 16 random bytes. */
export const newOrderId = (random: RandomBytes = cryptoRandomBytes) => crockfordBase32(random(16));

/** 32 random bytes, base64url (43 characters). */
export const newOrderToken = (random: RandomBytes = cryptoRandomBytes) => base64url.encode(random(32));

export const ORDER_ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
