import { ImageType, type Image } from '../../../../../shared/types';

/**
 * Image names are recipes: everything needed to draw an image is in its name, so the
 * catalog stores no image data and GET /api/images/{name}.svg draws it on request.
 * The same table gives the record's w/h and the drawing's size, so they always agree.
 *
 *   art-{theme}-{palette}-{seed}-{o}-{variant}     poster motif (o: p|l|s)
 *   set-{theme}-{palette}-{seed}-{parts}-{variant} two or three motifs side by side
 *   wall-{palette}-{seed}-{variant}                a gallery wall scene
 *   frame-{material}-{variant}                     frame thumbnails, swatches, overlays
 *   general-{kind}-{seed}-{variant}                gift cards, custom posters, accessories
 *   avatar-{seed}-{initials}                       artist portrait placeholder
 */
export const IMAGE_BASE = '/api/images/';

export type Kind = 'art' | 'set' | 'wall' | 'frame' | 'general' | 'avatar';
export type OrientationCode = 'p' | 'l' | 's';

export interface ImageSpec {
  kind: Kind;
  theme: string;
  palette: string;
  seed: number;
  orientation: OrientationCode;
  parts: number;
  variant: string;
  initials: string;
  w: number;
  h: number;
}

/** Variants of a motif: image type and size per orientation (portrait is 5:7). */
const ART_VARIANTS: Record<string, { t: ImageType; size: Record<OrientationCode, [number, number]> }> = {
  nm: { t: ImageType.NoMargin, size: { p: [700, 1000], l: [1000, 700], s: [1000, 1000] } },
  m: { t: ImageType.Margin, size: { p: [700, 1000], l: [1000, 700], s: [1000, 1000] } },
  bwnm: { t: ImageType.BWNoMargin, size: { p: [700, 1000], l: [1000, 700], s: [1000, 1000] } },
  bwm: { t: ImageType.BWMargin, size: { p: [700, 1000], l: [1000, 700], s: [1000, 1000] } },
  thumb: { t: ImageType.Thumb, size: { p: [280, 400], l: [400, 280], s: [400, 400] } },
  orig: { t: ImageType.Original, size: { p: [3500, 5000], l: [5000, 3500], s: [4000, 4000] } },
  gallery: { t: ImageType.Gallery, size: { p: [1200, 1200], l: [1200, 1200], s: [1200, 1200] } },
  gthumb: { t: ImageType.GalleryThumb, size: { p: [300, 300], l: [300, 300], s: [300, 300] } },
  feat: { t: ImageType.Featured, size: { p: [1600, 900], l: [1600, 900], s: [1600, 900] } },
};

const FRAME_VARIANTS: Record<string, { t: ImageType; w: number; h: number }> = {
  thumb: { t: ImageType.Thumb, w: 400, h: 400 },
  swatch: { t: ImageType.FrameSwatch, w: 120, h: 120 },
  'overlay-p': { t: ImageType.FrameOverlayPortrait, w: 700, h: 1000 },
  'overlay-l': { t: ImageType.FrameOverlayLandscape, w: 1000, h: 700 },
  gallery: { t: ImageType.Gallery, w: 1200, h: 1200 },
};

const SET_VARIANTS: Record<string, { t: ImageType; w: number; h: number }> = {
  nm: { t: ImageType.NoMargin, w: 1400, h: 1000 },
  thumb: { t: ImageType.Thumb, w: 560, h: 400 },
  gallery: { t: ImageType.Gallery, w: 1200, h: 1200 },
};

const GENERAL_VARIANTS: Record<string, { t: ImageType; w: number; h: number }> = {
  main: { t: ImageType.General, w: 1000, h: 1000 },
  thumb: { t: ImageType.Thumb, w: 400, h: 400 },
  gallery: { t: ImageType.Gallery, w: 1200, h: 1200 },
};

const WALL_VARIANTS: Record<string, { t: ImageType; w: number; h: number }> = {
  feat: { t: ImageType.Featured, w: 1600, h: 900 },
  thumb: { t: ImageType.Thumb, w: 400, h: 400 },
  gallery: { t: ImageType.Gallery, w: 1200, h: 1200 },
};

const AVATAR_SIZE = 400;

const image = (t: ImageType, name: string, w: number, h: number): Image => ({ t, url: `${IMAGE_BASE}${name}.svg`, w, h });

/** Images of a poster motif; margin and black-and-white variants only when offered. */
export function artImages(
  theme: string,
  palette: string,
  seed: number,
  orientation: OrientationCode,
  options: { margin: boolean; bw: boolean; featured: boolean },
): Image[] {
  const variants = ['nm', 'thumb', 'gallery', 'gthumb', 'orig'];
  if (options.margin) variants.splice(1, 0, 'm');
  if (options.bw) variants.push('bwnm', ...(options.margin ? ['bwm'] : []));
  if (options.featured) variants.push('feat');
  const base = `art-${theme}-${palette}-${seed.toString(36)}-${orientation}`;
  return variants.map((v) => {
    const spec = ART_VARIANTS[v]!;
    const [w, h] = spec.size[orientation];
    return image(spec.t, `${base}-${v}`, w, h);
  });
}

