import { PAYMENT_LOGO_SIZE, type Locale, type PaymentMethodName } from '../../shared/locales';
import type { Translate } from '../i18n';
import type { ShellLayout } from '../render';
import { Await } from './later';
import { FooterColumns, NewsletterBanner, ReviewCarousel } from './site/LayoutParts';

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
 * copyright year (SPEC 2). Reviews, banner and columns stream in; failures leave them out.
 */
export function Footer({ t, locale, year, layout }: { t: Translate; locale: Locale; year: number; layout: ShellLayout }) {
  return (
    <>
      <Await value={layout.reviews}>{(reviews) => <ReviewCarousel t={t} reviews={reviews} />}</Await>
      <Await value={layout.newsletterBanner}>{(widget) => <NewsletterBanner t={t} widget={widget} />}</Await>
      <footer className="site-footer">
        <Await value={layout.footerColumns}>{(widget) => <FooterColumns widget={widget} />}</Await>
        <div className="footer-bottom">
          <section className="payment-methods" aria-labelledby="payment-methods-title">
            <h2 id="payment-methods-title">{t('footer.payment_methods')}</h2>
            <ul>
              {locale.paymentMethods.map((method) => (
                <li key={method.name}>
                  <img
                    src={`/assets/pay-${method.name}.svg`}
                    width={PAYMENT_LOGO_SIZE.width}
                    height={PAYMENT_LOGO_SIZE.height}
                    alt={PAYMENT_BRANDS[method.name]}
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
          </section>
          <p className="copyright">{t('footer.copyright', { year })}</p>
        </div>
      </footer>
    </>
  );
}
