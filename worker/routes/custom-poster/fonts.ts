import type { TypographyDesign } from '../../../shared/custom-poster/designs';

/**
 * The faces a custom poster is drawn in (shared/custom-poster/designs.ts TYPOGRAPHY_FONTS),
 * each one TTF of the regular weight from Google Fonts, all under the SIL Open Font License
 * 1.1 (the @expo-google-fonts packages ship the .ttf files and the licence text). `family`
 * is the name inside the file: what the SVG's font-family names and what resvg matches;
 * `fallback` is the generic family a browser uses when it lacks the face. `widthEm` is the
 * face's average advance of a letter (em), for fitting a line to the poster's width.
 * `load` imports the file as a Data module (scripts/lib/build.mjs binaryModules): only the
 * PNG renderer calls it, so a worker that never renders a PNG never reads a font.
 */
export interface FontFace {
  family: string;
  fallback: 'sans-serif' | 'serif' | 'monospace' | 'cursive';
  widthEm: number;
  load: () => Promise<{ default: ArrayBuffer }>;
}

export type FontId = TypographyDesign['font'];

export const FONTS: Record<FontId, FontFace> = {
  inter: {
    family: 'Inter',
    fallback: 'sans-serif',
    widthEm: 0.56,
    load: () => import('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  },
  'playfair-display': {
    family: 'Playfair Display',
    fallback: 'serif',
    widthEm: 0.54,
    load: () => import('@expo-google-fonts/playfair-display/400Regular/PlayfairDisplay_400Regular.ttf'),
  },
  'space-mono': {
    family: 'Space Mono',
    fallback: 'monospace',
    widthEm: 0.62,
    load: () => import('@expo-google-fonts/space-mono/400Regular/SpaceMono_400Regular.ttf'),
  },
  caveat: {
    family: 'Caveat',
    fallback: 'cursive',
    widthEm: 0.37,
    load: () => import('@expo-google-fonts/caveat/400Regular/Caveat_400Regular.ttf'),
  },
};

/** The SVG font-family value of a face: its own name, then its generic fallback. */
export function fontFamily(id: FontId): string {
  const face = FONTS[id];
  return `'${face.family}', ${face.fallback}`;
}
