import { describe, expect, it } from 'vitest';
import { EMAIL } from '../../../../locales/email';
import { LOCALE_CODES, type LocaleCode } from '../../../../shared/locales';
import type { OrderAnswer } from '../checkout/orders/answer';
import { exampleMessage, EXAMPLE_ORIGIN, largestOrderMessage } from './examples';
import { MAIL_KINDS, NEWSLETTER_KINDS, type MailKind, type MailMessage } from './kinds';
import { MAX_HTML_BYTES, renderMail } from './render';
import { leadTime } from './templates/OrderConfirmation';
import { mailWords } from './words';

/** Every area of locales/email: a key name such as "order.subject" in a mail means a string is missing. */
const KEY_NAME = new RegExp(`\\b(${Object.keys(EMAIL.en).join('|')})\\.[a-z_]+`);
const bytes = (text: string) => new TextEncoder().encode(text).length;
const attributes = (html: string, name: string) => [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, 'g'))].map((match) => match[1]!);
/** The visible text of the HTML part: tags dropped, entities left (none spells a key). */
const visible = (html: string) => html.replace(/<[^>]+>/g, ' ');

describe.each(MAIL_KINDS)('%s', (kind) => {
  it.each(LOCALE_CODES)('in %s: both parts, every string, every placeholder filled, links on the shop, under 100 KB', async (locale) => {
    const mail = await renderMail(exampleMessage(kind, locale));
    expect(mail.subject.trim()).not.toBe('');
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain(`<html dir="ltr" lang="${locale}"`);
    expect(mail.text.trim().length).toBeGreaterThan(40);
    for (const part of [mail.subject, mail.text, visible(mail.html)]) {
      expect(part).not.toMatch(KEY_NAME);
      expect(part).not.toMatch(/\{\{|\}\}|\{\w+\}/);
    }
    const links = [...attributes(mail.html, 'href'), ...attributes(mail.html, 'src')];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${EXAMPLE_ORIGIN}/`), link).toBe(true);
    for (const image of mail.html.match(/<img[^>]*>/g) ?? []) expect(image).toMatch(/\salt="[^"]+"/);
    expect(bytes(mail.html)).toBeLessThan(MAX_HTML_BYTES);
    // The text part says what the HTML says: the subject's order number, the shop's links.
    for (const link of attributes(mail.html, 'href')) expect(mail.text).toContain(link.replace(/&amp;/g, '&'));
  });

  it(NEWSLETTER_KINDS.has(kind) ? 'carries a one-click unsubscribe (RFC 8058)' : 'is transactional: no List-Unsubscribe', async () => {
    const { headers } = await renderMail(exampleMessage(kind, 'en'));
    if (NEWSLETTER_KINDS.has(kind)) {
      expect(headers).toEqual({
        'List-Unsubscribe': expect.stringMatching(new RegExp(`^<${EXAMPLE_ORIGIN}/unsubscribe\\?token=[0-9a-f]{32}>$`)),
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    } else {
      expect(headers).toEqual({});
    }
  });
});

it.each(LOCALE_CODES)('the largest order a cart can make stays under 100 KB in %s', async (locale) => {
  const mail = await renderMail(largestOrderMessage(locale));
  expect(bytes(mail.html)).toBeLessThan(MAX_HTML_BYTES);
  expect(mail.text).toContain(EMAIL[locale].order.more_lines.other.split('{{count}}')[0]!.trim());
});

it('names, messages and codes are text, never markup', async () => {
  const confirmation = await renderMail(exampleMessage('order-confirmation', 'en'));
  expect(confirmation.html).toContain('Fjäll &lt;i&gt;&quot;at dawn&quot;&lt;/i&gt;');
  expect(confirmation.html).not.toContain('<i>');
  const card = await renderMail(exampleMessage('gift-card', 'en'));
  expect(card.html).toContain('From &lt;Anna&gt;');
  expect(card.text).toContain('From <Anna>');
});

/** The order confirmation of email.test.ts (before issue 25), now rendered by React Email. */
describe('the order confirmation', () => {
  const swedishOrder = (overrides: Partial<OrderAnswer> = {}): MailMessage => {
    const message = exampleMessage('order-confirmation', 'sv') as Extract<MailMessage, { kind: 'order-confirmation' }>;
    const order: OrderAnswer = {
      ...message.data.order,
      locale: 'sv',
      currency: 'SEK',
      lines: [{ ...message.data.order.lines[0]!, name: 'Fjäll <i>', quantity: 2, price: 349 }],
      totals: { lines: 698, discount: 175, shipping: 0, gift_cards: 0, total: 523, vat: 104.6, currency: 'SEK' },
      ...overrides,
    };
    return { ...message, data: { ...message.data, order, gift_cards: [] } };
  };

  it('says in the order’s language what was bought, what it cost and where it goes', async () => {
    const mail = await renderMail(swedishOrder());
    expect(mail.subject).toBe('Orderbekräftelse 01JDZ6ZK3M1H4W2Q8N5X7R9T0B');
    expect(mail.text).toContain('Hej Anna!');
    expect(mail.text).toContain('2 × Fjäll <i> (50x70 cm)');
    expect(mail.text).toMatch(/Rabatt\s+−175\skr/);
    expect(mail.text).toMatch(/Frakt: Utlämningsställe\s+Fri frakt/);
    expect(mail.text).toMatch(/Totalt\s+523\skr/);
    expect(mail.text).toContain('c/o Berg');
    expect(mail.text).toContain('PostNord Ombud 111 22');
    expect(mail.text).toContain('Vi levererar inom 2–4 arbetsdagar.');
    expect(mail.html).toContain('Fjäll &lt;i&gt;');
    expect(mail.html).not.toContain('<i>');
  });

  it('for gift cards alone (delivered by e-mail): no delivery time and no postal address', async () => {
    const mail = await renderMail(
      swedishOrder({
        address: { first_name: 'Anna', last_name: 'Andersson', company: '', care_of: '', street: '', postal_code: '', city: '' },
        shipping: { method: 'email', price: 0, service_point: null, lead_days: [0, 0] },
      }),
    );
    expect(mail.text).toContain(EMAIL.sv.order.by_email);
    expect(mail.text).toMatch(/Frakt: Via e-post\s+Fri frakt/);
    expect(mail.text).not.toContain('arbetsdag');
    expect(mail.text).not.toContain(EMAIL.sv.order.delivery_address);
    expect(mail.html).not.toContain(EMAIL.sv.order.delivery_address);
  });

  it('for express, one working day, in the singular', async () => {
    const mail = await renderMail(swedishOrder({ shipping: { method: 'express', price: 99, service_point: null, lead_days: [1, 1] } }));
    expect(mail.text).toContain('Vi levererar inom 1 arbetsdag.');
    expect(mail.text).not.toContain('1–1');
  });
});

describe('the lead-time sentence', () => {
  it.each([
    ['en', [1, 1], 'We deliver within 1 working day.'],
    ['en', [2, 4], 'We deliver within 2–4 working days.'],
    ['de', [1, 1], 'Wir liefern innerhalb von 1 Werktag.'],
    ['cs', [1, 1], 'Doručíme do 1 pracovního dne.'],
    ['cs', [2, 4], 'Doručíme do 2–4 pracovních dnů.'],
    ['pl', [1, 1], 'Dostarczymy w ciągu 1 dnia roboczego.'],
    ['pl', [2, 4], 'Dostarczymy w ciągu 2–4 dni roboczych.'],
    ['lt', [1, 1], 'Pristatysime per 1 darbo dieną.'],
    ['lt', [2, 4], 'Pristatysime per 2–4 darbo dienas.'],
    ['hr', [2, 4], 'Dostavljamo u roku od 2–4 radna dana.'],
    ['sl', [1, 1], 'Dostavimo v 1 delovnem dnevu.'],
    ['fr', [1, 1], 'Nous livrons sous 1 jour ouvré.'],
  ] as const)('%s, %j working days: %s', (locale, days, sentence) => {
    expect(leadTime(mailWords(locale, EXAMPLE_ORIGIN), days)).toBe(sentence);
  });

  // A range takes its end's plural form (OrderConfirmation.tsx); where CLDR's plural ranges
  // pick another category (Latvian 2–10: other, not zero), the two forms read the same.
  it.each(LOCALE_CODES)('%s: every range of working days reads as CLDR’s plural ranges say', (locale: LocaleCode) => {
    // selectRange is in every runtime the shop uses (Node 20, workerd), not yet in TypeScript's lib.
    const rules = new Intl.PluralRules(locale) as Intl.PluralRules & { selectRange(start: number, end: number): Intl.LDMLPluralRule };
    const forms = EMAIL[locale].order.lead_time.range as Record<string, string>;
    for (let least = 1; least < 30; least++) {
      for (let most = least + 1; most <= 30; most++) {
        const expected = forms[rules.selectRange(least, most)]!.replace('{{least}}', String(least)).replace('{{count}}', String(most));
        expect(leadTime(mailWords(locale, EXAMPLE_ORIGIN), [least, most])).toBe(expected);
      }
    }
  });
});

/** Two languages of each kind, as a reader sees them: reviewed in __snapshots__/. */
const SNAPSHOTS: Record<MailKind, [LocaleCode, LocaleCode]> = {
  'order-confirmation': ['sv', 'de'],
  'payment-failed': ['en', 'pl'],
  'gift-card': ['en', 'fr'],
  'gift-card-receipt': ['sv', 'et'],
  refund: ['en', 'hu'],
  'newsletter-confirmation': ['de', 'cs'],
  'newsletter-welcome': ['en', 'lt'],
  'unsubscribe-confirmation': ['da', 'sl'],
};

/** One tag a line, so a changed word or attribute is one changed line in review. */
const readableHtml = (html: string) => html.replace(/></g, '>\n<');

describe.each(Object.entries(SNAPSHOTS))('%s snapshots', (kind, locales) => {
  it.each(locales)('%s', async (locale) => {
    const mail = await renderMail(exampleMessage(kind as MailKind, locale));
    const headers = Object.entries(mail.headers).map(([name, value]) => `${name}: ${value}`);
    const readable = [
      `Subject: ${mail.subject}`,
      ...headers,
      '',
      '--- text ---',
      mail.text,
      '',
      '--- html ---',
      readableHtml(mail.html),
      '',
    ];
    await expect(readable.join('\n')).toMatchFileSnapshot(`__snapshots__/${kind}.${locale}.txt`);
  });
});
