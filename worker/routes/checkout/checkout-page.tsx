import type { Context } from 'hono';
import { LOCALES, type LocaleCode, type PaymentMethodName } from '../../../shared/locales';
import { PAYMENT_KINDS_BY_LOCALE, type PaymentKind } from '../../../shared/payment-methods';
import { POSTAL_FORMATS, POSTAL_SHIPPING_METHODS } from '../../../shared/schemas/checkout';
import { PAYMENT_BRANDS } from '../../components/Footer';
import type { AppEnv } from '../../context';
import type { Translate } from '../../i18n';
import { layoutDataOf } from '../../layout-reads';
import type { CheckoutPageData } from '../../../client/checkout/contracts';

/** The brands shown beside each way to pay (their logos are the footer's). */
const BRANDS_OF: Record<PaymentKind, PaymentMethodName[]> = {
  card: ['visa', 'mastercard', 'amex'],
  pay_later: ['klarna'],
  invoice: [],
  bankid: ['bankid'],
  ideal: ['ideal'],
};

/** A line's height before its text is known (a no-break space, as client/checkout/page.ts writes it). */
const NO_TEXT_YET = '\u00a0';

/** Why the shopper is back from the payment provider (?payment=), as the provider said. */
const OUTCOMES = ['declined', 'cancelled', 'expired'] as const;

/**
 * /checkout and /checkout/{checkoutID} (docs/checkout.md "The pages"): the form, rendered here in the page's
 * language with the market's fields and payment methods; the cart and the delivery
 * options come from the browser (client/checkout), which also sends the order. Private:
 * never stored in a shared cache (worker/routes/checkout/index.ts).
 */
