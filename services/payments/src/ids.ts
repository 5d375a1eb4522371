/** Unguessable identifiers: 120 random bits as 24 characters of base32 (RFC 4648, lower case). */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

export function randomBase32(length = 24): string {
  const bytes = crypto.getRandomValues(new Uint8Array(Math.ceil((length * 5) / 8)));
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

export const newSessionId = () => `ps_${randomBase32()}`;
export const newEventId = () => `evt_${randomBase32()}`;
/** The per-session token every hosted form posts back. */
export const newFormToken = () => randomBase32(32);
