import { describe, expect, it } from 'vitest';
import { HttpError } from './http';
import { idListParam, intParam, isEmail, objectWith, quantity } from './validation';

describe('isEmail (SPEC 5)', () => {
  it.each(['anna@example.com', 'a.b-c+d@sub.example.co.uk', '"quoted name"@example.org', 'x@[192.168.0.1]'])('accepts %s', (address) => {
    expect(isEmail(address)).toBe(true);
  });
  it.each([
    '',
    'anna',
    'anna@',
    '@example.com',
    'anna@example',
    'anna@example.c0m',
    'an na@example.com',
    'a@b@example.com',
    `${'a'.repeat(250)}@x.se`,
  ])('rejects %j', (address) => {
    expect(isEmail(address)).toBe(false);
  });
});

function status(run: () => unknown): number | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
}

describe('quantity (SPEC 5: 0 to 5000, whole numbers)', () => {
  it.each([0, 1, 5000])('accepts %j', (value) => expect(quantity(value, 'q')).toBe(value));
  it.each([-1, 1.5, 5001, '3', null, Number.NaN, Infinity])('rejects %j with 400', (value) =>
    expect(status(() => quantity(value, 'q'))).toBe(400),
  );
});

describe('query parameters', () => {
  it.each(['0', '1.5', 'x', '1e3', '-'])('page=%j is a 400', (value) => expect(status(() => intParam(value, 'page', 1, 100))).toBe(400));
  it('an absent parameter is undefined', () => expect(intParam(undefined, 'page', 1, 100)).toBeUndefined());
  it('ids must be positive integers', () => {
    expect(idListParam('4, 8,15', 'ids')).toEqual([4, 8, 15]);
    expect(status(() => idListParam('4,a', 'ids'))).toBe(400);
    expect(status(() => idListParam('0', 'ids'))).toBe(400);
  });
  it('unknown body fields are rejected', () => {
    expect(status(() => objectWith({ a: 1, b: 2 }, 'body', ['a']))).toBe(400);
    expect(status(() => objectWith([], 'body', ['a']))).toBe(400);
  });
});
