/**
 * The encrypted cookies of sign-in (docs/accounts.md): JWE compact (`dir` + `A256GCM`,
 * RFC 7516) with a key derived from SESSION_SECRET per purpose (HKDF-SHA-256, RFC 5869), so
 * a flow cookie can never be read as a session and the other way round. Integrity comes with
 * the encryption (GCM): a changed byte makes the cookie unreadable (OWASP ASVS 3.2.3).
 */
import { EncryptJWT, jwtDecrypt, type JWTPayload } from 'jose';

export type CookiePurpose = 'session' | 'oidc-flow';

async function keyOf(secret: Uint8Array<ArrayBuffer>, purpose: CookiePurpose): Promise<Uint8Array<ArrayBuffer>> {
  const material = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: new TextEncoder().encode(`artlane ${purpose} cookie`) },
    material,
    256,
  );
  return new Uint8Array(bits);
}

/** `claims` as a JWE string. */
export async function seal(claims: JWTPayload, secret: Uint8Array<ArrayBuffer>, purpose: CookiePurpose): Promise<string> {
  return new EncryptJWT(claims).setProtectedHeader({ alg: 'dir', enc: 'A256GCM', typ: purpose }).encrypt(await keyOf(secret, purpose));
}

/** The claims of a JWE made by `seal` for `purpose`, or null (tampered, another key or purpose, not a JWE). */
export async function unseal(
  value: string | undefined,
  secret: Uint8Array<ArrayBuffer>,
  purpose: CookiePurpose,
): Promise<JWTPayload | null> {
  if (!value || value.length > 4096) return null;
  try {
    const { payload, protectedHeader } = await jwtDecrypt(value, await keyOf(secret, purpose), {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
      typ: purpose,
    });
    return protectedHeader.typ === purpose ? payload : null;
  } catch {
    return null;
  }
}
