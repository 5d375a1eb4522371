export const root: string;
export function buildClient(
  outdir: string,
  options?: { production?: boolean },
): Promise<Record<string, { entry?: string; imports: string[] }>>;
export function buildWorker(outfile: string, assetsModule: string, options?: { production?: boolean; entry?: string }): Promise<void>;
export function buildAll(dir: string, options?: { production?: boolean }): Promise<{ workerFile: string; clientDir: string }>;
export function gzippedSize(clientDir: string, names: string[]): Promise<number>;
export function writeAtomic(file: string, text: string): Promise<void>;
export function listMigrations(): Promise<{ name: string; sql: string }[]>;
/** A hash of worker/, shared/, locales/, client/, migrations/ and package-lock.json under base (default: the project). */
export function sourceHash(base?: string): Promise<string>;
