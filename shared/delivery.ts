/**
 * Delivery as the commerce API answers it (docs/api.md "GET /api/delivery-methods?postal_code=" and
 * "GET /api/service-points?postal_code="): written by services/commerce/src/checkout/delivery/methods.ts,
 * read by the checkout page (client/checkout/delivery.ts). Types and one constant (the page
 * had its own copy of it), so the checkout's bundle is as it was.
 */
import type { ShippingMethod } from './schemas/checkout';

export interface DeliveryMethod {
  id: ShippingMethod;
  /** VAT included, in the store's currency. */
  price: number;
  /** The order value (lines, VAT included) from which this method costs nothing; null: never free. */
  free_from: number | null;
  /** Working days from order to delivery, least and most. */
  lead_days: [number, number];
}

/**
 * An order of gift cards alone: each card is e-mailed to its recipient on its send date
 * (docs/checkout.md "Gift cards"), so nothing is charged and no postal code is asked.
 */
export const EMAIL_DELIVERY: DeliveryMethod = { id: 'email', price: 0, free_from: null, lead_days: [0, 0] };

export interface ServicePoint {
  /** Stable for a postal code: what a checkout sends back as service_point (docs/checkout.md). */
  id: string;
  name: string;
  /** Street address of the point. */
  street: string;
  postal_code: string;
  /** Walking distance from the postal code's centre, metres. */
  distance_m: number;
  /** Opening hours as the point states them, e.g. "Mon–Fri 08–20, Sat 10–16". */
  opening_hours: string;
}
