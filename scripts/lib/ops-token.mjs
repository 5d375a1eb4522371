// Operator tokens for the operator view (/__ops, docs/operations.md "The operator view") as
// the benches and the worker tests sign them: HS256 (or HS512) with the local OPS_TOKEN_KEY
// that `npm start` gives the Worker, issuer and audience `artlane-ops`, the operator as
// `sub`, issued 5 s back (so a clock a little behind still takes it). Any claim, the key and
// the algorithm can be changed to make tokens the view must refuse.
import { SignJWT } from 'jose';
import { LOCAL_OPS_TOKEN_KEY } from './shop-names.mjs';

/** LOCAL_OPS_TOKEN_KEY's bytes. */
export const LOCAL_OPS_KEY = Uint8Array.from(Buffer.from(LOCAL_OPS_TOKEN_KEY, 'base64url'));

/** A signed operator token; `exp` (seconds since the epoch) defaults to `lifetime` seconds from now (600). */
export function signOperatorToken({
  sub,
  iss = 'artlane-ops',
  aud = 'artlane-ops',
  exp,
  lifetime = 600,
  key = LOCAL_OPS_KEY,
  alg = 'HS256',
}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg })
    .setIssuer(iss)
    .setAudience(aud)
    .setSubject(sub)
    .setIssuedAt(now - 5)
    .setExpirationTime(exp ?? now + lifetime)
    .sign(key);
}
