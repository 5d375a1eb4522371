import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { encodeTemplateValues, parseTemplateValues } from '../cart-links';
import { parseTemplateFields } from '../cart';
import {
  decodeValues,
  encodeValues,
  parseDesign,
  STAR_MAP_LIMITS,
  TEMPLATE_FIELDS,
  TYPOGRAPHY_FONTS,
  TYPOGRAPHY_LAYOUTS,
  TYPOGRAPHY_LIMITS,
  type StarMapDesign,
  type TypographyDesign,
} from './designs';
import { sampleStarMap, sampleTypography } from './samples';

const typography = sampleTypography;
const starMap = sampleStarMap;

/** Text a field admits: letters, digits, punctuation, spaces and symbols except < and >. */
const safeChar = fc
  .string({ minLength: 1, maxLength: 1, unit: 'grapheme' })
  .filter((char) => /^[\p{L}\p{M}\p{N}\p{P}\p{Zs}\p{S}]+$/u.test(char) && !/[<>]/.test(char));
const safeText = (max: number) => fc.array(safeChar, { maxLength: max }).map((chars) => [...chars.join('')].slice(0, max).join(''));
const placeChar = fc.constantFrom(..."abcåäöéñłABCZ0129 .,'’()/&-".split(''), 'ß', 'ř', 'ő');
const colourArb = fc.integer({ min: 0, max: 0xffffff }).chain((n) =>
  fc.boolean().map((upper) => {
    const hex = `#${n.toString(16).padStart(6, '0')}`;
    return upper ? hex.toUpperCase() : hex;
  }),
);
const typographyArb: fc.Arbitrary<TypographyDesign> = fc.record({
  template: fc.constant('typography' as const),
  lines: fc
    .array(safeText(TYPOGRAPHY_LIMITS.lineLength), { minLength: 1, maxLength: TYPOGRAPHY_LIMITS.lines })
    .filter((lines) => lines.some((line) => line.trim() !== '')),
  font: fc.constantFrom(...TYPOGRAPHY_FONTS),
  layout: fc.constantFrom(...TYPOGRAPHY_LAYOUTS),
  foreground: colourArb,
  background: colourArb,
});
const dateArb = fc
  .date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const starMapArb: fc.Arbitrary<StarMapDesign> = fc.record({
  template: fc.constant('star-map' as const),
  place: fc.array(placeChar, { minLength: 1, maxLength: STAR_MAP_LIMITS.place }).map((chars) => chars.join('')),
  date: dateArb,
  latitude: fc.integer({ min: -90_000_000, max: 90_000_000 }).map((micro) => micro / 1e6 + 0),
  longitude: fc.integer({ min: -180_000_000, max: 180_000_000 }).map((micro) => micro / 1e6 + 0),
  caption: safeText(STAR_MAP_LIMITS.caption),
});

describe('custom poster values', () => {
  it('a typography design is a flat record of strings, lines as line1..lineN', () => {
    expect(encodeValues(typography)).toEqual({
      template: 'typography',
      line1: 'Home is where',
      line2: '',
      line3: 'the heart is ♥',
      font: 'playfair-display',
      layout: 'centered',
      foreground: '#1a1a1a',
      background: '#F5EFE6',
    });
  });

  it('a star map writes its coordinates as plain decimals', () => {
    expect(encodeValues(starMap)).toMatchObject({ latitude: '57.70887', longitude: '-11.97456' });
  });

  it.each([typography, starMap])('$template round-trips', (design) => {
    expect(parseDesign(design)).toEqual({ ok: true, design });
    expect(decodeValues(encodeValues(design))).toEqual({ ok: true, design });
  });

  test.prop([fc.oneof(typographyArb, starMapArb)])('decodeValues(encodeValues(design)) is the design', (design) => {
    expect(parseDesign(design)).toEqual({ ok: true, design });
    expect(decodeValues(encodeValues(design))).toEqual({ ok: true, design });
  });

  test.prop([fc.oneof(typographyArb, starMapArb)])('encoded values pass the API limits and survive the cart link', (design) => {
    const values = encodeValues(design);
    expect(parseTemplateFields(values, { strict: true })).toEqual(values);
    expect(decodeValues(parseTemplateValues(encodeTemplateValues(values)))).toEqual({ ok: true, design });
  });

  test.prop([fc.anything()])('anything decodes to a result, never a throw', (value) => {
    expect(typeof decodeValues(value).ok).toBe('boolean');
  });

  test.prop([fc.dictionary(fc.string(), fc.string())])('any record of strings decodes to a result, never a throw', (value) => {
    expect(typeof decodeValues(value).ok).toBe('boolean');
  });
});

