export const root: string;
export function buildClient(
  outdir: string,
  options?: { production?: boolean; onSources?: (sources: Record<string, string[]>) => void },
): Promise<Record<string, { entry?: string; imports: string[] }>>;
/** The files a page loads at first: the entry and, transitively, what it imports statically. */
export function firstLoadFiles(manifest: Record<string, { entry?: string; imports: string[] }>, start?: string[]): string[];
/** Each area's stylesheet, which only its pages link: its source by area (scripts/lib/client-build.mjs). */
export const PAGE_STYLESHEETS: Readonly<Record<'checkout' | 'account' | 'designer', string>>;
/** The static assets' folder in a build folder ('public'), beside worker.js; the client files are in its assets/. */
export const STATIC_ASSETS_DIR: string;
/** Writes the module of the client files' names the worker imports (`virtual:client-manifest`). */
export function writeClientManifestModule(manifest: Record<string, { entry?: string; imports: string[] }>, outfile: string): Promise<void>;
/** Writes the drawn static files and the _headers file into `publicDir`; returns the drawn files' names. */
export function writeStaticAssets(publicDir: string, manifest: Record<string, { entry?: string; imports: string[] }>): Promise<string[]>;
/** A TypeScript module of the project bundled for Node and imported. */
export function importForNode(entry: string): Promise<Record<string, unknown>>;
/** Returns esbuild's metafile of the bundle. */
export function buildWorker(
  outfile: string,
  manifestModule: string,
  options?: { production?: boolean; entry?: string },
): Promise<import('esbuild').Metafile>;
export function buildAll(
  dir: string,
  options?: { production?: boolean },
): Promise<{
  workerFile: string;
  /** The static assets' folder (wrangler.toml [assets] directory), and its assets/ folder of client files. */
  publicDir: string;
  clientDir: string;
  manifest: Record<string, { entry?: string; imports: string[] }>;
  /** Every file name under /assets/: the client files and the drawn ones. */
  staticFiles: string[];
}>;
export function gzippedSize(clientDir: string, names: string[]): Promise<number>;
export function writeAtomic(file: string, text: string): Promise<void>;
export function listMigrations(): Promise<{ name: string; sql: string }[]>;
/** A hash of worker/, shared/, locales/, client/, migrations/ and package-lock.json under base (default: the project). */
export function sourceHash(base?: string): Promise<string>;
/** A bundle and the binary modules it imports, as Miniflare's `modules` list (bundleModules in build.mjs). */
export function bundleModules(
  file: string,
): Promise<({ type: 'ESModule'; path: string; contents: string } | { type: 'CompiledWasm' | 'Data'; path: string })[]>;
