/**
 * The order summary on a phone (below 900 px, client/styles/checkout.css): it comes first
 * there, and its lines and totals arrive from the browser's cart after the first paint, so
 * an open summary pushed the whole form down as it filled in (a layout shift of 0.13 at
 * 375 px). Folded behind a button of fixed height that shows what is left to pay, it keeps
 * its size whatever the cart holds; the shopper opens it to see the lines. From 900 px the
 * summary is a column of its own, always open, and the button is not shown.
 */
export interface SummaryToggle {
  /** What is left to pay, beside the button's label. */
  showTotal(amount: string): void;
  /** An empty cart: its message in place of the label (one text, so the button keeps its height). */
  showEmpty(message: string): void;
}

export function bootSummaryToggle(root: HTMLElement): SummaryToggle {
  const button = root.querySelector<HTMLButtonElement>('[data-checkout-summary-toggle]');
  const label = button?.querySelector<HTMLElement>('.checkout-summary-toggle-label');
  const total = button?.querySelector<HTMLElement>('[data-checkout-summary-total]');
  const title = label?.textContent ?? '';
  button?.addEventListener('click', () => {
    button.setAttribute('aria-expanded', String(button.getAttribute('aria-expanded') !== 'true'));
  });
  const show = (labelText: string, totalText: string) => {
    if (label && label.textContent !== labelText) label.textContent = labelText;
    if (total && total.textContent !== totalText) total.textContent = totalText;
  };
  return {
    showTotal: (amount) => show(title, amount),
    showEmpty: (message) => show(message, ''),
  };
}
