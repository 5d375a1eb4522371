import { expect, it } from 'vitest';
import { operatorToken } from '../worker/ops-token';
import { inProcessShop } from './harness';

/**
 * The operator view (/__ops, docs/operations.md "The operator view") of a deployment without
 * its keys (neither OPS_TOKEN_KEY nor Cloudflare Access's vars): in the test process (README
 * "In-process route tests"), since the answer comes before anything reads a binding. The view
 * itself, with its keys, is tested in a workerd shop: tests/worker/ops-view.test.ts.
 */
it('answers 503 saying what to set, whatever the token', async () => {
  const shop = await inProcessShop({ vars: { OPS_TOKEN_KEY: '', COMMERCE_OPS_TOKEN: '' } });
  const json = await shop.get('en', '/__ops/status', { headers: { authorization: `Bearer ${await operatorToken()}` } });
  expect(json.status).toBe(503);
  expect(await json.json()).toEqual({ error: 'The operator view is not configured (OPS_TOKEN_KEY or OPS_ACCESS_*)' });
  expect(json.headers.get('cache-control')).toBe('private, no-store');
  expect(json.headers.get('x-robots-tag')).toBe('noindex');
  const page = await shop.get('en', '/__ops');
  expect(page.status).toBe(503);
  expect(await page.text()).toContain('The operator view is not configured (OPS_TOKEN_KEY or OPS_ACCESS_*)');
  await shop.settled();
});
