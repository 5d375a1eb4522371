import { unservedKinds } from './stripe/methods';

/**
 * The payment configuration of a commerce Worker deployment (docs/payments.md "Going
 * live"), checked before any order is taken: PAYMENTS_PROVIDER names the provider ("local",
 * the default: services/payments or a provider speaking its API at PAYMENTS_ORIGIN;
 * "stripe": ./stripe/), and Stripe needs its two secrets and must serve every payment kind
 * each market offers (shared/payment-methods.ts). A problem makes every call of the
 * Worker answer 503 (./guard.ts) rather than take an order it cannot charge.
 */
export const PAYMENT_PROVIDERS = ['local', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export interface PaymentsConfig {
  PAYMENTS_PROVIDER?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_ORIGIN?: string;
}

export interface PaymentsConfigProblem {
  key: string;
  message: string;
}

/** Loopback hosts: the only ones STRIPE_API_ORIGIN may reach over plain http (the tests' fake Stripe). */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function providerName(env: PaymentsConfig): PaymentProviderName {
  return env.PAYMENTS_PROVIDER === 'stripe' ? 'stripe' : 'local';
}

export function paymentsConfigProblems(env: PaymentsConfig, unserved: () => string[] = unservedKinds): PaymentsConfigProblem[] {
  const name = env.PAYMENTS_PROVIDER ?? '';
  if (name !== '' && !(PAYMENT_PROVIDERS as readonly string[]).includes(name))
    return [{ key: 'PAYMENTS_PROVIDER', message: `must be "local" or "stripe", got ${JSON.stringify(name)}` }];
  if (name !== 'stripe') return [];
  const problems: PaymentsConfigProblem[] = [];
  if (!/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/.test(env.STRIPE_SECRET_KEY ?? ''))
    problems.push({
      key: 'STRIPE_SECRET_KEY',
      message: env.STRIPE_SECRET_KEY
        ? 'is not a Stripe secret or restricted key (sk_test_…, sk_live_…, rk_…)'
        : 'is missing: npx wrangler secret put STRIPE_SECRET_KEY --config services/commerce/wrangler.toml (npm start: from its environment)',
    });
  if (!/^whsec_[A-Za-z0-9]+$/.test(env.STRIPE_WEBHOOK_SECRET ?? ''))
    problems.push({
      key: 'STRIPE_WEBHOOK_SECRET',
      message: env.STRIPE_WEBHOOK_SECRET
        ? "is not a webhook endpoint's signing secret (whsec_…)"
        : 'is missing: npx wrangler secret put STRIPE_WEBHOOK_SECRET --config services/commerce/wrangler.toml (npm start: from its environment)',
    });
  const origin = env.STRIPE_API_ORIGIN ?? '';
  if (origin) {
    const url = URL.canParse(origin) ? new URL(origin) : null;
    const isAllowed = url !== null && (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname)));
    if (!isAllowed || url?.pathname !== '/' || url.search !== '')
      problems.push({
        key: 'STRIPE_API_ORIGIN',
        message: `must be empty (Stripe's own API) or an https:// origin (http:// only on this machine), got ${JSON.stringify(origin)}`,
      });
  }
  for (const message of unserved()) problems.push({ key: 'PAYMENTS_PROVIDER', message });
  return problems;
}
