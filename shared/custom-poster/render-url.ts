/**
 * How a custom poster's values are shown outside its editor: the render route's picture
 * of them (worker/routes/custom-poster, docs/designers.md "Custom posters rendered at the edge")
 * and a short summary of what the shopper wrote. No schema here: the cart drawer imports
 * it, and the route itself checks the values (a bad set is a 400, never a broken page).
 */
import { encodeTemplateValues } from '../cart-links';
import { PHOTO_KEY } from '../photo-limits';
import { photoThumbUrl } from '../photo-urls';
import { POSTER_SIZES } from '../poster-print';
import { PATHS } from '../site-paths';

const TEMPLATES: readonly string[] = ['typography', 'star-map'];

/** The render route's sheet for a size named like "50x70 cm"; null when it names none the route draws. */
export function sheetOf(sizeName: string | null | undefined): string | null {
  const match = /(\d+)\s*[x×]\s*(\d+)/.exec(sizeName ?? '');
  const sheet = match ? `${match[1]}x${match[2]}` : null;
  return sheet && POSTER_SIZES.portrait.includes(sheet) ? sheet : null;
}

/**
 * The picture of a design: its thumbnail PNG (400 px wide, exactly the print's drawing at
 * a lower resolution) or SVG, on the chosen sheet (default: the route's 50x70). Null
 * when the values name no template the route draws.
 */
export function renderUrl(
  values: Readonly<Record<string, string>> | null | undefined,
  { format = 'png', sheet = null }: { format?: 'png' | 'svg'; sheet?: string | null } = {},
): string | null {
  const template = values?.template;
  if (!values || !template || !TEMPLATES.includes(template)) return null;
  return `${PATHS.renderCustomPoster}/${template}.${format}?v=${encodeTemplateValues(values)}${sheet ? `&poster=${sheet}` : ''}`;
}

/**
 * A cart or order line's picture: a photo poster's photo made small (the shopper's own, not
 * the product's sample), a custom poster's design as the render route draws it on the line's
 * size (the commerce API answers with the product's own picture), else the line's thumb.
 * The cart drawer, the checkout page and the order confirmation use it.
 */
export function lineThumb<T extends string | null>(line: {
  thumb: T;
  variation_name?: string | null;
  metadata?: { template?: { values?: Readonly<Record<string, string>> }; photo?: { key?: unknown } } | null;
}): string | T {
  const photo = line.metadata?.photo?.key;
  if (typeof photo === 'string' && PHOTO_KEY.test(photo)) return photoThumbUrl(photo);
  return renderUrl(line.metadata?.template?.values, { sheet: sheetOf(line.variation_name) }) ?? line.thumb;
}

/**
 * What the shopper wrote, for a cart line: a typography poster's lines, a star map's place,
 * date and caption; other values (older texts) as they are. Fonts, layouts, colours and
 * coordinates are settings, not words, and are left out.
 */
export function designSummary(values: Readonly<Record<string, string>> | null | undefined): string[] {
  if (!values) return [];
  const keys =
    values.template === 'typography'
      ? Object.keys(values)
          .filter((key) => /^line\d$/.test(key))
          .sort()
      : values.template === 'star-map'
        ? ['place', 'date', 'caption']
        : Object.keys(values).filter((key) => key !== 'template');
  return keys.map((key) => values[key]?.trim() ?? '').filter((text) => text !== '');
}
