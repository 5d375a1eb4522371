import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, buildWorker, writeClientAssetsModule } from '../../scripts/lib/build.mjs';

/** What went into the storefront's bundle: its input files (esbuild's metafile). */
async function bundledFiles(dir: string, production: boolean): Promise<string[]> {
  const metafile = await buildWorker(join(dir, `worker-${production}.js`), join(dir, 'client-assets.js'), { production });
  return [...new Set(Object.values(metafile.outputs).flatMap((output) => Object.keys(output.inputs)))];
}

/** Issue 10: the storefront Worker carries what it runs, once. */
describe('the storefront bundle', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'artlane-bundle-'));
    const manifest = await buildClient(join(dir, 'client'));
    await writeClientAssetsModule(join(dir, 'client'), manifest, join(dir, 'client-assets.js'));
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

  it('carries nothing of the commerce Worker (its own bundle, ADR 0010)', async () => {
    expect((await bundledFiles(dir, true)).filter((file) => file.startsWith('services/'))).toEqual([]);
  });
});
