import type { CommerceBindings } from '../../context';
import { httpPaymentProvider } from './http';
import type { PaymentProvider } from './provider';

/**
 * The payment provider this Worker is configured with, for every caller (placing and
 * reading orders, the webhook, the scheduler). Today that is the provider API of
 * docs/checkout.md over HTTP (./http.ts, the local provider's); a real provider's adapter
 * beside it is chosen here (docs/payments.md "Going live in a market").
 */
export const configuredProvider = (env: CommerceBindings): PaymentProvider => httpPaymentProvider(env);
