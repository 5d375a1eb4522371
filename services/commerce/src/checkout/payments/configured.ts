import type { LocaleCode } from '../../../../../shared/locales';
import type { CommerceBindings } from '../../context';
import { EMAIL } from '../../../../../locales/email';
import { providerName } from './config';
import { httpPaymentProvider } from './http';
import { toMinorUnits, type NewSession, type PaymentProvider } from './provider';
import { stripePaymentProvider } from './stripe/adapter';
import type { OrderLine } from './stripe/session';

/**
 * The payment provider this Worker is configured with, for every caller (placing and
 * reading orders, the webhook, the scheduler): PAYMENTS_PROVIDER (docs/payments.md), the
 * provider API of docs/checkout.md over HTTP (./http.ts, the local provider's) by default,
 * Stripe Checkout (./stripe/) with "stripe". ./config.ts checks the choice and its secrets
 * before any call is answered (./guard.ts). The Stripe client is made once per env object
 * (the isolate's bindings), not per request: building its resources is work the hot path
 * need not repeat.
 */
const stripeProviders = new WeakMap<object, PaymentProvider>();

export function configuredProvider(env: CommerceBindings): PaymentProvider {
  if (providerName(env) !== 'stripe') return httpPaymentProvider(env);
  let provider = stripeProviders.get(env);
  if (!provider) {
    provider = stripePaymentProvider({
      secretKey: env.STRIPE_SECRET_KEY ?? '',
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
      apiOrigin: env.STRIPE_API_ORIGIN || undefined,
      linesOf: (session) => orderLines(env.DB, session),
    });
    stripeProviders.set(env, provider);
  }
  return provider;
}

/**
 * The order's lines and its delivery as Stripe's page lists them, in the order's language
 * and minor units (what the shopper saw on the checkout page); the adapter shows them only
 * when they add up to the amount it charges.
 */
async function orderLines(db: D1Database, session: NewSession): Promise<OrderLine[]> {
  const [lines, order] = await db.batch<{
    name: string;
    variation_name: string | null;
    quantity: number;
    price: number;
    shipping_total: number;
  }>([
    db
      .prepare('SELECT name, variation_name, quantity, price FROM order_lines WHERE order_id = ? ORDER BY position')
      .bind(session.reference),
    db.prepare('SELECT shipping_total FROM orders WHERE id = ?').bind(session.reference),
  ]);
  const items: OrderLine[] = (lines?.results ?? []).map((line) => ({
    name: line.variation_name ? `${line.name}, ${line.variation_name}` : line.name,
    quantity: line.quantity,
    unit_amount: toMinorUnits(line.price),
  }));
  const shipping = order?.results[0]?.shipping_total ?? 0;
  const strings = EMAIL[session.locale as LocaleCode] ?? EMAIL.en;
  if (shipping > 0) items.push({ name: strings.order.delivery, quantity: 1, unit_amount: toMinorUnits(shipping) });
  return items;
}
