import type { Email } from '../../mail/outbox';

/** The order and refund the shopper's refund notice tells of (what ./refund.ts knows when it writes the refund). */
export interface RefundMailOrder {
  id: string;
  email: string;
  locale: string;
  currency: string;
}

export interface RefundMailRefund {
  /** What this refund gave back, to the payment and to the gift cards. */
  amount: number;
  payment: number;
  giftCards: number;
  /** The units of lines given back (a line refund), empty for an amount refund. */
  lines: readonly { position: number; quantity: number }[];
}

/**
 * The shopper's e-mail about a refund, queued in the refund's own D1 batch when there is one.
 * Today there is none: the messages are being rebuilt as React Email templates (kind
 * 'refund' among them), and that template replaces this function's body at merge. Until
 * then a refund writes no e-mail.
 */
export function refundMail(order: RefundMailOrder, refund: RefundMailRefund): Email | null {
  void order;
  void refund;
  return null;
}
