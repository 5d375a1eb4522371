// Builds the browser bundle (islands) and the worker bundle with esbuild.
// The client files are static assets (Workers Static Assets, ADR 0015): the build writes
// them with their `_headers` into `public/` beside worker.js, and the Worker carries only
// their names (a generated manifest module) to link them from its pages.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile, rename } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { checkConfig } from './config-check.mjs';

export const root = resolve(import.meta.dirname, '../..');

/**
 * The static assets' folder in a build folder, beside worker.js: wrangler.toml's
 * `[assets] directory` (checked by scripts/lib/config-check.mjs) and Miniflare's (shop.mjs).
 * The client files are in its `assets/` folder, served at /assets/<name>.
 */
export const STATIC_ASSETS_DIR = 'public';

/** The client's entry points by the source they come from: the script, the stylesheet and the icon sprite. */
const ENTRY_KINDS = [
  ['entry.ts', 'entry'],
  ['styles.css', 'styles'],
  ['icons.svg', 'icons'],
];

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
  return clientManifest(result, onSources);
}

const CLIENT_ENTRY_SOURCE = 'client/entry.ts';

function clientBuildOptions(outdir, production) {
  return {
    absWorkingDir: root,
    // The icon sprite goes through esbuild only for its content-hashed name (an immutable static asset).
    entryPoints: { entry: CLIENT_ENTRY_SOURCE, styles: 'client/styles.css', icons: 'client/icons.svg' },
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
    const entry = ENTRY_KINDS.find(([source]) => meta.entryPoint?.endsWith(source))?.[1];
    if (name.endsWith('.js') && entry === 'styles') continue;
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

/**
 * Writes the module the Worker imports as `virtual:client-manifest`: the names of the entry,
 * the stylesheet, the icon sprite and the entry's static imports (what every page links), and the build id.
 * Names only: the files themselves are static assets (writeStaticAssets).
 */
export async function writeClientManifestModule(manifest, outfile) {
  const names = Object.keys(manifest);
  const entry = names.find((name) => manifest[name].entry === 'entry') ?? '';
  const styles = names.find((name) => manifest[name].entry === 'styles') ?? '';
  const icons = names.find((name) => manifest[name].entry === 'icons') ?? '';
  const source =
    `// Generated by scripts/lib/build.mjs: do not edit.\n` +
    `export const CLIENT_ENTRY = ${JSON.stringify(entry)};\n` +
    `export const CLIENT_STYLES = ${JSON.stringify(styles)};\n` +
    `export const CLIENT_ICONS = ${JSON.stringify(icons)};\n` +
    `export const CLIENT_PRELOAD = ${JSON.stringify(manifest[entry]?.imports ?? [])};\n` +
    `export const BUILD_ID = ${JSON.stringify(hashOf(`${[...names].sort().join('|')}|${await sourceHash()}`))};\n`;
  await writeAtomic(outfile, source);
}

/**
 * Completes the static assets in `publicDir` around the client files esbuild wrote to its
 * `assets/` folder (`manifest`, all with hashed names): the files the build draws (the
 * favicon, the payment marks) and the `_headers` file with every file's Cache-Control and
 * security headers (worker/static-assets, run here in Node). Returns the drawn files' names.
 */
export async function writeStaticAssets(publicDir, manifest) {
  const { staticAssets } = await importForNode('worker/static-assets/index.ts');
  const { files, headers } = await staticAssets(Object.keys(manifest));
  for (const [name, text] of Object.entries(files)) await writeFile(join(publicDir, 'assets', name), text);
  await writeFile(join(publicDir, '_headers'), headers);
  return Object.keys(files);
}

/**
 * A TypeScript module of the project bundled for Node and imported: the build runs some of the
 * Worker's own code (the configuration's validator, the static files and their headers).
 */
export async function importForNode(entry) {
  const dir = await mkdtemp(join(tmpdir(), 'artlane-node-'));
  const outfile = join(dir, 'module.mjs');
  try {
    await build({
      absWorkingDir: root,
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'node',
      outfile,
      jsx: 'automatic',
      logLevel: 'warning',
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * react-dom's server build for Workers. Its `react-dom/server` entry (server.edge.js) joins
 * two builds of the renderer: this one (renderToReadableStream, and prerender through
 * react-dom/static.edge) and the legacy one behind renderToString (about 250 KB more). The
 * storefront renders with this one alone (docs/site.md, "One server renderer").
 */
function reactDomServerEdge(production) {
  const reactDom = dirname(createRequire(import.meta.url).resolve('react-dom/package.json'));
  return join(reactDom, 'cjs', `react-dom-server.edge.${production ? 'production' : 'development'}.js`);
}

/**
 * Bundles the worker; `manifestModule` is the generated client manifest (writeClientManifestModule).
 * `entry` is worker/index.ts except for test entries that wrap the same app
 * (tests/worker/clock-worker.ts). Returns esbuild's metafile (what went into the bundle:
 * tests/worker/bundle-contents.test.ts).
 */
export async function buildWorker(outfile, manifestModule, { production = true, entry = 'worker/index.ts' } = {}) {
  const reactDomServer = reactDomServerEdge(production);
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: ['es2022'],
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    outfile,
    minify: false,
    sourcemap: false,
    jsx: 'automatic',
    external: ['cloudflare:*', 'node:*'],
    alias: {
      'virtual:client-manifest': manifestModule,
      // Ours and @hono/react-renderer's imports: the edge build alone, so renderToString
      // (the legacy build) is not in the bundle; worker/components/render-to-html.ts renders
      // strings. @hono/react-renderer's renderToString is only for its non-streaming mode.
      'react-dom/server': reactDomServer,
      'react-dom/server.edge': reactDomServer,
    },
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    loader: { '.sql': 'text' },
    plugins: [binaryModules(dirname(outfile))],
    metafile: true,
    logLevel: 'warning',
  });
  return result.metafile;
}

/**
 * The binary files the Worker imports (the SVG renderer's WebAssembly and its fonts, worker/
 * routes/custom-poster) stay modules of their own beside worker.js, never text inside it: workerd
 * compiles WebAssembly only from a module (never from bytes at run time), and a font as a
 * data module costs no decoding. Each is copied to `modules/` under a content-hashed name and
 * the import points there: `.wasm` a CompiledWasm module, `.bin` (fonts) a Data module
 * (ArrayBuffer). Wrangler's default module rules treat exactly these two extensions so, and
 * Miniflare is given the same rules (WORKER_MODULE_RULES, scripts/lib/shop.mjs).
 */
function binaryModules(outdir) {
  const require = createRequire(join(root, 'package.json'));
  return {
    name: 'binary-modules',
    setup(build) {
      build.onResolve({ filter: /\.(wasm|ttf|otf)$/ }, async (args) => {
        const source = args.path.startsWith('.') ? resolve(args.resolveDir, args.path) : require.resolve(args.path);
        const bytes = await readFile(source);
        const extension = extname(source) === '.wasm' ? '.wasm' : '.bin';
        const name = `${basename(source, extname(source))}-${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}${extension}`;
        await mkdir(join(outdir, 'modules'), { recursive: true });
        await copyFile(source, join(outdir, 'modules', name));
        return { path: `./modules/${name}`, external: true };
      });
    },
  };
}

/** How Miniflare reads the Worker's binary modules (binaryModules; wrangler's defaults). */
export const WORKER_MODULE_RULES = [
  { type: 'CompiledWasm', include: ['**/*.wasm'] },
  { type: 'Data', include: ['**/*.bin'] },
];

/**
 * Builds everything into `dir`: the storefront (public/ with the static assets and their
 * _headers, client-manifest.js, worker.js), the commerce Worker (commerce.js) and the local
 * payment provider (payments.js, never deployed).
 */
export async function buildAll(dir, options = {}) {
  // A misconfiguration fails the build, before anything is bundled (scripts/lib/config-check.mjs).
  await checkConfig();
  const publicDir = join(dir, STATIC_ASSETS_DIR);
  await rm(publicDir, { recursive: true, force: true });
  const clientDir = join(publicDir, 'assets');
  const manifest = await buildClient(clientDir, options);
  const drawn = await writeStaticAssets(publicDir, manifest);
  const manifestModule = join(dir, 'client-manifest.js');
  await writeClientManifestModule(manifest, manifestModule);
  const workerFile = join(dir, 'worker.js');
  const commerceFile = join(dir, 'commerce.js');
  const paymentsFile = join(dir, 'payments.js');
  await Promise.all([
    buildWorker(workerFile, manifestModule, options),
    buildCommerce(commerceFile, options),
    buildPayments(paymentsFile, options),
  ]);
  return { workerFile, commerceFile, paymentsFile, publicDir, clientDir, manifest, staticFiles: [...Object.keys(manifest), ...drawn] };
}

/**
 * Bundles the commerce Worker (services/commerce): the embedded API, its SQL and image
 * renderer, and its e-mails (React Email, services/commerce/src/mail). @react-email/render
 * imports react-dom/server.edge, else react-dom/server, and prettier for its `pretty`
 * option, each lazily: esbuild would bundle all of them. The mail renders with the edge
 * build alone and never pretty-prints, so the others are left out (about 1 MiB).
 */
export function buildCommerce(outfile, options = {}) {
  const reactDomServer = reactDomServerEdge(options.production ?? true);
  const noPrettier = join(root, 'scripts/lib/no-prettier.mjs');
  return buildService('services/commerce/src/worker.ts', outfile, {
    ...options,
    alias: {
      'react-dom/server': reactDomServer,
      'react-dom/server.edge': reactDomServer,
      'prettier/standalone': noPrettier,
      'prettier/plugins/html': noPrettier,
    },
  });
}

/** Bundles the local payment provider (services/payments, docs/payments.md). */
export function buildPayments(outfile, options) {
  return buildService('services/payments/src/worker.ts', outfile, options);
}

/** Bundles a Worker of services/ (no client assets). */
async function buildService(entry, outfile, { production = true, alias = {} } = {}) {
  await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: ['es2022'],
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    outfile,
    minify: false,
    sourcemap: false,
    jsx: 'automatic',
    external: ['cloudflare:*', 'node:*'],
    alias,
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    logLevel: 'warning',
  });
}

/** Gzipped size in bytes of the given client files. */
export async function gzippedSize(clientDir, names) {
  let total = 0;
  for (const name of names) total += gzipSync(await readFile(join(clientDir, name)), { level: 9 }).length;
  return total;
}

/** Everything that shapes the worker's HTML: its code, the strings, the schema, the dependencies. */
const SOURCES = ['worker', 'shared', 'locales', 'client', 'services'];

/**
 * A hash of the sources: part of the build id, which the page cache keys on (a new build
 * never serves pages rendered by the old one, also when only strings or server code changed).
 */
export async function sourceHash(base = root) {
  const hash = createHash('sha256');
  const files = (
    await Promise.all(
      SOURCES.map(async (dir) =>
        ((await readdir(join(base, dir), { recursive: true, withFileTypes: true }).catch(() => [])) ?? [])
          // Tests shape no page: editing one must not empty the page cache.
          .filter((e) => e.isFile() && !/\.test\.[jt]sx?$/.test(e.name))
          .map((e) => join(e.parentPath ?? e.path, e.name)),
      ),
    )
  ).flat();
  files.push(join(base, 'package-lock.json'));
  for (const file of files.sort())
    hash
      .update(relative(base, file))
      .update('\0')
      .update(await readFile(file).catch(() => ''))
      .update('\0');
  return hash.digest('hex');
}

export function hashOf(text) {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

export async function writeAtomic(file, text) {
  await mkdir(resolve(file, '..'), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, text);
  await rename(tmp, file);
}

/** The .sql files of a migrations folder (default: the commerce Worker's), in order. */
export async function listMigrations(folder = 'services/commerce/migrations') {
  const dir = join(root, folder);
  const names = (await readdir(dir)).filter((n) => n.endsWith('.sql')).sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(join(dir, name), 'utf8') })));
}
