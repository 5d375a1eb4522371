// What every benchmark module shares (scripts/bench.mjs and scripts/bench/*.mjs).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Prints one figure: name, value and goal in columns. */
export const printReport = (name, value, goal) => console.log(`${name.padEnd(58)} ${value.padStart(12)}   goal ${goal}`);

/**
 * Runs a benchmark module when it is the script node was started with
 * (`node scripts/bench/cart.mjs`), with a scratch folder of its own.
 */
export async function runAlone(moduleUrl, run) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  const dir = await mkdtemp(join(tmpdir(), 'artlane-bench-'));
  try {
    await run({ dir, report: printReport });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
