import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, LOCALES } from '../locales';
import { PAYMENT_KINDS, PAYMENT_KINDS_BY_LOCALE } from '../payment-methods';
import { POSTAL_FORMATS, checkoutFieldError, checkoutRequest, isHttpOrigin } from './checkout';

const valid = {
  checkout_id: '6f1c2b9e-0d4a-4a8e-9a57-3f3c2d1e0b7a',
  items: [{ sku: 'P00100-50x70', quantity: 2 }],
  coupons: ['spring-25'],
  gift_cards: ['demo seka 2345 6789'],
  contact: { email: ' anna@example.com ', phone: '+46 70-123 45 67' },
  address: { first_name: 'Anna', last_name: 'Andersson', street: 'Storgatan 1', postal_code: '11122', city: 'Stockholm' },
  shipping_method: 'home',
  service_point: null,
  payment_method: 'bankid',
  expected_total: 1047,
  newsletter: false,
};

const errorOf = (body: unknown, locale: (typeof LOCALE_CODES)[number] = 'sv') => {
  const result = v.safeParse(checkoutRequest(locale), body);
  return result.success ? null : checkoutFieldError(result.issues);
};

describe('checkoutRequest', () => {
  it('reads a checkout as the page sends it (without shop_origin): codes, address and e-mail written out', () => {
    const output = v.parse(checkoutRequest('sv'), valid);
    expect(output).toMatchObject({
      gift_cards: ['DEMO-SEKA-2345-6789'],
      contact: { email: 'anna@example.com', phone: '+46 70-123 45 67' },
      address: { postal_code: '111 22', company: '', care_of: '' },
    });
    expect(output).not.toHaveProperty('shop_origin');
  });

  it.each([
    [{ ...valid, contact: { ...valid.contact, email: 'x' } }, 'contact.email', 'contact.email is not a valid e-mail address'],
    [
      { ...valid, gift_cards: ['AAAA-AAAA-AAAA-AAAA', 'BBBB-BBBB-BBBB-BBBB', 'CCCC-CCCC-CCCC-CCCC', 'DDDD-DDDD-DDDD-DDDD'] },
      'gift_cards',
      'gift_cards may hold at most 3 entries',
    ],
    [
      { ...valid, gift_cards: ['DEMO-SEKA-2345-6789', 'nope'] },
      'gift_cards.1',
      'gift_cards[1] is not a gift card code, e.g. ABCD-EFGH-JKLM-NPQR',
    ],
    [{ ...valid, coupons: [7] }, 'coupons.0', 'coupons[0] must be a string'],
    [{ ...valid, shipping_method: 'service_point' }, 'service_point', 'service_point is required for delivery to a service point'],
    [{ ...valid, checkout_id: 'has spaces in it' }, 'checkout_id', 'checkout_id may hold only letters, digits and dashes'],
    [
      { ...valid, shop_origin: 'javascript:alert(1)' },
      'shop_origin',
      'shop_origin must be an http or https origin such as https://artlane.se',
    ],
    [{ ...valid, expected_total: '1047' }, 'expected_total', 'expected_total must be a number'],
    [{ ...valid, address: { ...valid.address, city: undefined } }, 'address.city', 'address.city is required'],
  ])('%j → %s', (body, field, error) => {
    expect(errorOf(body)).toEqual({ field, error, isShape: false });
  });

  it('an e-mail delivery (gift cards alone) needs no postal address', () => {
    const { street: _s, postal_code: _p, city: _c, ...names } = valid.address;
    const byEmail = v.parse(checkoutRequest('sv'), { ...valid, shipping_method: 'email', address: names });
    expect(byEmail.address).toEqual({ ...names, company: '', care_of: '', street: '', postal_code: '', city: '' });
    // Any other delivery still needs each of them.
    for (const field of ['street', 'postal_code', 'city'] as const) {
      const { [field]: _gone, ...rest } = valid.address;
      expect(errorOf({ ...valid, address: rest })).toEqual({
        field: `address.${field}`,
        error: `address.${field} is required`,
        isShape: false,
      });
    }
  });

  it('payment_method may be null (gift cards paying it all: the API decides), never another market’s kind', () => {
    expect(v.parse(checkoutRequest('sv'), { ...valid, payment_method: null }).payment_method).toBeNull();
    expect(v.parse(checkoutRequest('sv'), { ...valid, payment_method: undefined }).payment_method).toBeNull();
    expect(errorOf({ ...valid, payment_method: 'ideal' })?.field).toBe('payment_method');
  });

  it('a body that is not an object, or has a field the call does not know, is a matter of shape', () => {
    expect(errorOf([])).toMatchObject({ isShape: true, field: 'body' });
    expect(errorOf({ ...valid, colour: 'blue' })).toEqual({ field: 'body', error: 'body has an unknown field "colour"', isShape: true });
    expect(errorOf({ ...valid, contact: { ...valid.contact, fax: '1' } })).toMatchObject({ field: 'contact', isShape: true });
  });

  it('every market takes its own payment kinds and no other', () => {
    for (const locale of LOCALE_CODES) {
      const address = { ...valid.address, postal_code: POSTAL_FORMATS[LOCALES[locale].countryCode]!.example };
      for (const kind of PAYMENT_KINDS) {
        const offered = PAYMENT_KINDS_BY_LOCALE[locale].includes(kind);
        const error = errorOf({ ...valid, payment_method: kind, address, gift_cards: [] }, locale);
        expect(error?.field ?? null).toBe(offered ? null : 'payment_method');
      }
    }
  });

  it.each([
    ['https://artlane.se', true],
    ['http://sv.localhost:8787', true],
    ['https://artlane.se/', false],
    ['https://artlane.se/checkout', false],
    ['ftp://artlane.se', false],
    ['artlane.se', false],
  ])('%s is an http(s) origin: %s', (value, expected) => expect(isHttpOrigin(value)).toBe(expected));
});
