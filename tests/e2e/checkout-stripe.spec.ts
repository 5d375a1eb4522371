import { expect, test } from '@playwright/test';
import { STRIPE_FAKE_PORT } from '../../playwright.stripe.config';
import { answeredBanners } from './cart-helpers';
import { asNewShopper, expectConfirmation, fillCart, fillDetails, openCheckout } from './checkout-helpers';

/**
 * The checkout with PAYMENTS_PROVIDER "stripe" (playwright.stripe.config.ts): the browser
 * leaves the shop for the fake Stripe's hosted page, pays there, and comes back to the
 * confirmation; the order is paid by Stripe's signed event and the status read from Stripe.
 */
const STRIPE_PAGE = `http://127.0.0.1:${STRIPE_FAKE_PORT}/c/pay/**`;

test.beforeEach(async ({ context }) => {
  await answeredBanners(context);
  await asNewShopper(context);
});

for (const [locale, kind, method, amountPattern] of [
  ['en', 'card', 'card', / GBP$/],
  ['sv', 'pay_later', 'klarna', / SEK$/],
  ['nl', 'ideal', 'ideal', / EUR$/],
] as const) {
  test(`${kind} in ${locale}: Stripe's page (${method}) and back to a paid order`, async ({ page }) => {
    await fillCart(page, locale);
    await openCheckout(page, locale);
    await fillDetails(page, locale);
    await page.check(`input[name=payment_method][value=${kind}]`);
    await page.locator('[data-checkout-submit]').click();
    await page.waitForURL(STRIPE_PAGE);
    await expect(page.getByTestId('method')).toHaveText(method);
    await expect(page.getByTestId('amount')).toHaveText(amountPattern);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expectConfirmation(page, locale);
    const id = page.url().split('/').pop()!;
    // Paid: by the webhook's event or by the read on return, whichever came first, once.
    // From the confirmation page, as its own script reads it (the order cookie is this browser's).
    await expect
      .poll(() =>
        page.evaluate(async (order) => {
          const answer = await fetch(`/api/orders/${order}`);
          return answer.ok ? ((await answer.json()) as { status: string }).status : `HTTP ${answer.status}`;
        }, id),
      )
      .toBe('paid');
  });
}
