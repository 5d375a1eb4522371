/**
 * The house's boundaries, read from the code's imports (ADR 0018): each part is some files
 * or folders, and an arrow A → B (A imports B) that the house forbids fails here, as does
 * any import loop in worker/. Type-only imports count: they were how auth/ reached the
 * renderer. A module of no part (worker/context.ts, env.ts, clock.ts, config/, …) is
 * glue: an arrow through it counts as the arrow it makes (Auth → context.ts → render.tsx
 * is Auth → Pages). Tests are not checked; they may import what they test.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const SKIPPED = /\.test\.tsx?$|\.d\.ts$/;

/** Part of a module: the first whose prefix its path starts with (more specific prefixes first). */
const PARTS: [part: string, prefixes: string[]][] = [
  ['Entry', ['worker/index.ts', 'worker/app.tsx', 'worker/middleware/']],
  ['Checkout', ['worker/routes/checkout/']],
  ['Account', ['worker/routes/account/']],
  ['Ops', ['worker/routes/ops/', 'worker/routes/hooks/']],
  ['Designer', ['worker/routes/custom-poster/', 'worker/routes/gallery-wall/']],
  ['Pages', ['worker/routes/', 'worker/render.tsx', 'worker/layout-reads.ts', 'worker/components/']],
  ['Auth', ['worker/auth/']],
  ['Api', ['worker/api/']],
  ['Cache', ['worker/cache/']],
  ['Islands', ['client/islands/']],
  [
    'ClientPages',
    [
      'client/checkout/',
      'client/account/',
      'client/site/',
      'client/entry.ts',
      'client/on-interaction.ts',
      'client/hydrate.ts',
      'client/i18n.ts',
    ],
  ],
  ['State', ['client/state/']],
  ['Shared', ['shared/']],
  ['Locales', ['locales/']],
  ['Commerce', ['services/commerce/']],
  ['Payments', ['services/payments/']],
];

/** The arrows that must never exist, and why. */
const NEVER: [from: string, to: string, why: string][] = [
  ['Pages', 'Commerce', 'pages render the same against any upstream'],
  ['Account', 'Commerce', 'reached over the service binding, never imported'],
  ['Checkout', 'Commerce', 'reached over the service binding, never imported'],
  ['Ops', 'Commerce', 'the webhook is HTTP, never an import'],
  ['Api', 'Commerce', 'service binding or HTTP, never imported'],
  ['Commerce', 'Api', 'the API knows no storefront'],
  ['Commerce', 'Pages', 'the API knows no storefront'],
  ['Commerce', 'Payments', 'the provider is a third party: HTTP only'],
  ['Payments', 'Commerce', 'the provider is a third party: HTTP only'],
  ['Islands', 'Api', 'client code never imports worker code'],
  ['Islands', 'Pages', 'client code never imports worker code'],
  ['Islands', 'Auth', 'client code never imports worker code'],
  ['ClientPages', 'Checkout', 'client code never imports worker code'],
  ['ClientPages', 'Account', 'client code never imports worker code'],
  ['State', 'Api', 'client code never imports worker code'],
  ['Shared', 'Pages', 'shared is pure and knows no side'],
  ['Shared', 'Islands', 'shared is pure and knows no side'],
  ['Shared', 'State', 'shared is pure and knows no side'],
  ['Shared', 'Commerce', 'shared is pure and knows no side'],
  ['Auth', 'Account', 'auth is a library for the routes'],
  ['Auth', 'Pages', 'auth is a library for the routes'],
  ['Api', 'Pages', 'the API layer sits under the screens'],
  ['Api', 'Checkout', 'the API layer sits under the screens'],
  ['Cache', 'Api', 'cache policy knows no caller'],
  ['Cache', 'Pages', 'cache policy knows no caller'],
];

/** Where a module has grown past this, it does more than one job. */
const MAX_MODULE_LINES = 350;

export type Graph = Map<string, string[]>;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !SKIPPED.test(entry.name) ? [path] : [];
  });
}

const isFile = (path: string) => {
  try {
    return statSync(join(ROOT, path)).isFile();
  } catch {
    return false;
  }
};

