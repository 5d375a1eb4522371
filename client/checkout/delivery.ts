/**
 * Delivery at the checkout (docs/checkout.md "The pages"): the methods and their prices for
 * the postal code typed (GET /api/delivery-methods), the pick-up points near it when the
 * shopper picks one up (GET /api/service-points), and the choice kept on the cart. An
 * answer for a postal code the shopper has since changed is dropped.
 */
import type { ServicePoint as ListedServicePoint } from '../../shared/delivery';
import { normalizePostalCode, POSTAL_SHIPPING_METHODS } from '../../shared/schemas/checkout';
import { track } from '../state/analytics';
import { state as cart } from '../state/cart';
import { fill, type CheckoutPageData } from './contracts';
import { el, setChildren } from '../dom';
import { analyticsItems, chosenMethod, currentTotals, state, type DeliveryMethod } from './store';

type Labels = CheckoutPageData['labels'];
type Money = (amount: number) => string;

/** A pick-up point as far as the page draws it (shared/delivery.ts has the whole answer). */
export type ServicePoint = Pick<ListedServicePoint, 'id' | 'name' | 'street' | 'postal_code' | 'distance_m'>;

export interface DeliveryDeps {
  fetch: (url: string) => Promise<Response>;
  /** The market's country (shared/locales.ts), whose postal codes the field takes. */
  countryCode: string;
}

/** What the line above the methods says. */
export type DeliveryHint = { kind: 'enter' } | { kind: 'loading' } | { kind: 'for'; postal: string } | { kind: 'failed' };
export type PointsShown = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; points: ServicePoint[] };

/** What the page draws as delivery loads (client/checkout/page.ts). */
export interface DeliveryView {
  hint(hint: DeliveryHint): void;
  /** The methods offered changed: their rows and the summary are drawn again. */
  methodsChanged(): void;
  pointsVisible(isVisible: boolean): void;
  points(shown: PointsShown): void;
}

/**
 * The postal code field's value, once the shopper pauses or leaves it: the methods for a
 * whole postal code (once per code), none for an empty field; a code still being typed
 * changes nothing.
 */
export async function loadDelivery(typed: string, view: DeliveryView, deps: DeliveryDeps): Promise<void> {
  const postal = normalizePostalCode(deps.countryCode, typed);
  if (!postal) {
    if (typed.trim() === '') {
      state.methods = [];
      state.methodsFor = '';
      view.hint({ kind: 'enter' });
      view.pointsVisible(false);
      view.methodsChanged();
    }
    return;
  }
  if (postal === state.methodsFor) return;
  state.methodsFor = postal;
  cart.postalCode = postal;
  view.hint({ kind: 'loading' });
  let methods: DeliveryMethod[];
  try {
    const response = await deps.fetch(`/api/delivery-methods?postal_code=${encodeURIComponent(postal)}`);
    const answer = (await response.json()) as { methods?: DeliveryMethod[] };
    if (state.methodsFor !== postal) return;
    if (!response.ok || !Array.isArray(answer.methods)) throw new Error(`delivery methods: ${response.status}`);
    methods = answer.methods;
  } catch {
    if (state.methodsFor !== postal) return;
    state.methodsFor = '';
    view.hint({ kind: 'failed' });
    return;
  }
  state.methods = methods;
  // The hint keeps its place (what is below it does not move) and says what the prices are for.
  view.hint({ kind: 'for', postal });
  if (!methods.some((method) => method.id === cart.shippingMethod)) cart.shippingMethod = null;
  view.methodsChanged();
  if (cart.shippingMethod === 'service_point') await loadServicePoints(postal, view, deps);
}

/** The pick-up points near the postal code, the cart's own kept when it is among them, else the nearest. */
export async function loadServicePoints(postal: string, view: DeliveryView, deps: Pick<DeliveryDeps, 'fetch'>): Promise<void> {
  view.pointsVisible(true);
  if (state.pointsFor === postal) return;
  state.pointsFor = postal;
  view.points({ kind: 'loading' });
  try {
    const response = await deps.fetch(`/api/service-points?postal_code=${encodeURIComponent(postal)}`);
    const answer = (await response.json()) as { points?: ServicePoint[] };
    if (state.pointsFor !== postal) return;
    if (!response.ok || !Array.isArray(answer.points)) throw new Error(`service points: ${response.status}`);
    const points = answer.points;
    if (!points.some((point) => point.id === cart.servicePoint)) cart.servicePoint = points[0]?.id ?? null;
    view.points({ kind: 'ready', points });
  } catch {
    if (state.pointsFor !== postal) return;
    state.pointsFor = '';
    view.points({ kind: 'failed' });
  }
}

