import type { Env } from '../env';
import { oncePerEnv } from '../config/per-env';
import { decodeKey } from './keys';

/** The storefront's OpenID client configuration (docs/accounts.md); null when sign-in is not configured. */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** SESSION_SECRET's bytes (32 or more). */
  sessionSecret: Uint8Array<ArrayBuffer>;
}

/**
 * Read once per env (the isolate's bindings object; tests pass others): a misconfiguration
 * is logged once, not on every request, and means "not configured".
 */
export const oidcConfigOf = oncePerEnv(configOf);

function configOf(env: Env): OidcConfig | null {
  const issuer = env.OIDC_ISSUER?.trim();
  if (!issuer) return null;
  const clientId = env.OIDC_CLIENT_ID?.trim();
  const clientSecret = env.OIDC_CLIENT_SECRET;
  const sessionSecret = decodeKey(env.SESSION_SECRET);
  if (!clientId || !clientSecret || !sessionSecret || !/^https?:\/\//.test(issuer)) {
    console.error(
      'sign-in: OIDC_ISSUER is set but OIDC_CLIENT_ID, OIDC_CLIENT_SECRET or SESSION_SECRET (32+ bytes, base64url) is missing or invalid',
    );
    return null;
  }
  return { issuer, clientId, clientSecret, sessionSecret };
}
