import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { buildReport, CAPTUERR_MAX_BYTES, createReporter, describeError, MAX_REPORTS_PER_PAGE, type ErrorReport } from './error-reporting';

const report = (error: string, extra: Partial<ErrorReport> = {}): ErrorReport => ({
  error,
  level: 'error',
  userAgent: 'Mozilla/5.0',
  url: 'https://example.com/',
  ...extra,
});
const size = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

describe('error reports', () => {
  it.each([
    [new TypeError('x is undefined'), 'TypeError: x is undefined'],
    ['plain text', 'plain text'],
    [{ code: 5 }, '{"code":5}'],
    [undefined, 'undefined'],
  ])('%s is described as %s', (value, message) => {
    expect(describeError(value).message).toBe(message);
  });

  it('an error keeps its stack', () => {
    expect(describeError(new Error('boom')).stack).toContain('boom');
  });

  it('a small report is sent unchanged', () => {
    const small = report('boom', { stack: 'at a (x.js:1:1)' });
    expect(buildReport(small)).toEqual(small);
  });

  it('fields are cut to the endpoint limits', () => {
    const big = buildReport(report('e'.repeat(5000), { url: `https://x/${'u'.repeat(5000)}`, userAgent: 'a'.repeat(900) }));
    expect(big.error).toHaveLength(2000);
    expect(big.url).toHaveLength(2000);
    expect(big.userAgent).toHaveLength(500);
  });

  test.prop([fc.string({ maxLength: 6000 }), fc.string({ maxLength: 12000 }), fc.string({ maxLength: 3000 })])(
    'a report always fits in the 8 KB body limit, whatever the text',
    (error, stack, url) => {
      const built = buildReport(report(error, { stack, url }));
      expect(size(built)).toBeLessThanOrEqual(CAPTUERR_MAX_BYTES);
      expect(built.error.length).toBeGreaterThan(0);
    },
  );

  test.prop([fc.string({ unit: 'grapheme', minLength: 3000, maxLength: 4000 })])('multi-byte text fits as well', (text) => {
    expect(size(buildReport(report(text, { stack: text, url: text })))).toBeLessThanOrEqual(CAPTUERR_MAX_BYTES);
  });
});

describe('reporter', () => {
  it('sends a repeated error once', () => {
    const sent: ErrorReport[] = [];
    const send = createReporter((r) => sent.push(r));
    expect(send(report('boom'))).toBe(true);
    expect(send(report('boom'))).toBe(false);
    expect(send(report('other'))).toBe(true);
    expect(sent.map((r) => r.error)).toEqual(['boom', 'other']);
  });

  it(`sends at most ${MAX_REPORTS_PER_PAGE} per page`, () => {
    const sent: ErrorReport[] = [];
    const send = createReporter((r) => sent.push(r));
    for (let i = 0; i < 20; i++) send(report(`error ${i}`));
    expect(sent).toHaveLength(MAX_REPORTS_PER_PAGE);
  });

  it('a failing sender does not throw', () => {
    const send = createReporter(() => {
      throw new Error('offline');
    });
    expect(() => send(report('boom'))).not.toThrow();
  });
});
