import type { CustomPosterDesign, StarMapDesign, TypographyDesign } from '../../../shared/custom-poster/designs';
import { fontFamily, FONTS, type FontId } from './fonts';
import { constellationLines, starField } from './sky';

/**
 * A custom poster as SVG text: exactly what is printed (the PNG renderer draws this same
 * text). Built as a string: every value of the design is passed through escapeXml, although
 * the schema already refuses '<' and '>' (OWASP ASVS 5.3.1, output encoding for the
 * context). The drawing is in millimetres of the sheet (viewBox 0 0 500 700 for 50x70 cm);
 * `canvas` says how large the document is: the sheet in mm for the browser, pixels for a PNG.
 */
export interface Sheet {
  /** Width and height of the sheet in millimetres (50x70 cm: 500 x 700). */
  width: number;
  height: number;
}

export interface Canvas {
  width: string;
  height: string;
  /**
   * Only this horizontal band of the sheet (from `y`, `height` high, in the sheet's mm) is
   * drawn onto the canvas: a print file is drawn a band at a time (print.ts).
   */
  band?: { y: number; height: number };
}

/** Text for XML character data and attribute values (double- or single-quoted). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`);
}

/** The sheet of a poster size code such as '50x70' (width x height in cm). */
export function sheetOf(sizeCode: string): Sheet {
  const [width = 0, height = 0] = sizeCode.split('x').map(Number);
  return { width: width * 10, height: height * 10 };
}

/** The sheet itself as the document size: millimetres, for the browser. */
export const sheetCanvas = (sheet: Sheet): Canvas => ({ width: `${sheet.width}mm`, height: `${sheet.height}mm` });

const round = (value: number) => Math.round(value * 100) / 100;
const characters = (text: string) => [...text].length;

function document(sheet: Sheet, canvas: Canvas, body: string): string {
  // A band's edges are written unrounded: the bands of a print meet exactly.
  const viewBox = canvas.band ? `0 ${canvas.band.y} ${sheet.width} ${canvas.band.height}` : `0 0 ${sheet.width} ${sheet.height}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.width}" height="${canvas.height}" ` +
    `viewBox="${viewBox}" preserveAspectRatio="none">${body}</svg>`
  );
}

/** One line of text; `family` is a face of FONTS (escaped like every other value). */
function text(value: string, { x, y, size, family, fill, anchor, opacity }: TextOptions): string {
  return (
    `<text x="${round(x)}" y="${round(y)}" font-family="${escapeXml(family)}" font-size="${round(size)}" ` +
    `fill="${escapeXml(fill)}" text-anchor="${anchor}"${opacity === undefined ? '' : ` fill-opacity="${opacity}"`} ` +
    `xml:space="preserve">${escapeXml(value)}</text>`
  );
}

interface TextOptions {
  x: number;
  y: number;
  size: number;
  family: string;
  fill: string;
  anchor: 'start' | 'middle' | 'end';
  opacity?: number;
}

/** A font size at which `length` characters of `font` fit `width`, at most `max`. */
function fitting(font: FontId, length: number, width: number, max: number): number {
  return Math.min(max, width / (Math.max(1, length) * FONTS[font].widthEm));
}

/**
 * Typography: the lines in the chosen face and colours. Centred: in the middle of the
 * sheet; left: left-aligned, vertically centred; bottom: left-aligned at the foot. One size
 * for all lines, the largest at which the longest line fits the margins (and all lines the
 * sheet's upper part).
 */
export function typographySvg(design: TypographyDesign, sheet: Sheet, canvas: Canvas): string {
  const margin = sheet.width * 0.1;
  const longest = Math.max(...design.lines.map(characters));
  const lineHeight = 1.25;
  const size = Math.min(
    fitting(design.font, longest, sheet.width - 2 * margin, sheet.width * 0.2),
    (sheet.height * 0.7) / (design.lines.length * lineHeight),
  );
  const block = design.lines.length * size * lineHeight;
  // The first baseline: about 0.8 em below the top of its line box.
  const top = design.layout === 'bottom' ? sheet.height - margin * 1.5 - block : (sheet.height - block) / 2;
  const isCentred = design.layout === 'centered';
  const lines = design.lines.map((line, index) =>
    text(line, {
      x: isCentred ? sheet.width / 2 : margin,
      y: top + index * size * lineHeight + size * 0.85,
      size,
      family: fontFamily(design.font),
      fill: design.foreground,
      anchor: isCentred ? 'middle' : 'start',
    }),
  );
  const background = `<rect width="${sheet.width}" height="${sheet.height}" fill="${escapeXml(design.background)}"/>`;
  return document(sheet, canvas, background + lines.join(''));
}

