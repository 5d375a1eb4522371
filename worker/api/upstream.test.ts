import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales';
import type { Env } from '../env';
import { callUpstream } from './upstream';

/** What the storefront passes on to the commerce API (embedded: through the COMMERCE binding). */
describe('the headers a call carries upstream', () => {
  it("passes a payment provider's webhook signature, the local provider's or Stripe's, and never cookies or credentials", async () => {
    let sent: Request | undefined;
    const env = { COMMERCE: { fetch: async (request: Request) => ((sent = request), new Response('{}')) } } as unknown as Env;
    const market = { locale: LOCALES.sv, origin: 'https://artlane.se' } as Parameters<typeof callUpstream>[2];
    const headers = new Headers({
      'stripe-signature': 't=1764331200,v1=abc',
      'artlane-signature': 't=1764331200,v1=def',
      cookie: 'session=secret',
      authorization: 'Bearer stolen',
    });
    await callUpstream({ method: 'POST', path: '/api/payments/webhook', body: '{}', headers }, env, market);
    expect(sent!.headers.get('stripe-signature')).toBe('t=1764331200,v1=abc');
    expect(sent!.headers.get('artlane-signature')).toBe('t=1764331200,v1=def');
    expect(sent!.headers.get('cookie')).toBeNull();
    expect(sent!.headers.get('authorization')).toBeNull();
    expect(new URL(sent!.url).search).toBe('?locale=sv&sid=1');
  });
});
