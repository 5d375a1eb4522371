export const root: string;
export function buildClient(
  outdir: string,
  options?: { production?: boolean; onSources?: (sources: Record<string, string[]>) => void },
): Promise<Record<string, { entry?: string; imports: string[] }>>;
/** The files a page loads at first: the entry and, transitively, what it imports statically. */
export function firstLoadFiles(manifest: Record<string, { entry?: string; imports: string[] }>, start?: string[]): string[];
/** Writes the module that embeds the client files into the worker (`virtual:client-assets`). */
export function writeClientAssetsModule(
  clientDir: string,
  manifest: Record<string, { entry?: string; imports: string[] }>,
  outfile: string,
): Promise<void>;
/** Returns esbuild's metafile of the bundle. */
export function buildWorker(
  outfile: string,
  assetsModule: string,
  options?: { production?: boolean; entry?: string },
): Promise<import('esbuild').Metafile>;
export function buildAll(dir: string, options?: { production?: boolean }): Promise<{ workerFile: string; clientDir: string }>;
export function gzippedSize(clientDir: string, names: string[]): Promise<number>;
export function writeAtomic(file: string, text: string): Promise<void>;
export function listMigrations(): Promise<{ name: string; sql: string }[]>;
/** A hash of worker/, shared/, locales/, client/, migrations/ and package-lock.json under base (default: the project). */
export function sourceHash(base?: string): Promise<string>;
