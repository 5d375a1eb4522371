/** Starts the embedded shop `starts` times as npm start prepares it, with `burners` CPU-spinning processes meanwhile. */
export function startRepeatedly(options: {
  buildDir: string;
  starts: number;
  burners: number;
  products?: number;
  /** false: without the raster catalog (scripts/lib/catalog-art.mjs). */
  catalogArt?: boolean;
  onStart?: (event: { start: number; ms?: number; error?: unknown }) => void;
}): Promise<{ failures: { start: number; error: unknown }[]; ms: number[] }>;
