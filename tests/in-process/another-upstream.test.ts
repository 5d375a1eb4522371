import { describe, expect, it } from 'vitest';
import { inProcessShop } from './harness';

/**
 * A storefront whose commerce API is another upstream (API_ORIGIN set; in the harness, one
 * that is down) and whose sign-in is not configured (no OIDC_ISSUER, as in wrangler.toml's
 * local vars): in the test process (README "In-process route tests"), as none of these answers
 * needs a binding. The same routes with the embedded API and sign-in configured are tested in
 * workerd shops (tests/worker/checkout-storefront.test.ts, tests/worker/auth-flow.test.ts).
 */
const MANUAL = { redirect: 'manual' } as const;

describe('/__dev/outbox against another upstream', () => {
  it('does not exist', async () => {
    const shop = await inProcessShop();
    const response = await shop.get('sv', '/__dev/outbox');
    expect(response.status).toBe(404);
    await response.text();
    await shop.settled();
  });
});

describe('without sign-in configured', () => {
  it('/login says sign-in is not available (503), never a 500', async () => {
    const shop = await inProcessShop();
    const page = await shop.get('en', '/login');
    expect(page.status).toBe(503);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(await page.text()).toContain('Sign-in is not available right now.');
    expect((await shop.get('en', '/login', { ...MANUAL, method: 'POST' })).status).toBe(503);
    expect((await shop.get('en', '/my-account', MANUAL)).status).toBe(303);
    expect(await (await shop.get('en', '/api/session')).json()).toEqual({ signed_in: false, display_name: null });
    await shop.settled();
  });
});
