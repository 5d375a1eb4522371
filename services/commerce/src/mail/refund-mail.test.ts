import { describe, expect, it } from 'vitest';
import { refundMail } from './refund-mail';

/**
 * The refund e-mail as the operator's refund action (ops/orders, branch h-k) gets it: from
 * the order row and the refund, to the buyer, in the order's language and currency, on the
 * order's own shop, transactional (no List-Unsubscribe).
 */
const order = {
  id: '01JDZ6ZK3M1H4W2Q8N5X7R9T0B',
  email: 'anna@example.com',
  locale: 'de',
  address: JSON.stringify({ first_name: 'Anna', last_name: 'Andersson' }),
  shop_origin: 'https://artlane.de',
};

describe('refundMail', () => {
  it('tells the buyer, in the order’s language, how much came back and for which lines', async () => {
    const mail = await refundMail(order, {
      amount: 34.9,
      currency: 'EUR',
      lines: [{ name: 'Fjäll', variation_name: '50x70 cm', quantity: 1 }],
    });
    expect(mail).toMatchObject({ to: 'anna@example.com', kind: 'refund', headers: {} });
    expect(mail.subject).toContain(order.id);
    expect(mail.html).toContain('lang="de"');
    expect(mail.text).toContain('Hallo Anna');
    expect(mail.text).toMatch(/34,90\s€/);
    expect(mail.text).toContain('1 × Fjäll (50x70 cm)');
    expect(mail.text).toContain('https://artlane.de/');
    expect(mail.text).not.toMatch(/refund\.\w+|\{\{/);
  });

  it('a refund without lines says the amount only; a code the shop no longer has reads English', async () => {
    const mail = await refundMail({ ...order, locale: 'xx' }, { amount: 299, currency: 'SEK' });
    expect(mail.html).toContain('lang="en"');
    expect(mail.text).toMatch(/SEK\s?299|299\skr/);
    expect(mail.text).not.toContain('×');
  });
});
