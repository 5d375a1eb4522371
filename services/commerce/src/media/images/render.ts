import { createRandom, hashString, type Random } from '../../random';
import { drawMotif } from './motifs';
import type { ImageSpec } from './names';
import { greyscale, materialColours, n, pickPalette, type Palette } from './palettes';

/**
 * Draws an image from its parsed name. Deterministic: the same name always gives the
 * same bytes, so responses can be cached for as long as the edge likes.
 */
export function renderImage(spec: ImageSpec): string {
  const random = createRandom(spec.seed ^ hashString(`${spec.kind}-${spec.theme}`));
  const body = draw(spec, random);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.w}" height="${spec.h}" viewBox="${body.viewBox}">${body.content}</svg>`;
}

interface Drawn {
  viewBox: string;
  content: string;
}

const ART_BOX = { p: [700, 1000], l: [1000, 700], s: [1000, 1000] } as const;

function draw(spec: ImageSpec, random: Random): Drawn {
  switch (spec.kind) {
    case 'art':
      return drawArt(spec, random);
    case 'set':
      return drawSet(spec, random);
    case 'wall':
      return drawWall(spec, random);
    case 'frame':
      return drawFrame(spec);
    case 'general':
      return drawGeneral(spec, random);
    default:
      return drawAvatar(spec, random);
  }
}

/** One motif as a nested svg, so scenes can place it anywhere at any size. */
function motif(
  theme: string,
  palette: Palette,
  seed: number,
  box: readonly [number, number],
  x: number,
  y: number,
  w: number,
  h: number,
  margin = false,
): string {
  const [bw, bh] = box;
  const inset = margin ? Math.round(bw * 0.07) : 0;
  const art = drawMotif(theme, createRandom(seed), palette, bw - inset * 2, bh - inset * 2, `m${seed.toString(36)}`);
  const paper = margin ? `<rect width="${bw}" height="${bh}" fill="#fbfaf7"/>` : '';
  return `<svg x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" viewBox="0 0 ${bw} ${bh}" preserveAspectRatio="none">${paper}<g transform="translate(${inset} ${inset})">${art}</g></svg>`;
}

function drawArt(spec: ImageSpec, random: Random): Drawn {
  const base = pickPalette(spec.palette, random);
  const palette = spec.variant.startsWith('bw') ? greyscale(base) : base;
  const box = ART_BOX[spec.orientation];
  const margin = spec.variant === 'm' || spec.variant === 'bwm';
  if (spec.variant === 'gallery' || spec.variant === 'gthumb' || spec.variant === 'feat') {
    return roomScene(spec.w, spec.h, [{ box, art: (x, y, w, h) => motif(spec.theme, palette, spec.seed, box, x, y, w, h, true) }]);
  }
  return { viewBox: `0 0 ${box[0]} ${box[1]}`, content: motif(spec.theme, palette, spec.seed, box, 0, 0, box[0], box[1], margin) };
}

function drawSet(spec: ImageSpec, random: Random): Drawn {
  const palette = pickPalette(spec.palette, random);
  const box = ART_BOX.p;
  const pieces = Array.from({ length: spec.parts }, (_, i) => ({
    box,
    art: (x: number, y: number, w: number, h: number) => motif(spec.theme, palette, spec.seed + i * 7919, box, x, y, w, h, true),
  }));
  if (spec.variant === 'gallery') return roomScene(spec.w, spec.h, pieces);
  const gap = 40;
  const w = (1400 - gap * (spec.parts + 1)) / spec.parts;
  const h = Math.min(w * 1.43, 1000 - gap * 2);
  return {
    viewBox: '0 0 1400 1000',
    content: `<rect width="1400" height="1000" fill="#f3f0ea"/>${pieces.map((piece, i) => piece.art(gap + i * (w + gap), (1000 - h) / 2, w, h)).join('')}`,
  };
}

/** A gallery wall: four to six framed motifs on a wall above a floor. */
function drawWall(spec: ImageSpec, random: Random): Drawn {
  const palette = pickPalette(spec.palette, random);
  const themes = ['shapes', 'lines', 'mountains', 'botanical', 'geometric', 'sea'];
  const count = 4 + (spec.seed % 3);
  const pieces = Array.from({ length: count }, (_, i) => {
    const box = i % 2 ? ART_BOX.s : ART_BOX.p;
    return {
      box,
      art: (x: number, y: number, w: number, h: number) =>
        motif(random.pick(themes), palette, spec.seed + i * 104729, box, x, y, w, h, true),
    };
  });
  return roomScene(spec.w, spec.h, pieces);
}

