import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { idListParam, intParam } from './query';

function status(run: () => unknown): number | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
}

describe('query parameters', () => {
  it.each(['0', '1.5', 'x', '1e3', '-'])('page=%j is a 400', (value) => expect(status(() => intParam(value, 'page', 1, 100))).toBe(400));
  it('an absent parameter is undefined', () => expect(intParam(undefined, 'page', 1, 100)).toBeUndefined());
  it('ids must be positive integers', () => {
    expect(idListParam('4, 8,15', 'ids')).toEqual([4, 8, 15]);
    expect(status(() => idListParam('4,a', 'ids'))).toBe(400);
    expect(status(() => idListParam('0', 'ids'))).toBe(400);
  });
});
