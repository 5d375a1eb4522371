import type { Random } from '../../random';
import { n, type Palette } from './palettes';

/** Draws one poster motif into a w×h box. Themes share drawers by kind of picture. */
type Drawer = (random: Random, c: Palette, w: number, h: number, id: string) => string;

const sky = (c: Palette, w: number, h: number, id: string, top = c[3], bottom = c[4]) =>
  `<defs><linearGradient id="${id}g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#${id}g)"/>`;

const sun = (random: Random, c: Palette, w: number, h: number) =>
  `<circle cx="${n(w * (0.25 + random.next() * 0.5))}" cy="${n(h * (0.18 + random.next() * 0.2))}" r="${n(w * (0.07 + random.next() * 0.08))}" fill="${c[2]}" opacity="0.9"/>`;

const ridges: Drawer = (random, c, w, h, id) => {
  let out = sky(c, w, h, id) + sun(random, c, w, h);
  for (let layer = 0; layer < 4; layer++) {
    const base = h * (0.45 + layer * 0.14);
    let d = `M0 ${n(h)} L0 ${n(base)}`;
    const peaks = random.int(2, 5);
    for (let i = 1; i <= peaks * 2; i++)
      d += ` L${n((w * i) / (peaks * 2))} ${n(base - (i % 2 ? h * (0.08 + random.next() * 0.2) : random.next() * h * 0.05))}`;
    out += `<path d="${d} L${w} ${n(h)} Z" fill="${[c[3], c[2], c[1], c[0]][layer]}" opacity="${0.7 + layer * 0.1}"/>`;
  }
  return out;
};

const trees: Drawer = (random, c, w, h, id) => {
  let out = sky(c, w, h, id) + `<rect y="${n(h * 0.78)}" width="${w}" height="${n(h * 0.22)}" fill="${c[1]}"/>`;
  for (let i = 0; i < 14; i++) {
    const x = random.next() * w;
    const th = h * (0.25 + random.next() * 0.35);
    const tw = th * 0.35;
    const y = h * 0.8;
    out += `<path d="M${n(x)} ${n(y - th)} L${n(x + tw / 2)} ${n(y)} L${n(x - tw / 2)} ${n(y)} Z" fill="${c[random.int(0, 2)]}"/>`;
  }
  return out;
};

const waves: Drawer = (random, c, w, h, id) => {
  let out = sky(c, w, h, id) + sun(random, c, w, h);
  for (let i = 0; i < 5; i++) {
    const y = h * (0.5 + i * 0.1);
    const a = h * (0.03 + random.next() * 0.04);
    let d = `M0 ${n(y)}`;
    for (let x = 0; x < w; x += w / 4) d += ` Q${n(x + w / 8)} ${n(y - a)} ${n(x + w / 4)} ${n(y)}`;
    out += `<path d="${d} L${w} ${h} L0 ${h} Z" fill="${c[i % 3]}" opacity="0.85"/>`;
  }
  return out;
};

const petals: Drawer = (random, c, w, h) => {
  let out = `<rect width="${w}" height="${h}" fill="${c[4]}"/>`;
  for (let f = 0; f < random.int(3, 6); f++) {
    const cx = w * (0.15 + random.next() * 0.7);
    const cy = h * (0.15 + random.next() * 0.6);
    const r = w * (0.05 + random.next() * 0.08);
    out += `<path d="M${n(cx)} ${n(cy)} L${n(cx + (random.next() - 0.5) * w * 0.2)} ${n(h)}" stroke="${c[1]}" stroke-width="${n(w * 0.008)}"/>`;
    const count = random.int(5, 8);
    for (let p = 0; p < count; p++) {
      const angle = (360 / count) * p;
      out += `<ellipse cx="${n(cx)}" cy="${n(cy - r)}" rx="${n(r * 0.45)}" ry="${n(r)}" fill="${c[random.int(0, 3)]}" transform="rotate(${angle} ${n(cx)} ${n(cy)})" opacity="0.85"/>`;
    }
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.35)}" fill="${c[2]}"/>`;
  }
  return out;
};

const buildings: Drawer = (random, c, w, h, id) => {
  let out = sky(c, w, h, id, c[1], c[3]);
  let x = 0;
  while (x < w) {
    const bw = w * (0.06 + random.next() * 0.1);
    const bh = h * (0.2 + random.next() * 0.45);
    out += `<rect x="${n(x)}" y="${n(h - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${c[random.int(0, 1)]}"/>`;
    for (let wy = h - bh + 12; wy < h - 12; wy += 28)
      if (random.chance(0.5)) out += `<rect x="${n(x + bw * 0.3)}" y="${n(wy)}" width="${n(bw * 0.15)}" height="10" fill="${c[2]}"/>`;
    x += bw + w * 0.01;
  }
  return out;
};

