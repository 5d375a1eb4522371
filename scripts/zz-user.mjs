import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const errors = [];
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  await page.goto('http://de.localhost:9480/');
  await page.waitForSelector('body[data-hydrated]');
  await page.getByRole('button', { name: 'Nur notwendige' }).click().catch(() => errors.push('no cookie button'));
  const posters = page.locator('a[href="/poster"]').first();
  await page.goto('http://de.localhost:9480' + (await page.locator('.category-nav a, nav a').first().getAttribute('href')));
  await page.waitForSelector('body[data-hydrated]');
  console.log(width, 'listing:', page.url(), await page.locator('.product-card').count(), 'cards');
  // sort by price
  const sort = page.locator('.sort-choice select');
  if (await sort.count()) {
    await sort.selectOption({ index: 2 });
    await page.waitForURL(/sort=/);
    await page.waitForSelector('body[data-hydrated]');
    console.log(width, 'sorted:', page.url());
  }
  const card = page.locator('.product-card:has(.with-sizes)').first();
  await card.locator('select').selectOption({ index: 1 });
  await card.getByRole('button', { name: /Warenkorb/ }).click();
  await page.waitForTimeout(1200);
  console.log(width, 'status:', await card.locator('[role=status]').textContent(), '| cart badge:', await page.locator('.badge').first().textContent().catch(() => '-'));
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `/tmp/user-listing-${width}.png` });
  await page.locator('.review-carousel').scrollIntoViewIfNeeded();
  await page.locator('.review-carousel [data-step="1"]').click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/user-reviews-${width}.png` });
  await context.close();
}
console.log('errors:', errors);
await browser.close();
