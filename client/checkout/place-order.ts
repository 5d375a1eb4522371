/**
 * Placing the order (docs/checkout.md): the form checked with the commerce API's own rules
 * (shared/schemas/checkout.ts) before anything is sent, POST /api/checkout with the cart,
 * coupons, gift cards, address and the total the shopper saw, and every refusal said where
 * it belongs: beside its field (422), above the form (sold out, a changed total, too many
 * orders, the provider down), or by going on (already placed; a checkout this browser no
 * longer holds the key of is placed once more as one of its own).
 */
import * as v from 'valibot';
import { isRecord } from '../../shared/json';
import type { LocaleCode } from '../../shared/locales';
import { isPaymentKind } from '../../shared/payment-methods';
import { checkoutAddress, POSTAL_ADDRESS_FIELDS } from '../../shared/schemas/checkout';
import { PATHS } from '../../shared/site-paths';
import { newLineUuid, state as cart } from '../state/cart';
import { requestItem } from '../state/cart-sync';
import { state as discount } from '../state/discount';
import { ADDRESS_FIELDS, fill, type AddressField, type CheckoutPageData } from './contracts';
import { chosenMethod, currentTotals, isByEmail, state } from './store';

type Labels = CheckoutPageData['labels'];
export type FormValues = Record<AddressField, string>;
export interface FieldError {
  name: string;
  message: string;
}

/** Every field an error can be shown beside, by the name the page's error boxes use (#checkout-{name}-error). */
export const ERROR_FIELDS: readonly string[] = [...ADDRESS_FIELDS, 'shipping_method', 'service_point', 'payment_method', 'gift_cards'];

const isPostalField = (name: string) => (POSTAL_ADDRESS_FIELDS as readonly string[]).includes(name);

/** What the form asks besides the address: the pick-up point chosen, and whether the page offers the cart's payment kind. */
export interface FormChoices {
  servicePoint: string;
  isPaymentOffered: (kind: string) => boolean;
  newsletter: boolean;
}

function messageFor(name: string, value: string, labels: Labels): string {
  if (value.trim() === '') return labels.errorRequired;
  if (name === 'email') return labels.errorEmail;
  if (name === 'phone') return labels.errorPhone;
  if (name === 'postal_code') return labels.errorPostal;
  return labels.errorTooLong;
}

/** The form's own checks, with the same rules as the commerce API; the first error is the one to focus. */
export function validateOrder(
  values: FormValues,
  choices: FormChoices,
  { locale, labels }: { locale: LocaleCode; labels: Labels },
): FieldError[] {
  const errors: FieldError[] = [];
  const byEmail = isByEmail();
  const result = v.safeParse(checkoutAddress(locale), values);
  if (!result.success) {
    const seen = new Set<string>();
    for (const issue of result.issues) {
      const name = String(issue.path?.[0]?.key ?? '');
      // An e-mail delivery asks no postal address: nothing to say about one.
      if (!name || seen.has(name) || (byEmail && isPostalField(name))) continue;
      seen.add(name);
      errors.push({ name, message: messageFor(name, values[name as AddressField] ?? '', labels) });
    }
  }
  if (!chosenMethod()) errors.push({ name: 'shipping_method', message: labels.errorShipping });
  else if (!byEmail && cart.shippingMethod === 'service_point' && !choices.servicePoint)
    errors.push({ name: 'service_point', message: labels.errorServicePoint });
  const needsPayment = currentTotals().total > 0;
  if (needsPayment && (!isPaymentKind(cart.paymentMethod) || !choices.isPaymentOffered(cart.paymentMethod))) {
    errors.push({ name: 'payment_method', message: labels.errorPayment });
  }
  return errors;
}

/** The order as POST /api/checkout takes it, from the cart, the coupons, the gift cards and the form. */
export function orderBody(values: FormValues, choices: Pick<FormChoices, 'servicePoint' | 'newsletter'>) {
  const current = currentTotals();
  const byEmail = isByEmail();
  const names = { first_name: values.first_name, last_name: values.last_name, company: values.company };
  return {
    checkout_id: cart.checkoutID,
    items: cart.items.map((line) => requestItem(line)),
    coupons: [...discount.codes],
    gift_cards: state.giftCards.map((card) => card.code),
    contact: { email: values.email, phone: values.phone },
    // An e-mail delivery sends no postal address: none was asked.
    address: byEmail
      ? names
      : { ...names, care_of: values.care_of, street: values.street, postal_code: values.postal_code, city: values.city },
    shipping_method: byEmail ? 'email' : cart.shippingMethod,
    service_point: !byEmail && cart.shippingMethod === 'service_point' ? choices.servicePoint : null,
    // Gift cards that pay it all leave nothing for a payment method.
    payment_method: current.total > 0 ? cart.paymentMethod : null,
    expected_total: state.acceptedTotal ?? current.total,
    newsletter: choices.newsletter,
  };
}

