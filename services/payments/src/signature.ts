/**
 * Webhook signatures (docs/checkout.md): `Artlane-Signature: t=<unix seconds>,v1=<hex
 * HMAC-SHA256(secret, "<t>.<body>")>`. The timestamp inside the signed text lets the receiver
 * refuse replays of old deliveries (it allows 300 s). WebCrypto only, so it runs in workerd
 * and in Node alike.
 */
const encoder = new TextEncoder();

/** Hex HMAC-SHA256 of "<timestamp>.<body>". */
export async function signPayload(secret: string, timestamp: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The Artlane-Signature header's value. */
export async function signatureHeader(secret: string, timestamp: number, body: string): Promise<string> {
  return `t=${timestamp},v1=${await signPayload(secret, timestamp, body)}`;
}

/** Compares two strings in time independent of where they differ (OWASP ASVS 4.0 2.9, 11.1.9). */
export function constantTimeEqual(a: string, b: string): boolean {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}
