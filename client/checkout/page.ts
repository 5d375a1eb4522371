/**
 * The checkout page in the browser (issue 11; docs/checkout.md), plain DOM code over the
 * server's form, so the page loads no React. This module finds the page's parts and wires
 * them to the checkout's store and its modules: the summary, delivery, gift cards, placing
 * the order and waiting for the payment (client/checkout/*.ts). What the shopper types is
 * kept for this tab (client/checkout/tab-storage.ts), and the cart's checkout fields in
 * h057, so a reload or a trip to the payment provider loses nothing.
 */
import { subscribe } from 'valtio/vanilla';
import { LOCALES } from '../../shared/locales';
import { currencyDecimals, formatMoney } from '../../shared/money';
import { isPaymentKind } from '../../shared/payment-methods';
import { PATHS } from '../../shared/site-paths';
import { track } from '../state/analytics';
import { newLineUuid, openCart, state as cart } from '../state/cart';
import { state as discount } from '../state/discount';
import { whenRestored } from '../state/persist';
import { ADDRESS_FIELDS, fill, type CheckoutPageData } from './contracts';
import { chooseMethod, drawMethods, drawPoints, loadDelivery, methodRows, type DeliveryView } from './delivery';
import { addGiftCard, drawGiftCards, giftCardItems, removeGiftCard } from './gift-cards';
import { confirmationPath, drawAppWait, failureMessage, paymentStep, waitForPayment } from './payment-wait';
import { ERROR_FIELDS, placeOrder, type FormValues, type OrderView } from './place-order';
import { analyticsItems, currentTotals, isByEmail, startCheckoutState, state } from './store';
import { drawEmptySummary, drawSummary, summaryNotes, summaryRows } from './summary';
import { bootSummaryToggle } from './summary-toggle';
import { isFirstBegin, readSavedForm, saveForm } from './tab-storage';
import type { CheckoutTotals } from './totals';

/** How long the postal code field waits for the shopper to stop typing before delivery is asked for (ms). */
const POSTAL_PAUSE_MS = 300;

