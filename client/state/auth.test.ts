import { describe, expect, it } from 'vitest';
import { parseStoredAuth, setSignedIn, setSignedOut, state, storedAuth } from './auth';

describe('auth state', () => {
  it('holds only the signed-in flag and the display name', () => {
    setSignedIn('Ada');
    expect(storedAuth()).toEqual({ isSignedIn: true, displayName: 'Ada' });
    setSignedOut();
    expect(state).toEqual({ isSignedIn: false, displayName: null });
  });

  it.each<[unknown, object]>([
    [
      { isSignedIn: true, displayName: 'Ada', token: 'secret' },
      { isSignedIn: true, displayName: 'Ada' },
    ],
    [
      { isSignedIn: 'yes', displayName: 'Ada' },
      { isSignedIn: false, displayName: null },
    ],
    [
      { isSignedIn: true, displayName: 5 },
      { isSignedIn: true, displayName: null },
    ],
    [null, { isSignedIn: false, displayName: null }],
  ])('stored %j reads as %j (never a token)', (stored, expected) => {
    expect(parseStoredAuth(stored)).toEqual(expected);
  });
});
