/**
 * A payment session as the payment provider API answers it (docs/checkout.md, "The payment
 * provider"): written by the local provider (services/payments), read by the commerce API's
 * adapter (services/commerce/src/checkout/payments) and, through the order, by the confirmation page.
 * Amounts are integers in minor units.
 */
export const PAYMENT_SESSION_STATUSES = ['pending', 'authorized', 'captured', 'declined', 'cancelled', 'expired', 'refunded'] as const;
export type PaymentSessionStatus = (typeof PAYMENT_SESSION_STATUSES)[number];

/** `Kind`: the local provider knows its kinds; a reader of any provider takes them as text. */
export interface PaymentSession<Kind extends string = string> {
  id: string;
  reference: string;
  kind: Kind;
  amount: number;
  currency: string;
  status: PaymentSessionStatus;
  decline_reason: string | null;
  captured_amount: number;
  refunded_amount: number;
  created_at: string;
  updated_at: string;
}
