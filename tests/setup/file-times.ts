import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { formatSeconds } from '../../scripts/lib/stage-times.mjs';

/**
 * Where the browser stage's minutes go, printed at its end (after the line or list reporter's
 * own summary): how long the lanes' shops took to start (build, seed, the raster catalog),
 * then each lane's busy time and each spec file's time, by lane, longest first. The files are
 * what a lane runs whole, so a lane that ends long after the other names the file that held it.
 */
export default class FileTimes implements Reporter {
  #configured = Date.now();
  #firstTest = 0;
  readonly #files = new Map<string, { seconds: number; tests: number; lanes: Set<number> }>();
  readonly #lanes = new Map<number, number>();

  printsToStdio() {
    return false;
  }

  onConfigure(_config: FullConfig) {
    this.#configured = Date.now();
  }

  onTestBegin() {
    this.#firstTest ||= Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(/^.*tests\/e2e\//, '');
    const entry = this.#files.get(file) ?? { seconds: 0, tests: 0, lanes: new Set<number>() };
    entry.seconds += result.duration / 1000;
    entry.tests += 1;
    entry.lanes.add(result.parallelIndex);
    this.#files.set(file, entry);
    this.#lanes.set(result.parallelIndex, (this.#lanes.get(result.parallelIndex) ?? 0) + result.duration / 1000);
  }

  onEnd() {
    console.log(
      fileTimesTable({
        startSeconds: this.#firstTest ? (this.#firstTest - this.#configured) / 1000 : 0,
        lanes: this.#lanes,
        files: this.#files,
      }),
    );
  }
}

/** The table FileTimes prints (exported for its test). */
export function fileTimesTable({
  startSeconds,
  lanes,
  files,
}: {
  startSeconds: number;
  lanes: Map<number, number>;
  files: Map<string, { seconds: number; tests: number; lanes: Set<number> }>;
}): string {
  const rows = [...files].sort(([, a], [, b]) => b.seconds - a.seconds);
  const width = Math.max(4, ...rows.map(([file]) => file.length));
  const laneText = [...lanes].sort(([a], [b]) => a - b).map(([lane, seconds]) => `lane ${lane} ${formatSeconds(seconds)}`);
  return [
    '',
    `Browser tests: shops started and first test begun after ${formatSeconds(startSeconds)}; tests' time: ${laneText.join(', ')}`,
    ...rows.map(
      ([file, entry]) =>
        `  ${file.padEnd(width)}  ${formatSeconds(entry.seconds).padStart(9)}  ${String(entry.tests).padStart(3)} tests  lane ${[...entry.lanes].sort().join('+')}`,
    ),
  ].join('\n');
}