export function checkoutPage(c: Context<AppEnv>) {
  const { t, market } = c.var;
  layoutDataOf(c);
  const locale = market.locale;
  const outcome = OUTCOMES.find((value) => value === c.req.query('payment'));
  const kinds = PAYMENT_KINDS_BY_LOCALE[locale.code];
  const data = pageData(t, locale.code);
  const field = (name: string, label: string, options: FieldOptions = {}) => <Field name={name} label={label} {...options} />;
  return c.render(
    <section className="checkout" data-checkout data-props={JSON.stringify(data)}>
      <h1>{t('checkout.title')}</h1>
      <p className={outcome ? 'notice notice-error' : 'notice'} role="alert" data-checkout-notice hidden={!outcome}>
        {outcome ? t(`checkout.payment_${outcome}`) : ''}
      </p>
      <div className="checkout-layout">
        {/* Phones fold the lines behind a button of fixed height (client/checkout/summary-toggle.ts):
            they arrive after the first paint and would push the form down. */}
        <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
          <div className="checkout-summary-head">
            <h2 id="checkout-summary-title">{t('checkout.summary_title')}</h2>
            <button type="button" className="button-link" data-checkout-edit-cart>
              {t('checkout.edit_cart')}
            </button>
          </div>
          <button
            type="button"
            className="checkout-summary-toggle"
            aria-expanded="false"
            aria-controls="checkout-summary-body"
            data-checkout-summary-toggle
          >
            <span className="checkout-summary-toggle-label">{t('checkout.summary_toggle')}</span>
            <span className="checkout-summary-toggle-total" data-checkout-summary-total></span>
          </button>
          <div id="checkout-summary-body" className="checkout-summary-body" data-checkout-summary aria-live="polite">
            <p className="checkout-loading">{t('checkout.loading')}</p>
          </div>
        </aside>
        <form className="form checkout-form" data-checkout-form noValidate aria-describedby="checkout-form-error">
          <p id="checkout-form-error" className="field-error" role="alert" data-form-error hidden></p>
          <fieldset>
            <legend>{t('checkout.contact_title')}</legend>
            {field('email', t('checkout.email'), { type: 'email', autoComplete: 'email', maxLength: 254 })}
            {field('phone', t('checkout.phone'), { type: 'tel', autoComplete: 'tel', maxLength: 25, hint: t('checkout.phone_hint') })}
          </fieldset>
          <fieldset>
            <legend data-address-title data-by-email={t('checkout.address_title_email')}>
              {t('checkout.address_title')}
            </legend>
            <div className="field-row">
              {field('first_name', t('checkout.first_name'), { autoComplete: 'given-name', maxLength: 100 })}
              {field('last_name', t('checkout.last_name'), { autoComplete: 'family-name', maxLength: 100 })}
            </div>
            {field('company', t('checkout.company'), { autoComplete: 'organization', maxLength: 100, optional: true })}
            {field('care_of', t('checkout.care_of'), { maxLength: 100, optional: true, isPostal: true })}
            {field('street', t('checkout.street'), { autoComplete: 'address-line1', maxLength: 200, isPostal: true })}
            <div className="field-row" data-postal>
              {field('postal_code', t('checkout.postal_code'), {
                autoComplete: 'postal-code',
                maxLength: 12,
                hint: t('checkout.postal_code_hint', { example: data.postalExample }),
              })}
              {field('city', t('checkout.city'), { autoComplete: 'address-level2', maxLength: 100 })}
            </div>
            <p className="checkout-country" data-postal>
              {t('checkout.country')}: <strong>{locale.country}</strong>
            </p>
          </fieldset>
          <fieldset data-delivery aria-describedby="checkout-shipping_method-error">
            <legend>{t('checkout.delivery_title')}</legend>
            <p className="hint" data-delivery-email hidden>
              {t('checkout.delivery_by_email')}
            </p>
            <div data-postal>
              <p className="hint" data-delivery-hint>
                {t('checkout.delivery_enter_postal')}
              </p>
              {/* Every way of delivery by post, to be priced once the postal code is known (client/checkout/page.ts
                  renderMethods draws the same rows): what loads later has its place from the first paint. */}
              <div className="choice-list" data-delivery-methods>
                {POSTAL_SHIPPING_METHODS.map((method) => (
                  <label className="choice" key={method}>
                    <input type="radio" name="shipping_method" value={method} disabled />
                    <span className="choice-text">
                      <span className="choice-name">{t(`checkout.method_${method}`)}</span>
                      <small>{NO_TEXT_YET}</small>
                    </span>
                    <span className="choice-price"></span>
                  </label>
                ))}
              </div>
              <p id="checkout-shipping_method-error" className="field-error" hidden></p>
              <div className="field" data-service-points hidden>
                <label htmlFor="checkout-service_point">{t('checkout.service_point_label')}</label>
                <select id="checkout-service_point" name="service_point" aria-describedby="checkout-service_point-error"></select>
                <p id="checkout-service_point-error" className="field-error" hidden></p>
              </div>
            </div>
          </fieldset>
          <fieldset aria-describedby="checkout-payment_method-error">
            <legend>{t('checkout.payment_title')}</legend>
            <p className="hint" data-paid-by-gift-cards hidden>
              {t('checkout.paid_by_gift_cards')}
            </p>
            <div className="choice-list" data-payment-kinds>
              {kinds.map((kind) => (
                <label className="choice" key={kind}>
                  <input type="radio" name="payment_method" value={kind} />
                  <span className="choice-text">
                    <span className="choice-name">{t(`checkout.pay_${kind}`)}</span>
                    <small>{t(`checkout.pay_${kind}_hint`)}</small>
                  </span>
                  <span className="choice-logos">
                    {BRANDS_OF[kind].map((brand) => (
                      <img key={brand} src={`/assets/pay-${brand}.svg`} width={38} height={24} alt={PAYMENT_BRANDS[brand]} />
                    ))}
                  </span>
                </label>
              ))}
            </div>
            <p id="checkout-payment_method-error" className="field-error" hidden></p>
          </fieldset>
          <fieldset>
            <legend>{t('checkout.gift_card_title')}</legend>
            <div className="field gift-card-entry">
              <label htmlFor="checkout-gift_card">{t('checkout.gift_card_label')}</label>
              <div className="inline-form">
                <input
                  id="checkout-gift_card"
                  name="gift_card"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={40}
                  aria-describedby="checkout-gift_cards-error"
                />
                <button type="button" className="button button-secondary" data-gift-card-add>
                  {t('checkout.gift_card_add')}
                </button>
              </div>
              <p id="checkout-gift_cards-error" className="field-error" hidden></p>
              <ul className="gift-card-list" data-gift-cards></ul>
            </div>
          </fieldset>
          <p className="checkbox">
            <input id="checkout-newsletter" type="checkbox" name="newsletter" />
            <label htmlFor="checkout-newsletter">{t('checkout.newsletter')}</label>
          </p>
          <p className="hint">{t('checkout.terms')}</p>
          <button type="submit" className="button checkout-submit" data-checkout-submit>
            {t('checkout.submit')}
          </button>
          <div className="checkout-wait" role="status" aria-live="polite" data-checkout-wait hidden></div>
        </form>
      </div>
    </section>,
    { title: t('checkout.title'), robots: 'noindex, nofollow', stylesheet: 'checkout' },
  );
}

