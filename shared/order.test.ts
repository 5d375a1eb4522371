import { describe, expect, it } from 'vitest';
import { lineThumb } from './custom-poster/render-url';
import { parseOrder } from './order';

/** An order as GET /api/orders/{id} answers it, with one line of the given metadata. */
const orderWith = (metadata: unknown) => ({
  order_id: '01J8ZQ4M3S6T1V2W3X4Y5Z6A7B',
  checkout_id: '3f2a9c1e-0000-4000-8000-000000000001',
  status: 'paid',
  currency: 'GBP',
  contact: { email: 'anna@example.com', phone: '070 123 45 67' },
  address: { first_name: 'Anna', last_name: 'Andersson', street: 'Storgatan 1', postal_code: 'SW1A 1AA', city: 'London' },
  shipping: { method: 'home', price: 4.95, service_point: null },
  payment: { kind: 'card', status: 'captured', app_url: null },
  lines: [
    {
      sku: 'B00001-30x40',
      name: 'Your photo',
      variation_name: '30x40 cm',
      thumb: '/api/images/byop.svg',
      quantity: 1,
      price: 29.9,
      metadata,
    },
  ],
  coupons: [],
  totals: { lines: 29.9, discount: 0, shipping: 4.95, gift_cards: 0, total: 34.85, vat: 6.97 },
});

const photo = { key: 'photos/0f8fad5b-d9cb-469f-a165-70867728950e.jpg', width: 4032, height: 3024 };

describe('an order line as the confirmation reads it', () => {
  it("keeps a photo poster's photo, so its picture is the shopper's photo", () => {
    const line = parseOrder(orderWith({ photo, margin: true }))!.lines[0]!;
    expect(line.metadata).toEqual({ photo: { key: photo.key } });
    expect(lineThumb(line)).toBe('/api/photos/0f8fad5b-d9cb-469f-a165-70867728950e.jpg?size=thumb');
  });

  it.each([
    ['a key that is no photo key', { photo: { key: 'artists/1/avatar.jpg' } }],
    ['a key that is no string', { photo: { key: 12 } }],
    ['no metadata', null],
  ])('%s: the order still shows, with the line’s own picture', (_name, metadata) => {
    const line = parseOrder(orderWith(metadata))!.lines[0]!;
    expect(line.metadata).toBeNull();
    expect(lineThumb(line)).toBe('/api/images/byop.svg');
  });
});
