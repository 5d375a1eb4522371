/**
 * Custom poster designs (a cart line's `template.values`, which its product link carries:
 * docs/designers.md "How the values travel", shared/cart-links.ts encodeTemplateValues; issue 14 "Custom
 * posters"). Two templates:
 * - typography: 1 to 6 text lines, a font from a small licensed set, a layout, and
 *   foreground and background colours (#rrggbb);
 * - star-map: a place name, a date (YYYY-MM-DD), latitude and longitude in degrees (at
 *   most 6 decimals, about 10 cm) and a caption.
 *
 * A design is a typed object (`CustomPosterDesign`); on the cart line it is a flat record
 * of strings within the API's limits (shared/schemas/cart.ts templateValues: at most
 * LINE_LIMITS.templateFields = 20 fields, names of 40 and texts of 200 characters), with a
 * `template` field naming its template. `encodeValues` writes that record; `decodeValues`
 * reads one back (from the cart, a product link or the render route) with a typed error
 * result, never a throw.
 *
 * These values are drawn into SVG by the renderer. It escapes them too, but each field
 * here admits only what it needs (OWASP ASVS 5.1.3, positive input validation): colours
 * are exactly #rrggbb, fonts and layouts come from lists, numbers are plain decimals, and
 * texts are letters, marks, digits, punctuation, spaces and symbols, without control,
 * format (bidi overrides, zero-width), line-separator or surrogate characters and without
 * '<' or '>'.
 */
import * as v from 'valibot';
import { isIsoDate } from '../gift-card-limits';
import { LINE_LIMITS, templateValues } from '../schemas/cart';
import { describe } from '../schemas/describe';

export const CUSTOM_TEMPLATES = ['typography', 'star-map'] as const;
export type CustomTemplate = (typeof CUSTOM_TEMPLATES)[number];

/** Open-licensed (SIL OFL) faces the renderer embeds; the id is what the values hold. */
export const TYPOGRAPHY_FONTS = ['inter', 'playfair-display', 'space-mono', 'caveat'] as const;
export const TYPOGRAPHY_LAYOUTS = ['centered', 'left', 'bottom'] as const;
export const TYPOGRAPHY_LIMITS = { lines: 6, lineLength: 40 } as const;
export const STAR_MAP_LIMITS = { place: 60, caption: 80 } as const;

/**
 * Text a poster may print: letters, combining marks, digits, punctuation, spaces and
 * symbols (©, ★, €); never '<' or '>'. Everything else (controls, format characters such
 * as bidi overrides, line separators, lone surrogates, private use) is refused.
 */
