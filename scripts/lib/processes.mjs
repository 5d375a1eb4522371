// The Workers runtime's processes (workerd, started by Miniflare as children of this
// Node process): whether they live (scripts/start.mjs) and their memory (benchmarks).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Resident memory (bytes) of the workerd processes started by this Node process. */
export function runtimeRss(parentPid = process.pid) {
  let total = 0;
  for (const pid of workerdPids(parentPid)) {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    if (match) total += Number(match[1]) * 1024;
  }
  return total;
}

/** Ids of the workerd processes that are children of `parentPid` (Linux). */
export function workerdPids(parentPid = process.pid) {
  let text;
  try {
    text = execFileSync('ps', ['--ppid', String(parentPid), '-o', 'pid=,comm='], { encoding: 'utf8' });
  } catch {
    return []; // ps exits 1 when there are no children
  }
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, comm]) => comm === 'workerd')
    .map(([pid]) => Number(pid));
}
