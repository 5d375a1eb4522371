import { describe, expect, it } from 'vitest';
import { state as cart } from '../state/cart';
import { cartLine } from '../state/testing';
import { chosenMethod, currentTotals, EMAIL_DELIVERY, isByEmail, MAX_GIFT_CARDS, startCheckoutState, state } from './store';
import { checkoutOf, giftCardLine, HOME, PICK_UP } from './testing';

describe('the checkout store', () => {
  it('goes by the offered method the cart names, and by none the postal code does not offer', () => {
    checkoutOf();
    state.methods = [HOME, PICK_UP];
    expect(chosenMethod()).toBeNull();
    cart.shippingMethod = 'service_point';
    expect(chosenMethod()).toMatchObject({ id: 'service_point', price: 29 });
    cart.shippingMethod = 'express';
    expect(chosenMethod()).toBeNull();
  });

  it('sends an order of gift cards alone by e-mail, free, whatever the cart names; one poster more and it goes by post', () => {
    checkoutOf([giftCardLine()]);
    cart.shippingMethod = 'home';
    state.methods = [HOME];
    expect(isByEmail()).toBe(true);
    expect(chosenMethod()).toEqual(EMAIL_DELIVERY);
    cart.items = [giftCardLine(), cartLine()];
    expect(isByEmail()).toBe(false);
    expect(chosenMethod()).toMatchObject({ id: 'home' });
  });

  it('totals the cart with the chosen delivery and the gift cards applied, rounded to the market', () => {
    checkoutOf([cartLine({ price: 199.5, quantity: 2 })]);
    startCheckoutState(2, [{ code: 'DEMO-SEKA-2345-6789', balance: 100 }]);
    state.methods = [HOME];
    cart.shippingMethod = 'home';
    expect(currentTotals()).toMatchObject({ lines: 399, shipping: 49, total: 348, freeDeliveryLeft: 100 });
    expect(currentTotals().giftCards).toEqual([{ code: 'DEMO-SEKA-2345-6789', amount: 100 }]);
  });

  it('starts a page with nothing loaded and at most three of the gift cards the tab kept', () => {
    checkoutOf();
    Object.assign(state, { methods: [HOME], methodsFor: '11455', pointsFor: '11455', isSubmitting: true, acceptedTotal: 5 });
    const kept = ['A', 'B', 'C', 'D'].map((group) => ({ code: `AAAA-BBBB-CCCC-DDD${group}`, balance: 10 }));
    startCheckoutState(0, kept);
    expect(state).toMatchObject({ methods: [], methodsFor: '', pointsFor: '', isSubmitting: false, acceptedTotal: null });
    expect(state.giftCards.map((card) => card.code)).toEqual(kept.slice(0, MAX_GIFT_CARDS).map((card) => card.code));
  });
});
