import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Citations a maintainer can follow (issue 23). Comments, tests and docs cite the project's
 * own docs by file and section, `docs/cart.md "Cart rules"` or `README "Caching"`; this
 * fails when a cited section is not a heading of that file (renamed, moved, never written),
 * and when anything cites the sections of a product document that is not in the repository.
 * docs/shop-rules.md says where the shared rules are written.
 */
const ROOT = join(import.meta.dirname, '../..');
const SOURCE_DIRS = ['worker', 'client', 'shared', 'locales', 'services', 'scripts', 'tests', 'docs', 'types'];
const SKIPPED_DIRS = new Set(['node_modules', 'build', '.state', 'test-results', 'playwright-report']);
const TEXT_FILE = /\.(ts|tsx|mjs|js|css|md|sql|json|toml|html|sh|txt)$/;

/** Every source and doc file of the project, relative to its root. */
function projectFiles(): string[] {
  const files = ['README.md'];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(ROOT, dir))) {
      if (SKIPPED_DIRS.has(name) || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(join(ROOT, path)).isDirectory()) walk(path);
      else if (TEXT_FILE.test(name)) files.push(path);
    }
  };
  for (const dir of SOURCE_DIRS) walk(dir);
  return files;
}

// The missing document's name, spelled so that this file does not cite it.
const MISSING_DOCUMENT = new RegExp(`\\b${['S', 'P', 'E', 'C'].join('')}\\b`);
/** A doc file (`docs/<file>.md`, `README.md` or `README`), an optional comma, the section in double quotes. */
const CITATION = /\b((?:docs\/[\w./-]+\.md)|README(?:\.md)?),? "([^"\n]+)"/g;

interface Citation {
  file: string;
  section: string;
}

function citationsIn(text: string): Citation[] {
  return [...text.matchAll(CITATION)].map((match) => ({
    file: match[1] === 'README' ? 'README.md' : match[1]!,
    section: match[2]!,
  }));
}

/** A Markdown file's headings, outside fenced code blocks. */
function headingsOf(markdown: string): string[] {
  const headings: string[] = [];
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    else if (!inFence && /^#{1,6} /.test(line)) headings.push(line.replace(/^#+ /, '').trim());
  }
  return headings;
}

const plain = (text: string) => text.replaceAll('`', '').trim();

/**
 * A section is cited by its heading, without backticks; a heading's aside after " (" or ":"
 * may be left out: "Artist calls" names "Artist calls (issue 12)".
 */
function namesHeading(section: string, headings: readonly string[]): boolean {
  const cited = plain(section);
  return headings.map(plain).some((heading) => heading === cited || heading.startsWith(`${cited} (`) || heading.startsWith(`${cited}:`));
}

/** Citations in `text` whose file or heading does not exist; `markdownOf` reads a cited file (null: none). */
function brokenCitations(text: string, markdownOf: (file: string) => string | null): Citation[] {
  return citationsIn(text).filter(({ file, section }) => {
    const markdown = markdownOf(file);
    return markdown === null || !namesHeading(section, headingsOf(markdown));
  });
}

function readProjectFile(file: string): string | null {
  try {
    return readFileSync(join(ROOT, file), 'utf8');
  } catch {
    return null;
  }
}

describe('citations of the docs', () => {
  const files = projectFiles();

  it('finds the project files (README, docs, code and tests)', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('docs/shop-rules.md');
    expect(files).toContain(relative(ROOT, join(import.meta.dirname, 'docs-citations.test.ts')));
    expect(files.length).toBeGreaterThan(500);
  });

  it('no file cites the sections of a document that is not in the repository', () => {
    const offenders = files.flatMap((file) =>
      (readProjectFile(file) ?? '')
        .split('\n')
        .flatMap((line, index) => (MISSING_DOCUMENT.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it('every docs/<file>.md "<Section>" citation names a heading that exists', () => {
    const cache = new Map<string, string | null>();
    const markdownOf = (file: string) => {
      if (!cache.has(file)) cache.set(file, readProjectFile(file));
      return cache.get(file)!;
    };
    const broken = files.flatMap((file) =>
      brokenCitations(readProjectFile(file) ?? '', markdownOf).map(({ file: cited, section }) => `${file}: ${cited} "${section}"`),
    );
    expect(broken).toEqual([]);
    // The files cite the docs in this form: the check above is not vacuous.
    expect(files.reduce((count, file) => count + citationsIn(readProjectFile(file) ?? '').length, 0)).toBeGreaterThan(200);
  });
});

describe('the citation checker', () => {
  const docs: Record<string, string> = {
    'docs/cart.md': '# Cart\n\n## Cart rules\n\n```sh\n# not a heading\n```\n\n### `POST /api/sync-cart` (issue 4)\n',
  };
  const markdownOf = (file: string) => docs[file] ?? null;
  const cite = (file: string, section: string) => `${file} "${section}"`;

  it('accepts a heading, one in backticks, and one without its aside', () => {
    const text = `see ${cite('docs/cart.md', 'Cart rules')} and ${cite('docs/cart.md', 'POST /api/sync-cart')}`;
    expect(citationsIn(text)).toHaveLength(2);
    expect(brokenCitations(text, markdownOf)).toEqual([]);
  });

  it('reports a renamed section, a line inside a code block and a file that does not exist', () => {
    const text = [cite('docs/cart.md', 'Carts'), cite('docs/cart.md', 'not a heading'), cite('docs/gone.md', 'Cart rules')].join('; ');
    expect(brokenCitations(text, markdownOf)).toEqual([
      { file: 'docs/cart.md', section: 'Carts' },
      { file: 'docs/cart.md', section: 'not a heading' },
      { file: 'docs/gone.md', section: 'Cart rules' },
    ]);
  });

  it('reads README citations with or without .md', () => {
    expect(citationsIn(`${'README'}, "Caching" and ${cite('README.md', 'Logs')}`)).toEqual([
      { file: 'README.md', section: 'Caching' },
      { file: 'README.md', section: 'Logs' },
    ]);
  });

  it('knows the missing document by name and section number only', () => {
    const name = ['S', 'P', 'E', 'C'].join('');
    expect(MISSING_DOCUMENT.test(`(${name} 4)`)).toBe(true);
    expect(MISSING_DOCUMENT.test(`${name} §9`)).toBe(true);
    expect(MISSING_DOCUMENT.test('INSPECTOR_PORT, SPECIAL_LETTERS, the spec leaves it open')).toBe(false);
  });
});
