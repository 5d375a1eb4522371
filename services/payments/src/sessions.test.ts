import { describe, expect, it } from 'vitest';
import { newEventId, newSessionId } from './ids';
import { isExpiryDue } from './sessions';

describe('lazy expiry', () => {
  const created = '2026-11-25T12:00:00.000Z';
  const at = (minutes: number) => Date.parse(created) + minutes * 60_000;
  it.each([
    ['bankid', 'pending', 2.9, false],
    ['bankid', 'pending', 3, true],
    ['card', 'pending', 3, false],
    ['card', 'pending', 59.9, false],
    ['card', 'pending', 60, true],
    ['ideal', 'pending', 61, true],
    ['card', 'authorized', 600, false],
    ['bankid', 'declined', 600, false],
  ] as const)('a %s session %s for %d minutes is due: %s', (kind, status, minutes, expected) => {
    expect(isExpiryDue({ kind, status, created_at: created }, at(minutes))).toBe(expected);
  });
});

describe('identifiers', () => {
  it('sessions and events get unguessable ids of 24 base32 characters', () => {
    const ids = Array.from({ length: 200 }, newSessionId);
    for (const id of ids) expect(id).toMatch(/^ps_[a-z2-7]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(newEventId()).toMatch(/^evt_[a-z2-7]{24}$/);
  });
});
