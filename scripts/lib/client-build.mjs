// The browser's files: client/entry.ts and its islands with code splitting, the stylesheet and
// the icon sprite, each with a content-hashed name (scripts/lib/build.mjs writes them as static
// assets and links them by name from the Worker).
import { build } from 'esbuild';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { minify } from 'terser';

const root = resolve(import.meta.dirname, '../..');

const CLIENT_ENTRY_SOURCE = 'client/entry.ts';

/**
 * The stylesheets of one area each, which only that area's pages link, after the one every
 * page loads (client/styles.css): what the checkout, the artist area or the wall designer
 * alone needs is no first-load CSS of the catalog pages (issue 27: ≤ 7 KB gzipped there;
 * docs/site.md "What a page loads"). The key is the name a page asks for (`stylesheet` of
 * worker/render.tsx) and the start of the file's name.
 */
export const PAGE_STYLESHEETS = {
  checkout: 'client/styles/checkout.css',
  account: 'client/styles/account.css',
  designer: 'client/styles/designer.css',
};

/**
 * The client's entry points by their kind: the script, the stylesheet every page loads, the
 * icon sprite and each area's stylesheet (`styles-<area>`). A kind is also the start of its
 * file's name and the `entry` of the file in the manifest.
 */
const ENTRY_POINTS = {
  entry: CLIENT_ENTRY_SOURCE,
  styles: 'client/styles.css',
  icons: 'client/icons.svg',
  ...Object.fromEntries(Object.entries(PAGE_STYLESHEETS).map(([area, source]) => [`styles-${area}`, source])),
};

/**
 * Builds client/entry.ts into `outdir` with code splitting; returns the asset manifest.
 * `onSources`, if given, receives each output file's source files (what a page that loads
 * the file pays for: tests/worker/bundle-contents.test.ts, scripts/bench/designer.mjs).
 */
export async function buildClient(outdir, { production = true, onSources } = {}) {
  await rm(outdir, { recursive: true, force: true });
  const options = clientBuildOptions(outdir, production);
  const lazyModules = await lazyEntryModules(options);
  const result = await build({ ...options, plugins: [firstLoadInOneChunk(lazyModules)] });
  if (production) await compressScripts(Object.keys(result.metafile.outputs));
  return clientManifest(result, onSources);
}

/**
 * The production scripts go through terser after esbuild (issue 27): each file is an ES
 * module, so its top-level names are mangled too, and terser's compressor folds what
 * esbuild's minifier leaves. Measured on 2026-11-30: the first-load chunk every page loads
 * 22,539 → 21,305 bytes gzipped; all 48 files 157.8 → 154.1 KB; about 3 s of the build. The
 * files keep the names esbuild hashed from its own output (one output for one source, so a
 * name still changes exactly when the code does), and each other's exports and imports.
 * One pass: a second gave 47 more bytes for a third more time. docs/site.md "JavaScript budget".
 */
async function compressScripts(files) {
  await Promise.all(
    files
      .filter((file) => file.endsWith('.js'))
      .map(async (file) => {
        const path = resolve(root, file);
        const { code } = await minify(await readFile(path, 'utf8'), {
          module: true,
          compress: true,
          mangle: true,
          format: { comments: 'some' },
        });
        await writeFile(path, code);
      }),
  );
}

function clientBuildOptions(outdir, production) {
  return {
    absWorkingDir: root,
    // The icon sprite goes through esbuild only for its content-hashed name (an immutable static asset).
    entryPoints: ENTRY_POINTS,
    loader: { '.svg': 'copy' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    minify: production,
    sourcemap: false,
    metafile: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    logLevel: 'warning',
  };
}

/**
 * The modules the client loads with `import()` (islands, drawers, checkout…): each is an entry
 * point of esbuild's code splitting. Found by a first build that writes nothing.
 */
async function lazyEntryModules(options) {
  const { metafile } = await build({ ...options, write: false });
  const named = new Set(Object.values(options.entryPoints));
  return new Set(
    Object.values(metafile.outputs)
      .map((output) => output.entryPoint)
      .filter((entryPoint) => entryPoint && !named.has(entryPoint))
      .map((entryPoint) => resolve(root, entryPoint)),
  );
}

/**
 * What every page loads at first, in one file instead of twenty (issue 27: ≤ 10 script
 * requests; one gzip stream also compresses the whole about 12 % smaller than its parts).
 * esbuild puts a module in the chunk of the set of entry points that reach it, so a module
 * the entry and two islands import became a chunk of its own, and the first load was the
 * entry plus some twenty of them. Each lazily loaded module here also imports the entry
 * (which every page has run before any of them loads, so nothing runs twice): then every
 * module of the first load is reached from every entry point, and esbuild keeps them all
 * in one shared chunk; the entry file itself only imports it. Lazy modules still share
 * their own code among themselves as before (docs/site.md "JavaScript budget").
 */
function firstLoadInOneChunk(lazyModules) {
  const entry = resolve(root, CLIENT_ENTRY_SOURCE);
  return {
    name: 'first-load-in-one-chunk',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (!lazyModules.has(args.path)) return undefined;
        const source = await readFile(args.path, 'utf8');
        return { contents: `import ${JSON.stringify(entry)};\n${source}`, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** The asset manifest of a client build: each output file's role and static imports. */
function clientManifest(result, onSources) {
  const files = {};
  for (const [file, meta] of Object.entries(result.metafile.outputs)) {
    const name = file.split('/').pop();
    const entry = Object.keys(ENTRY_POINTS).find((kind) => meta.entryPoint === ENTRY_POINTS[kind]);
    // A stylesheet entry point's empty script twin.
    if (name.endsWith('.js') && ENTRY_POINTS[entry]?.endsWith('.css')) continue;
    files[name] = { entry, imports: meta.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path.split('/').pop()) };
  }
  onSources?.(
    Object.fromEntries(Object.entries(result.metafile.outputs).map(([file, meta]) => [file.split('/').pop(), Object.keys(meta.inputs)])),
  );
  return files;
}

/**
 * The client files a page loads at first: `start` (default: the entry) and, transitively,
 * the files they import statically. Dynamic imports (islands, drawers) are not followed.
 */
export function firstLoadFiles(manifest, start = Object.keys(manifest).filter((name) => manifest[name].entry === 'entry')) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name) || !manifest[name]) return;
    seen.add(name);
    manifest[name].imports.forEach(visit);
  };
  start.forEach(visit);
  return [...seen];
}
