import { createHmac } from 'node:crypto';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { constantTimeEqual, signatureHeader, signPayload } from './signature';

describe('webhook signatures', () => {
  it('is the hex HMAC-SHA256 of "<t>.<body>" with the secret', async () => {
    const body = '{"id":"evt_1","type":"session.authorized"}';
    const expected = createHmac('sha256', 'local-webhook-secret').update(`1764000000.${body}`).digest('hex');
    expect(await signPayload('local-webhook-secret', 1764000000, body)).toBe(expected);
    expect(await signatureHeader('local-webhook-secret', 1764000000, body)).toBe(`t=1764000000,v1=${expected}`);
  });

  test.prop([fc.string(), fc.string({ minLength: 1 }), fc.nat()])(
    'matches Node’s HMAC for any body, secret and time',
    async (body, secret, t) => {
      expect(await signPayload(secret, t, body)).toBe(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
    },
  );

  it('another secret, time or body gives another signature', async () => {
    const base = await signPayload('a', 1, 'body');
    expect(await signPayload('b', 1, 'body')).not.toBe(base);
    expect(await signPayload('a', 2, 'body')).not.toBe(base);
    expect(await signPayload('a', 1, 'body ')).not.toBe(base);
  });
});

describe('constant-time comparison', () => {
  it.each([
    ['key', 'key', true],
    ['key', 'kez', false],
    ['key', 'key2', false],
    ['', '', true],
    ['', 'x', false],
  ])('"%s" equals "%s": %s', (a, b, expected) => {
    expect(constantTimeEqual(a, b)).toBe(expected);
  });
});
