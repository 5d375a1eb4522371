/**
 * The order confirmation in the browser: the purchase event once per order (never again
 * on a reload or when coming back), and the cart cleared (docs/checkout.md) when it is the cart
 * this order was placed from.
 */
import { track } from '../state/analytics';
import { completeCheckout, state as cart } from '../state/cart';
import { whenRestored } from '../state/persist';
import { forgetCheckoutForm } from './tab-storage';

const TRACKED_KEY = 'h057_purchases';
const REMEMBERED = 20;

interface Complete {
  order_id: string;
  checkout_id: string;
  event: Record<string, unknown>;
}

export function bootConfirmation(root: HTMLElement): void {
  let complete: Complete;
  try {
    complete = JSON.parse(root.dataset.orderComplete ?? '') as Complete;
  } catch {
    return;
  }
  const tracked = readTracked();
  if (!tracked.includes(complete.order_id)) {
    track(complete.event);
    writeTracked([complete.order_id, ...tracked].slice(0, REMEMBERED));
  }
  whenRestored(() => {
    if (cart.checkoutID === complete.checkout_id) {
      completeCheckout();
      forgetCheckoutForm();
    }
  });
}

/** A page that waits for the provider's answer looks again by itself. */
export function bootPendingOrder(): void {
  window.setTimeout(() => location.reload(), 2000);
}

function readTracked(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(TRACKED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function writeTracked(ids: string[]): void {
  try {
    localStorage.setItem(TRACKED_KEY, JSON.stringify(ids));
  } catch {
    // Without storage the event may come again on a reload; tracking is best effort.
  }
}
