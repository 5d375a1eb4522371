/**
 * After the order is placed (docs/payments.md): to the provider's payment page when it
 * has one, else, for a kind paid in an app (BankID), waiting on this page while the
 * shopper confirms there: GET /api/orders/{id} every two seconds until the order is paid
 * (to its confirmation) or its payment failed (the reason said, the form back); else
 * straight to the confirmation. The provider's order is kept on the cart per kind, tied to
 * the language it was opened in, so coming back finds it.
 */
import type { ProviderOrder } from '../../shared/cart';
import type { LocaleCode } from '../../shared/locales';
import { parseOrder, type Order } from '../../shared/order';
import { POLLED_KINDS, type PaymentKind } from '../../shared/payment-methods';
import { PATHS } from '../../shared/site-paths';
import { state as cart } from '../state/cart';
import { fill, type CheckoutPageData } from './contracts';
import { el, setChildren } from '../dom';

type Labels = CheckoutPageData['labels'];

export const POLL_MS = 2000;

/** Where the cart keeps the provider's order per payment kind (card, buy-now-pay-later, invoice). */
const PROVIDER_ORDER_SLOTS: Partial<Record<PaymentKind, 'cardOrder' | 'payLaterOrder' | 'invoiceOrder'>> = {
  card: 'cardOrder',
  pay_later: 'payLaterOrder',
  invoice: 'invoiceOrder',
};

interface PaymentAnswer {
  kind?: PaymentKind;
  session_id?: string;
  redirect_url?: string | null;
  app_url?: string | null;
}

export type PaymentStep = { kind: 'provider'; url: string } | { kind: 'app'; appUrl: string } | { kind: 'confirmation'; path: string };

export const confirmationPath = (orderId: string) => `${PATHS.checkoutConfirmation}/${orderId}`;

/** Where the shopper goes from a placed order (POST /api/checkout's answer); the provider's order is kept on the cart. */
export function paymentStep(orderId: string, answer: Record<string, unknown>, locale: LocaleCode): PaymentStep {
  const payment = answer.payment as PaymentAnswer | null | undefined;
  const slot = payment?.kind ? PROVIDER_ORDER_SLOTS[payment.kind] : undefined;
  if (slot && payment?.session_id) cart[slot] = { id: payment.session_id, locale } satisfies ProviderOrder;
  if (payment?.redirect_url) return { kind: 'provider', url: payment.redirect_url };
  if (payment?.app_url && payment.kind && POLLED_KINDS.includes(payment.kind)) return { kind: 'app', appUrl: payment.app_url };
  return { kind: 'confirmation', path: confirmationPath(orderId) };
}

/** Why a payment did not go through, in the shopper's words. */
export function failureMessage(order: Pick<Order, 'payment'>, labels: Labels): string {
  const reason = order.payment?.status;
  return reason === 'cancelled' ? labels.paymentCancelled : reason === 'expired' ? labels.paymentExpired : labels.paymentDeclined;
}

export interface WaitDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface PaymentWatch {
  paid(): void;
  failed(order: Order): void;
}

/**
 * Looks at the order every POLL_MS until it is paid or its payment failed; a failed look
 * is tried again. Returns the way to stop looking (the shopper cancels, or submits again).
 */
export function waitForPayment(orderId: string, watch: PaymentWatch, deps: WaitDeps): () => void {
  let timer: unknown;
  let isWaiting = true;
  const stop = () => {
    isWaiting = false;
    deps.clearTimeout(timer);
  };
  const look = async () => {
    try {
      const response = await deps.fetch(`/api/orders/${encodeURIComponent(orderId)}`, { headers: { accept: 'application/json' } });
      const order = response.ok ? parseOrder(await response.json()) : null;
      if (!isWaiting) return;
      if (order?.status === 'paid') return watch.paid();
      if (order && (order.status === 'payment_failed' || order.status === 'cancelled')) {
        stop();
        return watch.failed(order);
      }
    } catch {
      // A failed look is tried again.
    }
    if (isWaiting) timer = deps.setTimeout(() => void look(), POLL_MS);
  };
  timer = deps.setTimeout(() => void look(), POLL_MS);
  return stop;
}

/** The waiting box: what is to be confirmed in the app, a link to open it and a way to cancel. Returns the link (it takes the focus). */
export function drawAppWait(
  box: HTMLElement,
  { appUrl, amount, labels, onCancel }: { appUrl: string; amount: string; labels: Labels; onCancel: () => void },
): HTMLElement {
  const open = el('a', { href: appUrl, target: '_blank', rel: 'noopener', className: 'button' }, labels.bankidOpen);
  const cancel = el('button', { type: 'button', className: 'button button-secondary' }, labels.bankidCancel);
  cancel.addEventListener('click', onCancel);
  setChildren(box, [el('p', {}, fill(labels.bankidWaiting, { amount })), el('p', { className: 'actions' }, open, cancel)]);
  return open;
}
