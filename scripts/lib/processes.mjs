// The Workers runtime's processes (workerd, started by Miniflare as children of this
// Node process): whether they live (scripts/start.mjs), their memory and their CPU time (benchmarks).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

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

/** CPU time of all of a process's threads so far, in ms (Linux schedstat); undefined when it cannot be read. */
export function cpuMsOf(pid) {
  if (pid === undefined) return undefined;
  try {
    let ns = 0;
    for (const task of readdirSync(`/proc/${pid}/task`))
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    return ns / 1e6;
  } catch {
    return undefined;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits (at most 20 s) until the process uses under 5 % of a CPU for `windows` quarter-seconds
 * in a row (work for requests a load tool gave up on would count for the next run). One quiet
 * quarter-second can fall inside a background refresh that waits on its reads: `-- stale`
 * asks for two, or on a slow machine the refresh's tail was counted in the next read.
 */
export async function untilIdle(pid, { windows = 1 } = {}) {
  let quiet = 0;
  for (let i = 0; i < 80; i++) {
    const before = cpuMsOf(pid);
    await sleep(250);
    const after = cpuMsOf(pid);
    if (before === undefined || after === undefined) return;
    quiet = after - before < 12.5 ? quiet + 1 : 0;
    if (quiet >= windows) return;
  }
}
