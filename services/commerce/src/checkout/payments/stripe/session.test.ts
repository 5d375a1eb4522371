import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { toMinorUnits, type NewSession } from '../provider';
import { checkoutSessionParams, paymentSessionOf, SESSION_LIFETIME_SECONDS, statusOf, stripeAmountProblem } from './session';

const NOW = new Date('2026-11-28T12:00:00Z');

function newSession(overrides: Partial<NewSession> = {}): NewSession {
  return {
    reference: 'A1B2C3D4E5',
    kind: 'card',
    amount: 34_900,
    currency: 'SEK',
    locale: 'sv',
    country: 'SE',
    customer: { email: 'anna@example.com', name: 'Anna Andersson', phone: '+46 70 123 45 67' },
    return_url: 'https://artlane.se/checkout/confirmation/A1B2C3D4E5',
    cancel_url: 'https://artlane.se/checkout/c1?payment=cancelled',
    webhook_url: '',
    ...overrides,
  };
}

describe('the Checkout Session a shop session opens', () => {
  it('charges the order total in the market currency, on its own domain and language, with the order as reference', () => {
    const lines = [
      { name: 'Nordic Fjord, 50x70', quantity: 1, unit_amount: 29_900 },
      { name: 'Frakt', quantity: 1, unit_amount: 5_000 },
    ];
    expect(checkoutSessionParams(newSession(), lines, NOW)).toEqual({
      mode: 'payment',
      client_reference_id: 'A1B2C3D4E5',
      customer_email: 'anna@example.com',
      locale: 'sv',
      payment_method_types: ['card'],
      line_items: [
        { quantity: 1, price_data: { currency: 'sek', unit_amount: 29_900, product_data: { name: 'Nordic Fjord, 50x70' } } },
        { quantity: 1, price_data: { currency: 'sek', unit_amount: 5_000, product_data: { name: 'Frakt' } } },
      ],
      success_url: 'https://artlane.se/checkout/confirmation/A1B2C3D4E5',
      cancel_url: 'https://artlane.se/checkout/c1?payment=cancelled',
      expires_at: NOW.getTime() / 1000 + SESSION_LIFETIME_SECONDS,
      metadata: { order: 'A1B2C3D4E5', kind: 'card' },
      payment_intent_data: { capture_method: 'manual', metadata: { order: 'A1B2C3D4E5', kind: 'card' } },
    });
  });

  it('charges one line of the total when the lines do not add up to it (a coupon, a gift card)', () => {
    const params = checkoutSessionParams(newSession({ amount: 24_900 }), [{ name: 'Nordic Fjord', quantity: 1, unit_amount: 29_900 }], NOW);
    expect(params.line_items).toEqual([
      { quantity: 1, price_data: { currency: 'sek', unit_amount: 24_900, product_data: { name: 'Artlane order A1B2C3D4E5' } } },
    ]);
  });

  it('asks for the method of the market, and leaves capture to the shop only where the method can wait', () => {
    const swish = checkoutSessionParams(newSession({ kind: 'bankid' }), [], NOW);
    expect(swish.payment_method_types).toEqual(['swish']);
    expect(swish.payment_intent_data).toEqual({ metadata: { order: 'A1B2C3D4E5', kind: 'bankid' } });
    const nl = { locale: 'nl', country: 'NL', currency: 'EUR', amount: 2_895 };
    const ideal = checkoutSessionParams(newSession({ ...nl, kind: 'ideal' }), [], NOW);
    expect(ideal).toMatchObject({
      payment_method_types: ['ideal'],
      locale: 'nl',
      line_items: [{ price_data: { currency: 'eur', unit_amount: 2_895 } }],
    });
    expect(ideal.payment_intent_data).not.toHaveProperty('capture_method');
    const klarna = checkoutSessionParams(newSession({ ...nl, kind: 'pay_later' }), [], NOW);
    expect(klarna).toMatchObject({ payment_method_types: ['klarna'], payment_intent_data: { capture_method: 'manual' } });
    const mobilepay = checkoutSessionParams(newSession({ locale: 'da', country: 'DK', currency: 'DKK', kind: 'bankid' }), [], NOW);
    expect(mobilepay).toMatchObject({
      payment_method_types: ['mobilepay'],
      locale: 'da',
      line_items: [{ price_data: { currency: 'dkk' } }],
    });
    expect(checkoutSessionParams(newSession({ locale: 'en', country: 'GB', currency: 'GBP' }), [], NOW).locale).toBe('en-GB');
  });

  it('refuses a kind Stripe cannot offer in the market rather than open a session for another', () => {
    expect(() => checkoutSessionParams(newSession({ locale: 'de', country: 'DE', currency: 'EUR', kind: 'ideal' }), [], NOW)).toThrow(
      /No Stripe payment method serves "ideal" in the de market/,
    );
  });
});

