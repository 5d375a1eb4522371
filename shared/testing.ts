/** Test fixtures for cart lines, coupons and a shopper's checkout details, for shared/, client/ and services/ tests alike. */
import { SHOPPER_ADDED, type IncomingLine } from './cart';
import type { CartLine, Coupon } from './types';

/** A 50x70 cm poster line at 299 (249 from 3); `overrides` replace any field. */
export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    uuid: 'line-1',
    product_id: 1,
    sku: 'P1-50x70',
    name: 'Mountains',
    slug: 'mountains',
    thumb: '/img/p1.jpg',
    type: 2,
    variation_name: '50x70 cm',
    template_id: 2,
    metadata: null,
    quantity: 1,
    price: 299,
    ordinary_price: 299,
    pricing: [
      { q: 1, p: 299 },
      { q: 3, p: 249 },
    ],
    vat: 25,
    group_id: 1,
    discount_category: null,
    categories: [3],
    stock_status: 'instock',
    ...SHOPPER_ADDED,
    ...overrides,
  };
}

/** The same line as a page hands it to the cart (no uuid yet). */
export function incomingLine(overrides: Partial<CartLine> = {}): IncomingLine {
  const { uuid: _uuid, ...line } = cartLine(overrides);
  return line;
}

/** A coupon as the server answers it, applied: 10 % off every line, code 'X'; `overrides` replace any field. */
export function coupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    code: 'X',
    percentage_discount: 10,
    specific_groups: [],
    excluded_groups: [],
    specific_discount_categories: [],
    failed_minimum_spend: false,
    applied: true,
    ...overrides,
  };
}

/** The contact and address of a shopper in Stockholm (a c/o line, no company), as a checkout sends them and an order keeps them. */
export function shopperInStockholm() {
  return {
    contact: { email: 'anna@example.com', phone: '+46 70 123 45 67' },
    address: {
      first_name: 'Anna',
      last_name: 'Andersson',
      company: '',
      care_of: 'Berg',
      street: 'Storgatan 1',
      postal_code: '111 22',
      city: 'Stockholm',
    },
  };
}
