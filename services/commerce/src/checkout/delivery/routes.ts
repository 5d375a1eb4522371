import { Hono, type Context } from 'hono';
import { normalizePostalCode } from '../../../../../shared/schemas/checkout';
import { deliveryMethods, servicePoints } from './methods';
import type { ApiEnv } from '../../context';
import { badRequest } from '../../http/errors';
import { described } from '../../http/openapi/describe';
import { deliveryMethodsAnswer, servicePointsAnswer } from '../../../../../shared/schemas/answers';

export const deliveryRoutes = new Hono<ApiEnv>();

/** The store's market and the postal code of the query in its written form, or a 400. */
function marketPostalCode(c: Context<ApiEnv>): { country: string; postalCode: string } {
  const { info } = c.var.store;
  const typed = c.req.query('postal_code') ?? '';
  if (typed.length > 12) throw badRequest('postal_code may be at most 12 characters');
  const postalCode = normalizePostalCode(info.countryCode, typed);
  if (postalCode === null) throw badRequest(`postal_code must be a postal code of ${info.country}`);
  return { country: info.countryCode, postalCode };
}

/** GET /api/delivery-methods?postal_code= → { postal_code, methods } for the store's market. */
deliveryRoutes.get(
  '/api/delivery-methods',
  described({
    tag: 'checkout',
    summary: 'The delivery methods offered at a postal code, with price, free-from threshold and lead days',
    query: {
      postal_code: {
        description: 'the postal code as typed (the market’s country)',
        required: true,
        schema: { type: 'string', maxLength: 12 },
      },
    },
    answers: { 200: { description: 'the methods', schema: deliveryMethodsAnswer } },
    errors: { 400: 'not a postal code of the market' },
  }),
  (c) => {
    const { country, postalCode } = marketPostalCode(c);
    return c.json({ postal_code: postalCode, methods: deliveryMethods(country, c.var.store.currency, postalCode) });
  },
);

/** GET /api/service-points?postal_code= → { postal_code, points } nearest first. */
deliveryRoutes.get(
  '/api/service-points',
  described({
    tag: 'checkout',
    summary: 'The pick-up points near a postal code, nearest first',
    query: {
      postal_code: {
        description: 'the postal code as typed (the market’s country)',
        required: true,
        schema: { type: 'string', maxLength: 12 },
      },
    },
    answers: { 200: { description: 'the points', schema: servicePointsAnswer } },
    errors: { 400: 'not a postal code of the market' },
  }),
  (c) => {
    const { country, postalCode } = marketPostalCode(c);
    return c.json({ postal_code: postalCode, points: servicePoints(country, postalCode) });
  },
);