type Piece = { box: readonly [number, number]; art: (x: number, y: number, w: number, h: number) => string };

/** A wall, a floor and the pieces hung side by side in thin black frames. */
function roomScene(width: number, height: number, pieces: Piece[]): Drawn {
  const [W, H] = width > height ? [1600, 900] : [1200, 1200];
  const floorY = H * 0.82;
  const gap = W * 0.03;
  const targetH = H * (pieces.length > 3 ? 0.32 : 0.45);
  const widths = pieces.map((p) => (targetH * p.box[0]) / p.box[1]);
  const total = widths.reduce((a, b) => a + b, 0) + gap * (pieces.length - 1);
  const scale = Math.min(1, (W * 0.8) / total);
  let x = (W - total * scale) / 2;
  let out = `<rect width="${W}" height="${H}" fill="#ece7df"/><rect y="${n(floorY)}" width="${W}" height="${n(H - floorY)}" fill="#c9b79c"/>`;
  out += `<rect x="${n(W * 0.62)}" y="${n(floorY - H * 0.12)}" width="${n(W * 0.26)}" height="${n(H * 0.12)}" rx="12" fill="#8a9a8e"/>`;
  pieces.forEach((piece, i) => {
    const w = widths[i]! * scale;
    const h = targetH * scale;
    const y = H * 0.38 - h / 2;
    out += `<rect x="${n(x - 10)}" y="${n(y - 10)}" width="${n(w + 20)}" height="${n(h + 20)}" fill="#1c1c1c"/>${piece.art(x, y, w, h)}`;
    x += w + gap * scale;
  });
  return { viewBox: `0 0 ${W} ${H}`, content: out };
}

function drawFrame(spec: ImageSpec): Drawn {
  const [colour, light, shade] = materialColours(spec.theme);
  const wide = spec.theme.endsWith('wide');
  const grain = spec.theme.startsWith('oak') || spec.theme.startsWith('walnut');
  const gradient = `<defs><linearGradient id="f" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.5" stop-color="${colour}"/><stop offset="1" stop-color="${shade}"/></linearGradient></defs>`;
  const border = (w: number, h: number, t: number) =>
    `<path fill-rule="evenodd" fill="url(#f)" d="M0 0H${w}V${h}H0Z M${t} ${t}V${h - t}H${w - t}V${t}Z"/>`;
  if (spec.variant === 'swatch') {
    const lines = grain
      ? [20, 45, 70, 95]
          .map((y) => `<path d="M0 ${y} Q60 ${y - 8} 120 ${y}" stroke="${shade}" stroke-width="2" fill="none" opacity="0.5"/>`)
          .join('')
      : '';
    return { viewBox: '0 0 120 120', content: `${gradient}<rect width="120" height="120" fill="url(#f)"/>${lines}` };
  }
  if (spec.variant === 'overlay-p' || spec.variant === 'overlay-l') {
    const [w, h] = spec.variant === 'overlay-p' ? [700, 1000] : [1000, 700];
    return { viewBox: `0 0 ${w} ${h}`, content: gradient + border(w, h, wide ? 60 : 28) };
  }
  const [W, H] = spec.variant === 'gallery' ? [1200, 1200] : [400, 400];
  const fw = W * 0.5;
  const fh = fw * 1.4;
  const t = fw * (wide ? 0.09 : 0.045);
  const x = (W - fw) / 2;
  const y = (H - fh) / 2;
  return {
    viewBox: `0 0 ${W} ${H}`,
    content: `${gradient}<rect width="${W}" height="${H}" fill="#ece7df"/><rect x="${n(x + t)}" y="${n(y + t)}" width="${n(fw - 2 * t)}" height="${n(fh - 2 * t)}" fill="#fbfaf7"/><g transform="translate(${n(x)} ${n(y)})">${border(n(fw), n(fh), n(t))}</g>`,
  };
}

