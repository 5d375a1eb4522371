import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, type Reply } from '../state/testing';
import { addGiftCard, giftCardItems, removeGiftCard } from './gift-cards';
import { currentTotals, state } from './store';
import { checkoutOf, kr, LABELS } from './testing';

const balance = (code: string, overrides: object = {}) => ({
  code,
  currency: 'SEK',
  balance: 200,
  initial_amount: 500,
  expires_at: '2030-01-01T00:00:00Z',
  status: 'active',
  ...overrides,
});
/** The balance endpoint: every code has 200 kr unless `reply` says otherwise. */
function server(reply: (code: string) => Reply = (code) => ({ body: balance(code) })) {
  const fake = fakeServer((_, body) => reply((body as { code: string }).code));
  return { ...fake, deps: { fetch: fake.fetch, currency: 'SEK' } };
}

beforeEach(() => {
  checkoutOf();
});

describe('gift cards at the checkout', () => {
  it('applies a code typed in any case and spacing once the server has its balance', async () => {
    const api = server();
    expect(await addGiftCard(' demo seka 2345-6789 ', api.deps)).toBe('added');
    expect(api.calls).toEqual([{ path: '/api/gift-card-balance', body: { code: 'DEMO-SEKA-2345-6789' } }]);
    expect(state.giftCards).toEqual([{ code: 'DEMO-SEKA-2345-6789', balance: 200 }]);
    expect(currentTotals()).toMatchObject({ total: 99, giftCards: [{ code: 'DEMO-SEKA-2345-6789', amount: 200 }] });
  });

  it('asks the server nothing for what cannot be a code, and nothing again for a card already applied', async () => {
    const api = server();
    expect(await addGiftCard('SPRING-25', api.deps)).toBe('invalid');
    expect(await addGiftCard('DEMO-SEKA-2345-6789', api.deps)).toBe('added');
    expect(await addGiftCard('demoseka23456789', api.deps)).toBe('known');
    expect(api.calls).toHaveLength(1);
    expect(state.giftCards).toHaveLength(1);
  });

  it('takes three cards at most', async () => {
    const api = server();
    for (const last of ['0001', '0002', '0003']) expect(await addGiftCard(`AAAA-BBBB-CCCC-${last}`, api.deps)).toBe('added');
    expect(await addGiftCard('AAAA-BBBB-CCCC-0004', api.deps)).toBe('invalid');
    expect(api.calls).toHaveLength(3);
  });

  it.each<[string, Reply]>([
    ['unknown', { status: 404, body: { error: 'not found' } }],
    ['expired', { body: balance('DEMO-SEKA-2345-6789', { status: 'expired' }) }],
    ['used up', { body: balance('DEMO-SEKA-2345-6789', { status: 'used', balance: 0 }) }],
    ['in another currency', { body: balance('DEMO-SEKA-2345-6789', { currency: 'EUR' }) }],
    ['answered with nonsense', { body: { code: 'DEMO-SEKA-2345-6789', balance: 'lots' } }],
  ])('refuses a card %s', async (_, reply) => {
    expect(await addGiftCard('DEMO-SEKA-2345-6789', server(() => reply).deps)).toBe('invalid');
    expect(state.giftCards).toEqual([]);
  });

  it('says the check failed when the server cannot be reached, and applies nothing', async () => {
    expect(await addGiftCard('DEMO-SEKA-2345-6789', server(() => 'offline').deps)).toBe('failed');
    expect(state.giftCards).toEqual([]);
  });

  it('removes a card, and says what each applied card pays by its last group', async () => {
    const api = server();
    await addGiftCard('AAAA-BBBB-CCCC-0001', api.deps);
    await addGiftCard('AAAA-BBBB-CCCC-0002', api.deps);
    expect(giftCardItems(currentTotals(), LABELS, kr)).toEqual([
      { code: 'AAAA-BBBB-CCCC-0001', text: 'Gift card •••• 0001: 200 kr', removeLabel: 'Remove gift card •••• 0001' },
      { code: 'AAAA-BBBB-CCCC-0002', text: 'Gift card •••• 0002: 99 kr', removeLabel: 'Remove gift card •••• 0002' },
    ]);
    removeGiftCard('AAAA-BBBB-CCCC-0001');
    expect(state.giftCards.map((card) => card.code)).toEqual(['AAAA-BBBB-CCCC-0002']);
  });
});
