import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, startFakeUpstream, type FakeUpstream, type TestShop } from './harness';

/**
 * The operator's tag manager container (GTM_ID, ADR 0007): named in the page for the
 * browser, which loads it only after consent (tests/e2e/site.spec.ts). Empty or
 * malformed: not named, and the browser uses the local stand-in.
 */
let upstream: FakeUpstream;
const shops: Record<string, TestShop> = {};

beforeAll(async () => {
  upstream = await startFakeUpstream(() => ({ status: 404, body: { error: 'Not found' } }));
  for (const id of ['GTM-TEST123', '', 'GTM-x"><script>alert(1)</script>']) {
    shops[id] = await createTestShop({ vars: { API_ORIGIN: upstream.origin, GTM_ID: id } });
  }
});
afterAll(async () => {
  await Promise.all(Object.values(shops).map((shop) => shop.dispose()));
  await upstream?.close();
});

const cookieAlertOf = async (id: string) => {
  const html = await (await shops[id]!.get('en', '/gift-card/balance')).text();
  return /<section class="cookie-alert"[^>]*>/.exec(html)?.[0] ?? '';
};

describe('GTM_ID', () => {
  it('names the container on the cookie alert, where the browser reads it after consent', async () => {
    expect(await cookieAlertOf('GTM-TEST123')).toContain('data-gtm-id="GTM-TEST123"');
  });

  it('empty: no container, the page never names googletagmanager.com', async () => {
    expect(await cookieAlertOf('')).not.toContain('data-gtm-id');
    const html = await (await shops['']!.get('en', '/gift-card/balance')).text();
    expect(html).not.toContain('googletagmanager');
  });

  it('malformed: ignored, never written into the page', async () => {
    const alert = await cookieAlertOf('GTM-x"><script>alert(1)</script>');
    expect(alert).toMatch(/^<section class="cookie-alert"/);
    expect(alert).not.toContain('data-gtm-id');
  });
});
