/**
 * Operator tokens for tests of the operator view (/__ops, docs/operations.md): HS256 with the
 * local OPS_TOKEN_KEY, as `npm run ops-token` signs them; claims, key and algorithm may be
 * changed to make tokens the view must refuse.
 */
import { SignJWT } from 'jose';
import { LOCAL_OPS_TOKEN_KEY } from '../../scripts/lib/shop.mjs';

export const OPS_KEY = Uint8Array.from(Buffer.from(LOCAL_OPS_TOKEN_KEY, 'base64url'));

export function operatorToken(
  claims: { sub?: string; aud?: string; iss?: string; exp?: number } = {},
  key: Uint8Array = OPS_KEY,
  alg: 'HS256' | 'HS512' = 'HS256',
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg })
    .setIssuer(claims.iss ?? 'artlane-ops')
    .setAudience(claims.aud ?? 'artlane-ops')
    .setSubject(claims.sub ?? 'test-operator')
    .setIssuedAt(now - 5)
    .setExpirationTime(claims.exp ?? now + 600)
    .sign(key);
}
