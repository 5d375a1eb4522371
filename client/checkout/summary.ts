/**
 * The checkout's order summary (docs/checkout.md): the cart's lines, then subtotal, the
 * coupons' discount, delivery, each gift card and what is left to pay, the VAT in it and
 * what more would make the delivery free. What it says is worked out here from the totals
 * (client/checkout/totals.ts); drawing it is the last step.
 */
import type { Snapshot } from 'valtio/vanilla';
import { lineThumb } from '../../shared/custom-poster/render-url';
import { CHECKOUT_LINE_IMAGE, copyImage, photoThumbImage } from '../../shared/srcset';
import type { CartLine, Coupon } from '../../shared/types';
import { fill, type CheckoutPageData } from './contracts';
import { el, setChildren } from '../dom';
import type { CheckoutTotals } from './totals';

type Labels = CheckoutPageData['labels'];
type Money = (amount: number) => string;

export interface SummaryRow {
  label: string;
  value: string;
  /** The total's row is found by tests (data-testid). */
  testId?: string;
}

/** A gift card code shown with its last group only. */
export const maskCode = (code: string): string => `•••• ${code.slice(-4)}`;

/** The codes whose discount the order gets (applied, their minimum spend met). */
const discountCodes = (coupons: readonly Snapshot<Coupon>[]) =>
  coupons.filter((coupon) => coupon.applied && !coupon.failed_minimum_spend).map((coupon) => coupon.code);

function deliveryValue(current: CheckoutTotals, isByEmail: boolean, labels: Labels, money: Money): string {
  if (isByEmail) return labels.methods.email;
  if (current.shipping === null) return labels.deliveryUnknown;
  return current.shipping === 0 ? labels.deliveryFree : money(current.shipping);
}

/** The summary's totals, top to bottom. */
export function summaryRows(
  current: CheckoutTotals,
  { coupons, isByEmail, labels, money }: { coupons: readonly Snapshot<Coupon>[]; isByEmail: boolean; labels: Labels; money: Money },
): SummaryRow[] {
  const rows: SummaryRow[] = [{ label: labels.subtotal, value: money(current.lines) }];
  if (current.discount > 0) {
    const codes = discountCodes(coupons);
    rows.push({
      label: codes.length > 0 ? `${labels.discount} (${codes.join(', ')})` : labels.discount,
      value: `−${money(current.discount)}`,
    });
  }
  rows.push({ label: labels.delivery, value: deliveryValue(current, isByEmail, labels, money) });
  for (const card of current.giftCards) rows.push({ label: `${labels.giftCards} ${maskCode(card.code)}`, value: `−${money(card.amount)}` });
  rows.push({ label: labels.total, value: money(current.total), testId: 'checkout-total' });
  return rows;
}

/** The notes under the totals: what more makes delivery free (when something does), and the VAT included. */
export function summaryNotes(current: CheckoutTotals, labels: Labels, money: Money): { freeDeliveryLeft: string | null; vat: string } {
  return {
    freeDeliveryLeft: current.freeDeliveryLeft === null ? null : fill(labels.freeDeliveryLeft, { amount: money(current.freeDeliveryLeft) }),
    vat: fill(labels.vatIncluded, { amount: money(current.vat) }),
  };
}

/** The lines, the totals and the notes, in place of what the summary showed. */
export function drawSummary(
  box: HTMLElement,
  lines: readonly Snapshot<CartLine>[],
  rows: readonly SummaryRow[],
  notes: ReturnType<typeof summaryNotes>,
  { labels, money }: { labels: Labels; money: Money },
): void {
  const list = el('ul', { className: 'checkout-lines' });
  for (const line of lines) {
    const name = el('span', { className: 'checkout-line-name' }, line.name);
    if (line.variation_name) name.appendChild(el('small', {}, ` ${line.variation_name}`));
    name.appendChild(el('small', { className: 'checkout-line-quantity' }, fill(labels.quantity, { count: line.quantity })));
    list.appendChild(
      el(
        'li',
        {},
        // A custom poster shows its design, as in the cart.
        lineImage(lineThumb(line)),
        name,
        el('span', { className: 'checkout-line-price' }, money(line.price * line.quantity)),
      ),
    );
  }
  const totals = el('dl', { className: 'checkout-totals' });
  for (const row of rows) {
    totals.appendChild(el('dt', {}, row.label));
    totals.appendChild(el('dd', row.testId ? { dataset: { testid: row.testId } } : {}, row.value));
  }
  const extras: HTMLElement[] = [el('p', { className: 'hint' }, notes.vat)];
  if (notes.freeDeliveryLeft !== null) extras.unshift(el('p', { className: 'checkout-free-left' }, notes.freeDeliveryLeft));
  setChildren(box, [list, totals, ...extras]);
}

/** An empty cart: its message and the way back to the shop. */
export function drawEmptySummary(box: HTMLElement, labels: Labels): void {
  setChildren(box, [el('p', {}, labels.empty), el('a', { href: '/', className: 'button' }, labels.continueShopping)]);
}

/**
 * A line's picture: a poster's copies or a photo poster's photo at the widths its 48 px box
 * needs (the DOM's own `srcset`, not React's `srcSet`); any other picture (a generated SVG, an
 * upstream CDN's address) keeps its one `src` (docs/browse.md "Pictures").
 */
function lineImage(thumb: string): HTMLImageElement {
  const { src, srcSet, sizes } = copyImage(thumb, CHECKOUT_LINE_IMAGE) ?? photoThumbImage(thumb, CHECKOUT_LINE_IMAGE) ?? { src: thumb };
  return el('img', { ...(srcSet ? { srcset: srcSet, sizes } : {}), src, alt: '', width: 48, height: 64, loading: 'lazy' });
}
