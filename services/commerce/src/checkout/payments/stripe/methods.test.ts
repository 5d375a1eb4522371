import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../../../../../shared/locales';
import { PAYMENT_KINDS_BY_LOCALE } from '../../../../../../shared/payment-methods';
import { checkoutLocale, offers, stripeMethodFor, unservedKinds } from './methods';

/** Stripe's own enums for POST /v1/checkout/sessions, from its published description (tests/fixtures/stripe/). */
const description = JSON.parse(readFileSync(new URL('../../../../../../tests/fixtures/stripe/openapi.json', import.meta.url), 'utf8'));
const createForm = description.paths['/v1/checkout/sessions'].post.requestBody.content['application/x-www-form-urlencoded'].schema;
const STRIPE_LOCALES: string[] = createForm.properties.locale.enum;
const STRIPE_METHOD_TYPES: string[] = createForm.properties.payment_method_types.items.enum;

describe('which Stripe method serves each kind in each market', () => {
  it('maps every kind the shop offers to the method docs/payments.md names', () => {
    const table = Object.fromEntries(
      LOCALE_CODES.map((locale) => [
        locale,
        Object.fromEntries(PAYMENT_KINDS_BY_LOCALE[locale].map((kind) => [kind, stripeMethodFor(locale, kind)])),
      ]),
    );
    const cardOnly = { card: 'card' };
    expect(table).toEqual({
      sv: { card: 'card', bankid: 'swish', pay_later: 'klarna', invoice: 'klarna' },
      da: { card: 'card', bankid: 'mobilepay', pay_later: 'klarna', invoice: 'klarna' },
      fi: { card: 'card', bankid: 'mobilepay', pay_later: 'klarna', invoice: 'klarna' },
      de: { card: 'card', pay_later: 'klarna', invoice: 'klarna' },
      nl: { card: 'card', ideal: 'ideal', pay_later: 'klarna' },
      en: { card: 'card', pay_later: 'klarna' },
      ...Object.fromEntries(['cs', 'es', 'et', 'fr', 'hr', 'hu', 'it', 'lt', 'lv', 'pl', 'pt', 'ro', 'sl'].map((l) => [l, cardOnly])),
    });
    // Each is a payment method type Stripe's Checkout takes (its description's enum).
    for (const methods of Object.values(table)) for (const method of Object.values(methods)) expect(STRIPE_METHOD_TYPES).toContain(method);
  });

  it('offers a method only in its countries and currencies', () => {
    expect(offers('swish', 'SE', 'SEK')).toBe(true);
    expect(offers('swish', 'SE', 'EUR')).toBe(false);
    expect(offers('swish', 'DK', 'DKK')).toBe(false);
    expect(offers('ideal', 'NL', 'EUR')).toBe(true);
    expect(offers('ideal', 'DE', 'EUR')).toBe(false);
    expect(offers('klarna', 'SE', 'EUR')).toBe(false); // Klarna charges Swedes in SEK
    expect(offers('klarna', 'GB', 'GBP')).toBe(true);
    expect(offers('klarna', 'HU', 'EUR')).toBe(false);
    expect(offers('mobilepay', 'FI', 'EUR')).toBe(true);
    expect(offers('mobilepay', 'SE', 'SEK')).toBe(false);
    expect(offers('card', 'HU', 'EUR')).toBe(true);
  });

  it('finds no unserved kind in the shop as configured, and names each one a market adds that Stripe cannot offer', () => {
    expect(unservedKinds()).toEqual([]);
    const problems = unservedKinds({
      ...PAYMENT_KINDS_BY_LOCALE,
      de: ['card', 'ideal'],
      hu: ['card', 'pay_later'],
      en: ['card', 'bankid'],
    });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/the de market \(DE, EUR\) offers "ideal"/);
    expect(problems.join('\n')).toMatch(/the hu market \(HU, EUR\) offers "pay_later"/);
    expect(problems.join('\n')).toMatch(/the en market \(GB, GBP\) offers "bankid"/);
  });
});

describe("Stripe Checkout's language", () => {
  it("is one of Checkout's locales for each of the 19 languages, British English for en", () => {
    for (const locale of LOCALE_CODES) expect(STRIPE_LOCALES, locale).toContain(checkoutLocale(locale));
    expect(checkoutLocale('en')).toBe('en-GB');
    expect(checkoutLocale('sv')).toBe('sv');
  });
});