/** The module a relative specifier names, as a path from the root; null for packages and what is no file. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = relative(ROOT, join(ROOT, dirname(from), specifier)).replaceAll('\\', '/');
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base.replace(/\.js$/, '.ts')];
  return candidates.find(isFile) ?? null;
}

/** Every module of `dirs` with the modules it imports (import, export … from, import(); type-only too). */
export function importGraph(dirs: string[]): Graph {
  const graph: Graph = new Map();
  for (const file of dirs.flatMap(sourceFiles)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
    const targets = importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter((path): path is string => path !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

export function partOf(path: string): string | undefined {
  return PARTS.find(([, prefixes]) => prefixes.some((prefix) => path === prefix || path.startsWith(prefix)))?.[0];
}

/**
 * Each module's arrows to other parts: `from → to` with the chain of modules that makes it
 * (direct, or through modules of no part).
 */
export function partArrows(graph: Graph): { from: string; to: string; chain: string[] }[] {
  const arrows: { from: string; to: string; chain: string[] }[] = [];
  for (const start of graph.keys()) {
    const from = partOf(start);
    if (!from) continue;
    const seen = new Set([start]);
    const queue: string[][] = [[start]];
    while (queue.length > 0) {
      const chain = queue.shift()!;
      for (const next of graph.get(chain.at(-1)!) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        const to = partOf(next);
        if (to === undefined) queue.push([...chain, next]);
        else if (to !== from) arrows.push({ from, to, chain: [...chain, next] });
      }
    }
  }
  return arrows;
}

/** The import loops of a graph: its strongly connected parts of more than one module, or a module importing itself. */
export function importLoops(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const loop: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      loop.push(member);
    } while (member !== node);
    if (loop.length > 1 || graph.get(node)!.includes(node)) loops.push(loop.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return loops;
}

describe('the house’s boundaries', () => {
  const graph = importGraph(['worker', 'client', 'shared', 'locales', 'services']);

  it('reads the imports it checks (a graph of the whole tree, with arrows between parts)', () => {
    expect(graph.get('worker/app.tsx')).toContain('worker/render.tsx');
    expect(partOf('worker/routes/product.tsx')).toBe('Pages');
    expect(partOf('worker/routes/checkout/index.ts')).toBe('Checkout');
    expect(partOf('worker/context.ts')).toBeUndefined();
  });

  it.each(NEVER)('no %s → %s (%s)', (from, to) => {
    const broken = partArrows(graph)
      .filter((arrow) => arrow.from === from && arrow.to === to)
      .map((arrow) => arrow.chain.join(' → '));
    expect(broken).toEqual([]);
  });

  // Small modules are the rule (issue 23): one job each, read in one sitting.
  it('no module of worker/ or shared/ is over 350 lines (tests aside)', () => {
    const long = [...graph.keys()]
      .filter((path) => path.startsWith('worker/') || path.startsWith('shared/'))
      .map((path) => ({ path, lines: readFileSync(join(ROOT, path), 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_MODULE_LINES);
    expect(long).toEqual([]);
  });

  it('worker/ has no import loop', () => {
    const worker = new Map([...graph].filter(([path]) => path.startsWith('worker/')));
    expect(importLoops(worker)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const graphOf = (edges: Record<string, string[]>): Graph => new Map(Object.entries(edges));

  it('an arrow through a module of no part counts as the arrow it makes', () => {
    const arrows = partArrows(
      graphOf({
        'worker/auth/index.ts': ['worker/context.ts'],
        'worker/context.ts': ['worker/render.tsx'],
        'worker/render.tsx': [],
      }),
    );
    expect(arrows).toEqual([{ from: 'Auth', to: 'Pages', chain: ['worker/auth/index.ts', 'worker/context.ts', 'worker/render.tsx'] }]);
  });

  it('names the part of a direct arrow: the order cookie under the checkout pages was Api → Checkout', () => {
    const arrows = partArrows(
      graphOf({ 'worker/api/checkout.ts': ['worker/routes/checkout/order-cookie.ts'], 'worker/routes/checkout/order-cookie.ts': [] }),
    );
    expect(arrows.map(({ from, to }) => `${from} → ${to}`)).toEqual(['Api → Checkout']);
  });

  it('finds a loop of type imports as any other', () => {
    expect(importLoops(graphOf({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual([['a', 'b', 'c']]);
    expect(importLoops(graphOf({ a: ['b'], b: [] }))).toEqual([]);
  });
});
