/**
 * Webhook signatures (docs/checkout.md; the catalog webhook, docs/operations.md): `Artlane-Signature: t=<unix seconds>,v1=<hex>`,
 * where v1 is HMAC-SHA256(secret, "<t>.<raw body>"), the scheme Stripe documents. The MAC
 * is checked with WebCrypto's verify (constant time), and a timestamp more than TOLERANCE
 * seconds from now is refused so a captured request cannot be replayed later (OWASP ASVS
 * 13.2.x / 4.1: message authenticity and freshness). The raw body is verified, never a
 * re-serialised copy.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const encoder = new TextEncoder();

const hmacKey = (secret: string, usage: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);

function hexBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return null;
  return new Uint8Array(hex.match(/../g)!.map((pair) => parseInt(pair, 16)));
}

/** The header's timestamp and v1 signatures, or null when it is not of that form. */
export function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2) as [string, string | undefined];
    if (value === undefined) continue;
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1') signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/** Whether `header` signs `body` with `secret` at a time within the tolerance of `now`. */
export async function verifySignature(secret: string, header: string | null, body: string, now: Date): Promise<boolean> {
  if (!secret || !header) return false;
  const parsed = parseSignatureHeader(header);
  if (!parsed) return false;
  if (Math.abs(now.getTime() / 1000 - parsed.timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const key = await hmacKey(secret, 'verify');
  const payload = encoder.encode(`${parsed.timestamp}.${body}`);
  for (const signature of parsed.signatures) {
    const bytes = hexBytes(signature);
    if (bytes && bytes.length === 32 && (await crypto.subtle.verify('HMAC', key, bytes, payload))) return true;
  }
  return false;
}

/** The header a sender puts on `body` at `now` (the local provider and tests sign this way). */
export async function signatureHeader(secret: string, body: string, now: Date): Promise<string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), encoder.encode(`${timestamp}.${body}`)));
  return `t=${timestamp},v1=${[...mac].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