const hills: Drawer = (random, c, w, h, id) => {
  let out = sky(c, w, h, id) + sun(random, c, w, h);
  for (let i = 0; i < 3; i++) {
    const y = h * (0.6 + i * 0.12);
    out += `<path d="M0 ${n(y)} Q${n(w * random.next())} ${n(y - h * 0.15)} ${w} ${n(y + h * 0.02)} L${w} ${h} L0 ${h} Z" fill="${c[2 - i]}"/>`;
  }
  const x = w * (0.3 + random.next() * 0.4);
  const y = h * 0.62;
  return (
    out +
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w * 0.12)}" ry="${n(w * 0.07)}" fill="${c[0]}"/><circle cx="${n(x + w * 0.12)}" cy="${n(y - w * 0.06)}" r="${n(w * 0.05)}" fill="${c[0]}"/>`
  );
};

const type: Drawer = (random, c, w, h) => {
  let out = `<rect width="${w}" height="${h}" fill="${c[4]}"/><circle cx="${n(w * 0.5)}" cy="${n(h * 0.3)}" r="${n(w * 0.18)}" fill="${c[2]}"/>`;
  for (let line = 0; line < 4; line++) {
    const lw = w * (0.4 + random.next() * 0.4);
    out += `<rect x="${n((w - lw) / 2)}" y="${n(h * (0.55 + line * 0.08))}" width="${n(lw)}" height="${n(h * 0.04)}" rx="${n(h * 0.02)}" fill="${c[0]}"/>`;
  }
  return out;
};

const grid: Drawer = (random, c, w, h) => {
  const cols = random.int(3, 5);
  const size = w / cols;
  let out = `<rect width="${w}" height="${h}" fill="${c[4]}"/>`;
  for (let y = 0; y < h; y += size) {
    for (let x = 0; x < w; x += size) {
      const fill = c[random.int(0, 3)];
      const shape = random.int(0, 2);
      if (shape === 0) out += `<rect x="${n(x)}" y="${n(y)}" width="${n(size)}" height="${n(size)}" fill="${fill}"/>`;
      else if (shape === 1) out += `<path d="M${n(x)} ${n(y)} L${n(x + size)} ${n(y + size)} L${n(x)} ${n(y + size)} Z" fill="${fill}"/>`;
      else
        out += `<path d="M${n(x)} ${n(y + size)} A${n(size)} ${n(size)} 0 0 1 ${n(x + size)} ${n(y)} L${n(x + size)} ${n(y + size)} Z" fill="${fill}"/>`;
    }
  }
  return out;
};

const circles: Drawer = (random, c, w, h) => {
  let out = `<rect width="${w}" height="${h}" fill="${c[4]}"/>`;
  for (let i = 0; i < random.int(4, 8); i++) {
    out += `<circle cx="${n(random.next() * w)}" cy="${n(random.next() * h)}" r="${n(w * (0.08 + random.next() * 0.25))}" fill="${c[random.int(0, 3)]}" opacity="${n(0.6 + random.next() * 0.4)}"/>`;
  }
  return out;
};

const lines: Drawer = (random, c, w, h) => {
  let out = `<rect width="${w}" height="${h}" fill="${c[4]}"/>`;
  const count = random.int(6, 14);
  for (let i = 0; i < count; i++) {
    const y = (h / (count + 1)) * (i + 1);
    out += `<path d="M${n(w * 0.1)} ${n(y)} C${n(w * 0.35)} ${n(y - h * 0.1 * random.next())} ${n(w * 0.65)} ${n(y + h * 0.1 * random.next())} ${n(w * 0.9)} ${n(y)}" fill="none" stroke="${c[i % 3]}" stroke-width="${n(w * (0.004 + random.next() * 0.012))}" stroke-linecap="round"/>`;
  }
  return out;
};

const dabs: Drawer = (random, c, w, h, id) => {
  let out = sky(c, w, h, id, c[3], c[4]);
  for (let i = 0; i < 90; i++) {
    const [x, y] = [n(random.next() * w), n(h * 0.35 + random.next() * h * 0.65)];
    out += `<ellipse cx="${x}" cy="${y}" rx="${n(w * 0.025)}" ry="${n(w * 0.012)}" fill="${c[random.int(0, 3)]}" opacity="0.75" transform="rotate(${random.int(-30, 30)} ${x} ${y})"/>`;
  }
  return out;
};

const DRAWERS: Record<string, Drawer> = {
  mountains: ridges,
  forest: trees,
  sea: waves,
  flowers: petals,
  botanical: petals,
  skyline: buildings,
  architecture: buildings,
  wildlife: hills,
  birds: hills,
  pets: hills,
  nursery: hills,
  quotes: type,
  alphabet: type,
  geometric: grid,
  shapes: circles,
  lines,
  lineart: lines,
  japanese: waves,
  impressionism: dabs,
};

export function drawMotif(theme: string, random: Random, palette: Palette, w: number, h: number, id: string): string {
  return (DRAWERS[theme] ?? circles)(random, palette, w, h, id);
}
