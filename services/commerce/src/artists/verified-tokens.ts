/**
 * Access tokens this isolate has verified (docs/accounts.md "How the commerce API checks an
 * access token", ADR 0026): jose's signature check cost about 4 ms of CPU per artist call, and
 * a page's calls carry the same token until it expires. An entry is only a shortcut past that
 * check, so it must never accept what jose would refuse:
 * - only tokens jose accepted are remembered (a refusal never is: every one is checked again);
 * - an entry is used only while jose would still accept the token's times (`exp`, `nbf`, the same
 *   clock tolerance), and for at most `maxAgeMs` after its check, so a key the provider withdraws
 *   stops signing anyone in soon after;
 * - the key is the SHA-256 of the issuer, the audience and the whole token (signature included):
 *   a token signed by another key, or checked against another issuer or audience, is another
 *   entry, and no token is kept in clear;
 * - at most `maxEntries` entries, the least recently used going first: a flood of distinct valid
 *   tokens cannot grow the isolate's memory (invalid ones add nothing).
 * Per isolate, like jose's own key set: a cache of checks already made, never request state.
 */
import { base64url } from 'jose';

/** What a verified token said that a later request needs: whose it is and its times (seconds since the epoch). */
export interface VerifiedToken {
  sub: string;
  exp: number;
  nbf?: number;
}

export interface VerifiedTokenLimits {
  maxEntries: number;
  maxAgeMs: number;
  /** The clockTolerance jwtVerify is given (seconds). */
  clockToleranceSeconds: number;
}

interface Entry {
  token: VerifiedToken;
  /** Milliseconds since the epoch: past this the token is checked again. */
  checkAgainAt: number;
}

/**
 * Whether jwtVerify would still accept a token with these times at `now` (milliseconds): its
 * rules to the letter (jose's validateClaimsSet: whole seconds, `exp <= now - tolerance` is
 * expired, `nbf > now + tolerance` is not yet valid).
 */
export function isWithinTimes({ exp, nbf }: VerifiedToken, now: number, toleranceSeconds: number): boolean {
  const seconds = Math.floor(now / 1000);
  return exp > seconds - toleranceSeconds && (nbf === undefined || nbf <= seconds + toleranceSeconds);
}

export class VerifiedTokens {
  // A Map keeps insertion order: a hit is moved to the end, so the first key is the least recently used.
  readonly #entries = new Map<string, Entry>();

  constructor(readonly limits: VerifiedTokenLimits) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The token checked under `key`, while it may still be used at `now` (milliseconds); else null (and the entry goes). */
  get(key: string, now: number): VerifiedToken | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    this.#entries.delete(key);
    if (entry.checkAgainAt <= now || !isWithinTimes(entry.token, now, this.limits.clockToleranceSeconds)) return null;
    this.#entries.set(key, entry);
    return entry.token;
  }

  /** Remembers a token jose has just accepted at `now` (milliseconds). */
  remember(key: string, token: VerifiedToken, now: number): void {
    this.#entries.delete(key);
    this.#entries.set(key, { token, checkAgainAt: now + this.limits.maxAgeMs });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.limits.maxEntries) break;
      this.#entries.delete(oldest);
    }
  }
}

const encoder = new TextEncoder();

/** An entry's key: SHA-256 of what the token was checked against and the token itself (base64url, 43 characters). */
export async function verifiedTokenKey(token: string, issuer: string, audience: string): Promise<string> {
  // Issuer and audience are URLs or URNs (no line breaks), the token base64url: the parts cannot run into each other.
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(`${issuer}\n${audience}\n${token}`));
  return base64url.encode(new Uint8Array(digest));
}
