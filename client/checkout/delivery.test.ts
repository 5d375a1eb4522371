import { beforeEach, describe, expect, it } from 'vitest';
import { state as cart } from '../state/cart';
import { fakeServer, type Reply } from '../state/testing';
import {
  chooseMethod,
  loadDelivery,
  loadServicePoints,
  methodRows,
  servicePointText,
  type DeliveryView,
  type ServicePoint,
} from './delivery';
import { state } from './store';
import { checkoutOf, HOME, kr, LABELS, PICK_UP } from './testing';

const POINTS: ServicePoint[] = [
  { id: 'p1', name: 'Kiosk', street: 'Storgatan 1', postal_code: '114 55', distance_m: 350 },
  { id: 'p2', name: 'Grocer', street: 'Lillgatan 2', postal_code: '114 56', distance_m: 1250 },
];

/** What the page was asked to draw, in order. */
function recordingView() {
  const drawn: string[] = [];
  const view: DeliveryView = {
    hint: (hint) => drawn.push(`hint ${hint.kind}${hint.kind === 'for' ? ` ${hint.postal}` : ''}`),
    methodsChanged: () => drawn.push(`methods ${state.methods.map((method) => method.id).join(',')}`),
    pointsVisible: (isVisible) => drawn.push(`points ${isVisible ? 'shown' : 'hidden'}`),
    points: (shown) => drawn.push(`points ${shown.kind === 'ready' ? shown.points.map((point) => point.id).join(',') : shown.kind}`),
  };
  return { view, drawn };
}

function server(handler: (path: string) => Reply | Promise<Reply>) {
  const fake = fakeServer((path) => handler(path));
  return { ...fake, deps: { fetch: (url: string) => fake.fetch(url), countryCode: 'SE' } };
}
const offering =
  (methods: object[]) =>
  (path: string): Reply =>
    path.startsWith('/api/delivery-methods') ? { body: { methods } } : { body: { points: POINTS } };

let pushed: Record<string, unknown>[];
beforeEach(() => {
  pushed = checkoutOf();
});

