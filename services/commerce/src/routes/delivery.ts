import { Hono } from 'hono';
import { normalizePostalCode } from '../../../../shared/schemas/checkout';
import { deliveryMethods } from '../checkout/delivery';
import type { OriginBindings } from '../context';
import { badRequest } from '../http';

export const deliveryRoutes = new Hono<OriginBindings>();

/** GET /api/delivery-methods?postal_code= → { postal_code, methods } for the store's market. */
deliveryRoutes.get('/api/delivery-methods', (c) => {
  const { info, currency } = c.var.store;
  const typed = c.req.query('postal_code') ?? '';
  if (typed.length > 12) throw badRequest('postal_code may be at most 12 characters');
  const postalCode = normalizePostalCode(info.countryCode, typed);
  if (postalCode === null) throw badRequest(`postal_code must be a postal code of ${info.country}`);
  return c.json({ postal_code: postalCode, methods: deliveryMethods(info.countryCode, currency, postalCode) });
});
