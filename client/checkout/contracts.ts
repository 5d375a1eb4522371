import type { LocaleCode } from '../../shared/locales';

/** What the checkout page hands its browser code (worker/routes/checkout/checkout-page.tsx, data-props). */
export interface CheckoutPageData {
  locale: LocaleCode;
  iso: string;
  currency: 'SEK' | 'DKK' | 'GBP' | 'EUR';
  currencyDecimals: 0 | 2;
  country: string;
  postalExample: string;
  /** Texts in the page's language; {{name}} placeholders are filled in the browser. */
  labels: {
    empty: string;
    continueShopping: string;
    subtotal: string;
    discount: string;
    delivery: string;
    deliveryFree: string;
    deliveryUnknown: string;
    freeDeliveryLeft: string;
    giftCards: string;
    total: string;
    vatIncluded: string;
    quantity: string;
    deliveryEnterPostal: string;
    deliveryLoading: string;
    deliveryFor: string;
    methods: Record<'home' | 'service_point' | 'express' | 'email', string>;
    methodUnavailable: string;
    leadDays: string;
    leadDayOne: string;
    serviceDistance: string;
    giftCardApplied: string;
    giftCardRemove: string;
    giftCardInvalid: string;
    submit: string;
    submitting: string;
    errorRequired: string;
    errorEmail: string;
    errorPhone: string;
    errorPostal: string;
    errorTooLong: string;
    errorShipping: string;
    errorServicePoint: string;
    errorPayment: string;
    errorSoldOut: string;
    errorTotalChanged: string;
    errorProvider: string;
    errorTooMany: string;
    errorForm: string;
    errorGeneric: string;
    paymentDeclined: string;
    paymentCancelled: string;
    paymentExpired: string;
    bankidWaiting: string;
    bankidOpen: string;
    bankidCancel: string;
  };
}

/** The contact and address fields of the form, by their input names. */
export const ADDRESS_FIELDS = ['email', 'phone', 'first_name', 'last_name', 'company', 'care_of', 'street', 'postal_code', 'city'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Fills {{name}} placeholders. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
