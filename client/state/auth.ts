/**
 * Who is signed in, for showing the account link (docs/accounts.md "Signed-in state in the browser"). Only a flag and a display name:
 * tokens stay in the server's session cookie and never reach browser storage.
 */
import { proxy, snapshot } from 'valtio/vanilla';
import { isRecord } from '../../shared/json';

export interface AuthState {
  isSignedIn: boolean;
  displayName: string | null;
}

export const state = proxy<AuthState>({ isSignedIn: false, displayName: null });

export function setSignedIn(displayName: string | null): void {
  Object.assign(state, { isSignedIn: true, displayName });
}

export function setSignedOut(): void {
  Object.assign(state, { isSignedIn: false, displayName: null });
}

export function storedAuth(): AuthState {
  return { ...snapshot(state) };
}

export function parseStoredAuth(value: unknown): AuthState {
  if (!isRecord(value) || value.isSignedIn !== true) return { isSignedIn: false, displayName: null };
  return { isSignedIn: true, displayName: typeof value.displayName === 'string' ? value.displayName : null };
}

export function restoreAuth(value: unknown): void {
  Object.assign(state, parseStoredAuth(value));
}

/**
 * What a personal page says about the session (`<meta name="artlane-auth">`,
 * docs/accounts.md): signed in with a name, signed out (`null`), or nothing to say (shared
 * pages carry no tag; an unreadable tag says nothing either).
 */
export function parsePageAuth(content: string | null | undefined): AuthState | undefined {
  if (typeof content !== 'string') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return undefined;
  }
  if (value === null) return { isSignedIn: false, displayName: null };
  if (isRecord(value) && typeof value.displayName === 'string') return { isSignedIn: true, displayName: value.displayName };
  return undefined;
}

/** GET /api/session's answer, or undefined when it is not one. */
export function parseSessionAnswer(value: unknown): AuthState | undefined {
  if (!isRecord(value) || typeof value.signed_in !== 'boolean') return undefined;
  if (!value.signed_in) return { isSignedIn: false, displayName: null };
  return { isSignedIn: true, displayName: typeof value.display_name === 'string' ? value.display_name : null };
}

/** Sets the state to what the server said. */
export function applyAuth(value: AuthState): void {
  if (value.isSignedIn) setSignedIn(value.displayName);
  else setSignedOut();
}
