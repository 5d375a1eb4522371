/**
 * The checkout's own state in the browser (docs/checkout.md), beside the cart's
 * (client/state/cart.ts: the lines, the chosen delivery, service point and payment kind,
 * the postal code, the provider's orders) and the coupons' (client/state/discount.ts): the
 * delivery methods offered for the postal code, the gift cards applied, and where placing
 * the order stands. The modules beside it change it with plain functions; the page
 * (client/checkout/page.ts) draws it.
 */
import { proxy } from 'valtio/vanilla';
import { EMAIL_DELIVERY, type DeliveryMethod } from '../../shared/delivery';
import { isSentByEmail } from '../../shared/gift-card';
import { state as cart } from '../state/cart';
import { state as discount } from '../state/discount';
import { checkoutTotals, type CheckoutTotals, type GiftCardUse } from './totals';

/** An order of gift cards alone goes by EMAIL_DELIVERY: no charge, no postal address. */
export { EMAIL_DELIVERY, type DeliveryMethod };

/** The commerce API takes at most three gift cards on an order. */
export const MAX_GIFT_CARDS = 3;

export interface CheckoutState {
  /** The market's decimals: the totals are rounded as the order's are. */
  decimals: number;
  /** The delivery methods offered for `methodsFor`. */
  methods: DeliveryMethod[];
  /** The postal code the methods are (being) loaded for; '' before one, or after a failed load. */
  methodsFor: string;
  /** The postal code the service points are (being) loaded for. */
  pointsFor: string;
  giftCards: GiftCardUse[];
  isSubmitting: boolean;
  /** The server's total after a 409 total_changed: the shopper has now seen it. */
  acceptedTotal: number | null;
}

const initial = (decimals: number): CheckoutState => ({
  decimals,
  methods: [],
  methodsFor: '',
  pointsFor: '',
  giftCards: [],
  isSubmitting: false,
  acceptedTotal: null,
});

export const state = proxy<CheckoutState>(initial(0));

/** A new checkout page: nothing loaded yet, the gift cards this tab kept (client/checkout/tab-storage.ts). */
export function startCheckoutState(decimals: number, giftCards: readonly GiftCardUse[] = []): void {
  Object.assign(state, initial(decimals), { giftCards: giftCards.slice(0, MAX_GIFT_CARDS) });
}

/** Gift cards alone are e-mailed (docs/checkout.md "Gift cards"): no postal address, no delivery to choose. */
export const isByEmail = (): boolean => isSentByEmail(cart.items);

/** The way of delivery the order goes by: e-mail for gift cards alone, else the offered method the cart names. */
export function chosenMethod(): DeliveryMethod | null {
  if (isByEmail()) return EMAIL_DELIVERY;
  return state.methods.find((method) => method.id === cart.shippingMethod) ?? null;
}

/** What the summary shows and the order is placed with, as things stand. */
export function currentTotals(): CheckoutTotals {
  return checkoutTotals({
    lines: cart.items,
    coupons: discount.coupons,
    decimals: state.decimals,
    delivery: chosenMethod(),
    giftCards: state.giftCards,
  });
}

/** The cart's lines as the checkout's analytics events name them (GA4 items). */
export const analyticsItems = () =>
  cart.items.map((line) => ({
    item_id: line.sku,
    item_name: line.name,
    ...(line.variation_name ? { item_variant: line.variation_name } : {}),
    price: line.price,
    quantity: line.quantity,
  }));