/** Gift cards, custom and photo posters, accessories: a simple pictogram per kind. */
function drawGeneral(spec: ImageSpec, random: Random): Drawn {
  const c = pickPalette('any', random);
  const kind = spec.theme;
  let art: string;
  if (kind === 'giftcard' || kind === 'birthday' || kind === 'christmas') {
    const ribbon = kind === 'christmas' ? '#b3262e' : kind === 'birthday' ? '#e36588' : c[2];
    art = `<rect x="150" y="280" width="700" height="440" rx="36" fill="${c[0]}"/><rect x="560" y="280" width="60" height="440" fill="${ribbon}"/><rect x="150" y="460" width="700" height="60" fill="${ribbon}"/><circle cx="590" cy="490" r="70" fill="none" stroke="${c[3]}" stroke-width="22"/>`;
  } else if (kind === 'starmap') {
    art = `<rect width="1000" height="1000" fill="#0d1b2a"/><circle cx="500" cy="430" r="330" fill="#1b263b"/>${Array.from({ length: 70 }, () => `<circle cx="${n(200 + random.next() * 600)}" cy="${n(130 + random.next() * 600)}" r="${n(2 + random.next() * 5)}" fill="#f1faee"/>`).join('')}<rect x="330" y="820" width="340" height="26" rx="13" fill="#e0e1dd"/>`;
  } else if (kind === 'citymap') {
    art = `<rect width="1000" height="1000" fill="#f4f1de"/>${Array.from({ length: 16 }, (_, i) => `<path d="M${i * 66} 0 L${n(i * 66 + random.next() * 200 - 100)} 1000" stroke="${c[1]}" stroke-width="${n(2 + random.next() * 8)}"/><path d="M0 ${i * 66} L1000 ${n(i * 66 + random.next() * 200 - 100)}" stroke="${c[2]}" stroke-width="${n(2 + random.next() * 6)}"/>`).join('')}<circle cx="500" cy="450" r="28" fill="#e63946"/>`;
  } else if (kind === 'nameposter' || kind === 'birthposter' || kind === 'weddingposter') {
    art = `<rect width="1000" height="1000" fill="${c[4]}"/><rect x="220" y="330" width="560" height="120" rx="60" fill="${c[0]}"/><rect x="300" y="500" width="400" height="36" rx="18" fill="${c[2]}"/><rect x="340" y="570" width="320" height="36" rx="18" fill="${c[2]}"/>`;
  } else if (kind.startsWith('hanger')) {
    const [colour] = materialColours(kind);
    art = `<rect width="1000" height="1000" fill="#ece7df"/><path d="M500 120 L330 240 M500 120 L670 240" stroke="#555" stroke-width="6"/><rect x="300" y="230" width="400" height="34" fill="${colour}"/><rect x="315" y="264" width="370" height="500" fill="${c[3]}"/><rect x="300" y="760" width="400" height="34" fill="${colour}"/>`;
  } else if (kind === 'kit' || kind === 'strips') {
    art = `<rect width="1000" height="1000" fill="#f3f0ea"/>${Array.from({ length: 4 }, (_, i) => (kind === 'kit' ? `<circle cx="${250 + i * 170}" cy="420" r="40" fill="${c[1]}"/><rect x="${242 + i * 170}" y="450" width="16" height="160" fill="${c[1]}"/>` : `<rect x="${220 + i * 150}" y="300" width="90" height="400" rx="14" fill="${c[i % 4]}"/>`)).join('')}`;
  } else {
    // Photo, collage and drawing posters: placeholder photos with a mountain pictogram.
    const tiles = kind === 'collage' ? 4 : 1;
    const size = tiles === 1 ? 600 : 290;
    art = `<rect width="1000" height="1000" fill="#f3f0ea"/>${Array.from({ length: tiles }, (_, i) => {
      const x = tiles === 1 ? 200 : 200 + (i % 2) * 310;
      const y = tiles === 1 ? 200 : 200 + Math.floor(i / 2) * 310;
      return `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="${c[3]}"/><path d="M${x} ${y + size} L${x + size * 0.4} ${y + size * 0.45} L${x + size * 0.65} ${y + size * 0.7} L${x + size * 0.8} ${y + size * 0.55} L${x + size} ${y + size} Z" fill="${c[0]}"/><circle cx="${x + size * 0.75}" cy="${y + size * 0.25}" r="${size * 0.08}" fill="${c[2]}"/>`;
    }).join('')}`;
  }
  // Every variant draws the same 1000×1000 picture; width/height scale it.
  return { viewBox: '0 0 1000 1000', content: art };
}

function drawAvatar(spec: ImageSpec, random: Random): Drawn {
  const c = pickPalette('any', random);
  return {
    viewBox: '0 0 400 400',
    content: `<rect width="400" height="400" fill="${c[4]}"/><circle cx="200" cy="200" r="180" fill="${c[1]}"/><text x="200" y="200" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="140" font-weight="600" fill="${c[4]}">${spec.initials}</text>`,
  };
}
