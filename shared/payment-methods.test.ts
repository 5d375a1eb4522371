import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, LOCALES } from './locales';
import { PAYMENT_KINDS_BY_LOCALE, offersPaymentKind } from './payment-methods';

describe('payment kinds per market', () => {
  it('card everywhere; bank-id style in sv, da and fi; iDEAL only in nl', () => {
    for (const code of LOCALE_CODES) expect(offersPaymentKind(code, 'card'), code).toBe(true);
    expect(LOCALE_CODES.filter((code) => offersPaymentKind(code, 'bankid'))).toEqual(['sv', 'da', 'fi']);
    expect(LOCALE_CODES.filter((code) => offersPaymentKind(code, 'ideal'))).toEqual(['nl']);
  });

  it('the footer shows the logo of every kind the market offers (the locale paymentMethods, with width and height: docs/site.md "Layout")', () => {
    const brand = { pay_later: 'klarna', bankid: 'bankid', ideal: 'ideal' } as const;
    for (const code of LOCALE_CODES) {
      const logos = LOCALES[code].paymentMethods;
      for (const logo of logos) expect(logo.width > 0 && logo.height > 0, `${code} ${logo.name}`).toBe(true);
      for (const kind of PAYMENT_KINDS_BY_LOCALE[code]) {
        if (kind === 'card' || kind === 'invoice') continue;
        expect(
          logos.map((logo) => logo.name),
          `${code} ${kind}`,
        ).toContain(brand[kind]);
      }
    }
  });
});
