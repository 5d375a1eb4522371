import { beforeEach, describe, expect, it } from 'vitest';
import { state as cart } from '../state/cart';
import { addCouponCode } from '../state/discount';
import { cartLine, fakeServer, type Reply } from '../state/testing';
import { fieldName, orderBody, placeOrder, validateOrder, type FormChoices, type FormValues, type OrderView } from './place-order';
import { state } from './store';
import { checkoutOf, giftCardLine, HOME, kr, LABELS, PICK_UP } from './testing';

const VALUES: FormValues = {
  email: 'anna@example.com',
  phone: '070 123 45 67',
  first_name: 'Anna',
  last_name: 'Berg',
  company: '',
  care_of: '',
  street: 'Storgatan 1',
  postal_code: '114 55',
  city: 'Stockholm',
};
const CHOICES: FormChoices = { servicePoint: '', isPaymentOffered: (kind) => kind === 'card' || kind === 'invoice', newsletter: true };
const context = { locale: 'sv' as const, labels: LABELS };

/** A cart ready to order: home delivery offered and chosen, paid by card. */
function readyToOrder(lines = [cartLine()]) {
  checkoutOf(lines);
  state.methods = [HOME, PICK_UP];
  cart.shippingMethod = 'home';
  cart.paymentMethod = 'card';
}

/** What the page was asked to show, in order. */
function recordingView() {
  const shown: string[] = [];
  const view: OrderView = {
    clear: () => shown.push('clear'),
    fieldError: (name, message) => shown.push(`${name}: ${message}`),
    formError: (message) => shown.push(`form: ${message}`),
    focusField: (name) => shown.push(`focus ${name}`),
    submitting: (is) => {
      state.isSubmitting = is;
      shown.push(is ? 'submitting' : 'submitted');
    },
    placed: (orderId, answer, total) => shown.push(`placed ${orderId} ${total} ${JSON.stringify(answer.payment ?? null)}`),
    go: (path) => shown.push(`go ${path}`),
    replacePath: (path) => shown.push(`path ${path}`),
  };
  return { view, shown };
}

async function submit(replies: Reply[], values = VALUES, choices = CHOICES) {
  const server = fakeServer(() => replies.shift() ?? { status: 500, body: {} });
  const { view, shown } = recordingView();
  await placeOrder(() => ({ values, choices }), view, { fetch: server.fetch, ...context, money: kr });
  return { server, shown };
}

beforeEach(() => readyToOrder());

describe('the checkout form’s own checks', () => {
  it('finds nothing wrong with a whole order', () => {
    expect(validateOrder(VALUES, CHOICES, context)).toEqual([]);
  });

  it('says what is wrong with each field once, in the order of the form, then delivery and payment', () => {
    cart.shippingMethod = null;
    cart.paymentMethod = 'bankid';
    const values = { ...VALUES, email: 'anna@', phone: '12', first_name: '', postal_code: '999', street: 'x'.repeat(201) };
    expect(validateOrder(values, CHOICES, context)).toEqual([
      { name: 'email', message: LABELS.errorEmail },
      { name: 'phone', message: LABELS.errorPhone },
      { name: 'first_name', message: LABELS.errorRequired },
      { name: 'street', message: LABELS.errorTooLong },
      { name: 'postal_code', message: LABELS.errorPostal },
      { name: 'shipping_method', message: LABELS.errorShipping },
      { name: 'payment_method', message: LABELS.errorPayment },
    ]);
  });

  it('asks for a pick-up point when the order is picked up', () => {
    cart.shippingMethod = 'service_point';
    expect(validateOrder(VALUES, CHOICES, context)).toEqual([{ name: 'service_point', message: LABELS.errorServicePoint }]);
    expect(validateOrder(VALUES, { ...CHOICES, servicePoint: 'p1' }, context)).toEqual([]);
  });

  it('asks gift cards alone for no postal address and no delivery, and gift cards that pay it all for no payment method', () => {
    readyToOrder([giftCardLine(300)]);
    cart.shippingMethod = null;
    cart.paymentMethod = null;
    state.giftCards = [{ code: 'DEMO-SEKA-2345-6789', balance: 300 }];
    const noAddress = { ...VALUES, street: '', postal_code: '', city: '' };
    expect(validateOrder(noAddress, CHOICES, context)).toEqual([]);
    expect(orderBody(noAddress, CHOICES)).toMatchObject({
      address: { first_name: 'Anna', last_name: 'Berg', company: '' },
      shipping_method: 'email',
      payment_method: null,
      expected_total: 0,
    });
  });
});

