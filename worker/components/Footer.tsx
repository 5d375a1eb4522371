import { type Locale, type PaymentMethodName } from '../../shared/locales';
import type { Translate } from '../i18n';
import type { ShellLayout } from '../layout-reads';
import type { Widget } from '../../shared/types';
import { Await, type Later } from './later';
import { keyOf, partKey, prerendered } from './prerendered';
import { FooterColumns, NewsletterBanner, ReviewsSlot } from './site/LayoutParts';

/** Brand names are the same in every language; they are the logos' text alternatives. */
export const PAYMENT_BRANDS: Record<PaymentMethodName, string> = {
  amex: 'American Express',
  bankid: 'BankID',
  ideal: 'iDEAL',
  klarna: 'Klarna',
  mastercard: 'Mastercard',
  visa: 'Visa',
};

/**
 * Below the page: customer reviews, the newsletter banner, then the footer with the link
 * columns, the payment methods of this language as images named by brand, and the
 * copyright year (docs/site.md "Layout"). The reviews are a fragment the browser fetches as
 * their slot nears the viewport (`ReviewsSlot`); banner and columns stream in; failures leave them out.
 */
export function Footer({ t, locale, year, layout }: { t: Translate; locale: Locale; year: number; layout: ShellLayout }) {
  const { footerColumns } = layout;
  return (
    <>
      <ReviewsSlot />
      <Await value={layout.newsletterBanner}>{(widget) => <NewsletterBanner t={t} locale={locale.code} widget={widget} />}</Await>
      {footerColumns instanceof Promise ? (
        <footer className="site-footer">
          <FooterContent t={t} locale={locale} year={year} footerColumns={footerColumns} />
        </footer>
      ) : (
        // With its columns at hand the footer is one prerendered part (./prerendered.tsx).
        <footer
          className="site-footer"
          dangerouslySetInnerHTML={{
            __html: prerendered(
              partKey('footer', locale.code, String(year)),
              () => <FooterContent t={t} locale={locale} year={year} footerColumns={footerColumns} />,
              keyOf(footerColumns),
            ),
          }}
        />
      )}
    </>
  );
}

function FooterContent({
  t,
  locale,
  year,
  footerColumns,
}: {
  t: Translate;
  locale: Locale;
  year: number;
  footerColumns: Later<Widget | null>;
}) {
  return (
    <>
      <Await value={footerColumns}>{(widget) => <FooterColumns widget={widget} />}</Await>
      <div className="footer-bottom">
        <section className="payment-methods" aria-labelledby="payment-methods-title">
          <h2 id="payment-methods-title">{t('footer.payment_methods')}</h2>
          <ul>
            {locale.paymentMethods.map((method) => (
              <li key={method.name}>
                <img
                  src={`/assets/pay-${method.name}.svg`}
                  width={method.width}
                  height={method.height}
                  alt={PAYMENT_BRANDS[method.name]}
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        </section>
        <p className="copyright">{t('footer.copyright', { year })}</p>
      </div>
    </>
  );
}