export function setImages(theme: string, palette: string, seed: number, parts: number): Image[] {
  const base = `set-${theme}-${palette}-${seed.toString(36)}-${parts}`;
  return Object.entries(SET_VARIANTS).map(([v, spec]) => image(spec.t, `${base}-${v}`, spec.w, spec.h));
}

export function wallImages(palette: string, seed: number): Image[] {
  const base = `wall-${palette}-${seed.toString(36)}`;
  return Object.entries(WALL_VARIANTS).map(([v, spec]) => image(spec.t, `${base}-${v}`, spec.w, spec.h));
}

export function frameImages(material: string): Image[] {
  return Object.entries(FRAME_VARIANTS).map(([v, spec]) => image(spec.t, `frame-${material}-${v}`, spec.w, spec.h));
}

export function generalImages(kind: string, seed: number): Image[] {
  return Object.entries(GENERAL_VARIANTS).map(([v, spec]) => image(spec.t, `general-${kind}-${seed.toString(36)}-${v}`, spec.w, spec.h));
}

export function avatarImage(seed: number, name: string): Image {
  const initials =
    name
      .split(/\s+/)
      .map((word) =>
        word
          .normalize('NFD')
          .replace(/[^A-Za-z]/g, '')
          .charAt(0)
          .toUpperCase(),
      )
      .join('')
      .slice(0, 3) || 'A';
  return image(ImageType.Avatar, `avatar-${seed.toString(36)}-${initials.toLowerCase()}`, AVATAR_SIZE, AVATAR_SIZE);
}

const WORD = '[a-z0-9]+';
const SEED = '[0-9a-z]{1,7}';
const PATTERNS: [Kind, RegExp][] = [
  ['art', new RegExp(`^art-(${WORD})-(${WORD})-(${SEED})-([pls])-(${WORD})$`)],
  ['set', new RegExp(`^set-(${WORD})-(${WORD})-(${SEED})-([23])-(${WORD})$`)],
  ['wall', new RegExp(`^wall-(${WORD})-(${SEED})-(${WORD})$`)],
  ['frame', new RegExp(`^frame-(${WORD})-(thumb|swatch|overlay-p|overlay-l|gallery)$`)],
  ['general', new RegExp(`^general-(${WORD})-(${SEED})-(${WORD})$`)],
  ['avatar', new RegExp(`^avatar-(${SEED})-([a-z]{1,3})$`)],
];

/** Reads a name back into what to draw; null for anything that is not a valid name. */
export function parseImageName(name: string): ImageSpec | null {
  for (const [kind, pattern] of PATTERNS) {
    const m = pattern.exec(name);
    if (!m) continue;
    const spec: ImageSpec = { kind, theme: '', palette: 'any', seed: 0, orientation: 'p', parts: 0, variant: '', initials: '', w: 0, h: 0 };
    if (kind === 'art' || kind === 'set') {
      [spec.theme, spec.palette] = [m[1]!, m[2]!];
      spec.seed = parseInt(m[3]!, 36);
      spec.variant = m[5]!;
      if (kind === 'art') {
        spec.orientation = m[4] as OrientationCode;
        const size = ART_VARIANTS[spec.variant]?.size[spec.orientation];
        if (!size) return null;
        [spec.w, spec.h] = size;
      } else {
        spec.parts = Number(m[4]);
        const size = SET_VARIANTS[spec.variant];
        if (!size) return null;
        [spec.w, spec.h] = [size.w, size.h];
      }
    } else if (kind === 'wall' || kind === 'general') {
      if (kind === 'wall') spec.palette = m[1]!;
      else spec.theme = m[1]!;
      spec.seed = parseInt(m[2]!, 36);
      spec.variant = m[3]!;
      const size = (kind === 'wall' ? WALL_VARIANTS : GENERAL_VARIANTS)[spec.variant];
      if (!size) return null;
      [spec.w, spec.h] = [size.w, size.h];
    } else if (kind === 'frame') {
      spec.theme = m[1]!;
      spec.variant = m[2]!;
      const size = FRAME_VARIANTS[spec.variant]!;
      [spec.w, spec.h] = [size.w, size.h];
    } else {
      spec.seed = parseInt(m[1]!, 36);
      spec.initials = m[2]!.toUpperCase();
      [spec.w, spec.h] = [AVATAR_SIZE, AVATAR_SIZE];
    }
    return spec;
  }
  return null;
}
