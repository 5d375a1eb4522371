import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The button family (issue 23, docs/site.md "Buttons"): its look is written once, in
 * base.css; the areas' stylesheets add layout only, and the markup names the family's
 * classes instead of restating the look in rules of their own.
 */
const STYLES = import.meta.dirname;
const ROOT = join(STYLES, '../..');
const FAMILY = ['button', 'button-secondary', 'button-small', 'button-link', 'button-icon'];
/** Controls with a look of their own, not actions: their names end in `-button` too. */
const OWN_LOOK = ['carousel-button', 'wishlist-button', 'menu-button', 'checkout-button'];
/**
 * What may be filled with the accent colour besides the family: bars and markers, not
 * buttons (the selling points, the cart count, the current page and the current step).
 */
const ACCENT_FILLS = ['.usp-bar', '.badge', '.pagination [aria-current]', ".designer-steps button[aria-current='step']"];

interface Rule {
  file: string;
  selectors: string[];
  body: string;
}

/** The innermost rules of every stylesheet (an @media block's rules; its wrapper is skipped). */
const rules: Rule[] = readdirSync(STYLES)
  .filter((name) => name.endsWith('.css'))
  .flatMap((file) =>
    [
      ...readFileSync(join(STYLES, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .matchAll(/([^{}]+)\{([^{}]*)\}/g),
    ].map((match) => ({
      file,
      selectors: match[1]!.split(',').map((selector) => selector.trim().replace(/\s+/g, ' ')),
      body: match[2]!,
    })),
  );

const isFamilyRule = (rule: Rule) => rule.selectors.every((selector) => /^\.button(-[a-z]+)?(:[a-z-]+|\[[^\]]+\])?$/.test(selector));

/** Source files of the markup: the worker's components and routes, the browser's islands and scripts. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The class lists of a source file's className attributes and properties (template parts left out). */
function classLists(file: string): string[][] {
  const source = readFileSync(join(ROOT, file), 'utf8');
  return [...source.matchAll(/className(?:=\{?|:\s*)(["'`])([^"'`]*)\1/g)].map((match) =>
    match[2]!.split(/\s+/).filter((name) => name && !name.includes('$')),
  );
}

const markup = ['worker/components', 'worker/routes', 'client'].flatMap(sourcesUnder).map((file) => ({ file, lists: classLists(file) }));

describe('the button family', () => {
  it('is defined in base.css, and only there', () => {
    const family = rules.filter(isFamilyRule);
    for (const name of FAMILY)
      expect(family.filter((rule) => rule.selectors.includes(`.${name}`)).map((rule) => rule.file)).toContain('base.css');
    expect(family.filter((rule) => rule.file !== 'base.css').map((rule) => `${rule.file}: ${rule.selectors.join(', ')}`)).toEqual([]);
  });

  it('is the only thing the stylesheets fill with the accent colour and white text (no restated buttons)', () => {
    const restated = rules
      .filter((rule) => !isFamilyRule(rule))
      .filter((rule) => /background(-color)?:\s*var\(--accent\)/.test(rule.body) && /(^|[;\s])color:\s*#fff/.test(rule.body))
      .filter((rule) => !rule.selectors.every((selector) => ACCENT_FILLS.includes(selector)))
      .map((rule) => `${rule.file}: ${rule.selectors.join(', ')}`);
    expect(restated).toEqual([]);
  });

  it('is what the markup names: every button class is the family’s or a control’s own', () => {
    const names = markup.flatMap(({ file, lists }) => lists.flat().map((name) => ({ file, name })));
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter(({ name }) => name === 'button').length).toBeGreaterThan(20);
    const strays = names
      .filter(({ name }) => /^button-|-button$/.test(name) && !FAMILY.includes(name) && !OWN_LOOK.includes(name))
      .map(({ file, name }) => `${file}: ${name}`);
    expect(strays).toEqual([]);
  });

  it('names a variant of an action with its base (`button button-secondary`), never as a bare modifier (`button secondary`)', () => {
    const wrong = markup.flatMap(({ file, lists }) =>
      lists
        .filter(
          (list) =>
            (list.includes('button') && list.some((name) => ['primary', 'secondary', 'small'].includes(name))) ||
            (!list.includes('button') && list.some((name) => ['button-secondary', 'button-small'].includes(name))),
        )
        .map((list) => `${file}: ${list.join(' ')}`),
    );
    expect(wrong).toEqual([]);
  });
});
