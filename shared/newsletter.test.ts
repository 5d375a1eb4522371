import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { COOKIE_NAMES, hasCookie } from './cookies';
import {
  bannerAfterClose,
  canSubscribe,
  codeFromAnswer,
  initialNewsletterState,
  newsletterReducer,
  subscribedCookie,
  type NewsletterEvent,
  type NewsletterState,
} from './newsletter';

const run = (...events: NewsletterEvent[]) => events.reduce(newsletterReducer, initialNewsletterState);
const valid = 'anna@example.com';

describe('newsletter form states', () => {
  it.each<[string, NewsletterEvent[], Partial<NewsletterState>, boolean]>([
    ['empty', [], { status: 'editing' }, false],
    ['an invalid address', [{ type: 'input', email: 'anna@' }], { status: 'editing' }, false],
    ['a valid address', [{ type: 'input', email: valid }], { status: 'editing', email: valid }, true],
    ['submitting', [{ type: 'input', email: valid }, { type: 'submit' }], { status: 'submitting' }, false],
    ['submit of an invalid address is ignored', [{ type: 'input', email: 'x' }, { type: 'submit' }], { status: 'editing' }, false],
    [
      'success keeps the code',
      [{ type: 'input', email: valid }, { type: 'submit' }, { type: 'success', code: 'NEWS-7K3M9QXA' }],
      { status: 'subscribed', code: 'NEWS-7K3M9QXA' },
      false,
    ],
    ['failure allows a retry', [{ type: 'input', email: valid }, { type: 'submit' }, { type: 'failure' }], { status: 'failed' }, true],
    [
      'typing after a failure clears it',
      [{ type: 'input', email: valid }, { type: 'submit' }, { type: 'failure' }, { type: 'input', email: 'b@example.com' }],
      { status: 'editing', email: 'b@example.com' },
      true,
    ],
    [
      'input while submitting is ignored',
      [{ type: 'input', email: valid }, { type: 'submit' }, { type: 'input', email: 'x' }],
      { status: 'submitting', email: valid },
      false,
    ],
    ['a late success after nothing was sent is ignored', [{ type: 'success', code: 'X' }], { status: 'editing', code: null }, false],
  ])('%s', (_name, events, expected, enabled) => {
    const state = run(...events);
    expect(state).toMatchObject(expected);
    expect(canSubscribe(state)).toBe(enabled);
  });

  const event = fc.oneof(
    fc.record({ type: fc.constant('input' as const), email: fc.oneof(fc.constant(valid), fc.string({ maxLength: 20 })) }),
    fc.constant({ type: 'submit' as const }),
    fc.record({ type: fc.constant('success' as const), code: fc.constant('NEWS-ABC') }),
    fc.constant({ type: 'failure' as const }),
  );

  test.prop([fc.array(event, { maxLength: 12 })])('the button is never enabled while submitting or after success', (events) => {
    for (let i = 0; i <= events.length; i++) {
      const state = run(...events.slice(0, i));
      if (state.status === 'submitting' || state.status === 'subscribed') expect(canSubscribe(state)).toBe(false);
      if (state.status === 'subscribed') expect(state.code).toBe('NEWS-ABC');
    }
  });

  test.prop([fc.array(event, { maxLength: 12 })])('once subscribed, nothing changes the state', (events) => {
    const subscribed = run({ type: 'input', email: valid }, { type: 'submit' }, { type: 'success', code: 'C' });
    expect(events.reduce(newsletterReducer, subscribed)).toEqual(subscribed);
  });
});

describe('subscribed cookie and banner', () => {
  it('the cookie lives a year', () => {
    expect(subscribedCookie(false)).toBe('newsletter_subscribed=1; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(subscribedCookie(true)).toMatch(/; Secure$/);
  });

  it('the cookie it sets is what hides the banner', () => {
    expect(hasCookie(`a=1; ${subscribedCookie(true).split(';')[0]!}`, COOKIE_NAMES.subscribed)).toBe(true);
    expect(hasCookie('a=1', COOKIE_NAMES.subscribed)).toBe(false);
  });

  it.each([
    ['subscribed', 'hide'],
    ['editing', 'keep'],
    ['failed', 'keep'],
    ['submitting', 'keep'],
  ] as const)('closing the dialog when %s → %s the banner', (status, expected) => {
    expect(bannerAfterClose({ status, email: valid, code: null })).toBe(expected);
  });
});

describe('codeFromAnswer', () => {
  it.each([
    [{ code: 'NEWS-7K3M9QXA' }, 'NEWS-7K3M9QXA'],
    [{ code: '' }, null],
    [{ code: '<script>' }, null],
    [{ code: 5 }, null],
    [null, null],
    ['NEWS-1', null],
  ])('%j → %s', (answer, expected) => {
    expect(codeFromAnswer(answer)).toBe(expected);
  });
});
