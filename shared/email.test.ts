import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isValidEmail, MAX_EMAIL_LENGTH } from './email';

describe('isValidEmail', () => {
  it.each([
    'anna@example.com',
    'anna.svensson@example.co.uk',
    'a+news@sub.example.se',
    'ANNA@EXAMPLE.COM',
    '"anna svensson"@example.com',
    'anna@[192.168.0.1]',
    '  anna@example.com  ',
    "o'brien@example.ie",
    'åsa@exempel.se',
  ])('accepts %s', (address) => {
    expect(isValidEmail(address)).toBe(true);
  });

  it.each([
    '',
    'anna',
    'anna@',
    '@example.com',
    'anna@example',
    'anna@example.c',
    'anna@example.123',
    'anna@@example.com',
    'anna..svensson@example.com',
    '.anna@example.com',
    'anna.@example.com',
    'anna svensson@example.com',
    'anna@exa mple.com',
    'anna@exempel.sé',
    'anna@[192.168.0]',
    'anna,b@example.com',
  ])('rejects %j', (address) => {
    expect(isValidEmail(address)).toBe(false);
  });

  it('rejects addresses longer than the RFC 5321 path limit', () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(MAX_EMAIL_LENGTH - local.length - 4)}.com`;
    expect(`${local}@${domain}`).toHaveLength(MAX_EMAIL_LENGTH + 1);
    expect(isValidEmail(`${local}@${domain}`)).toBe(false);
    expect(isValidEmail(`${local}@${domain.slice(1)}`)).toBe(true);
  });

  const atom = fc.stringMatching(/^[a-z0-9_+-]{1,12}$/);
  const label = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
  const tld = fc.stringMatching(/^[a-z]{2,6}$/);

  test.prop([fc.array(atom, { minLength: 1, maxLength: 3 }), fc.array(label, { minLength: 1, maxLength: 3 }), tld])(
    'dot-separated atoms at a dotted domain with a letter TLD are addresses',
    (local, labels, top) => {
      expect(isValidEmail(`${local.join('.')}@${labels.join('.')}.${top}`)).toBe(true);
    },
  );

  test.prop([fc.string({ maxLength: 80 }).filter((s) => !s.includes('@'))])('nothing without an @ is an address', (text) => {
    expect(isValidEmail(text)).toBe(false);
  });

  test.prop([atom, label, fc.stringMatching(/^[a-z]{0,5}[0-9]$/)])('a TLD that is not only letters is refused', (local, domain, top) => {
    expect(isValidEmail(`${local}@${domain}.${top}`)).toBe(false);
  });
});
