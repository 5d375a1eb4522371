import type { Locale } from '../../shared/locales';
import type { Translate } from '../i18n';

/** Footer: copyright year and the payment methods of this language (SPEC 2). */
export function Footer({ t, locale, year }: { t: Translate; locale: Locale; year: number }) {
  return (
    <footer className="site-footer">
      <div className="payment-methods">
        <h2 className="visually-hidden">{t('footer.payment_methods')}</h2>
        <ul>
          {locale.paymentMethods.map((method) => (
            <li key={method.name}>
              <img
                src={`/assets/pay-${method.name}.svg`}
                width={method.width}
                height={method.height}
                alt={t('footer.pay_with', { name: method.name })}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      </div>
      <p className="copyright">{t('footer.copyright', { year })}</p>
    </footer>
  );
}