describe('delivery at the checkout', () => {
  it('loads the methods once per postal code, as the market writes it, and keeps the code on the cart', async () => {
    const api = server(offering([HOME, PICK_UP]));
    const { view, drawn } = recordingView();
    await loadDelivery(' 11455 ', view, api.deps);
    await loadDelivery('114 55', view, api.deps);
    expect(api.paths()).toEqual(['/api/delivery-methods?postal_code=114%2055']);
    expect(drawn).toEqual(['hint loading', 'hint for 114 55', 'methods home,service_point']);
    expect(cart.postalCode).toBe('114 55');
    expect(state.methodsFor).toBe('114 55');
  });

  it('changes nothing for a postal code still being typed, and empties the methods for an empty field', async () => {
    const api = server(offering([HOME]));
    const { view, drawn } = recordingView();
    await loadDelivery('11455', view, api.deps);
    drawn.length = 0;
    await loadDelivery('114', view, api.deps);
    expect(drawn).toEqual([]);
    expect(state.methods).toHaveLength(1);
    await loadDelivery('  ', view, api.deps);
    expect(drawn).toEqual(['hint enter', 'points hidden', 'methods ']);
    expect(state.methodsFor).toBe('');
  });

  it('keeps the chosen method only when the new postal code offers it', async () => {
    cart.shippingMethod = 'express';
    await loadDelivery('11455', recordingView().view, server(offering([HOME])).deps);
    expect(cart.shippingMethod).toBeNull();
    cart.shippingMethod = 'home';
    await loadDelivery('11456', recordingView().view, server(offering([HOME])).deps);
    expect(cart.shippingMethod).toBe('home');
  });

  it('with a pick-up chosen, loads the points and keeps the cart’s point when it is among them, else takes the nearest', async () => {
    cart.shippingMethod = 'service_point';
    cart.servicePoint = 'p2';
    const api = server(offering([HOME, PICK_UP]));
    const { view, drawn } = recordingView();
    await loadDelivery('11455', view, api.deps);
    expect(api.paths()).toEqual(['/api/delivery-methods?postal_code=114%2055', '/api/service-points?postal_code=114%2055']);
    expect(drawn.slice(-3)).toEqual(['points shown', 'points loading', 'points p1,p2']);
    expect(cart.servicePoint).toBe('p2');
    cart.servicePoint = 'gone';
    state.pointsFor = '';
    await loadServicePoints('114 55', view, api.deps);
    expect(cart.servicePoint).toBe('p1');
  });

  it('drops an answer for a postal code the shopper has since changed', async () => {
    let release: (reply: Reply) => void = () => undefined;
    const api = server((path) =>
      path.includes('114%2055') ? new Promise<Reply>((resolve) => (release = resolve)) : { body: { methods: [PICK_UP] } },
    );
    const { view, drawn } = recordingView();
    const first = loadDelivery('11455', view, api.deps);
    await loadDelivery('22100', view, api.deps);
    release({ body: { methods: [HOME] } });
    await first;
    expect(state.methods.map((method) => method.id)).toEqual(['service_point']);
    expect(drawn.filter((entry) => entry.startsWith('hint for'))).toEqual(['hint for 221 00']);
  });

  it.each<[string, Reply | 'offline']>([
    ['an error answer', { status: 503, body: { error: 'down' } }],
    ['an answer without methods', { body: { nope: true } }],
    ['no network', 'offline'],
  ])('says so after %s, and asks again for the same postal code', async (_, reply) => {
    let answer: Reply = reply;
    const api = server(() => answer);
    const { view, drawn } = recordingView();
    await loadDelivery('11455', view, api.deps);
    expect(drawn).toEqual(['hint loading', 'hint failed']);
    expect(state.methodsFor).toBe('');
    answer = { body: { methods: [HOME] } };
    await loadDelivery('11455', view, api.deps);
    expect(api.paths()).toHaveLength(2);
    expect(state.methods).toHaveLength(1);
  });

  it('a failed load of the points says so in the list and is tried again', async () => {
    let answer: Reply = 'offline';
    const api = server(() => answer);
    const { view, drawn } = recordingView();
    await loadServicePoints('114 55', view, api.deps);
    expect(drawn).toEqual(['points shown', 'points loading', 'points failed']);
    answer = { body: { points: POINTS } };
    await loadServicePoints('114 55', view, api.deps);
    expect(drawn.at(-1)).toBe('points p1,p2');
  });

  it('a method chosen is kept on the cart and told to analytics; a pick-up shows its points, another hides them', async () => {
    const api = server(offering([HOME, PICK_UP]));
    const { view, drawn } = recordingView();
    await loadDelivery('11455', view, api.deps);
    pushed.length = 0;
    await chooseMethod('service_point', 'SEK', view, api.deps);
    expect(cart.shippingMethod).toBe('service_point');
    expect(pushed).toEqual([
      { ecommerce: null },
      expect.objectContaining({
        event: 'add_shipping_info',
        ecommerce: expect.objectContaining({ shipping_tier: 'service_point', value: 328 }),
      }),
    ]);
    expect(drawn.slice(-3)).toEqual(['points shown', 'points loading', 'points p1,p2']);
    await chooseMethod('home', 'SEK', view, api.deps);
    expect(drawn.at(-1)).toBe('points hidden');
  });
});

describe('the delivery rows', () => {
  const rows = (methods = [HOME, PICK_UP], chosen: string | null = null, goods = 299) =>
    methodRows(methods, { chosen, goods, isByEmail: false, labels: LABELS, money: kr });

  it('before a postal code: every postal method, none choosable, each a line high', () => {
    expect(rows([])).toEqual(
      ['home', 'service_point', 'express'].map((id) => expect.objectContaining({ id, lead: '\u00a0', price: '', isOffered: false })),
    );
  });

  it('prices the offered methods (free from their limit), says the days, and marks the others not available', () => {
    expect(rows([HOME, PICK_UP], 'home')).toEqual([
      { id: 'home', name: 'Home delivery', lead: '2–4 working days', price: '49 kr', isChecked: true, isOffered: true },
      { id: 'service_point', name: 'Pick-up point', lead: 'Next working day', price: '29 kr', isChecked: false, isOffered: true },
      {
        id: 'express',
        name: 'Express delivery',
        lead: 'Not available for this postal code',
        price: '',
        isChecked: false,
        isOffered: false,
      },
    ]);
    expect(rows([HOME], null, 499)[0]?.price).toBe('Free');
  });

  it('has no row at all for gift cards alone (e-mailed), whatever the postal code offers', () => {
    expect(methodRows([HOME, PICK_UP], { chosen: 'home', goods: 500, isByEmail: true, labels: LABELS, money: kr })).toEqual([]);
  });

  it('names a pick-up point with its street and distance in the page’s language', () => {
    expect(servicePointText(POINTS[1]!, LABELS, 'sv-SE')).toBe('Grocer, Lillgatan 2 (1,3 km)');
    expect(servicePointText(POINTS[0]!, LABELS, 'en-GB')).toBe('Kiosk, Storgatan 1 (0.4 km)');
  });
});
