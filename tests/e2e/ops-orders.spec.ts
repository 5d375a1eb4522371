import { expect, test } from '@playwright/test';
import { signOperatorToken } from '../../scripts/lib/ops-token.mjs';
import { hydrated, shopUrl, watchProblems } from './cart-helpers';
import { asNewShopper, expectConfirmation, fillCart, fillDetails, openCheckout, payByCard } from './checkout-helpers';

/**
 * Orders operators can manage (issue 24, docs/operations.md "Orders"): a shopper buys, an
 * operator signs in to /__ops, finds the order by the shopper's e-mail, refunds one unit of a
 * line, and the shopper's confirmation page then says how much was refunded.
 */
test.beforeEach(async ({ context }) => {
  await asNewShopper(context);
});

test('an operator finds an order by e-mail, refunds part of it, and the shopper’s confirmation shows the refund', async ({
  page,
  browser,
}) => {
  const problems = watchProblems(page);
  const email = `ops-e2e-${Date.now()}-${process.pid}@example.com`;
  await fillCart(page, 'sv', 2);
  await openCheckout(page, 'sv');
  await fillDetails(page, 'sv');
  await page.fill('#checkout-email', email);
  await page.check('input[name=payment_method][value=card]');
  await page.getByRole('button', { name: 'Slutför köpet' }).click();
  await payByCard(page, '4242 4242 4242 4242');
  await expectConfirmation(page, 'sv');
  const orderId = (await page.getByTestId('order-number').textContent())!;
  await expect(page.getByTestId('order-refunded')).toHaveCount(0);

  // The operator, in a browser of their own, signs in with a token of `npm run ops-token`.
  const operatorContext = await browser.newContext();
  const ops = await operatorContext.newPage();
  await ops.goto(shopUrl('sv', '/__ops'));
  await ops.fill('#ops-token', await signOperatorToken({ sub: 'e2e-operator' }));
  await ops.getByRole('button', { name: 'Open the operator view' }).click();
  await expect(ops.getByRole('heading', { name: 'Artlane operator view' })).toBeVisible();

  await ops.getByRole('link', { name: 'Orders' }).click();
  await ops.getByLabel(/Order id, e-mail address or day/).fill(email);
  await ops.getByRole('button', { name: 'Find' }).click();
  await expect(ops.locator('tbody tr')).toHaveCount(1);
  await ops.getByRole('link', { name: orderId }).click();
  await expect(ops.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();

  // One unit of the first line: tick it, one of its two units.
  await ops.locator('#refund-line-0').check();
  await ops.locator('#refund-quantity-0').fill('1');
  await ops.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(ops.getByRole('status')).toHaveText('Refunded.');
  await expect(ops.getByRole('cell', { name: 'e2e-operator' })).toBeVisible();
  await operatorContext.close();

  // The shopper looks at the order again: the refund is there, in Swedish.
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('order-refunded')).toHaveText(/^Vi har betalat tillbaka .+ av den här beställningen\.$/);
  expect(problems).toEqual([]);
});
