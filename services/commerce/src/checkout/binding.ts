import { HttpError } from '../http/errors';
import { isSameHash } from '../../../../shared/http/secrets';
import type { OrderRecord } from './orders/records';

/**
 * Who a checkout belongs to (docs/checkout.md "Who a checkout belongs to"). A checkout id
 * is not a secret: it is in the checkout page's address, the provider's cancel_url, the
 * browser's history and whatever records page addresses. So the first submit binds the
 * order to the browser's checkout key (x-checkout-key: 256 random bits the storefront
 * keeps in an HttpOnly cookie, never in a page or a URL) and a later submit of the same id
 * must carry the same key (OWASP ASVS 4.2.1, access to another user's record by its id).
 * Only the key's SHA-256 is stored, compared in constant time.
 */

/** What x-checkout-key may be: the storefront sends 43 characters of base64url. */
export const CHECKOUT_KEY_PATTERN = /^[A-Za-z0-9_-]{32,100}$/;

/** Whether `keyHash` is the key the order's checkout was started with (an order stored before keys existed has none: never). */
export function isSameBrowser(order: Pick<OrderRecord, 'checkout_key_hash'>, keyHash: string): boolean {
  return order.checkout_key_hash !== null && isSameHash(order.checkout_key_hash, keyHash);
}

/**
 * The refusal for a submit of a checkout started in another browser. It says nothing
 * about the order (not its id, status or total) and the order is not touched: the
 * checkout page starts a new checkout of its own when it gets this.
 */
export const checkoutElsewhere = () =>
  new HttpError(403, 'This checkout was started in another browser: start a new checkout', { code: 'checkout_elsewhere' });