/** The shopper picks a way of delivery: kept on the cart, told to analytics, the pick-up points shown for a pick-up. */
export function chooseMethod(id: string, currency: string, view: DeliveryView, deps: Pick<DeliveryDeps, 'fetch'>): Promise<void> {
  cart.shippingMethod = id;
  const method = chosenMethod();
  if (method) {
    track({
      event: 'add_shipping_info',
      ecommerce: { currency, value: currentTotals().total, shipping_tier: method.id, items: analyticsItems() },
    });
  }
  if (id === 'service_point') return loadServicePoints(state.methodsFor, view, deps);
  view.pointsVisible(false);
  return Promise.resolve();
}

export interface MethodRow {
  id: (typeof POSTAL_SHIPPING_METHODS)[number];
  name: string;
  /** Delivery days; a no-break space before any method is known (the row keeps its height). */
  lead: string;
  /** '' when not offered. */
  price: string;
  isChecked: boolean;
  isOffered: boolean;
}

/** A line's height before its text is known (as the server draws it). */
const NO_TEXT_YET = '\u00a0';

/**
 * Every way of delivery in its row, as the server drew them before the postal code was
 * known (worker/routes/checkout/checkout-page.tsx): the offered ones with their price and
 * days, the others not choosable, so the rows below never move when the options arrive.
 * `goods`: the order's value after discounts, which a method's free_from is compared with.
 * Gift cards alone are e-mailed: no row at all (a hidden radio would still be a control of the form).
 */
export function methodRows(
  methods: readonly DeliveryMethod[],
  { chosen, goods, isByEmail, labels, money }: { chosen: string | null; goods: number; isByEmail: boolean; labels: Labels; money: Money },
): MethodRow[] {
  if (isByEmail) return [];
  const offered = new Map(methods.map((method) => [method.id, method]));
  return POSTAL_SHIPPING_METHODS.map((id) => {
    const method = offered.get(id);
    const row: MethodRow = {
      id,
      name: labels.methods[id],
      lead: methods.length > 0 ? labels.methodUnavailable : NO_TEXT_YET,
      price: '',
      isChecked: id === chosen,
      isOffered: method !== undefined,
    };
    if (method) {
      const [least, most] = method.lead_days;
      row.lead = least === 1 && most === 1 ? labels.leadDayOne : fill(labels.leadDays, { min: least, max: most });
      row.price = method.free_from !== null && goods >= method.free_from ? labels.deliveryFree : money(method.price);
    }
    return row;
  });
}

/** "Name, street (1.2 km)", the distance in the page's language. */
export function servicePointText(point: ServicePoint, labels: Labels, iso: string): string {
  const distance = (point.distance_m / 1000).toLocaleString(iso, { maximumFractionDigits: 1 });
  return `${point.name}, ${point.street} (${fill(labels.serviceDistance, { distance })})`;
}

export function drawMethods(box: HTMLElement, rows: readonly MethodRow[]): void {
  setChildren(
    box,
    rows.map((row) =>
      el(
        'label',
        { className: 'choice' },
        el('input', { type: 'radio', name: 'shipping_method', value: row.id, checked: row.isChecked, disabled: !row.isOffered }),
        el('span', { className: 'choice-text' }, el('span', { className: 'choice-name' }, row.name), el('small', {}, row.lead)),
        el('span', { className: 'choice-price' }, row.price),
      ),
    ),
  );
}

export function drawPoints(select: HTMLSelectElement, shown: PointsShown, { labels, iso }: { labels: Labels; iso: string }): void {
  if (shown.kind !== 'ready') {
    setChildren(select, [el('option', { value: '' }, shown.kind === 'loading' ? labels.deliveryLoading : labels.errorGeneric)]);
    return;
  }
  setChildren(
    select,
    shown.points.map((point) =>
      el('option', { value: point.id, selected: point.id === cart.servicePoint }, servicePointText(point, labels, iso)),
    ),
  );
}