describe('amounts in minor units', () => {
  it("are Stripe's for the shop's currencies and PLN: hundredths, whole numbers however the price was written", () => {
    expect(toMinorUnits(349)).toBe(34_900); // SEK: öre
    expect(toMinorUnits(28.95)).toBe(2_895); // EUR: cents
    expect(toMinorUnits(1.1 + 2.2)).toBe(330); // float noise rounds away
    expect(toMinorUnits(19.99 * 3)).toBe(5_997);
    for (const currency of ['SEK', 'DKK', 'EUR', 'GBP', 'PLN', 'sek']) expect(stripeAmountProblem(34_900, currency), currency).toBeNull();
  });

  it('refuses what Stripe would read otherwise: zero- and three-decimal currencies, HUF with fillér, no amount', () => {
    expect(stripeAmountProblem(34_900, 'JPY')).toMatch(/JPY does not have two decimals/);
    expect(stripeAmountProblem(34_900, 'KWD')).toMatch(/KWD does not have two decimals/);
    expect(stripeAmountProblem(1_250_000, 'HUF')).toBeNull(); // 12 500 Ft
    expect(stripeAmountProblem(1_250_050, 'HUF')).toMatch(/whole units only/);
    expect(stripeAmountProblem(0, 'SEK')).toMatch(/not a positive whole number/);
    expect(stripeAmountProblem(12.5, 'EUR')).toMatch(/not a positive whole number/);
    expect(() => checkoutSessionParams(newSession({ currency: 'JPY' }), [], NOW)).toThrow(/Stripe cannot charge order A1B2C3D4E5/);
  });
});

/** A Checkout Session as Stripe answers GET /v1/checkout/sessions/{id}?expand[]=payment_intent.latest_charge (the fields read). */
function checkout(
  status: Stripe.Checkout.Session.Status,
  intent: { status: Stripe.PaymentIntent.Status; amount_received?: number; refunded?: number; error?: object } | null,
): Stripe.Checkout.Session {
  return {
    id: 'cs_test_1',
    object: 'checkout.session',
    status,
    client_reference_id: 'A1B2C3D4E5',
    metadata: { order: 'A1B2C3D4E5', kind: 'card' },
    amount_total: 34_900,
    currency: 'sek',
    created: 1_764_331_200,
    payment_intent: intent && {
      id: 'pi_1',
      object: 'payment_intent',
      status: intent.status,
      amount: 34_900,
      amount_received: intent.amount_received ?? 0,
      created: 1_764_331_260,
      last_payment_error: intent.error ?? null,
      latest_charge: { id: 'ch_1', object: 'charge', amount_refunded: intent.refunded ?? 0 },
    },
  } as unknown as Stripe.Checkout.Session;
}

describe("the shop's status of a Checkout Session", () => {
  it('follows the session and its payment', () => {
    expect(statusOf(checkout('open', null))).toBe('pending');
    expect(statusOf(checkout('complete', { status: 'processing' }))).toBe('pending');
    expect(statusOf(checkout('complete', { status: 'requires_capture' }))).toBe('authorized');
    expect(statusOf(checkout('complete', { status: 'succeeded', amount_received: 34_900 }))).toBe('captured');
    expect(statusOf(checkout('complete', { status: 'succeeded', amount_received: 34_900, refunded: 10_000 }))).toBe('captured');
    expect(statusOf(checkout('complete', { status: 'succeeded', amount_received: 34_900, refunded: 34_900 }))).toBe('refunded');
    expect(statusOf(checkout('complete', { status: 'requires_payment_method' }))).toBe('declined');
    expect(statusOf(checkout('complete', { status: 'canceled' }))).toBe('cancelled');
    expect(statusOf(checkout('expired', null))).toBe('expired');
    expect(statusOf(checkout('expired', { status: 'canceled' }))).toBe('cancelled');
  });

  it('is the payment session of the interface: amount in minor units, currency upper case, the order and kind', () => {
    expect(paymentSessionOf(checkout('complete', { status: 'succeeded', amount_received: 34_900, refunded: 4_900 }))).toEqual({
      id: 'cs_test_1',
      reference: 'A1B2C3D4E5',
      kind: 'card',
      amount: 34_900,
      currency: 'SEK',
      status: 'captured',
      decline_reason: null,
      captured_amount: 34_900,
      refunded_amount: 4_900,
      created_at: '2025-11-28T12:00:00.000Z',
      updated_at: '2025-11-28T12:01:00.000Z',
    });
    const declined = paymentSessionOf(
      checkout('complete', { status: 'requires_payment_method', error: { code: 'card_declined', decline_code: 'insufficient_funds' } }),
    );
    expect(declined).toMatchObject({ status: 'declined', decline_reason: 'insufficient_funds', captured_amount: 0 });
  });
});
