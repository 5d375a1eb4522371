import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../../../shared/locales';
import { shopperInStockholm } from '../../../../shared/testing';
import type { OrderAnswer } from '../checkout/orders/answer';
import { EMAIL } from '../../../../locales/email';
import { confirmationEmail } from './order-confirmation';

const SHOP = 'https://artlane.se';

const order = (locale: string, overrides: Partial<OrderAnswer> = {}): OrderAnswer => ({
  order_id: '01JDZ6ZK3M1H4W2Q8N5X7R9T0B',
  checkout_id: 'checkout-1',
  status: 'paid',
  created_at: '2026-11-25T12:00:00.000Z',
  paid_at: '2026-11-25T12:01:00.000Z',
  locale,
  currency: 'SEK',
  ...shopperInStockholm(),
  shipping: {
    method: 'service_point',
    price: 0,
    service_point: { id: 'SE-11122-1', name: 'PostNord Ombud 111 22', street: 'PostNord 4', postal_code: '111 22' },
    lead_days: [2, 4],
  },
  payment: { kind: 'card', status: 'captured', decline_reason: null, app_url: null },
  lines: [
    {
      sku: 'P1-50x70',
      product_id: 1,
      name: 'Fjäll <i>',
      variation_name: '50x70 cm',
      slug: 'fjall',
      thumb: '',
      quantity: 2,
      price: 349,
      ordinary_price: 349,
      vat: 25,
      metadata: null,
    },
  ],
  coupons: [{ code: 'SPRING-25', discount: 175 }],
  gift_cards: [],
  totals: { lines: 698, discount: 175, shipping: 0, gift_cards: 0, total: 523, vat: 104.6, currency: 'SEK' },
  refunded: 0,
  ...overrides,
});

describe('the order confirmation e-mail', () => {
  it('says in the order’s language what was bought, what it cost and where it goes', async () => {
    const mail = await confirmationEmail(order('sv'), [], SHOP);
    expect(mail).toMatchObject({
      to: 'anna@example.com',
      kind: 'order-confirmation',
      subject: 'Orderbekräftelse 01JDZ6ZK3M1H4W2Q8N5X7R9T0B',
    });
    expect(mail.text).toContain('Hej Anna!');
    expect(mail.text).toContain('2 × Fjäll <i> (50x70 cm)');
    expect(mail.text).toMatch(/Rabatt\s+−175\skr/);
    expect(mail.text).toMatch(/Frakt: Utlämningsställe\s+Fri frakt/);
    expect(mail.text).toMatch(/Totalt\s+523\skr/);
    expect(mail.text).toContain('c/o Berg');
    expect(mail.text).toContain('PostNord Ombud 111 22');
    expect(mail.html).toContain('Fjäll &lt;i&gt;');
    expect(mail.html).not.toContain('<i>');
  });

  it('for gift cards alone (delivered by e-mail): no delivery time and no postal address', async () => {
    const mail = await confirmationEmail(
      order('sv', {
        address: { first_name: 'Anna', last_name: 'Andersson', company: '', care_of: '', street: '', postal_code: '', city: '' },
        shipping: { method: 'email', price: 0, service_point: null, lead_days: [0, 0] },
      }),
      [],
      SHOP,
    );
    expect(mail.text).toContain(EMAIL.sv.order.by_email);
    expect(mail.text).toMatch(/Frakt: Via e-post\s+Fri frakt/);
    expect(mail.text).not.toContain('arbetsdagar');
    expect(mail.text).not.toContain(EMAIL.sv.order.delivery_address);
    expect(mail.html).not.toContain(EMAIL.sv.order.delivery_address);
  });

  it.each(LOCALE_CODES)('%s has every string, and the e-mail fills in every placeholder', async (locale) => {
    const strings = EMAIL[locale].order;
    for (const [key, value] of Object.entries(strings)) {
      if (typeof value === 'string') expect(value.trim(), key).not.toBe('');
    }
    const mail = await confirmationEmail(
      order(locale, {
        currency: 'EUR',
        totals: { lines: 57.9, discount: 0, shipping: 4.95, gift_cards: 10, total: 52.85, vat: 9.17, currency: 'EUR' },
      }),
      [],
      SHOP,
    );
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/\{\w+\}/);
    expect(mail.html).toContain(`lang="${locale}"`);
  });
});
