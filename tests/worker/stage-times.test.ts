import { describe, expect, it } from 'vitest';
import { formatSeconds, stageTable } from '../../scripts/lib/stage-times.mjs';

/** The table `npm test` prints at its end (scripts/test.mjs, the README's notes on `npm test`). */
describe("npm test's time per stage", () => {
  it('writes seconds under a minute with a tenth, longer times as minutes and seconds', () => {
    expect(formatSeconds(7.04)).toBe('7.0 s');
    expect(formatSeconds(59.94)).toBe('59.9 s');
    expect(formatSeconds(60)).toBe('1:00 min');
    expect(formatSeconds(754.6)).toBe('12:35 min');
  });

  it('has a row per stage in the order run, its outcome, and the total', () => {
    const table = stageTable([
      { name: 'typecheck', seconds: 21.2, outcome: 'passed' },
      { name: 'unit and worker tests', seconds: 610, outcome: 'passed' },
      { name: 'browser tests', seconds: 95, outcome: 'failed' },
    ]);
    expect(table.split('\n')).toEqual([
      'typecheck                 21.2 s  passed',
      'unit and worker tests  10:10 min  passed',
      'browser tests           1:35 min  failed',
      'total                  12:06 min',
    ]);
  });

  it("gives the run's own time as the total when stages ran side by side", () => {
    const table = stageTable(
      [
        { name: 'typecheck', seconds: 21.2, outcome: 'passed' },
        { name: 'eslint', seconds: 35, outcome: 'passed' },
        { name: 'unit and worker tests', seconds: 410, outcome: 'passed' },
      ],
      446.3,
    );
    expect(table.split('\n').at(-1)).toBe('total                  7:26 min');
  });
});
