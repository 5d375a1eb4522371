/**
 * The checkout page in the browser (issue 11; docs/checkout.md), plain DOM code over the
 * server's form, so the page loads no React: the synced cart in the summary, delivery
 * options for the postal code, gift cards, and placing the order. What the shopper types
 * is kept for this tab (sessionStorage) and the cart's checkout fields (SPEC 3) in h057,
 * so a reload or a trip to the payment provider loses nothing.
 */
import * as v from 'valibot';
import { subscribe } from 'valtio/vanilla';
import { isSentByEmail, normalizeGiftCardCode, parseGiftCardBalance } from '../../shared/gift-card';
import { LOCALES } from '../../shared/locales';
import { currencyDecimals, formatMoney } from '../../shared/money';
import { isPaymentKind, POLLED_KINDS, type PaymentKind } from '../../shared/payment-methods';
import { checkoutAddress, normalizePostalCode, POSTAL_ADDRESS_FIELDS, POSTAL_SHIPPING_METHODS } from '../../shared/schemas/checkout';
import { lineThumb } from '../../shared/designer/render-url';
import { parseOrder } from '../../shared/order';
import { PATHS } from '../../shared/site-paths';
import { track } from '../state/analytics';
import { newLineUuid, openCart, state as cart } from '../state/cart';
import { requestItem } from '../state/cart-sync';
import { state as discount } from '../state/discount';
import { whenRestored } from '../state/persist';
import { ADDRESS_FIELDS, fill, type AddressField, type CheckoutPageData } from './contracts';
import { bootSummaryToggle } from './summary-toggle';
import { checkoutTotals, type CheckoutTotals, type DeliveryChoice, type GiftCardUse } from './totals';

const FORM_KEY = 'h057_checkout';
const BEGUN_KEY = 'h057_checkout_begun';
const POLL_MS = 2000;
const MAX_GIFT_CARDS = 3;
/** A line's height before its text is known (as the server draws it). */
const NO_TEXT_YET = '\u00a0';
/** Where the cart keeps the provider's order per payment kind (SPEC 3: card, buy-now-pay-later, invoice). */
const PROVIDER_ORDER_SLOTS: Partial<Record<PaymentKind, 'cardOrder' | 'payLaterOrder' | 'invoiceOrder'>> = {
  card: 'cardOrder',
  pay_later: 'payLaterOrder',
  invoice: 'invoiceOrder',
};

interface DeliveryMethod extends DeliveryChoice {
  id: 'home' | 'service_point' | 'express' | 'email';
  lead_days: [number, number];
}
/** An order of gift cards alone is e-mailed: no charge, no postal address (services/commerce/src/checkout/delivery.ts). */
const EMAIL_DELIVERY: DeliveryMethod = { id: 'email', price: 0, free_from: null, lead_days: [0, 0] };
const isPostalField = (name: string) => (POSTAL_ADDRESS_FIELDS as readonly string[]).includes(name);
interface ServicePoint {
  id: string;
  name: string;
  street: string;
  postal_code: string;
  distance_m: number;
}
interface SavedForm {
  fields: Partial<Record<AddressField, string>>;
  newsletter: boolean;
  giftCards: GiftCardUse[];
}