describe('values that could inject markup or break the print are refused', () => {
  const typographyValues = encodeValues(typography);
  const starMapValues = encodeValues(starMap);

  it.each([
    ['a tag in a line', { line1: '<script>alert(1)</script>' }, 'lines[0] may hold only letters, digits, punctuation and spaces'],
    ['a closing angle bracket', { line1: 'a > b' }, 'lines[0] may hold only letters, digits, punctuation and spaces'],
    ['a control character', { line1: 'a\u0007b' }, 'lines[0] may hold only letters, digits, punctuation and spaces'],
    ['a newline', { line1: 'one\ntwo' }, 'lines[0] may hold only letters, digits, punctuation and spaces'],
    ['a bidi override', { line1: 'abc\u202Edef' }, 'lines[0] may hold only letters, digits, punctuation and spaces'],
    ['a zero-width space', { line1: 'a\u200Bb' }, 'lines[0] may hold only letters, digits, punctuation and spaces'],
    ['a lone surrogate', { line1: 'a\uD800b' }, 'lines[0] may hold only letters, digits, punctuation and spaces'],
    ['a line too long', { line1: 'x'.repeat(41) }, 'lines[0] may be at most 40 characters'],
    ['a colour with markup', { foreground: '#fff"/><script>' }, 'foreground must be a colour written #rrggbb'],
    ['a colour name', { background: 'red' }, 'background must be a colour written #rrggbb'],
    ['a short colour', { background: '#fff' }, 'background must be a colour written #rrggbb'],
    ['a url() colour', { foreground: 'url(#a)' }, 'foreground must be a colour written #rrggbb'],
    ['an unknown font', { font: 'comic-sans' }, 'font must be one of inter, playfair-display, space-mono, caveat'],
    ['an unknown layout', { layout: 'spiral' }, 'layout must be one of centered, left, bottom'],
    ['only blank lines', { line1: ' ', line2: '', line3: '  ' }, 'lines must hold some text'],
    ['a gap in the lines', { line5: 'late' }, 'values.line5 follows a missing line'],
    ['a seventh line', { line4: 'a', line5: 'b', line6: 'c', line7: 'd' }, 'values has an unknown field "line7"'],
    ['an unknown field', { style: 'x' }, 'values has an unknown field "style"'],
  ])('typography: %s', (_name, change, error) => {
    expect(decodeValues({ ...typographyValues, ...change })).toEqual({ ok: false, error });
  });

  it.each([
    ['markup in the place', { place: '<a href=x>Paris</a>' }, 'place may hold only letters, digits, punctuation and spaces'],
    ['a quote in the place', { place: 'Paris"' }, 'place may hold only letters, digits, punctuation and spaces'],
    ['an empty place', { place: '' }, 'place must not be empty'],
    ['markup in the caption', { caption: '<image href="x"/>' }, 'caption may hold only letters, digits, punctuation and spaces'],
    ['a caption too long', { caption: 'é'.repeat(81) }, 'caption may be at most 80 characters'],
    ['a day that does not exist', { date: '2019-02-30' }, 'date must be a date written YYYY-MM-DD'],
    ['a date with a time', { date: '2019-06-21T20:00' }, 'date must be a date written YYYY-MM-DD'],
    ['a latitude beyond the pole', { latitude: '90.5' }, 'latitude must be from -90 to 90'],
    ['a longitude beyond the date line', { longitude: '-181' }, 'longitude must be from -180 to 180'],
    ['an exponent', { latitude: '1e1' }, 'latitude must be a decimal number with at most 6 decimals'],
    ['too many decimals', { longitude: '1.1234567' }, 'longitude must be a decimal number with at most 6 decimals'],
    ['a plus sign', { longitude: '+1.5' }, 'longitude must be a decimal number with at most 6 decimals'],
    ['a coordinate with markup', { latitude: '1"><svg>' }, 'latitude must be a decimal number with at most 6 decimals'],
    ['a missing coordinate', { latitude: undefined }, 'latitude is required'],
    ['an unknown template', { template: 'city-map' }, 'values.template must be one of typography, star-map'],
  ])('star map: %s', (_name, change, error) => {
    const values = Object.fromEntries(Object.entries({ ...starMapValues, ...change }).filter(([, value]) => value !== undefined));
    expect(decodeValues(values)).toEqual({ ok: false, error });
  });

  it('-0 reads as 0', () => {
    expect(decodeValues({ ...starMapValues, latitude: '-0' })).toMatchObject({ ok: true, design: { latitude: 0 } });
  });

  it.each([
    ['not an object', 'x', 'values must be an object'],
    ['a non-text value', { template: 'typography', line1: 3 }, 'line1 must be a string'],
    ['more than 20 fields', Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, 'x'])), 'values may hold at most 20 fields'],
  ])('beyond the API limits: %s', (_name, values, error) => {
    expect(decodeValues(values)).toEqual({ ok: false, error });
  });
});

describe("a template's editable fields (a product's custom_template.fields)", () => {
  test.prop([fc.oneof(typographyArb, starMapArb)])('name every value a design writes but its template, long enough for it', (design) => {
    const fields = TEMPLATE_FIELDS[design.template];
    for (const [key, value] of Object.entries(encodeValues(design))) {
      if (key === 'template') continue;
      const field = fields.find((f) => f.key === key);
      expect(field, key).toBeDefined();
      expect([...value].length).toBeLessThanOrEqual(field!.max);
    }
  });

  it.each(Object.entries(TEMPLATE_FIELDS))('%s stays within the API limit of 20 fields', (_template, fields) => {
    expect(fields.length + 1).toBeLessThanOrEqual(20);
  });
});
