import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Metafile } from 'esbuild';
import { buildClient, buildWorker, firstLoadFiles, PAGE_STYLESHEETS, writeClientManifestModule } from '../../scripts/lib/build.mjs';

const bundle = (dir: string, production: boolean): Promise<Metafile> =>
  buildWorker(join(dir, `worker-${production}.js`), join(dir, 'client-manifest.js'), { production });

/** What went into the storefront's bundle: its input files (esbuild's metafile). */
async function bundledFiles(dir: string, production: boolean): Promise<string[]> {
  const metafile = await bundle(dir, production);
  return [...new Set(Object.values(metafile.outputs).flatMap((output) => Object.keys(output.inputs)))];
}

/** Issue 10: the storefront Worker carries what it runs, once. */
describe('the storefront bundle', () => {
  let dir: string;
  let firstLoadSources: string[] = [];
  let firstLoad: string[] = [];
  let clientBytes = 0;
  let sources: Record<string, string[]> = {};
  let manifest: Awaited<ReturnType<typeof buildClient>>;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'artlane-bundle-'));
    manifest = await buildClient(join(dir, 'client'), { onSources: (found) => (sources = found) });
    firstLoad = firstLoadFiles(manifest);
    firstLoadSources = [...new Set(firstLoad.flatMap((file) => sources[file] ?? []))];
    for (const name of Object.keys(manifest)) clientBytes += (await stat(join(dir, 'client', name))).size;
    await writeClientManifestModule(manifest, join(dir, 'client-manifest.js'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each([
    ['production', true],
    ['development', false],
  ])('carries one react-dom server build, the edge one (%s)', async (mode, production) => {
    const servers = (await bundledFiles(dir, production))
      .map((file) => file.replace(/^.*node_modules\//, ''))
      .filter((file) => file.startsWith('react-dom/cjs/react-dom-server'));
    // renderToString would add react-dom-server-legacy (docs/site.md, "One server renderer").
    expect(servers).toEqual([`react-dom/cjs/react-dom-server.edge.${mode}.js`]);
  });

  // Issue 23: the client files are static assets the platform serves (ADR 0015); the Worker
  // links them by name from a manifest of a few hundred bytes, and holds none of their bytes.
  it('carries the client files’ names, not their bytes', async () => {
    const outputs = Object.values((await bundle(dir, true)).outputs);
    const generated = outputs.flatMap((output) => Object.entries(output.inputs)).filter(([file]) => file.endsWith('client-manifest.js'));
    expect(generated).toHaveLength(1);
    const [, { bytesInOutput }] = generated[0]!;
    expect(clientBytes).toBeGreaterThan(100_000);
    expect(bytesInOutput).toBeLessThan(2_000);
  });

  // Issue 27: what every page runs at first is the entry and one shared chunk, not the entry
  // and a chunk per set of islands that share a module (docs/site.md "JavaScript budget").
  it('gives every page its first-load JS in two files: the entry and the chunk it imports', () => {
    expect(firstLoad).toHaveLength(2);
    expect(firstLoadSources).toContain('client/entry.ts');
    expect(firstLoadSources).toContain('client/state/cart.ts');
  });

  // Issue 27: the catalog pages' first-load CSS ≤ 7 KB gzipped. What only the checkout, the
  // artist area or the wall designer styles is a stylesheet of its own, which only their
  // pages link (docs/site.md "What a page loads").
  it('keeps the checkout’s, the artist area’s and the designer’s styles out of the stylesheet every page loads', () => {
    const stylesOf = (kind: string) => Object.keys(manifest).filter((name) => manifest[name]!.entry === kind);
    const [everyPage] = stylesOf('styles');
    expect(stylesOf('styles')).toHaveLength(1);
    const areaSources = Object.values(PAGE_STYLESHEETS);
    expect(areaSources.length).toBe(3);
    expect(sources[everyPage!]!.filter((source) => areaSources.includes(source))).toEqual([]);
    for (const [area, source] of Object.entries(PAGE_STYLESHEETS)) {
      const files = stylesOf(`styles-${area}`);
      expect(files, area).toHaveLength(1);
      expect(files[0], area).toMatch(new RegExp(`^styles-${area}-[A-Z2-7]{8}\\.css$`));
      expect(sources[files[0]!], area).toEqual([source]);
    }
  });

  it('carries nothing of the commerce Worker (its own bundle, ADR 0010)', async () => {
    expect((await bundledFiles(dir, true)).filter((file) => file.startsWith('services/'))).toEqual([]);
  });

  // Issue 14: the designer and the custom poster editor load only on their own pages. What
  // every page loads at first holds of them only the designer island's spec (when to hydrate
  // it; its code is a lazy chunk, docs/wall-designer.md "JS budget"). Since issue 27 not even
  // the stored wall's code: the designer registers the wall with the stored state when it loads
  // (client/state/persist.ts registerStoredArea), and other pages keep it as stored.
  it("carries of the designers, in every page's first-load JS, only the designer island's spec", () => {
    expect(firstLoadSources).toContain('client/state/persist.ts');
    expect(firstLoadSources).not.toContain('client/state/wall.ts');
    expect(firstLoadSources.filter((file) => /designer|custom-?poster|gallery-wall/i.test(file)).sort()).toEqual([
      'client/islands/designer/index.ts',
    ]);
  });

  // Modules split so that what only an island uses is not bundled with what every page
  // needs (esbuild assigns whole files to chunks): the gift card panels' code, the schema
  // error sentences, the designer's rules and actions.
  it("leaves the panels' and the designer's helpers out of every page's first-load JS", () => {
    expect(firstLoadSources).toContain('shared/gift-card-limits.ts');
    for (const file of [
      'shared/gift-card.ts',
      'shared/schemas/describe.ts',
      'shared/gallery-wall/rules.ts',
      'client/state/wall-actions.ts',
    ])
      expect(firstLoadSources).not.toContain(file);
  });
});
