/**
 * Operator tokens for tests of the operator view (/__ops, docs/operations.md): HS256 with the
 * local OPS_TOKEN_KEY, signed as the benches sign them (scripts/lib/ops-token.mjs); claims,
 * key and algorithm may be changed to make tokens the view must refuse.
 */
import { LOCAL_OPS_KEY, signOperatorToken } from '../../scripts/lib/ops-token.mjs';

export const OPS_KEY = LOCAL_OPS_KEY;

export function operatorToken(
  claims: { sub?: string; aud?: string; iss?: string; exp?: number } = {},
  key: Uint8Array = OPS_KEY,
  alg: 'HS256' | 'HS512' = 'HS256',
): Promise<string> {
  return signOperatorToken({ ...claims, sub: claims.sub ?? 'test-operator', key, alg });
}
