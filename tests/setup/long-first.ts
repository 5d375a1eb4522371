import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The worker test files that take longest here (a loaded run of 2026-11-29: fuzz-api 2,433 s,
 * findability 880, the two page-fuzz files 667 and 415, site-pages 586…), longest first. On a
 * fresh clone vitest has no timings and runs larger files first, and the page-fuzz files are
 * small: they started last and one vitest worker sat idle behind them for the run's last
 * minutes. Started first, the other worker takes the short files meanwhile. A file not named
 * keeps vitest's own order after these; with timings from an earlier run, vitest's order
 * (failed first, then longest) is used as it is.
 */
export const LONG_FILES = [
  'tests/worker/fuzz-api.test.ts',
  'tests/worker/findability.test.ts',
  'tests/worker/fuzz-pages-site.test.ts',
  'tests/worker/site-pages.test.ts',
  'tests/worker/fuzz-pages-catalog.test.ts',
  'tests/worker/seed-sql.test.ts',
  'tests/worker/wall-designer.test.ts',
  'tests/worker/merchant-feeds.test.ts',
  'tests/worker/start-restart.test.ts',
];

/** `files` in vitest's order, the LONG_FILES of each project moved to the front of that project's run, longest first. */
export function longFilesFirst<T>(files: readonly T[], path: (file: T) => string, project: (file: T) => string): T[] {
  const firstOfProject = new Map<string, number>();
  files.forEach((file, index) => {
    if (!firstOfProject.has(project(file))) firstOfProject.set(project(file), index);
  });
  const rank = (file: T) => {
    const found = LONG_FILES.findIndex((long) => path(file).endsWith(long));
    return found === -1 ? LONG_FILES.length : found;
  };
  return files
    .map((file, index) => ({ file, index, group: firstOfProject.get(project(file))!, rank: rank(file) }))
    .sort((a, b) => a.group - b.group || a.rank - b.rank || a.index - b.index)
    .map(({ file }) => file);
}

/** vitest's sequencer (vitest.config.ts `sequence.sequencer`) with the long files first when it has no timings. */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const hasTimings = sorted.some(
      (file) => this.ctx.cache.getFileTestResults(`${file.project.name}:${relative(root, file.moduleId)}`) !== undefined,
    );
    return hasTimings
      ? sorted
      : longFilesFirst(
          sorted,
          (file) => file.moduleId,
          (file) => file.project.name,
        );
  }
}
