import type { Page } from '@playwright/test';

export interface Loaded {
  /** The file's path (without the origin). */
  url: string;
  type: 'script' | 'stylesheet';
  /** Its body's size gzipped at level 9. */
  gzipped: number;
}

export interface FirstLoad {
  js: number;
  scripts: number;
  css: number;
  loaded: Loaded[];
}

export function recordLoads(page: Page): () => Promise<Loaded[]>;
export function loadFigures(loaded: Loaded[]): FirstLoad;
