import { parseTemplateValues } from '../../../shared/cart-links';
import { CUSTOM_TEMPLATES, decodeValues, type CustomPosterDesign, type CustomTemplate } from '../../../shared/custom-poster/designs';
import { POSTER_SIZES, requiredPixels } from '../../../shared/poster-print';
import { PATHS } from '../../../shared/site-paths';

/**
 * What /render-custom-poster/{template}.{svg|png}?v=…&size=…&poster=… asks for
 * (docs/designers.md "Custom posters rendered at the edge"):
 * - {template}: typography or star-map, the design's template (its values say it too; both must agree);
 * - svg (the browser's preview) or png (thumb: THUMB_WIDTH px wide; print: the sheet at PRINT_DPI);
 * - v: the design's template values exactly as a cart line's product link carries them
 *   (shared/cart-links.ts encodeTemplateValues: base64url of their JSON), checked with
 *   shared/custom-poster/designs.ts decodeValues;
 * - size: thumb (default) or print, PNG only; poster: the sheet's size code (default 50x70).
 * A request that is wrong in any part is refused with a status and a sentence saying what
 * to fix, never rendered.
 */
export const FORMATS = ['svg', 'png'] as const;
export type Format = (typeof FORMATS)[number];
export const SIZES = ['thumb', 'print'] as const;
export type RenderSize = (typeof SIZES)[number];
/** Custom posters are portrait sheets (services/commerce seed: SIZES_BY_ORIENTATION.portrait). */
export const SHEETS = POSTER_SIZES.portrait;
export const DEFAULT_SHEET = '50x70';
export const THUMB_WIDTH = 400;
export const VALUES_PARAM = 'v';

export interface RenderRequest {
  template: CustomTemplate;
  format: Format;
  /** PNG only; an SVG is the same at every size. */
  size: RenderSize | null;
  sheet: string;
  design: CustomPosterDesign;
  /** The design's values as decoded (the cache key is made of these). */
  values: Record<string, string>;
}

export type Parsed = { ok: true; request: RenderRequest } | { ok: false; status: 400 | 404; error: string };

const FILE = /^([a-z0-9-]{1,40})\.([a-z0-9]{1,10})$/;
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** Reads a render request from its path's last part (`typography.png`) and query. */
export function parseRenderRequest(file: string, query: URLSearchParams): Parsed {
  const usage = `expected ${PATHS.renderCustomPoster}/{template}.{${FORMATS.join('|')}}?${VALUES_PARAM}=…`;
  const match = FILE.exec(file);
  if (!match) return { ok: false, status: 404, error: `No such poster render: ${usage}` };
  const [, template = '', format = ''] = match;
  if (!isOneOf(CUSTOM_TEMPLATES, template)) {
    return { ok: false, status: 404, error: `Unknown template "${template}": it must be one of ${CUSTOM_TEMPLATES.join(', ')}` };
  }
  if (!isOneOf(FORMATS, format))
    return { ok: false, status: 404, error: `Unknown format "${format}": it must be one of ${FORMATS.join(', ')}` };
  const size = query.get('size') ?? 'thumb';
  if (!isOneOf(SIZES, size)) return { ok: false, status: 400, error: `size must be one of ${SIZES.join(', ')}` };
  const sheet = query.get('poster') ?? DEFAULT_SHEET;
  if (!isOneOf(SHEETS, sheet)) return { ok: false, status: 400, error: `poster must be one of ${SHEETS.join(', ')}` };
  const encoded = query.get(VALUES_PARAM);
  if (!encoded) return { ok: false, status: 400, error: `${VALUES_PARAM} is missing: the design's template values (${usage})` };
  const values = parseTemplateValues(encoded);
  if (!values) return { ok: false, status: 400, error: `${VALUES_PARAM} must be the design's template values as base64url JSON` };
  const decoded = decodeValues(values);
  if (!decoded.ok) return { ok: false, status: 400, error: decoded.error };
  if (decoded.design.template !== template) {
    return { ok: false, status: 400, error: `The values are a ${decoded.design.template} design, not ${template}` };
  }
  return { ok: true, request: { template, format, size: format === 'png' ? size : null, sheet, design: decoded.design, values } };
}

/** Pixels of a PNG: THUMB_WIDTH wide, or the sheet at PRINT_DPI (50x70 cm: 2953 x 4134). */
export function pixelsOf(sheet: string, size: RenderSize): { width: number; height: number } {
  if (size === 'print') return requiredPixels('portrait', [sheet]);
  const [widthCm = 1, heightCm = 1] = sheet.split('x').map(Number);
  return { width: THUMB_WIDTH, height: Math.round((THUMB_WIDTH * heightCm) / widthCm) };
}

/**
 * Bumped whenever the drawing changes, so a changed renderer gets new cache keys and ETags
 * (the answers are immutable under their key).
 */
export const RENDERER_VERSION = 1;

/** SHA-256 (hex, 32 digits) of everything an answer depends on: template, values, format, size, sheet, renderer. */
export async function renderKey(request: RenderRequest): Promise<string> {
  const values = Object.fromEntries(Object.entries(request.values).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const text = JSON.stringify([RENDERER_VERSION, request.template, values, request.format, request.size, request.sheet]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .slice(0, 16)
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}
