import { createHmac } from 'node:crypto';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { parseSignatureHeader, signatureHeader, verifySignature } from './signature';

const SECRET = 'local-webhook-secret';
const NOW = new Date('2026-11-25T12:00:00.000Z');
const body = '{"id":"evt_1","type":"session.authorized"}';
const signed = (at: Date, secret = SECRET, text = body) => {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${text}`).digest('hex')}`;
};

describe('Artlane-Signature', () => {
  it('a signature made with the secret over the raw body is good (as Node computes it)', async () => {
    expect(await verifySignature(SECRET, signed(NOW), body, NOW)).toBe(true);
    expect(await signatureHeader(SECRET, body, NOW)).toBe(signed(NOW));
  });

  it.each([
    ['another secret', signed(NOW, 'another'), body],
    ['another body', signed(NOW), `${body} `],
    ['301 s old', signed(new Date(NOW.getTime() - 301_000)), body],
    ['301 s ahead', signed(new Date(NOW.getTime() + 301_000)), body],
    ['no v1', `t=${Math.floor(NOW.getTime() / 1000)}`, body],
    ['not hex', `t=${Math.floor(NOW.getTime() / 1000)},v1=zz`, body],
    ['empty', '', body],
  ])('%s is refused', async (_name, header, text) => {
    expect(await verifySignature(SECRET, header, text, NOW)).toBe(false);
  });

  it('300 s either way is still good; any of several v1 values may match; no secret verifies nothing', async () => {
    expect(await verifySignature(SECRET, signed(new Date(NOW.getTime() - 300_000)), body, NOW)).toBe(true);
    const header = signed(NOW);
    const rotated = header.replace('v1=', 'v1=00,v1=');
    expect(await verifySignature(SECRET, rotated, body, NOW)).toBe(true);
    expect(await verifySignature('', header, body, NOW)).toBe(false);
    expect(await verifySignature(SECRET, null, body, NOW)).toBe(false);
    expect(parseSignatureHeader('t=1, v1=ab')).toEqual({ timestamp: 1, signatures: ['ab'] });
  });
});

/** Moved from the local payment provider, which signs its webhooks with this module since issue 23. */
describe('webhook signatures as the provider sends them', () => {
  const at = (seconds: number) => new Date(seconds * 1000);
  const v1 = async (secret: string, seconds: number, text: string) => (await signatureHeader(secret, text, at(seconds))).split(',v1=')[1];

  it('is the hex HMAC-SHA256 of "<t>.<body>" with the secret', async () => {
    const expected = createHmac('sha256', 'local-webhook-secret').update(`1764000000.${body}`).digest('hex');
    expect(await v1('local-webhook-secret', 1764000000, body)).toBe(expected);
    expect(await signatureHeader('local-webhook-secret', body, at(1764000000))).toBe(`t=1764000000,v1=${expected}`);
  });

  test.prop([fc.string(), fc.string({ minLength: 1 }), fc.nat()])(
    'matches Node’s HMAC for any body, secret and time',
    async (text, secret, t) => {
      expect(await v1(secret, t, text)).toBe(createHmac('sha256', secret).update(`${t}.${text}`).digest('hex'));
    },
  );

  it('another secret, time or body gives another signature', async () => {
    const base = await v1('a', 1, 'body');
    expect(await v1('b', 1, 'body')).not.toBe(base);
    expect(await v1('a', 2, 'body')).not.toBe(base);
    expect(await v1('a', 1, 'body ')).not.toBe(base);
  });
});
