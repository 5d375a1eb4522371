/** Test fixtures of the checkout's modules: the page's English texts, money in whole kronor, a cart to check out. */
import { ProductType } from '../../shared/types';
import { state as cart } from '../state/cart';
import { cartLine, resetClientState } from '../state/testing';
import type { CheckoutPageData } from './contracts';
import { startCheckoutState } from './store';
import type { DeliveryMethod } from './store';

export const LABELS: CheckoutPageData['labels'] = {
  empty: 'Your cart is empty.',
  continueShopping: 'Continue shopping',
  subtotal: 'Subtotal',
  discount: 'Discount',
  delivery: 'Delivery',
  deliveryFree: 'Free',
  deliveryUnknown: 'Calculated from your postal code',
  freeDeliveryLeft: '{{amount}} more for free delivery',
  giftCards: 'Gift cards',
  total: 'To pay',
  vatIncluded: 'VAT included: {{amount}}',
  quantity: 'Quantity: {{count}}',
  deliveryEnterPostal: 'Enter your postal code to see the delivery options.',
  deliveryLoading: 'Looking up delivery options…',
  deliveryFor: 'Delivery options for {{postal_code}}',
  methods: { home: 'Home delivery', service_point: 'Pick-up point', express: 'Express delivery', email: 'By e-mail' },
  methodUnavailable: 'Not available for this postal code',
  leadDays: '{{min}}–{{max}} working days',
  leadDayOne: 'Next working day',
  serviceDistance: '{{distance}} km',
  giftCardApplied: 'Gift card {{code}}: {{amount}}',
  giftCardRemove: 'Remove gift card {{code}}',
  giftCardInvalid: 'This gift card cannot be used here.',
  submit: 'Place order',
  submitting: 'Placing your order…',
  errorRequired: 'Fill in this field.',
  errorEmail: 'Enter an e-mail address.',
  errorPhone: 'Enter a phone number.',
  errorPostal: 'Enter a postal code of Sweden.',
  errorTooLong: 'This is too long.',
  errorShipping: 'Choose a delivery method.',
  errorServicePoint: 'Choose a pick-up point.',
  errorPayment: 'Choose a payment method.',
  errorSoldOut: 'Sold out: {{items}}.',
  errorTotalChanged: 'The total is now {{amount}}.',
  errorProvider: 'The payment service could not be reached.',
  errorTooMany: 'Too many orders: try again in {{minutes}} minutes.',
  errorForm: 'Check the fields marked.',
  errorGeneric: 'Something went wrong. Please try again.',
  paymentDeclined: 'The payment was declined.',
  paymentCancelled: 'The payment was cancelled.',
  paymentExpired: 'The payment expired.',
  bankidWaiting: 'Confirm {{amount}} in the BankID app.',
  bankidOpen: 'Open BankID',
  bankidCancel: 'Cancel',
};

/** Whole kronor, as a Swedish page shows them (without the locale's spaces, to read easily in a test). */
export const kr = (amount: number) => `${amount} kr`;

export const HOME: DeliveryMethod = { id: 'home', price: 49, free_from: 499, lead_days: [2, 4] };
export const PICK_UP: DeliveryMethod = { id: 'service_point', price: 29, free_from: null, lead_days: [1, 1] };

/** A Swedish checkout (0 decimals) of `lines`, analytics collected into the returned list. */
export function checkoutOf(lines = [cartLine()]): Record<string, unknown>[] {
  const pushed = resetClientState();
  startCheckoutState(0);
  cart.items = lines;
  cart.checkoutID = 'checkout-1';
  return pushed;
}

/** A gift card line of the cart (e-mailed, no postal address). */
export const giftCardLine = (price = 500) =>
  cartLine({ uuid: 'card-1', sku: 'GC-500', name: 'Gift card', type: ProductType.GiftCard, price, ordinary_price: price, vat: 0 });