export function bootCheckout(root: HTMLElement): void {
  const data = JSON.parse(root.dataset.props ?? '{}') as CheckoutPageData;
  const form = root.querySelector<HTMLFormElement>('[data-checkout-form]');
  if (!form) return;
  const { labels } = data;
  const market = { iso: data.iso, currency: data.currency, currencyDecimals: data.currencyDecimals };
  const money = (amount: number) => formatMoney(amount, market);
  const decimals = currencyDecimals(market);
  const countryCode = LOCALES[data.locale].countryCode;
  const $ = <T extends HTMLElement>(selector: string) => root.querySelector<T>(selector);
  const summary = $<HTMLElement>('[data-checkout-summary]')!;
  const summaryToggle = bootSummaryToggle(root);
  const notice = $<HTMLElement>('[data-checkout-notice]')!;
  const formError = $<HTMLElement>('[data-form-error]')!;
  const methodsBox = $<HTMLElement>('[data-delivery-methods]')!;
  const deliveryHint = $<HTMLElement>('[data-delivery-hint]')!;
  const pointsBox = $<HTMLElement>('[data-service-points]')!;
  const pointsSelect = root.querySelector('#checkout-service_point') as unknown as HTMLSelectElement;
  const giftInput = $<HTMLInputElement>('#checkout-gift_card')!;
  const giftList = $<HTMLElement>('[data-gift-cards]')!;
  const submit = $<HTMLButtonElement>('[data-checkout-submit]')!;
  const wait = $<HTMLElement>('[data-checkout-wait]')!;
  const postalParts = [...root.querySelectorAll<HTMLElement>('[data-postal]')];
  const addressTitle = $<HTMLElement>('[data-address-title]')!;
  const postalAddressTitle = addressTitle.textContent ?? '';
  const deliveryByEmail = $<HTMLElement>('[data-delivery-email]')!;
  const paymentKinds = $<HTMLElement>('[data-payment-kinds]')!;
  const paidByGiftCards = $<HTMLElement>('[data-paid-by-gift-cards]')!;
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;

  let methods: DeliveryMethod[] = [];
  let methodsFor = '';
  let pointsFor = '';
  let giftCards: GiftCardUse[] = [];
  let isSubmitting = false;
  /** The server's total after a 409 total_changed: the shopper has now seen it. */
  let acceptedTotal: number | null = null;
  let polling: number | undefined;

  // --- what the shopper typed, kept for this tab -------------------------------------------
  const saved = readSaved();
  for (const name of ADDRESS_FIELDS) {
    const field = input(name);
    if (field && saved.fields[name] !== undefined) field.value = saved.fields[name]!;
  }
  const newsletter = input('newsletter');
  if (newsletter) newsletter.checked = saved.newsletter;
  giftCards = saved.giftCards.slice(0, MAX_GIFT_CARDS);

  function save(): void {
    const fields: SavedForm['fields'] = {};
    for (const name of ADDRESS_FIELDS) fields[name] = input(name)?.value ?? '';
    try {
      sessionStorage.setItem(FORM_KEY, JSON.stringify({ fields, newsletter: newsletter?.checked ?? false, giftCards }));
    } catch {
      // Private mode or a full storage: the form still works, it just is not kept.
    }
  }

  function start(): void {
    if (!cart.checkoutID) cart.checkoutID = newLineUuid();
    const own = `${PATHS.checkout}/${encodeURIComponent(cart.checkoutID)}`;
    if (location.pathname !== own) history.replaceState(history.state, '', `${own}${location.search}`);
    const paymentKind = cart.paymentMethod;
    if (isPaymentKind(paymentKind)) {
      const radio = form!.querySelector<HTMLInputElement>(`input[name="payment_method"][value="${paymentKind}"]`);
      if (radio) radio.checked = true;
    }
    const postal = input('postal_code');
    if (postal && !postal.value && cart.postalCode) postal.value = cart.postalCode;
    beginCheckout();
    render();
    subscribe(cart, render);
    subscribe(discount, render);
    void loadDelivery();
  }

  function beginCheckout(): void {
    if (cart.items.length === 0) return;
    try {
      if (sessionStorage.getItem(BEGUN_KEY) === cart.checkoutID) return;
      sessionStorage.setItem(BEGUN_KEY, cart.checkoutID ?? '');
    } catch {
      // Without storage the event may come again on a reload; tracking is best effort.
    }
    const current = totals();
    track({ event: 'begin_checkout', ecommerce: { currency: data.currency, value: current.lines - current.discount, items: items() } });
  }

  const items = () =>
    cart.items.map((line) => ({
      item_id: line.sku,
      item_name: line.name,
      ...(line.variation_name ? { item_variant: line.variation_name } : {}),
      price: line.price,
      quantity: line.quantity,
    }));

  /** Gift cards alone are e-mailed (docs/checkout.md "Gift cards"): no postal address, no delivery to choose. */
  const isByEmail = () => isSentByEmail(cart.items);

  function chosenMethod(): DeliveryMethod | null {
    if (isByEmail()) return EMAIL_DELIVERY;
    return methods.find((method) => method.id === cart.shippingMethod) ?? null;
  }

  function totals(): CheckoutTotals {
    return checkoutTotals({ lines: cart.items, coupons: discount.coupons, decimals, delivery: chosenMethod(), giftCards });
  }

  /** Whether the delivery rows drawn now are those of an order by e-mail (none); the server draws the postal ones. */
  let isDrawnByEmail = false;

  /** Only what the order needs is asked: a postal address for goods, a payment method for what gift cards leave. */
  function showWhatIsAsked(current: CheckoutTotals): void {
    const byEmail = isByEmail();
    for (const part of postalParts) part.hidden = byEmail;
    if (byEmail !== isDrawnByEmail) renderMethods();
    addressTitle.textContent = byEmail ? (addressTitle.dataset.byEmail ?? postalAddressTitle) : postalAddressTitle;
    deliveryByEmail.hidden = !byEmail;
    const isCovered = current.total <= 0;
    paymentKinds.hidden = isCovered;
    paidByGiftCards.hidden = !isCovered;
  }

  // --- the summary --------------------------------------------------------------------------
  function render(): void {
    submit.disabled = isSubmitting || cart.items.length === 0;
    if (cart.items.length === 0) {
      setChildren(summary, [el('p', {}, labels.empty), el('a', { href: '/', className: 'button' }, labels.continueShopping)]);
      summaryToggle.showEmpty(labels.empty);
      return;
    }
    const current = totals();
    summaryToggle.showTotal(money(current.total));
    showWhatIsAsked(current);
    const list = el('ul', { className: 'checkout-lines' });
    for (const line of cart.items) {
      const name = el('span', { className: 'checkout-line-name' }, line.name);
      if (line.variation_name) name.appendChild(el('small', {}, ` ${line.variation_name}`));
      name.appendChild(el('small', { className: 'checkout-line-quantity' }, fill(labels.quantity, { count: line.quantity })));
      list.appendChild(
        el(
          'li',
          {},
          // A custom poster shows its design, as in the cart.
          el('img', { src: lineThumb(line), alt: '', width: 48, height: 64, loading: 'lazy' }),
          name,
          el('span', { className: 'checkout-line-price' }, money(line.price * line.quantity)),
        ),
      );
    }
    const rows = el('dl', { className: 'checkout-totals' });
    const row = (label: string, value: string, testId?: string) => {
      rows.appendChild(el('dt', {}, label));
      rows.appendChild(el('dd', testId ? { dataset: { testid: testId } } : {}, value));
    };
    row(labels.subtotal, money(current.lines));
    if (current.discount > 0) {
      const codes = discount.coupons.filter((coupon) => coupon.applied && !coupon.failed_minimum_spend).map((coupon) => coupon.code);
      row(codes.length > 0 ? `${labels.discount} (${codes.join(', ')})` : labels.discount, `−${money(current.discount)}`);
    }
    row(
      labels.delivery,
      isByEmail()
        ? labels.methods.email
        : current.shipping === null
          ? labels.deliveryUnknown
          : current.shipping === 0
            ? labels.deliveryFree
            : money(current.shipping),
    );
    for (const card of current.giftCards) row(`${labels.giftCards} ${maskCode(card.code)}`, `−${money(card.amount)}`);
    row(labels.total, money(current.total), 'checkout-total');
    const extras: HTMLElement[] = [el('p', { className: 'hint' }, fill(labels.vatIncluded, { amount: money(current.vat) }))];
    if (current.freeDeliveryLeft !== null) {
      extras.unshift(
        el('p', { className: 'checkout-free-left' }, fill(labels.freeDeliveryLeft, { amount: money(current.freeDeliveryLeft) })),
      );
    }
    setChildren(summary, [list, rows, ...extras]);
    renderGiftCards(current);
  }

  function renderGiftCards(current: CheckoutTotals): void {
    setChildren(giftList, [
      ...current.giftCards.map((card) => {
        const remove = el('button', { type: 'button', className: 'link-button' }, '×');
        remove.setAttribute('aria-label', fill(labels.giftCardRemove, { code: maskCode(card.code) }));
        remove.addEventListener('click', () => {
          giftCards = giftCards.filter((other) => other.code !== card.code);
          save();
          render();
          giftInput.focus();
        });
        return el('li', {}, fill(labels.giftCardApplied, { code: maskCode(card.code), amount: money(card.amount) }), ' ', remove);
      }),
    ]);
  }

  // --- delivery -----------------------------------------------------------------------------
  async function loadDelivery(): Promise<void> {
    const typed = input('postal_code')?.value ?? '';
    const postal = normalizePostalCode(countryCode, typed);
    if (!postal) {
      if (typed.trim() === '') {
        methods = [];
        methodsFor = '';
        renderMethods();
        deliveryHint.textContent = labels.deliveryEnterPostal;
        deliveryHint.hidden = false;
        pointsBox.hidden = true;
        render();
      }
      return;
    }
    if (postal === methodsFor) return;
    methodsFor = postal;
    cart.postalCode = postal;
    deliveryHint.textContent = labels.deliveryLoading;
    deliveryHint.hidden = false;
    try {
      const response = await fetch(`/api/delivery-methods?postal_code=${encodeURIComponent(postal)}`);
      const answer = (await response.json()) as { methods?: DeliveryMethod[] };
      if (methodsFor !== postal) return;
      if (!response.ok || !Array.isArray(answer.methods)) throw new Error(`delivery methods: ${response.status}`);
      methods = answer.methods;
    } catch {
      methodsFor = '';
      deliveryHint.textContent = labels.errorGeneric;
      return;
    }
    // The hint keeps its place (what is below it does not move) and says what the prices are for.
    deliveryHint.textContent = fill(labels.deliveryFor, { postal_code: postal });
    if (!methods.some((method) => method.id === cart.shippingMethod)) cart.shippingMethod = null;
    renderMethods();
    render();
    if (cart.shippingMethod === 'service_point') await loadServicePoints(postal);
  }

  /**
   * Every way of delivery in its row, as the server drew them before the postal code was
   * known (worker/routes/checkout/checkout-page.tsx): the offered ones with their price and
   * days, the others disabled, so the rows below never move when the options arrive.
   */
  function renderMethods(): void {
    // An order by e-mail has no way of delivery to choose: no rows at all, not even hidden ones.
    isDrawnByEmail = isByEmail();
    if (isDrawnByEmail) {
      setChildren(methodsBox, []);
      return;
    }
    const goods = totals();
    const offered = new Map(methods.map((method) => [method.id, method]));
    setChildren(methodsBox, [
      ...POSTAL_SHIPPING_METHODS.map((id) => {
        const method = offered.get(id);
        const radio = el('input', {
          type: 'radio',
          name: 'shipping_method',
          value: id,
          checked: id === cart.shippingMethod,
          disabled: !method,
        });
        let lead = methods.length > 0 ? labels.methodUnavailable : NO_TEXT_YET;
        let price = '';
        if (method) {
          const [least, most] = method.lead_days;
          lead = least === 1 && most === 1 ? labels.leadDayOne : fill(labels.leadDays, { min: least, max: most });
          price = method.free_from !== null && goods.lines - goods.discount >= method.free_from ? labels.deliveryFree : money(method.price);
        }
        return el(
          'label',
          { className: 'choice' },
          radio,
          el('span', { className: 'choice-text' }, el('span', { className: 'choice-name' }, labels.methods[id]), el('small', {}, lead)),
          el('span', { className: 'choice-price' }, price),
        );
      }),
    ]);
  }

  async function loadServicePoints(postal: string): Promise<void> {
    pointsBox.hidden = false;
    if (pointsFor === postal) return;
    pointsFor = postal;
    setChildren(pointsSelect, [el('option', { value: '' }, labels.deliveryLoading)]);
    try {
      const response = await fetch(`/api/service-points?postal_code=${encodeURIComponent(postal)}`);
      const answer = (await response.json()) as { points?: ServicePoint[] };
      if (pointsFor !== postal) return;
      if (!response.ok || !Array.isArray(answer.points)) throw new Error(`service points: ${response.status}`);
      const points = answer.points;
      if (!points.some((point) => point.id === cart.servicePoint)) cart.servicePoint = points[0]?.id ?? null;
      setChildren(pointsSelect, [
        ...points.map((point) =>
          el(
            'option',
            { value: point.id, selected: point.id === cart.servicePoint },
            `${point.name}, ${point.street} (${fill(labels.serviceDistance, { distance: (point.distance_m / 1000).toLocaleString(data.iso, { maximumFractionDigits: 1 }) })})`,
          ),
        ),
      ]);
    } catch {
      pointsFor = '';
      setChildren(pointsSelect, [el('option', { value: '' }, labels.errorGeneric)]);
    }
  }

  // --- events -------------------------------------------------------------------------------
  let postalTimer: number | undefined;
  form.addEventListener('input', (event) => {
    const target = event.target as HTMLInputElement;
    if (target.name === 'postal_code') {
      window.clearTimeout(postalTimer);
      postalTimer = window.setTimeout(() => void loadDelivery(), 300);
    }
    if ((ADDRESS_FIELDS as readonly string[]).includes(target.name) || target.name === 'newsletter') {
      save();
      if (target.getAttribute('aria-invalid') === 'true') showFieldError(target.name, null);
    }
  });
  form.addEventListener('change', (event) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (target.name === 'postal_code') void loadDelivery();
    if (target.name === 'newsletter') save();
    if (target.name === 'shipping_method') {
      cart.shippingMethod = target.value;
      showFieldError('shipping_method', null);
      const method = chosenMethod();
      if (method) {
        track({
          event: 'add_shipping_info',
          ecommerce: { currency: data.currency, value: totals().total, shipping_tier: method.id, items: items() },
        });
      }
      if (target.value === 'service_point') void loadServicePoints(methodsFor);
      else pointsBox.hidden = true;
      render();
    }
    if (target.name === 'service_point') {
      cart.servicePoint = target.value || null;
      showFieldError('service_point', null);
    }
    if (target.name === 'payment_method' && isPaymentKind(target.value)) {
      cart.paymentMethod = target.value;
      showFieldError('payment_method', null);
      track({
        event: 'add_payment_info',
        ecommerce: { currency: data.currency, value: totals().total, payment_type: target.value, items: items() },
      });
    }
  });
  root.querySelector('[data-checkout-edit-cart]')?.addEventListener('click', () => openCart());
  root.querySelector('[data-gift-card-add]')?.addEventListener('click', () => void addGiftCard());
  giftInput.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void addGiftCard();
    }
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void placeOrder();
  });

  async function addGiftCard(): Promise<void> {
    const code = normalizeGiftCardCode(giftInput.value);
    showFieldError('gift_cards', null);
    if (!code || giftCards.length >= MAX_GIFT_CARDS) return showFieldError('gift_cards', labels.giftCardInvalid);
    if (giftCards.some((card) => card.code === code)) {
      giftInput.value = '';
      return;
    }
    try {
      const response = await fetch('/api/gift-card-balance', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code }),
      });
      const card = response.ok ? parseGiftCardBalance(await response.json()) : null;
      if (!card || card.status !== 'active' || card.currency !== data.currency) return showFieldError('gift_cards', labels.giftCardInvalid);
      giftCards = [...giftCards, { code: card.code, balance: card.balance }];
      giftInput.value = '';
      save();
      render();
    } catch {
      showFieldError('gift_cards', labels.errorGeneric);
    }
  }

  // --- placing the order --------------------------------------------------------------------
  function showFieldError(name: string, message: string | null): void {
    const errorBox = root.querySelector<HTMLElement>(`#checkout-${name}-error`);
    if (errorBox) {
      errorBox.textContent = message ?? '';
      errorBox.hidden = message === null;
    }
    const field = input(name);
    if (field instanceof HTMLInputElement && field.type !== 'radio') field.setAttribute('aria-invalid', String(message !== null));
    if (field instanceof HTMLSelectElement) field.setAttribute('aria-invalid', String(message !== null));
  }

  function showFormError(message: string | null): void {
    formError.textContent = message ?? '';
    formError.hidden = message === null;
  }

  /** The form's own checks, with the same rules as the commerce API (shared/schemas/checkout). */
  function validate(): { name: string; message: string }[] {
    const values = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, input(name)?.value ?? '']));
    const errors: { name: string; message: string }[] = [];
    const byEmail = isByEmail();
    const result = v.safeParse(checkoutAddress(data.locale), values);
    if (!result.success) {
      const seen = new Set<string>();
      for (const issue of result.issues) {
        const name = String(issue.path?.[0]?.key ?? '');
        if (!name || seen.has(name) || (byEmail && isPostalField(name))) continue;
        seen.add(name);
        errors.push({ name, message: messageFor(name, values[name] ?? '') });
      }
    }
    if (!chosenMethod()) errors.push({ name: 'shipping_method', message: labels.errorShipping });
    else if (!byEmail && cart.shippingMethod === 'service_point' && !pointsSelect.value)
      errors.push({ name: 'service_point', message: labels.errorServicePoint });
    const needsPayment = totals().total > 0;
    if (
      needsPayment &&
      (!isPaymentKind(cart.paymentMethod) || !form!.querySelector(`input[name="payment_method"][value="${cart.paymentMethod}"]`))
    ) {
      errors.push({ name: 'payment_method', message: labels.errorPayment });
    }
    return errors;
  }

  function messageFor(name: string, value: string): string {
    if (value.trim() === '') return labels.errorRequired;
    if (name === 'email') return labels.errorEmail;
    if (name === 'phone') return labels.errorPhone;
    if (name === 'postal_code') return labels.errorPostal;
    return labels.errorTooLong;
  }

  function focusField(name: string): void {
    const target =
      name === 'shipping_method' || name === 'payment_method'
        ? form!.querySelector<HTMLInputElement>(`input[name="${name}"]`)
        : name === 'gift_cards'
          ? giftInput
          : input(name);
    target?.focus();
  }

  function setSubmitting(value: boolean): void {
    isSubmitting = value;
    submit.textContent = value ? labels.submitting : labels.submit;
    form!.setAttribute('aria-busy', String(value));
    render();
  }

  /**
   * `isRestart`: this browser no longer holds the key its checkout was started with (its
   * cookies were cleared, or the cart came from another browser), so the order is placed
   * once more under a checkout of its own (docs/checkout.md "Who a checkout belongs to").
   */
  async function placeOrder(isRestart = false): Promise<void> {
    if (isSubmitting || cart.items.length === 0) return;
    stopPolling();
    notice.hidden = true;
    showFormError(null);
    for (const name of [...ADDRESS_FIELDS, 'shipping_method', 'service_point', 'payment_method', 'gift_cards']) showFieldError(name, null);
    const errors = validate();
    if (errors.length > 0) {
      for (const error of errors) showFieldError(error.name, error.message);
      showFormError(labels.errorForm);
      focusField(errors[0]!.name);
      return;
    }
    const current = totals();
    const values = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, input(name)?.value ?? '']));
    const byEmail = isByEmail();
    const names = { first_name: values.first_name, last_name: values.last_name, company: values.company };
    const body = {
      checkout_id: cart.checkoutID,
      items: cart.items.map((line) => requestItem(line)),
      coupons: [...discount.codes],
      gift_cards: giftCards.map((card) => card.code),
      contact: { email: values.email, phone: values.phone },
      // An e-mail delivery sends no postal address: none was asked.
      address: byEmail
        ? names
        : { ...names, care_of: values.care_of, street: values.street, postal_code: values.postal_code, city: values.city },
      shipping_method: byEmail ? 'email' : cart.shippingMethod,
      service_point: !byEmail && cart.shippingMethod === 'service_point' ? pointsSelect.value : null,
      // Gift cards that pay it all leave nothing for a payment method.
      payment_method: current.total > 0 ? cart.paymentMethod : null,
      expected_total: acceptedTotal ?? current.total,
      newsletter: newsletter?.checked ?? false,
    };
    setSubmitting(true);
    let response: Response;
    let answer: Record<string, unknown>;
    try {
      response = await fetch('/api/checkout', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      answer = (await response.json()) as Record<string, unknown>;
    } catch {
      setSubmitting(false);
      showFormError(labels.errorGeneric);
      return;
    }
    acceptedTotal = null;
    const orderId = typeof answer.order_id === 'string' ? answer.order_id : null;
    if (response.ok && orderId) return followPayment(orderId, answer, current.total);
    setSubmitting(false);
    if (response.status === 403 && answer.code === 'checkout_elsewhere' && !isRestart) {
      cart.checkoutID = newLineUuid();
      history.replaceState(history.state, '', `${PATHS.checkout}/${encodeURIComponent(cart.checkoutID)}`);
      return placeOrder(true);
    }
    if (response.status === 409 && answer.code === 'already_placed' && orderId) {
      location.assign(`${PATHS.checkoutConfirmation}/${orderId}`);
      return;
    }
    if (response.status === 429) {
      const seconds = Number(response.headers.get('retry-after')) || 60;
      showFormError(fill(labels.errorTooMany, { minutes: Math.max(1, Math.ceil(seconds / 60)) }));
      return;
    }
    if (response.status === 409 && answer.code === 'sold_out') {
      const skus = Array.isArray(answer.skus) ? answer.skus : [];
      const names = cart.items.filter((line) => skus.includes(line.sku)).map((line) => line.name);
      showFormError(fill(labels.errorSoldOut, { items: names.join(', ') || String(answer.error ?? '') }));
      return;
    }
    if (response.status === 409 && answer.code === 'total_changed' && typeof answer.total === 'number') {
      acceptedTotal = answer.total;
      showFormError(fill(labels.errorTotalChanged, { amount: money(answer.total) }));
      return;
    }
    if (response.status === 422 && typeof answer.field === 'string') {
      const name = fieldName(answer.field);
      const known = [...ADDRESS_FIELDS, 'shipping_method', 'service_point', 'payment_method', 'gift_cards'] as string[];
      if (known.includes(name)) {
        showFieldError(name, serverMessage(name, values[name] ?? ''));
        showFormError(labels.errorForm);
        focusField(name);
        return;
      }
    }
    showFormError(response.status === 502 ? labels.errorProvider : labels.errorGeneric);
  }

  /** `address.postal_code` → postal_code; `gift_cards.1` → gift_cards. */
  function fieldName(path: string): string {
    const parts = path.split('.');
    return parts[0] === 'address' || parts[0] === 'contact' ? (parts[1] ?? '') : (parts[0] ?? '');
  }

  function serverMessage(name: string, value: string): string {
    if (name === 'shipping_method') return labels.errorShipping;
    if (name === 'service_point') return labels.errorServicePoint;
    if (name === 'payment_method') return labels.errorPayment;
    if (name === 'gift_cards') return labels.giftCardInvalid;
    return messageFor(name, value);
  }

  function followPayment(orderId: string, answer: Record<string, unknown>, total: number): void {
    const payment = answer.payment as {
      kind?: PaymentKind;
      session_id?: string;
      redirect_url?: string | null;
      app_url?: string | null;
    } | null;
    // SPEC 3: the provider's order of each kind, tied to the locale it was opened in.
    const slot = payment?.kind ? PROVIDER_ORDER_SLOTS[payment.kind] : undefined;
    if (slot && payment?.session_id) cart[slot] = { id: payment.session_id, locale: data.locale };
    const confirmation = `${PATHS.checkoutConfirmation}/${orderId}`;
    if (payment?.redirect_url) {
      location.assign(payment.redirect_url);
      return;
    }
    if (payment?.app_url && payment.kind && POLLED_KINDS.includes(payment.kind)) {
      showAppWait(orderId, payment.app_url, total);
      return;
    }
    location.assign(confirmation);
  }

  function showAppWait(orderId: string, appUrl: string, total: number): void {
    const open = el('a', { href: appUrl, target: '_blank', rel: 'noopener', className: 'button button-primary' }, labels.bankidOpen);
    const cancel = el('button', { type: 'button', className: 'button button-secondary' }, labels.bankidCancel);
    cancel.addEventListener('click', () => {
      stopPolling();
      wait.hidden = true;
      setSubmitting(false);
      showNotice(labels.paymentCancelled);
      submit.focus();
    });
    setChildren(wait, [el('p', {}, fill(labels.bankidWaiting, { amount: money(total) })), el('p', { className: 'actions' }, open, cancel)]);
    wait.hidden = false;
    open.focus();
    const poll = async () => {
      try {
        const response = await fetch(`/api/orders/${encodeURIComponent(orderId)}`, { headers: { accept: 'application/json' } });
        const order = response.ok ? parseOrder(await response.json()) : null;
        if (polling === undefined) return;
        if (order?.status === 'paid') {
          location.assign(`${PATHS.checkoutConfirmation}/${orderId}`);
          return;
        }
        if (order && (order.status === 'payment_failed' || order.status === 'cancelled')) {
          stopPolling();
          wait.hidden = true;
          setSubmitting(false);
          const reason = order.payment?.status;
          showNotice(
            reason === 'cancelled' ? labels.paymentCancelled : reason === 'expired' ? labels.paymentExpired : labels.paymentDeclined,
          );
          submit.focus();
          return;
        }
      } catch {
        // A failed poll is tried again.
      }
      if (polling !== undefined) polling = window.setTimeout(() => void poll(), POLL_MS);
    };
    polling = window.setTimeout(() => void poll(), POLL_MS);
  }

  function stopPolling(): void {
    window.clearTimeout(polling);
    polling = undefined;
  }

  function showNotice(message: string): void {
    notice.textContent = message;
    notice.className = 'notice notice-error';
    notice.hidden = false;
  }

  // Last: start() may run at once (storage already restored) and uses everything above.
  whenRestored(start);
}

