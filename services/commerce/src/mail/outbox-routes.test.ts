import { describe, expect, it } from 'vitest';
import { commerceApp } from '../app';
import { LOCAL_PAYMENTS_ORIGIN } from '../checkout/payments/http';
import type { CommerceBindings } from '../context';

/** The local inbox's calls (./outbox-routes.ts) exist only beside the local payment provider, and refuse a bad clock in words. */
const untouchedDb = new Proxy({} as D1Database, {
  get: () => {
    throw new Error('D1 was asked');
  },
});
const call = (path: string, env: Partial<CommerceBindings>, init: RequestInit = {}) =>
  commerceApp.request(`https://commerce.internal${path}?locale=sv&sid=1`, init, { DB: untouchedDb, ...env } as CommerceBindings);
const sweep = (body: unknown, env: Partial<CommerceBindings>) =>
  call('/api/dev/mail-sweep', env, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('POST /api/dev/mail-sweep', () => {
  it('does not exist in a deployment (no local provider): 404 before anything is read', async () => {
    const response = await sweep({ at: '2027-01-01T08:00:00Z' }, { PAYMENTS_ORIGIN: '' });
    expect(response.status).toBe(404);
    expect((await call('/api/dev/outbox', { PAYMENTS_ORIGIN: 'https://api.provider.example' })).status).toBe(404);
  });

  it('refuses a time that is none, or more than two years away, with a 400 in words', async () => {
    for (const body of [{}, { at: 'tomorrow' }, { at: '2099-01-01T00:00:00Z' }, 'not json']) {
      const response = await sweep(body, { PAYMENTS_ORIGIN: LOCAL_PAYMENTS_ORIGIN });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/^Give "at", an ISO date and time within two years/);
    }
  });
});
