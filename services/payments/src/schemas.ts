import * as v from 'valibot';
import { PAYMENT_KINDS } from '../../../shared/payment-methods';
import { INVOICE_LIMITS } from './money';

/** The bodies of the provider's API (docs/checkout.md "The payment provider"). */

const text = (field: string, max: number) =>
  v.pipe(
    v.string(`${field} must be a string`),
    v.trim(),
    v.minLength(1, `${field} is required`),
    v.maxLength(max, `${field} can be at most ${max} characters`),
  );

const httpUrl = (field: string) =>
  v.pipe(
    v.string(`${field} must be a string`),
    v.maxLength(2000, `${field} can be at most 2000 characters`),
    v.check((value) => {
      try {
        return /^https?:$/.test(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `${field} must be an absolute http(s) URL`),
  );

const isLocale = (value: string) => {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
};

export const createSessionBody = v.pipe(
  v.object(
    {
      reference: text('reference', 100),
      kind: v.picklist(PAYMENT_KINDS, `kind must be one of ${PAYMENT_KINDS.join(', ')}`),
      amount: v.pipe(
        v.number('amount must be a number'),
        v.integer('amount must be an integer in minor units (öre, cents, pence)'),
        v.minValue(1, 'amount must be at least 1'),
        v.maxValue(100_000_000_00, 'amount is too large'),
      ),
      currency: v.pipe(
        v.string('currency must be a string'),
        v.regex(/^[A-Z]{3}$/, 'currency must be an ISO 4217 code such as SEK'),
        v.check((value) => {
          try {
            new Intl.NumberFormat('en', { style: 'currency', currency: value });
            return true;
          } catch {
            return false;
          }
        }, 'currency is not a known currency'),
      ),
      locale: v.pipe(
        v.string('locale must be a string'),
        v.maxLength(35),
        v.check(isLocale, 'locale must be a language tag such as sv or sv-SE'),
      ),
      country: v.pipe(v.string('country must be a string'), v.regex(/^[A-Z]{2}$/, 'country must be an ISO 3166 code such as SE')),
      customer: v.object(
        {
          email: v.pipe(text('customer.email', 254), v.regex(/^[^\s@]+@[^\s@]+$/, 'customer.email must be an e-mail address')),
          name: text('customer.name', 200),
          phone: v.optional(
            v.nullable(v.pipe(v.string('customer.phone must be a string'), v.maxLength(32, 'customer.phone can be at most 32 characters'))),
            '',
          ),
        },
        'customer must be an object { email, name, phone }',
      ),
      return_url: httpUrl('return_url'),
      cancel_url: httpUrl('cancel_url'),
      webhook_url: httpUrl('webhook_url'),
    },
    'the body must be a JSON object',
  ),
  v.forward(
    v.check((body) => body.kind !== 'invoice' || INVOICE_LIMITS[body.currency] !== undefined, 'invoice is not offered in this currency'),
    ['currency'],
  ),
  v.forward(
    v.check((body) => body.kind !== 'ideal' || body.currency === 'EUR', 'ideal pays in EUR only'),
    ['currency'],
  ),
);

export type CreateSessionBody = v.InferOutput<typeof createSessionBody>;

export const refundBody = v.object(
  {
    amount: v.optional(
      v.pipe(
        v.number('amount must be a number'),
        v.integer('amount must be an integer in minor units'),
        v.minValue(1, 'amount must be at least 1'),
      ),
    ),
  },
  'the body must be a JSON object',
);

/** The first problem of a failed parse as the API's error: { error, field }. */
export function firstIssue(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): { error: string; field: string | null } {
  const issue = issues[0];
  const field = v.getDotPath(issue);
  const isMissing = issue.input === undefined && field !== null && issue.kind === 'schema';
  return { error: isMissing ? `${field} is required` : issue.message, field };
}
