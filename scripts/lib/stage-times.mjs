// The time each stage of `npm test` took, as the table printed at its end (scripts/test.mjs):
// where the minutes go, so a slower stage is seen in CI's log without adding anything up.

/** Seconds as `m:ss` (or `s.s s` under a minute). */
export function formatSeconds(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')} min`;
}

/**
 * The table: one row per stage that ran ({ name, seconds, outcome: 'passed' | 'failed' }),
 * then the total: `wallSeconds`, the run's own time, when given (stages that ran side by side
 * overlap, so their sum is more than the run took), else the sum. Names are padded to the
 * longest, times right-aligned.
 */
export function stageTable(stages, wallSeconds) {
  const total = wallSeconds ?? stages.reduce((sum, stage) => sum + stage.seconds, 0);
  const rows = [...stages.map((stage) => [stage.name, formatSeconds(stage.seconds), stage.outcome]), ['total', formatSeconds(total), '']];
  const nameWidth = Math.max(...rows.map(([name]) => name.length));
  const timeWidth = Math.max(...rows.map(([, time]) => time.length));
  return rows.map(([name, time, outcome]) => `${name.padEnd(nameWidth)}  ${time.padStart(timeWidth)}  ${outcome}`.trimEnd()).join('\n');
}