function readSaved(): SavedForm {
  const empty: SavedForm = { fields: {}, newsletter: false, giftCards: [] };
  try {
    const value = JSON.parse(sessionStorage.getItem(FORM_KEY) ?? 'null') as Partial<SavedForm> | null;
    if (!value || typeof value !== 'object') return empty;
    const fields: SavedForm['fields'] = {};
    for (const name of ADDRESS_FIELDS) {
      const text = value.fields?.[name];
      if (typeof text === 'string') fields[name] = text.slice(0, 200);
    }
    const giftCards = Array.isArray(value.giftCards)
      ? value.giftCards.filter(
          (card): card is GiftCardUse =>
            typeof card?.code === 'string' &&
            normalizeGiftCardCode(card.code) !== null &&
            typeof card.balance === 'number' &&
            card.balance > 0,
        )
      : [];
    return { fields, newsletter: value.newsletter === true, giftCards };
  } catch {
    return empty;
  }
}

/** Forgets the form (after the order is placed and paid). */
export function forgetCheckoutForm(): void {
  try {
    sessionStorage.removeItem(FORM_KEY);
    sessionStorage.removeItem(BEGUN_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** A gift card code shown with its last group only. */
function maskCode(code: string): string {
  return `•••• ${code.slice(-4)}`;
}

type Props = Record<string, unknown> & { dataset?: Record<string, string> };

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  const { dataset, ...rest } = props;
  for (const [key, value] of Object.entries(rest)) (element as unknown as Record<string, unknown>)[key] = value;
  if (dataset) Object.assign(element.dataset, dataset);
  for (const child of children) element.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  return element;
}

/** Replaces an element's children (appendChild: the Workers types also declare append for their HTMLRewriter). */
function setChildren(parent: Node, children: (Node | string)[]): void {
  parent.textContent = '';
  for (const child of children) parent.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
}
