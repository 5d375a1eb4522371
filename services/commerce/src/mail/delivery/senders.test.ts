import { parse } from 'smol-toml';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_CODES } from '../../../../../shared/locales';
import { commerceApp } from '../../app';
import type { CommerceBindings } from '../../context';
import { mailSenders, parseAddress, senderOf } from './senders';

/** The mail configuration (./senders.ts) and its 503 before any call (./guard.ts), in-process. */
const deployed = (parse(readFileSync(new URL('../../../wrangler.toml', import.meta.url), 'utf8')) as { vars: Record<string, string> }).vars;
const everyLocale = (address: (locale: string) => string) =>
  JSON.stringify(Object.fromEntries(LOCALE_CODES.map((code) => [code, address(code)])));

afterEach(() => vi.restoreAllMocks());

describe('mailSenders', () => {
  it('reads the deployed configuration: every market its own sender and Reply-To', () => {
    const senders = mailSenders(deployed);
    expect(senders.ok).toBe(true);
    if (!senders.ok) return;
    expect(senderOf(senders.byLocale, 'de')).toEqual({
      from: { email: 'order@artlane.de', name: 'Artlane' },
      replyTo: { email: 'kundenservice@artlane.de' },
    });
    // A message without an order's market (a newsletter mail) comes from the default market's.
    expect(senderOf(senders.byLocale, null).from.email).toBe('order@artlane.se');
  });

  it('names what is wrong: not JSON, a locale missing, an unknown locale, a bad address, a header injected', () => {
    const problems = (env: Record<string, string>) => {
      const senders = mailSenders(env);
      return senders.ok ? [] : senders.problems.map((p) => `${p.key}: ${p.message}`);
    };
    expect(problems({ MAIL_FROM: 'order@artlane.se' })).toEqual([expect.stringMatching(/^MAIL_FROM: must be a JSON object/)]);
    expect(problems({ MAIL_FROM: '{"sv":"order@artlane.se"}' })).toEqual([
      expect.stringMatching(/^MAIL_FROM: has no address for da, de, /),
    ]);
    expect(problems({ MAIL_FROM: everyLocale((l) => `order@artlane.${l}`), MAIL_REPLY_TO: '{"no":"x@artlane.no"}' })).toEqual([
      'MAIL_REPLY_TO: names "no", which is none of the shop\'s locales',
    ]);
    expect(problems({ MAIL_FROM: everyLocale((l) => (l === 'fi' ? 'Artlane <order@>' : `order@artlane.${l}`)) })).toEqual([
      expect.stringMatching(/^MAIL_FROM: fi: "Artlane <order@>" is not an address/),
    ]);
    expect(problems({ MAIL_FROM: '' })).toEqual([expect.stringMatching(/^MAIL_FROM: is not set/)]);
    expect(parseAddress('Artlane <order@artlane.se>\r\nBcc: x@evil.example')).toBeNull();
    expect(parseAddress('"Artlane" <order@artlane.se>')).toBeNull();
    expect(parseAddress(' order@artlane.se ')).toEqual({ email: 'order@artlane.se' });
  });
});

describe('a deployment whose mail configuration is wrong', () => {
  it('answers every call 503 with Retry-After, privately, and logs what is wrong once', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const env = { DB: {} as D1Database, MAIL_FROM: '{"sv":"order@artlane.se"}', MAIL_REPLY_TO: '' } as CommerceBindings;
    for (let i = 0; i < 2; i++) {
      const response = await commerceApp.request('/api/checkout?locale=sv&sid=1', { method: 'POST', body: '{}' }, env);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('300');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.json()).toEqual({ error: 'The shop is being updated; try again in a few minutes' });
    }
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).toMatch(/MAIL_FROM: has no address for da/);
  });

  it('is not what the deployed configuration answers', async () => {
    const env = { DB: {} as D1Database, MAIL_FROM: deployed.MAIL_FROM, MAIL_REPLY_TO: deployed.MAIL_REPLY_TO } as CommerceBindings;
    const response = await commerceApp.request('/api/products?locale=xx&sid=1', {}, env);
    expect(response.status).toBe(400);
  });
});
