import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Small modules in the Workers of services/ (issue 23): a module that needs more than
 * MAX_LINES holds more than one job and is split by job. Exempt are tables of text, which
 * are long because there are 19 languages: the seed's word lists (commerce/src/seed/words/)
 * and string tables, named `*-strings.ts`, which hold data only.
 */
const MAX_LINES = 350;
const ROOT = import.meta.dirname;

function modulesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modulesUnder(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative(ROOT, path)] : [];
  });
}

const isWordList = (path: string) => path.startsWith('commerce/src/seed/words/');
const isStringTable = (path: string) => path.endsWith('-strings.ts');
const lineCount = (path: string) => readFileSync(join(ROOT, path), 'utf8').split('\n').length - 1;
const modules = modulesUnder(ROOT);

describe('the modules of services/', () => {
  it('finds the Workers’ modules', () => {
    expect(modules).toContain('commerce/src/app.ts');
    expect(modules).toContain('payments/src/app.ts');
  });

  it(`are at most ${MAX_LINES} lines each, outside the seed's word lists and string tables`, () => {
    const tooLong = modules
      .filter((path) => !isWordList(path) && !isStringTable(path))
      .map((path) => ({ path, lines: lineCount(path) }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(tooLong).toEqual([]);
  });

  it('keep string tables to data: no function in a *-strings.ts module', () => {
    const withCode = modules.filter(isStringTable).filter((path) => /=>|\bfunction\b/.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(modules.filter(isStringTable).length).toBeGreaterThan(0);
    expect(withCode).toEqual([]);
  });
});