const PRINTABLE_TEXT = /^[\p{L}\p{M}\p{N}\p{P}\p{Zs}\p{S}]*$/u;
/** A place name: letters, marks, digits, spaces and the punctuation names use. */
const PLACE_TEXT = /^[\p{L}\p{M}\p{N}\p{Zs}.,'’()/&-]*$/u;
const COLOUR = /^#[0-9a-f]{6}$/i;
/** A plain decimal (no exponent, no '+', at most 6 decimals), as the values write a coordinate. */
const DECIMAL = /^-?\d{1,3}(?:\.\d{1,6})?$/;

const characters = (text: string) => [...text].length;

/** Messages of the schema's checks that checkValues tells apart (kindOf). */
const SAYS = {
  characters: 'may hold only letters, digits, punctuation and spaces',
  someText: 'must hold some text',
  date: 'must be a date written YYYY-MM-DD',
  decimals: 'may have at most 6 decimals',
} as const;

const printable = (max: number, { min = 0, pattern = PRINTABLE_TEXT } = {}) =>
  v.pipe(
    v.string('must be a string'),
    v.check((text) => pattern.test(text) && !/[<>]/.test(text), SAYS.characters),
    v.check((text) => characters(text) >= min, min === 1 ? 'must not be empty' : `must be at least ${min} characters`),
    v.check((text) => characters(text) <= max, `may be at most ${max} characters`),
  );

const colour = v.pipe(v.string('must be a string'), v.regex(COLOUR, 'must be a colour written #rrggbb'));

const coordinate = (limit: number) =>
  v.pipe(
    v.number('must be a number'),
    v.finite('must be a number'),
    v.minValue(-limit, `must be from -${limit} to ${limit}`),
    v.maxValue(limit, `must be from -${limit} to ${limit}`),
    v.check((degrees) => DECIMAL.test(String(degrees)), SAYS.decimals),
  );

export const typographyDesign = v.strictObject({
  template: v.picklist(['typography'] as const, 'must be typography'),
  lines: v.pipe(
    v.array(printable(TYPOGRAPHY_LIMITS.lineLength), 'must be a list of texts'),
    v.minLength(1, 'must hold at least one line'),
    v.maxLength(TYPOGRAPHY_LIMITS.lines, `may hold at most ${TYPOGRAPHY_LIMITS.lines} lines`),
    v.check((lines) => lines.some((line) => line.trim() !== ''), SAYS.someText),
  ),
  font: v.picklist(TYPOGRAPHY_FONTS, `must be one of ${TYPOGRAPHY_FONTS.join(', ')}`),
  layout: v.picklist(TYPOGRAPHY_LAYOUTS, `must be one of ${TYPOGRAPHY_LAYOUTS.join(', ')}`),
  foreground: colour,
  background: colour,
});
export type TypographyDesign = v.InferOutput<typeof typographyDesign>;

export const starMapDesign = v.strictObject({
  template: v.picklist(['star-map'] as const, 'must be star-map'),
  place: printable(STAR_MAP_LIMITS.place, { min: 1, pattern: PLACE_TEXT }),
  date: v.pipe(v.string('must be a string'), v.check(isIsoDate, SAYS.date)),
  latitude: coordinate(90),
  longitude: coordinate(180),
  caption: printable(STAR_MAP_LIMITS.caption),
});
export type StarMapDesign = v.InferOutput<typeof starMapDesign>;

export type CustomPosterDesign = TypographyDesign | StarMapDesign;

/**
 * A design of either template, chosen by its `template` field. Written out rather than as
 * v.variant (and with picklists rather than v.literal): valibot is one module, so every
 * function any island uses goes into the chunk every page loads (docs/wall-designer.md
 * "JS budget"), and these are the ones the rest of the client already has.
 */
const templateOf = v.object(
  { template: v.picklist(CUSTOM_TEMPLATES, `must be one of ${CUSTOM_TEMPLATES.join(', ')}`) },
  'must be an object',
);
const DESIGNS = { typography: typographyDesign, 'star-map': starMapDesign } as const;

function safeParseDesign(
  value: unknown,
): { success: true; output: CustomPosterDesign } | { success: false; issues: readonly v.BaseIssue<unknown>[] } {
  const head = v.safeParse(templateOf, value);
  if (!head.success) return { success: false, issues: head.issues };
  const result = v.safeParse(DESIGNS[head.output.template], value);
  return result.success ? { success: true, output: result.output } : { success: false, issues: result.issues };
}

export type DesignResult = { ok: true; design: CustomPosterDesign } | { ok: false; error: string };

const lineKey = (index: number) => `line${index + 1}`;

/** A design checked field by field; the error names the first field that is wrong. */
export function parseDesign(value: unknown): DesignResult {
  const result = safeParseDesign(value);
  return result.success ? { ok: true, design: result.output } : { ok: false, error: describe(result.issues, 'design') };
}

/**
 * A design as the cart line's `template.values`: a flat record of strings. Typography
 * lines are line1..lineN; coordinates are plain decimals. Pass a design parseDesign
 * accepted: its values are then within the API's limits (at most 11 fields).
 */
export function encodeValues(design: CustomPosterDesign): Record<string, string> {
  if (design.template === 'typography') {
    const { template, lines, font, layout, foreground, background } = design;
    return { template, ...Object.fromEntries(lines.map((line, index) => [lineKey(index), line])), font, layout, foreground, background };
  }
  const { template, place, date, latitude, longitude, caption } = design;
  return { template, place, date, latitude: String(latitude), longitude: String(longitude), caption };
}

const FIELDS: Record<CustomTemplate, readonly string[]> = {
  typography: [
    'template',
    ...Array.from({ length: TYPOGRAPHY_LIMITS.lines }, (_, index) => lineKey(index)),
    'font',
    'layout',
    'foreground',
    'background',
  ],
  'star-map': ['template', 'place', 'date', 'latitude', 'longitude', 'caption'],
};

// '-0' is 0; anything but a plain decimal is left as text for the schema to refuse.
const degrees = (text: string | undefined): number | string | undefined =>
  text !== undefined && DECIMAL.test(text) ? Number(text) + 0 : text;

/**
 * A cart line's `template.values` (or a product link's, a render request's) read back as
 * a design. Refused: anything beyond the API's limits, an unknown template or field, a
 * gap in the typography lines, and any value its field does not admit.
 */
export function decodeValues(values: unknown): DesignResult {
  const flat = v.safeParse(templateValues, values);
  if (!flat.success) return { ok: false, error: describe(flat.issues, 'values') };
  const record = flat.output;
  const template = record.template;
  if (template !== 'typography' && template !== 'star-map') {
    return { ok: false, error: `values.template must be one of ${CUSTOM_TEMPLATES.join(', ')}` };
  }
  const unknown = Object.keys(record).find((key) => !FIELDS[template].includes(key));
  if (unknown !== undefined) return { ok: false, error: `values has an unknown field "${unknown.slice(0, LINE_LIMITS.templateKey)}"` };
  if (template === 'star-map') {
    const { place, date, latitude, longitude, caption } = record;
    const odd = Object.entries({ latitude, longitude }).find(([, text]) => text !== undefined && !DECIMAL.test(text));
    if (odd) return { ok: false, error: `${odd[0]} must be a decimal number with at most 6 decimals` };
    return parseDesign({ template, place, date, latitude: degrees(latitude), longitude: degrees(longitude), caption });
  }
  const lines: string[] = [];
  for (let index = 0; index < TYPOGRAPHY_LIMITS.lines && record[lineKey(index)] !== undefined; index++) lines.push(record[lineKey(index)]!);
  const extra = Array.from({ length: TYPOGRAPHY_LIMITS.lines }, (_, index) => lineKey(index)).find(
    (key, index) => index >= lines.length && record[key] !== undefined,
  );
  if (extra !== undefined) return { ok: false, error: `values.${extra} follows a missing line` };
  const { font, layout, foreground, background } = record;
  return parseDesign({ template, lines, font, layout, foreground, background });
}

/**
 * The fields a shopper edits in each template, as the cart line's values name them, with
 * the most characters each may hold (the product's `custom_template.fields`; the fixed
 * `template` field is not one of them). A typography poster lists all six lines.
 */
export const TEMPLATE_FIELDS: Record<CustomTemplate, readonly { key: string; max: number }[]> = {
  typography: [
    ...Array.from({ length: TYPOGRAPHY_LIMITS.lines }, (_, index) => ({ key: lineKey(index), max: TYPOGRAPHY_LIMITS.lineLength })),
    { key: 'font', max: Math.max(...TYPOGRAPHY_FONTS.map((font) => font.length)) },
    { key: 'layout', max: Math.max(...TYPOGRAPHY_LAYOUTS.map((layout) => layout.length)) },
    { key: 'foreground', max: 7 },
    { key: 'background', max: 7 },
  ],
  'star-map': [
    { key: 'place', max: STAR_MAP_LIMITS.place },
    { key: 'date', max: 10 },
    { key: 'latitude', max: 10 },
    { key: 'longitude', max: 11 },
    { key: 'caption', max: STAR_MAP_LIMITS.caption },
  ],
};

/**
 * What is wrong with one field, for the editor to say in the shopper's language:
 * characters it may not hold, empty, too long, not a #rrggbb colour, not a date, a number
 * out of its range (or no number), too many decimals, not one of the choices.
 */
export type DesignIssueKind = 'characters' | 'empty' | 'long' | 'colour' | 'date' | 'range' | 'decimals' | 'choice';
/** `field` is the values' name (line2, latitude), or `lines` for the lines as a whole. */
export interface DesignIssue {
  field: string;
  kind: DesignIssueKind;
}

export type CheckedValues = { ok: true; design: CustomPosterDesign } | { ok: false; issues: DesignIssue[] };

function kindOf(issue: v.BaseIssue<unknown>): DesignIssueKind {
  switch (issue.type) {
    case 'regex':
      return 'colour';
    case 'picklist':
    case 'literal':
      return 'choice';
    case 'number':
    case 'finite':
    case 'min_value':
    case 'max_value':
      return 'range';
    case 'min_length':
      return 'empty';
    case 'max_length':
      return 'long';
  }
  if (issue.message === SAYS.characters) return 'characters';
  if (issue.message === SAYS.date) return 'date';
  if (issue.message === SAYS.decimals) return 'decimals';
  if (issue.message.startsWith('may be at most')) return 'long';
  return 'empty';
}

/** A coordinate as typed: a plain number (any decimals, so the schema can say how many are too many), else the text. */
const typedDegrees = (text: string | undefined): number | string | undefined =>
  text !== undefined && /^-?\d+(?:\.\d+)?$/.test(text.trim()) ? Number(text.trim()) + 0 : text;

/**
 * The editor's check of the values being typed (a flat record as on the cart line):
 * the design when every field is right, else every field that is wrong with what is
 * wrong with it (the first thing per field). The same schema as decodeValues; values
 * the editor cannot have made (an unknown template) are one `choice` issue of `template`.
 */
export function checkValues(values: Readonly<Record<string, string>>): CheckedValues {
  const template = values.template;
  let candidate: Record<string, unknown>;
  if (template === 'typography') {
    const lines: string[] = [];
    for (let index = 0; index < TYPOGRAPHY_LIMITS.lines && values[lineKey(index)] !== undefined; index++)
      lines.push(values[lineKey(index)]!);
    const { font, layout, foreground, background } = values;
    candidate = { template, lines, font, layout, foreground, background };
  } else if (template === 'star-map') {
    const { place, date, latitude, longitude, caption } = values;
    candidate = { template, place, date, latitude: typedDegrees(latitude), longitude: typedDegrees(longitude), caption };
  } else {
    return { ok: false, issues: [{ field: 'template', kind: 'choice' }] };
  }
  const result = safeParseDesign(candidate);
  if (result.success) return { ok: true, design: result.output };
  const issues: DesignIssue[] = [];
  for (const issue of result.issues) {
    const [first, second] = (issue.path ?? []).map((item) => item.key);
    const field = first === 'lines' && typeof second === 'number' ? lineKey(second) : String(first ?? 'template');
    if (!issues.some((known) => known.field === field)) issues.push({ field, kind: kindOf(issue) });
  }
  return { ok: false, issues };
}
