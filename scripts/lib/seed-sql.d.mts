/** Writes the embedded catalog's seed to `file` as SQL for `wrangler d1 execute --file`. */
export function writeSeedSql(
  file: string,
  options?: { products?: number },
): Promise<{ products: number; statements: number; bytes: number; seedVersion: number }>;
