import { createHmac } from 'node:crypto';
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
