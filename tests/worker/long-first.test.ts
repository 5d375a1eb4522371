import { describe, expect, it } from 'vitest';
import { LONG_FILES, longFilesFirst } from '../setup/long-first';

type File = { path: string; project: string };
const file = (project: string, path: string): File => ({ project, path: `/repo/${path}` });

describe('the order vitest runs files in on a fresh clone', () => {
  it("puts each project's long files first, longest first, and keeps every other file in vitest's order", () => {
    const files = [
      file('fresh modules', 'client/a.test.ts'),
      file('fresh modules', 'worker/b.test.ts'),
      file('worker tests', 'tests/worker/browse.test.ts'),
      file('worker tests', 'tests/worker/fuzz-pages-catalog.test.ts'),
      file('worker tests', 'tests/worker/cart.test.ts'),
      file('worker tests', 'tests/worker/fuzz-api.test.ts'),
      file('worker tests', 'tests/worker/fuzz-pages-site.test.ts'),
    ];
    const ordered = longFilesFirst(
      files,
      (f) => f.path,
      (f) => f.project,
    ).map((f) => f.path.replace('/repo/', ''));
    expect(ordered).toEqual([
      'client/a.test.ts',
      'worker/b.test.ts',
      'tests/worker/fuzz-api.test.ts',
      'tests/worker/fuzz-pages-site.test.ts',
      'tests/worker/fuzz-pages-catalog.test.ts',
      'tests/worker/browse.test.ts',
      'tests/worker/cart.test.ts',
    ]);
  });

  it('names files that exist', async () => {
    const { existsSync } = await import('node:fs');
    for (const path of LONG_FILES) expect(existsSync(path), path).toBe(true);
  });
});
