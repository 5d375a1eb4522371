/**
 * The custom poster editor's rules (client/islands/browse/CustomPosterPurchase.tsx) as
 * pure functions over the values it edits: the flat record of strings a cart line stores
 * (./designs.ts encodeValues), so what the shopper types, what the preview draws,
 * what the cart keeps and what the product link carries are one and the same object.
 */
import { checkValues, decodeValues, encodeValues, TYPOGRAPHY_LIMITS, type CustomTemplate, type DesignIssueKind } from './designs';

/** What each template starts with when its product names no start of its own. */
export const DEFAULT_VALUES: Record<CustomTemplate, Readonly<Record<string, string>>> = {
  typography: {
    template: 'typography',
    line1: 'Your words',
    line2: 'here',
    font: 'playfair-display',
    layout: 'centered',
    foreground: '#1a1a1a',
    background: '#f5efe6',
  },
  'star-map': {
    template: 'star-map',
    place: 'Stockholm',
    date: '2024-06-21',
    latitude: '59.3293',
    longitude: '18.0686',
    caption: '',
  },
};

/** Foreground and background swatches offered beside the free colour field (names in locales: custom_poster.colour_*). */
export const SWATCHES = {
  ink: '#1a1a1a',
  white: '#ffffff',
  cream: '#f5efe6',
  navy: '#1f2a44',
  rust: '#b5523b',
} as const;
export type SwatchName = keyof typeof SWATCHES;

/** The fonts' own names (proper names: the same in every language). */
export const FONT_NAMES: Record<string, string> = {
  inter: 'Inter',
  'playfair-display': 'Playfair Display',
  'space-mono': 'Space Mono',
  caveat: 'Caveat',
};

/**
 * The values the editor opens with: `wanted` (a product link's, or the product's start)
 * when they are a whole design of this template, in their normal form; otherwise the
 * next candidate, and finally the template's default.
 */
export function openingValues(
  template: CustomTemplate,
  ...candidates: (Record<string, string> | null | undefined)[]
): Record<string, string> {
  for (const candidate of candidates) {
    const decoded = decodeValues(candidate);
    if (decoded.ok && decoded.design.template === template) return encodeValues(decoded.design);
  }
  return { ...DEFAULT_VALUES[template] };
}

const lineKey = (index: number) => `line${index + 1}`;

/** A typography poster's lines in order (line1, line2, … up to the first one missing). */
export function linesOf(values: Readonly<Record<string, string>>): string[] {
  const lines: string[] = [];
  for (let index = 0; index < TYPOGRAPHY_LIMITS.lines && values[lineKey(index)] !== undefined; index++) lines.push(values[lineKey(index)]!);
  return lines;
}

/** The values with these lines (at most TYPOGRAPHY_LIMITS.lines), the other fields kept in their order. */
export function withLines(values: Readonly<Record<string, string>>, lines: readonly string[]): Record<string, string> {
  const { template, ...rest } = values;
  const others = Object.fromEntries(Object.entries(rest).filter(([key]) => !/^line\d+$/.test(key)));
  const kept = lines.slice(0, TYPOGRAPHY_LIMITS.lines);
  return {
    ...(template !== undefined ? { template } : {}),
    ...Object.fromEntries(kept.map((line, index) => [lineKey(index), line])),
    ...others,
  };
}

/** One more (empty) line, while there is room for it. */
export function addLine(values: Readonly<Record<string, string>>): Record<string, string> {
  const lines = linesOf(values);
  return lines.length >= TYPOGRAPHY_LIMITS.lines ? { ...values } : withLines(values, [...lines, '']);
}

/** Without line `index` (0-based); the last line is never removed. */
export function removeLine(values: Readonly<Record<string, string>>, index: number): Record<string, string> {
  const lines = linesOf(values);
  return lines.length <= 1
    ? { ...values }
    : withLines(
        values,
        lines.filter((_, i) => i !== index),
      );
}

export interface EditorCheck {
  /** The values to render and add, in their normal form (encodeValues); null while something is wrong. */
  values: Record<string, string> | null;
  /** What is wrong, per field (line2, latitude, `lines` for the lines as a whole). */
  issues: Record<string, DesignIssueKind>;
}

/** The values as typed, checked by the shared schema (./designs.ts checkValues). */
export function checkEditor(values: Readonly<Record<string, string>>): EditorCheck {
  const checked = checkValues(values);
  if (checked.ok) return { values: encodeValues(checked.design), issues: {} };
  return { values: null, issues: Object.fromEntries(checked.issues.map((issue) => [issue.field, issue.kind])) };
}