describe('placing the order', () => {
  it('sends the cart, coupons, gift cards, address, choices and the total the shopper saw', async () => {
    addCouponCode('SPRING-25');
    state.giftCards = [{ code: 'DEMO-SEKA-2345-6789', balance: 100 }];
    const payment = { kind: 'card', redirect_url: 'https://pay.example/s/1' };
    const { server, shown } = await submit([{ status: 201, body: { order_id: 'order-1', payment } }]);
    expect(server.calls).toEqual([
      {
        path: '/api/checkout',
        body: {
          checkout_id: 'checkout-1',
          items: [
            {
              uuid: 'line-1',
              product_id: 1,
              sku: 'P1-50x70',
              quantity: 1,
              metadata: null,
              cross_selling_product_id: null,
              added_by_coupon: null,
            },
          ],
          coupons: ['SPRING-25'],
          gift_cards: ['DEMO-SEKA-2345-6789'],
          contact: { email: 'anna@example.com', phone: '070 123 45 67' },
          address: {
            first_name: 'Anna',
            last_name: 'Berg',
            company: '',
            care_of: '',
            street: 'Storgatan 1',
            postal_code: '114 55',
            city: 'Stockholm',
          },
          shipping_method: 'home',
          service_point: null,
          payment_method: 'card',
          expected_total: 248,
          newsletter: true,
        },
      },
    ]);
    expect(shown).toEqual(['clear', 'submitting', `placed order-1 248 ${JSON.stringify(payment)}`]);
  });

  it('sends nothing while the form has errors: each is shown, the form says so and the first takes the focus', async () => {
    const { server, shown } = await submit([], { ...VALUES, email: '' });
    expect(server.calls).toEqual([]);
    expect(shown).toEqual(['clear', `email: ${LABELS.errorRequired}`, `form: ${LABELS.errorForm}`, 'focus email']);
  });

  it('sends nothing while an order is on its way, or for an empty cart', async () => {
    state.isSubmitting = true;
    expect((await submit([])).server.calls).toEqual([]);
    state.isSubmitting = false;
    cart.items = [];
    expect((await submit([])).server.calls).toEqual([]);
  });

  it('places a checkout this browser no longer holds the key of once more, as one of its own, and only once', async () => {
    const elsewhere: Reply = { status: 403, body: { code: 'checkout_elsewhere', error: 'not yours' } };
    const { server, shown } = await submit([elsewhere, elsewhere]);
    const [first, second] = server.calls.map((call) => (call.body as { checkout_id: string }).checkout_id);
    expect(first).toBe('checkout-1');
    expect(second).toBe(cart.checkoutID);
    expect(second).not.toBe('checkout-1');
    expect(shown).toContain(`path /checkout/${second}`);
    expect(shown.at(-1)).toBe(`form: ${LABELS.errorGeneric}`);
    expect(server.calls).toHaveLength(2);
  });

  it('goes to the confirmation of an order already placed', async () => {
    const { shown } = await submit([{ status: 409, body: { code: 'already_placed', order_id: 'order-9' } }]);
    expect(shown.at(-1)).toBe('go /checkout/confirmation/order-9');
  });

  it.each<[string, Reply, string]>([
    [
      'too many orders',
      { status: 429, body: { error: 'slow down' }, headers: { 'retry-after': '90' } },
      'Too many orders: try again in 2 minutes.',
    ],
    ['too many orders without a Retry-After', { status: 429, body: {} }, 'Too many orders: try again in 1 minutes.'],
    ['a sold-out line', { status: 409, body: { code: 'sold_out', skus: ['P1-50x70'], error: 'sold out' } }, 'Sold out: Mountains.'],
    [
      'an unknown sold-out line',
      { status: 409, body: { code: 'sold_out', skus: ['X'], error: 'X is sold out' } },
      'Sold out: X is sold out.',
    ],
    ['the provider down', { status: 502, body: { error: 'provider' } }, LABELS.errorProvider],
    ['anything else', { status: 500, body: { error: 'boom' } }, LABELS.errorGeneric],
    ['an answer that is JSON but no object', { status: 200, body: null }, LABELS.errorGeneric],
    ['no network', 'offline' as Reply, LABELS.errorGeneric],
  ])('says %s above the form, and the form is back', async (_, reply, message) => {
    const { shown } = await submit([reply]);
    expect(shown.slice(-2)).toEqual(['submitted', `form: ${message}`]);
    expect(state.isSubmitting).toBe(false);
  });

  it('after a changed total, places the order again with the total the shopper was shown', async () => {
    const { shown } = await submit([{ status: 409, body: { code: 'total_changed', total: 279 } }]);
    expect(shown.at(-1)).toBe('form: The total is now 279 kr.');
    expect(state.acceptedTotal).toBe(279);
    const again = await submit([{ status: 201, body: { order_id: 'order-2' } }]);
    expect((again.server.calls[0]?.body as { expected_total: number }).expected_total).toBe(279);
    expect(state.acceptedTotal).toBeNull();
  });

  it('shows a field the server refused beside it, by the field’s own name', async () => {
    const { shown } = await submit([{ status: 422, body: { field: 'address.postal_code', error: 'postal code' } }]);
    expect(shown.slice(-3)).toEqual([`postal_code: ${LABELS.errorPostal}`, `form: ${LABELS.errorForm}`, 'focus postal_code']);
    const cards = await submit([{ status: 422, body: { field: 'gift_cards.1', error: 'gift card' } }]);
    expect(cards.shown.slice(-3)).toEqual([`gift_cards: ${LABELS.giftCardInvalid}`, `form: ${LABELS.errorForm}`, 'focus gift_cards']);
    const unknown = await submit([{ status: 422, body: { field: 'items.0.metadata', error: 'metadata' } }]);
    expect(unknown.shown.at(-1)).toBe(`form: ${LABELS.errorGeneric}`);
  });

  it.each([
    ['address.postal_code', 'postal_code'],
    ['contact.email', 'email'],
    ['gift_cards.1', 'gift_cards'],
    ['shipping_method', 'shipping_method'],
  ])('reads the field of %s as %s', (path, name) => {
    expect(fieldName(path)).toBe(name);
  });
});
