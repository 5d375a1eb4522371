/**
 * schema.org MerchantReturnPolicy of a market (Google's "merchant return policy" structured
 * data): the shop's rules (shared/returns.ts) for shoppers of the market's country.
 */
import { RETURN_DAYS } from '../../../shared/returns';

const SCHEMA = 'https://schema.org/';

/**
 * The policy every product of the market follows, stated once on the shop (OnlineStore's
 * hasMerchantReturnPolicy, ./shop.ts): 30 days, by post, the shopper paying the postage
 * back (the returns page offers no free return), a full refund.
 */
export function merchantReturnPolicy(country: string): object {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: country,
    returnPolicyCountry: country,
    returnPolicyCategory: `${SCHEMA}MerchantReturnFiniteReturnWindow`,
    merchantReturnDays: RETURN_DAYS,
    returnMethod: `${SCHEMA}ReturnByMail`,
    returnFees: `${SCHEMA}ReturnFeesCustomerResponsibility`,
    refundType: `${SCHEMA}FullRefund`,
  };
}

/** A poster made to the shopper's design: no return (a faulty one is replaced, a claim rather than a return). */
export function noReturnPolicy(country: string): object {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: country,
    returnPolicyCategory: `${SCHEMA}MerchantReturnNotPermitted`,
  };
}
