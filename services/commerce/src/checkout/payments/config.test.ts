import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_KINDS_BY_LOCALE } from '../../../../../shared/payment-methods';
import { commerceApp } from '../../app';
import type { CommerceBindings } from '../../context';
import { paymentsConfigProblems } from './config';
import { unservedKinds } from './stripe/methods';

/** The payment configuration check (./config.ts) and its 503 before any call (./guard.ts), in-process. */
const STRIPE = { PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_51Abc', STRIPE_WEBHOOK_SECRET: 'whsec_Abc123' };
const keys = (env: Parameters<typeof paymentsConfigProblems>[0], unserved?: () => string[]) =>
  paymentsConfigProblems(env, unserved).map((problem) => problem.key);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the payment configuration check', () => {
  it('passes the local provider, the default, with nothing else set', () => {
    expect(paymentsConfigProblems({})).toEqual([]);
    expect(paymentsConfigProblems({ PAYMENTS_PROVIDER: 'local' })).toEqual([]);
    expect(paymentsConfigProblems({ PAYMENTS_PROVIDER: '' })).toEqual([]);
  });

  it('passes Stripe with its secret key and webhook signing secret, test or live, secret or restricted', () => {
    expect(paymentsConfigProblems(STRIPE)).toEqual([]);
    expect(paymentsConfigProblems({ ...STRIPE, STRIPE_SECRET_KEY: 'sk_test_51Abc' })).toEqual([]);
    expect(paymentsConfigProblems({ ...STRIPE, STRIPE_SECRET_KEY: 'rk_live_51Abc' })).toEqual([]);
  });

  it('refuses Stripe without its secrets, saying how to set them', () => {
    const problems = paymentsConfigProblems({ PAYMENTS_PROVIDER: 'stripe' });
    expect(problems).toEqual([
      { key: 'STRIPE_SECRET_KEY', message: expect.stringMatching(/^is missing: npx wrangler secret put STRIPE_SECRET_KEY/) },
      { key: 'STRIPE_WEBHOOK_SECRET', message: expect.stringMatching(/^is missing: npx wrangler secret put STRIPE_WEBHOOK_SECRET/) },
    ]);
  });

  it('refuses keys of the wrong kind: a publishable key, a secret pasted with a space, a webhook secret that is not whsec_', () => {
    expect(keys({ ...STRIPE, STRIPE_SECRET_KEY: 'pk_live_51Abc' })).toEqual(['STRIPE_SECRET_KEY']);
    expect(keys({ ...STRIPE, STRIPE_SECRET_KEY: 'sk_live_51Abc ' })).toEqual(['STRIPE_SECRET_KEY']);
    expect(keys({ ...STRIPE, STRIPE_WEBHOOK_SECRET: 'sk_live_51Abc' })).toEqual(['STRIPE_WEBHOOK_SECRET']);
  });

  it('refuses an unknown provider, and an API origin that is not https (plain http only on this machine)', () => {
    expect(paymentsConfigProblems({ PAYMENTS_PROVIDER: 'paypal' })).toEqual([
      { key: 'PAYMENTS_PROVIDER', message: 'must be "local" or "stripe", got "paypal"' },
    ]);
    expect(keys({ ...STRIPE, STRIPE_API_ORIGIN: 'http://api.stripe.example' })).toEqual(['STRIPE_API_ORIGIN']);
    expect(keys({ ...STRIPE, STRIPE_API_ORIGIN: 'https://api.stripe.com/v1' })).toEqual(['STRIPE_API_ORIGIN']);
    expect(keys({ ...STRIPE, STRIPE_API_ORIGIN: 'https://api.stripe.com' })).toEqual([]);
    expect(keys({ ...STRIPE, STRIPE_API_ORIGIN: 'http://127.0.0.1:9300' })).toEqual([]);
  });

  it('refuses Stripe when a market offers a kind Stripe cannot serve there: a configuration error, not a shopper’s surprise', () => {
    const withIdealInGermany = () => unservedKinds({ ...PAYMENT_KINDS_BY_LOCALE, de: ['card', 'ideal'] });
    expect(paymentsConfigProblems(STRIPE, withIdealInGermany)).toEqual([
      {
        key: 'PAYMENTS_PROVIDER',
        message: expect.stringMatching(/the de market \(DE, EUR\) offers "ideal", which no Stripe payment method serves/),
      },
    ]);
    // The local provider is not asked: it serves every kind.
    expect(paymentsConfigProblems({}, withIdealInGermany)).toEqual([]);
  });
});

describe('a deployment whose payment configuration is wrong', () => {
  const call = (env: Partial<CommerceBindings>) =>
    commerceApp.request('/api/products?locale=sv&sid=1', {}, { DB: {} as D1Database, ...env } as CommerceBindings);

  it('answers every call 503 with Retry-After, privately, and logs what is wrong once', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const env = { PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_51Abc' } as CommerceBindings;
    for (let i = 0; i < 2; i++) {
      const response = await commerceApp.request('/api/checkout?locale=sv&sid=1', { method: 'POST', body: '{}' }, env);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('300');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.json()).toEqual({ error: 'The shop is being updated; try again in a few minutes' });
    }
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).toMatch(/STRIPE_WEBHOOK_SECRET: is missing/);
  });

  it('is not what a good configuration answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await call({})).status).not.toBe(503);
    expect((await call(STRIPE)).status).not.toBe(503);
  });
});
