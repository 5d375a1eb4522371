import { chromium } from '@playwright/test';
const [, , url, out, width = '1280'] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const errors = [];
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
page.on('pageerror', (e) => errors.push(e.message));
await page.goto(url);
await page.waitForSelector('body[data-hydrated]', { timeout: 10000 }).catch(() => errors.push('not hydrated'));
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
console.log('errors:', JSON.stringify(errors));
await browser.close();