export function bootCheckout(root: HTMLElement): void {
  const data = JSON.parse(root.dataset.props ?? '{}') as CheckoutPageData;
  const form = root.querySelector<HTMLFormElement>('[data-checkout-form]');
  if (!form) return;
  const { labels } = data;
  const market = { iso: data.iso, currency: data.currency, currencyDecimals: data.currencyDecimals };
  const money = (amount: number) => formatMoney(amount, market);
  const $ = <T extends HTMLElement>(selector: string) => root.querySelector<T>(selector)!;
  const summary = $('[data-checkout-summary]');
  const summaryToggle = bootSummaryToggle(root);
  const notice = $('[data-checkout-notice]');
  const formError = $('[data-form-error]');
  const methodsBox = $('[data-delivery-methods]');
  const deliveryHint = $('[data-delivery-hint]');
  const pointsBox = $('[data-service-points]');
  const pointsSelect = root.querySelector('#checkout-service_point') as unknown as HTMLSelectElement;
  const giftInput = $<HTMLInputElement>('#checkout-gift_card');
  const giftList = $('[data-gift-cards]');
  const submit = $<HTMLButtonElement>('[data-checkout-submit]');
  const wait = $('[data-checkout-wait]');
  const postalParts = [...root.querySelectorAll<HTMLElement>('[data-postal]')];
  const addressTitle = $('[data-address-title]');
  const postalAddressTitle = addressTitle.textContent ?? '';
  const deliveryByEmail = $('[data-delivery-email]');
  const paymentKinds = $('[data-payment-kinds]');
  const paidByGiftCards = $('[data-paid-by-gift-cards]');
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  const newsletter = input('newsletter');
  const deps = { fetch: (url: string, init?: RequestInit) => fetch(url, init), countryCode: LOCALES[data.locale].countryCode };
  const timers = {
    setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
  };
  /** Stops looking at an order paid in an app (client/checkout/payment-wait.ts). */
  let stopWaiting: () => void = () => undefined;

  // --- what the shopper typed, kept for this tab -------------------------------------------
  const saved = readSavedForm();
  for (const name of ADDRESS_FIELDS) {
    const field = input(name);
    if (field && saved.fields[name] !== undefined) field.value = saved.fields[name]!;
  }
  if (newsletter) newsletter.checked = saved.newsletter;
  startCheckoutState(currencyDecimals(market), saved.giftCards);

  const formValues = () => Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, input(name)?.value ?? ''])) as FormValues;
  const save = () => saveForm({ fields: formValues(), newsletter: newsletter?.checked ?? false, giftCards: state.giftCards });

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
    if (cart.items.length > 0 && isFirstBegin(cart.checkoutID)) {
      const current = currentTotals();
      track({
        event: 'begin_checkout',
        ecommerce: { currency: data.currency, value: current.lines - current.discount, items: analyticsItems() },
      });
    }
    render();
    subscribe(cart, render);
    subscribe(discount, render);
    void loadDelivery(input('postal_code')?.value ?? '', delivery, deps);
  }

  // --- the summary, and what the order asks for ---------------------------------------------
  /** Only what the order needs is asked: a postal address for goods, a payment method for what gift cards leave. */
  function showWhatIsAsked(current: CheckoutTotals): void {
    const byEmail = isByEmail();
    for (const part of postalParts) part.hidden = byEmail;
    addressTitle.textContent = byEmail ? (addressTitle.dataset.byEmail ?? postalAddressTitle) : postalAddressTitle;
    deliveryByEmail.hidden = !byEmail;
    // The delivery rows come and go with the postal address: gift cards alone have none to choose.
    if (byEmail === methodsBox.childElementCount > 0) drawMethodRows();
    const isCovered = current.total <= 0;
    paymentKinds.hidden = isCovered;
    paidByGiftCards.hidden = !isCovered;
  }

  function render(): void {
    submit.disabled = state.isSubmitting || cart.items.length === 0;
    if (cart.items.length === 0) {
      drawEmptySummary(summary, labels);
      summaryToggle.showEmpty(labels.empty);
      return;
    }
    const current = currentTotals();
    summaryToggle.showTotal(money(current.total));
    showWhatIsAsked(current);
    const rows = summaryRows(current, { coupons: discount.coupons, isByEmail: isByEmail(), labels, money });
    drawSummary(summary, cart.items, rows, summaryNotes(current, labels, money), { labels, money });
    drawGiftCards(giftList, giftCardItems(current, labels, money), (code) => {
      removeGiftCard(code);
      save();
      render();
      giftInput.focus();
    });
  }

  // --- delivery -----------------------------------------------------------------------------
  function drawMethodRows(): void {
    const current = currentTotals();
    const goods = current.lines - current.discount;
    drawMethods(methodsBox, methodRows(state.methods, { chosen: cart.shippingMethod, goods, isByEmail: isByEmail(), labels, money }));
  }
  const hints = {
    enter: () => labels.deliveryEnterPostal,
    loading: () => labels.deliveryLoading,
    failed: () => labels.errorGeneric,
  };
  const delivery: DeliveryView = {
    hint(hint) {
      deliveryHint.textContent = hint.kind === 'for' ? fill(labels.deliveryFor, { postal_code: hint.postal }) : hints[hint.kind]();
      deliveryHint.hidden = false;
    },
    methodsChanged() {
      drawMethodRows();
      render();
    },
    pointsVisible: (isVisible) => void (pointsBox.hidden = !isVisible),
    points: (shown) => drawPoints(pointsSelect, shown, { labels, iso: data.iso }),
  };

  // --- placing the order, and its payment ---------------------------------------------------
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

  function setSubmitting(value: boolean): void {
    state.isSubmitting = value;
    submit.textContent = value ? labels.submitting : labels.submit;
    form!.setAttribute('aria-busy', String(value));
    render();
  }

  function showNotice(message: string): void {
    notice.textContent = message;
    notice.className = 'notice notice-error';
    notice.hidden = false;
  }

  /** Waiting given up (cancelled here, or the payment failed): the form is back, with why. */
  function endWait(message: string): void {
    stopWaiting();
    wait.hidden = true;
    setSubmitting(false);
    showNotice(message);
    submit.focus();
  }

  const order: OrderView = {
    clear() {
      stopWaiting();
      notice.hidden = true;
      showFormError(null);
      for (const name of ERROR_FIELDS) showFieldError(name, null);
    },
    fieldError: showFieldError,
    formError: showFormError,
    focusField(name) {
      const target =
        name === 'shipping_method' || name === 'payment_method'
          ? form!.querySelector<HTMLInputElement>(`input[name="${name}"]`)
          : name === 'gift_cards'
            ? giftInput
            : input(name);
      target?.focus();
    },
    submitting: setSubmitting,
    placed(orderId, answer, total) {
      const step = paymentStep(orderId, answer, data.locale);
      if (step.kind === 'provider') return location.assign(step.url);
      if (step.kind === 'confirmation') return location.assign(step.path);
      const open = drawAppWait(wait, {
        appUrl: step.appUrl,
        amount: money(total),
        labels,
        onCancel: () => endWait(labels.paymentCancelled),
      });
      wait.hidden = false;
      open.focus();
      stopWaiting = waitForPayment(
        orderId,
        { paid: () => location.assign(confirmationPath(orderId)), failed: (failed) => endWait(failureMessage(failed, labels)) },
        { fetch: deps.fetch, ...timers },
      );
    },
    go: (path) => location.assign(path),
    replacePath: (path) => history.replaceState(history.state, '', path),
  };
  const readForm = () => ({
    values: formValues(),
    choices: {
      servicePoint: pointsSelect.value,
      isPaymentOffered: (kind: string) => form!.querySelector(`input[name="payment_method"][value="${kind}"]`) !== null,
      newsletter: newsletter?.checked ?? false,
    },
  });

  async function addTypedGiftCard(): Promise<void> {
    showFieldError('gift_cards', null);
    const outcome = await addGiftCard(giftInput.value, { fetch: deps.fetch, currency: data.currency });
    if (outcome === 'invalid') return showFieldError('gift_cards', labels.giftCardInvalid);
    if (outcome === 'failed') return showFieldError('gift_cards', labels.errorGeneric);
    giftInput.value = '';
    if (outcome === 'added') {
      save();
      render();
    }
  }

  // --- events -------------------------------------------------------------------------------
  let postalTimer: number | undefined;
  form.addEventListener('input', (event) => {
    const target = event.target as HTMLInputElement;
    if (target.name === 'postal_code') {
      window.clearTimeout(postalTimer);
      postalTimer = window.setTimeout(() => void loadDelivery(target.value, delivery, deps), POSTAL_PAUSE_MS);
    }
    if ((ADDRESS_FIELDS as readonly string[]).includes(target.name) || target.name === 'newsletter') {
      save();
      if (target.getAttribute('aria-invalid') === 'true') showFieldError(target.name, null);
    }
  });
  form.addEventListener('change', (event) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (target.name === 'postal_code') void loadDelivery(target.value, delivery, deps);
    if (target.name === 'newsletter') save();
    if (target.name === 'shipping_method') {
      showFieldError('shipping_method', null);
      void chooseMethod(target.value, data.currency, delivery, deps);
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
        ecommerce: { currency: data.currency, value: currentTotals().total, payment_type: target.value, items: analyticsItems() },
      });
    }
  });
  root.querySelector('[data-checkout-edit-cart]')?.addEventListener('click', () => openCart());
  root.querySelector('[data-gift-card-add]')?.addEventListener('click', () => void addTypedGiftCard());
  giftInput.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void addTypedGiftCard();
    }
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void placeOrder(readForm, order, { fetch: deps.fetch, locale: data.locale, labels, money });
  });

  // Last: start() may run at once (storage already restored) and uses everything above.
  whenRestored(start);
}