interface FieldOptions {
  type?: string;
  autoComplete?: string;
  maxLength?: number;
  hint?: string;
  optional?: boolean;
  /** Asked only for a delivery by post (hidden for an order of gift cards alone). */
  isPostal?: boolean;
}

/** A labelled input with its hint and the place its error goes (the browser fills it in). */
function Field({
  name,
  label,
  type = 'text',
  autoComplete,
  maxLength,
  hint,
  optional = false,
  isPostal = false,
}: FieldOptions & { name: string; label: string }) {
  const id = `checkout-${name}`;
  const describedBy = [hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field" data-postal={isPostal || undefined}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        required={!optional}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} className="field-error" hidden></p>
    </div>
  );
}

/** What the browser's checkout code needs: the market and the texts it shows. */
function pageData(t: Translate, code: LocaleCode): CheckoutPageData {
  const locale = LOCALES[code];
  const label = (key: string, params?: Record<string, string>) => t(`checkout.${key}`, params);
  return {
    locale: code,
    iso: locale.iso,
    currency: locale.currency,
    currencyDecimals: locale.currencyDecimals,
    country: locale.country,
    postalExample: POSTAL_FORMATS[locale.countryCode]?.example ?? '',
    labels: {
      empty: label('empty'),
      continueShopping: label('continue_shopping'),
      subtotal: label('subtotal'),
      discount: label('discount'),
      delivery: label('delivery'),
      deliveryFree: label('delivery_free'),
      deliveryUnknown: label('delivery_unknown'),
      freeDeliveryLeft: label('free_delivery_left', { amount: '{{amount}}' }),
      giftCards: label('gift_cards'),
      total: label('total'),
      vatIncluded: label('vat_included', { amount: '{{amount}}' }),
      quantity: label('quantity', { count: '{{count}}' }),
      deliveryEnterPostal: label('delivery_enter_postal'),
      deliveryLoading: label('delivery_loading'),
      deliveryFor: label('delivery_for', { postal_code: '{{postal_code}}' }),
      methods: {
        home: label('method_home'),
        service_point: label('method_service_point'),
        express: label('method_express'),
        email: label('method_email'),
      },
      methodUnavailable: label('method_unavailable'),
      leadDays: label('lead_days', { min: '{{min}}', max: '{{max}}' }),
      leadDayOne: label('lead_day_one'),
      serviceDistance: label('service_point_distance', { distance: '{{distance}}' }),
      giftCardApplied: label('gift_card_applied', { code: '{{code}}', amount: '{{amount}}' }),
      giftCardRemove: label('gift_card_remove', { code: '{{code}}' }),
      giftCardInvalid: label('gift_card_invalid'),
      submit: label('submit'),
      submitting: label('submitting'),
      errorRequired: label('error_required'),
      errorEmail: label('error_email'),
      errorPhone: label('error_phone'),
      errorPostal: label('error_postal', { country: locale.country, example: POSTAL_FORMATS[locale.countryCode]?.example ?? '' }),
      errorTooLong: label('error_too_long'),
      errorShipping: label('error_shipping'),
      errorServicePoint: label('error_service_point'),
      errorPayment: label('error_payment'),
      errorSoldOut: label('error_sold_out', { items: '{{items}}' }),
      errorTotalChanged: label('error_total_changed', { amount: '{{amount}}' }),
      errorProvider: label('error_provider'),
      errorTooMany: label('error_too_many', { minutes: '{{minutes}}' }),
      errorForm: label('error_form'),
      errorGeneric: t('errors.generic'),
      paymentDeclined: label('payment_declined'),
      paymentCancelled: label('payment_cancelled'),
      paymentExpired: label('payment_expired'),
      bankidWaiting: label('bankid_waiting', { amount: '{{amount}}' }),
      bankidOpen: label('bankid_open'),
      bankidCancel: label('bankid_cancel'),
    },
  };
}
