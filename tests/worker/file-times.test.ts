import { describe, expect, it } from 'vitest';
import { fileTimesTable } from '../setup/file-times';

describe('the browser stage’s file times (tests/setup/file-times.ts)', () => {
  it('lists each spec file longest first with its tests and lanes, after the shops’ start and each lane’s time', () => {
    const table = fileTimesTable({
      startSeconds: 42.5,
      lanes: new Map([
        [1, 300],
        [0, 420],
      ]),
      files: new Map([
        ['cart.spec.ts', { seconds: 61, tests: 9, lanes: new Set([1]) }],
        ['a11y.spec.ts', { seconds: 240, tests: 30, lanes: new Set([1, 0]) }],
        ['csp.spec.ts', { seconds: 12.25, tests: 4, lanes: new Set([0]) }],
      ]),
    }).split('\n');
    expect(table[1]).toBe("Browser tests: shops started and first test begun after 42.5 s; tests' time: lane 0 7:00 min, lane 1 5:00 min");
    expect(table.slice(2).map((line) => line.trim().split(/\s{2,}/))).toEqual([
      ['a11y.spec.ts', '4:00 min', '30 tests', 'lane 0+1'],
      ['cart.spec.ts', '1:01 min', '9 tests', 'lane 1'],
      ['csp.spec.ts', '12.3 s', '4 tests', 'lane 0'],
    ]);
  });
});