/** The faces a design is drawn in (the PNG renderer loads only these). */
export function fontsOf(design: CustomPosterDesign): FontId[] {
  return design.template === 'typography' ? [design.font] : [...STAR_MAP_FONTS];
}

const STAR_MAP_FONTS = ['playfair-display', 'space-mono', 'inter'] as const satisfies readonly FontId[];
const STAR_MAP_COLOURS = { night: '#0d1b2a', sky: '#13263b', ink: '#f4efe1' } as const;

/** A date written YYYY-MM-DD as the poster prints it: DD.MM.YYYY. */
export function printedDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

/** Degrees as printed: 59.3293° N · 18.0686° E (4 decimals, about 10 m). */
export function printedCoordinates(latitude: number, longitude: number): string {
  const part = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(4)}° ${value < 0 ? negative : positive}`;
  return `${part(latitude, 'N', 'S')} · ${part(longitude, 'E', 'W')}`;
}

/**
 * Star map: a disc of the design's sky (sky.ts: a seeded pseudo-random field, not real
 * astronomy), the brightest stars joined by faint lines, and under it the place, the date,
 * the coordinates and the caption.
 */
export function starMapSvg(design: StarMapDesign, sheet: Sheet, canvas: Canvas): string {
  const { width, height } = sheet;
  const { night, sky, ink } = STAR_MAP_COLOURS;
  const radius = width * 0.38;
  const cx = width / 2;
  const cy = height * 0.1 + radius;
  const stars = starField(design);
  const at = (star: { x: number; y: number }) => ({ x: round(cx + star.x * radius * 0.97), y: round(cy + star.y * radius * 0.97) });
  const dots = stars
    .map((star) => {
      const { x, y } = at(star);
      const r = round(width * (0.0008 + star.brightness * 0.0042));
      return `<circle cx="${x}" cy="${y}" r="${r}" fill-opacity="${round(0.45 + star.brightness * 0.55)}"/>`;
    })
    .join('');
  const lines = constellationLines(stars)
    .map(([a, b]) => {
      const from = at(stars[a]!);
      const to = at(stars[b]!);
      return `<line x1="${from.x}" y1="${from.y}" x2="${to.x}" y2="${to.y}"/>`;
    })
    .join('');
  const inner = width * 0.76;
  const below = cy + radius;
  const placeSize = fitting('playfair-display', characters(design.place), inner, width * 0.07);
  const captionSize = fitting('inter', characters(design.caption), inner, width * 0.032);
  const centred = { x: cx, fill: ink, anchor: 'middle' } as const;
  const body =
    `<rect width="${width}" height="${height}" fill="${night}"/>` +
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(radius)}" fill="${sky}" stroke="${ink}" stroke-opacity="0.6" stroke-width="${round(width * 0.002)}"/>` +
    `<g stroke="${ink}" stroke-opacity="0.35" stroke-width="${round(width * 0.0012)}">${lines}</g>` +
    `<g fill="${ink}">${dots}</g>` +
    text(design.place, { ...centred, y: below + height * 0.11, size: placeSize, family: fontFamily('playfair-display') }) +
    text(printedDate(design.date), { ...centred, y: below + height * 0.16, size: width * 0.03, family: fontFamily('space-mono') }) +
    text(printedCoordinates(design.latitude, design.longitude), {
      ...centred,
      y: below + height * 0.2,
      size: width * 0.024,
      family: fontFamily('space-mono'),
      opacity: 0.8,
    }) +
    (design.caption.trim() === ''
      ? ''
      : text(design.caption, { ...centred, y: below + height * 0.26, size: captionSize, family: fontFamily('inter') }));
  return document(sheet, canvas, body);
}

/** A design as SVG on `sheet`, at `canvas` size. */
export function posterSvg(design: CustomPosterDesign, sheet: Sheet, canvas: Canvas = sheetCanvas(sheet)): string {
  return design.template === 'typography' ? typographySvg(design, sheet, canvas) : starMapSvg(design, sheet, canvas);
}
