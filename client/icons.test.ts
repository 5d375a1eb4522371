import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../shared/locales';

/**
 * The languages' flags in the sprite (client/icons.svg, docs/site.md "Icons and flags") are
 * small drawings of their country's flag. A drawing reduced to its stripes can read as another
 * country's: the Czech flag without its blue triangle is Poland's, Croatia's without its
 * chequered shield is the Netherlands', Slovenia's without its shield is Russia's. No two may
 * draw the same picture: the same shapes in the same places in the same families of colour.
 */
const sprite = readFileSync(new URL('./icons.svg', import.meta.url), 'utf8');
const flags = new Map([...sprite.matchAll(/<symbol id="flag-([a-z]+)"[^>]*>(.*?)<\/symbol>/g)].map(([, code, body]) => [code!, body!]));

/** A colour's family (white, black, red, yellow, green, blue, purple), so two reds of different shade are one. */
function family(colour: string | undefined): string {
  if (!colour || colour === 'none') return 'none';
  const hex = colour.replace('#', '');
  // #rgb and #rgba as #rrggbb; the alpha is left out.
  const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((digit) => digit + digit).join('') : hex.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (min > 0.85) return 'white';
  if (max < 0.2) return 'black';
  const d = max - min || 1;
  const hue = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  const degrees = hue * 60;
  if (degrees < 20 || degrees >= 330) return 'red';
  if (degrees < 70) return 'yellow';
  if (degrees < 170) return 'green';
  return degrees < 290 ? 'blue' : 'purple';
}

/** The frame every flag has: a faint outline, left out of what it draws. */
const FRAME = '<rect width="24" height="16" fill="none" stroke="#0002"/>';

/** What a flag draws: each shape's place and colour families. */
function picture(body: string): string {
  return [...body.replaceAll(FRAME, '').matchAll(/<(rect|path|circle)([^>]*)\/>/g)]
    .map(([, tag, attributes]) => {
      const values = Object.fromEntries([...attributes!.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]));
      const { fill, stroke, ...shape } = values;
      return `${tag} ${JSON.stringify(shape)} fill ${family(fill ?? '#000')} stroke ${family(stroke)}`;
    })
    .join('\n');
}

describe("the languages' flags", () => {
  it('has one for each of the 19 languages', () => {
    expect([...flags.keys()].sort()).toEqual([...LOCALE_CODES].sort());
  });

  it("draws no two alike, nor Slovenia's as Russia's", () => {
    const russia = picture(
      '<rect width="24" height="5.43" fill="#fff"/><rect y="5.33" width="24" height="5.43" fill="#0039a6"/><rect y="10.67" width="24" height="5.43" fill="#d52b1e"/>',
    );
    const drawn = [...flags].map(([code, body]) => ({ code, picture: picture(body) }));
    for (const [index, flag] of drawn.entries()) {
      expect(flag.picture, flag.code).not.toBe('');
      for (const other of drawn.slice(index + 1)) expect(flag.picture, `${flag.code} and ${other.code}`).not.toBe(other.picture);
      expect(flag.picture, `${flag.code} and Russia`).not.toBe(russia);
    }
  });
});
