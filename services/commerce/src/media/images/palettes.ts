import type { Random } from '../../random';

/** Five colours, darkest-to-lightest roughly: background, shapes, accents. */
export type Palette = [string, string, string, string, string];

const FAMILIES: Record<string, Palette[]> = {
  blue: [
    ['#0b2545', '#13315c', '#134074', '#8da9c4', '#eef4ed'],
    ['#1d3557', '#457b9d', '#a8dadc', '#e63946', '#f1faee'],
  ],
  green: [
    ['#1b4332', '#2d6a4f', '#52b788', '#b7e4c7', '#f1f7ee'],
    ['#283618', '#606c38', '#a3b18a', '#dda15e', '#fefae0'],
  ],
  terracotta: [
    ['#6b2d1a', '#b5532f', '#e07a5f', '#f2cc8f', '#f4f1de'],
    ['#3d405b', '#bc4b32', '#e07a5f', '#81b29a', '#f4f1de'],
  ],
  ochre: [
    ['#5c4d1e', '#b08d2f', '#e9c46a', '#f4a261', '#fdf6e3'],
    ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#faf3dd'],
  ],
  pink: [
    ['#5f0f40', '#9a031e', '#e36588', '#f7c6d0', '#fff1f3'],
    ['#6d597a', '#b56576', '#e56b6f', '#eaac8b', '#fbeee6'],
  ],
  mono: [['#111111', '#3a3a3a', '#7a7a7a', '#c4c4c4', '#f5f5f5']],
  any: [
    ['#22223b', '#4a4e69', '#9a8c98', '#c9ada7', '#f2e9e4'],
    ['#003049', '#d62828', '#f77f00', '#fcbf49', '#eae2b7'],
    ['#2b2d42', '#8d99ae', '#ef233c', '#d90429', '#edf2f4'],
    ['#283d3b', '#197278', '#c44536', '#edddd4', '#f7f3ee'],
    ['#10002b', '#5a189a', '#9d4edd', '#e0aaff', '#f8f0ff'],
    ['#0f4c5c', '#5f0f40', '#e36414', '#fb8b24', '#fff3e6'],
    ['#2f3e46', '#354f52', '#52796f', '#84a98c', '#cad2c5'],
    ['#582f0e', '#7f4f24', '#936639', '#c2c5aa', '#ede0d4'],
  ],
};

export function pickPalette(family: string, random: Random): Palette {
  return random.pick(FAMILIES[family] ?? FAMILIES.any!);
}

/** The same palette in greys (perceived luminance), for the black-and-white variants. */
export function greyscale(palette: Palette): Palette {
  return palette.map((hex) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
    const grey = Math.round(0.299 * r + 0.587 * g + 0.114 * b)
      .toString(16)
      .padStart(2, '0');
    return `#${grey}${grey}${grey}`;
  }) as Palette;
}

/** Frame materials: profile colour, highlight and shade. */
export const MATERIAL_COLOURS: Record<string, [string, string, string]> = {
  oak: ['#c8a27a', '#dcbf98', '#9c7a52'],
  walnut: ['#5b3a29', '#7a5440', '#3e2619'],
  black: ['#1c1c1c', '#3a3a3a', '#000000'],
  white: ['#f4f4f2', '#ffffff', '#cfcfcb'],
  brass: ['#c9a43b', '#e6c860', '#8f7020'],
  aluminium: ['#b9bbbe', '#dfe1e3', '#85888c'],
};

export function materialColours(theme: string): [string, string, string] {
  return MATERIAL_COLOURS[theme.replace(/^hanger|wide$/g, '')] ?? MATERIAL_COLOURS.oak!;
}

/** Rounds coordinates so the SVG text stays small. */
export const n = (value: number) => Math.round(value * 10) / 10;