/** `address.postal_code` → postal_code; `gift_cards.1` → gift_cards. */
export function fieldName(path: string): string {
  const parts = path.split('.');
  return parts[0] === 'address' || parts[0] === 'contact' ? (parts[1] ?? '') : (parts[0] ?? '');
}

function serverMessage(name: string, value: string, labels: Labels): string {
  if (name === 'shipping_method') return labels.errorShipping;
  if (name === 'service_point') return labels.errorServicePoint;
  if (name === 'payment_method') return labels.errorPayment;
  if (name === 'gift_cards') return labels.giftCardInvalid;
  return messageFor(name, value, labels);
}

/** What the page shows while and after the order is placed (client/checkout/page.ts). */
export interface OrderView {
  /** Before a submit: the notice, the form's message and every field's error go; a payment still awaited is let go. */
  clear(): void;
  fieldError(name: string, message: string): void;
  formError(message: string): void;
  focusField(name: string): void;
  submitting(isSubmitting: boolean): void;
  /** The order is placed: its payment follows (client/checkout/payment-wait.ts). */
  placed(orderId: string, answer: Record<string, unknown>, total: number): void;
  /** Another page of the shop (the confirmation). */
  go(path: string): void;
  /** The page's own address changes (a new checkout id), without a reload. */
  replacePath(path: string): void;
}

export interface OrderDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  locale: LocaleCode;
  labels: Labels;
  money: (amount: number) => string;
}

/**
 * Checks the form and places the order. `isRestart`: this browser no longer holds the key
 * its checkout was started with (its cookies were cleared, or the cart came from another
 * browser), so the order is placed once more under a checkout of its own (docs/checkout.md
 * "Who a checkout belongs to").
 */
export async function placeOrder(
  read: () => { values: FormValues; choices: FormChoices },
  view: OrderView,
  deps: OrderDeps,
  isRestart = false,
): Promise<void> {
  if (state.isSubmitting || cart.items.length === 0) return;
  const { labels } = deps;
  view.clear();
  const { values, choices } = read();
  const errors = validateOrder(values, choices, deps);
  if (errors.length > 0) {
    for (const error of errors) view.fieldError(error.name, error.message);
    view.formError(labels.errorForm);
    view.focusField(errors[0]!.name);
    return;
  }
  const total = currentTotals().total;
  const body = orderBody(values, choices);
  view.submitting(true);
  let response: Response;
  let answer: Record<string, unknown>;
  try {
    response = await deps.fetch('/api/checkout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const parsed: unknown = await response.json();
    // JSON that is no object (a proxy's `null`) is no answer either: the form comes back, never stays "placing".
    if (!isRecord(parsed)) throw new Error(`checkout answered ${response.status} without an object`);
    answer = parsed;
  } catch {
    view.submitting(false);
    view.formError(labels.errorGeneric);
    return;
  }
  state.acceptedTotal = null;
  const orderId = typeof answer.order_id === 'string' ? answer.order_id : null;
  if (response.ok && orderId) return view.placed(orderId, answer, total);
  view.submitting(false);
  if (response.status === 403 && answer.code === 'checkout_elsewhere' && !isRestart) {
    cart.checkoutID = newLineUuid();
    view.replacePath(`${PATHS.checkout}/${encodeURIComponent(cart.checkoutID)}`);
    return placeOrder(read, view, deps, true);
  }
  if (response.status === 409 && answer.code === 'already_placed' && orderId) return view.go(`${PATHS.checkoutConfirmation}/${orderId}`);
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after')) || 60;
    return view.formError(fill(labels.errorTooMany, { minutes: Math.max(1, Math.ceil(seconds / 60)) }));
  }
  if (response.status === 409 && answer.code === 'sold_out') {
    const skus = Array.isArray(answer.skus) ? answer.skus : [];
    const names = cart.items.filter((line) => skus.includes(line.sku)).map((line) => line.name);
    return view.formError(fill(labels.errorSoldOut, { items: names.join(', ') || String(answer.error ?? '') }));
  }
  if (response.status === 409 && answer.code === 'total_changed' && typeof answer.total === 'number') {
    state.acceptedTotal = answer.total;
    return view.formError(fill(labels.errorTotalChanged, { amount: deps.money(answer.total) }));
  }
  if (response.status === 422 && typeof answer.field === 'string') {
    const name = fieldName(answer.field);
    if (ERROR_FIELDS.includes(name)) {
      view.fieldError(name, serverMessage(name, values[name as AddressField] ?? '', labels));
      view.formError(labels.errorForm);
      view.focusField(name);
      return;
    }
  }
  view.formError(response.status === 502 ? labels.errorProvider : labels.errorGeneric);
}
