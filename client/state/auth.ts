/**
 * Who is signed in, for showing the account link (SPEC 6). Only a flag and a display name:
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
