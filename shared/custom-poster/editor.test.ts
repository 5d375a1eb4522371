import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { decodeValues, encodeValues, TYPOGRAPHY_LIMITS } from './designs';
import { addLine, checkEditor, DEFAULT_VALUES, linesOf, openingValues, removeLine, withLines } from './editor';
import { sampleStarMap, sampleTypography } from './samples';

const typography = encodeValues(sampleTypography);
const starMap = encodeValues(sampleStarMap);

describe('the values the editor opens with', () => {
  it.each(Object.entries(DEFAULT_VALUES))('the %s default is a whole design', (template, values) => {
    expect(decodeValues(values)).toMatchObject({ ok: true, design: { template } });
  });

  it('takes the first candidate that is a whole design of the template, in its normal form', () => {
    expect(openingValues('typography', null, { ...typography, line2: undefined! }, typography)).toEqual(typography);
    expect(openingValues('star-map', { ...starMap, latitude: '57.708870' })).toEqual(starMap);
  });

  it.each([
    ['nothing', undefined],
    ['the other template', encodeValues(sampleStarMap)],
    ['a broken design', { ...typography, foreground: 'red' }],
  ])('falls back to the default for %s', (_name, candidate) => {
    expect(openingValues('typography', candidate)).toEqual(DEFAULT_VALUES.typography);
  });
});

describe('lines', () => {
  it('reads the lines in order and writes them back, other fields kept', () => {
    expect(linesOf(typography)).toEqual(sampleTypography.lines);
    const changed = withLines(typography, ['One', 'Two']);
    expect(changed).toEqual({ ...typography, line1: 'One', line2: 'Two', line3: undefined });
    expect('line3' in changed).toBe(false);
    expect(decodeValues(changed)).toMatchObject({ ok: true, design: { lines: ['One', 'Two'], font: 'playfair-display' } });
  });

  it('adds an empty line up to the limit and no further', () => {
    let values: Record<string, string> = { ...DEFAULT_VALUES.typography };
    for (let i = 0; i < 10; i++) values = addLine(values);
    expect(linesOf(values)).toHaveLength(TYPOGRAPHY_LIMITS.lines);
    expect(linesOf(values).slice(2)).toEqual(['', '', '', '']);
  });

  it('removes a line and closes the gap; the last line stays', () => {
    expect(linesOf(removeLine(typography, 0))).toEqual(['', 'the heart is ♥']);
    expect(linesOf(removeLine(withLines(typography, ['Only']), 0))).toEqual(['Only']);
  });

  test.prop([fc.array(fc.string({ maxLength: 5 }), { minLength: 1, maxLength: 6 }), fc.nat(7)])(
    'removing line i leaves the others in order',
    (lines, index) => {
      const after = linesOf(removeLine(withLines(typography, lines), index));
      expect(after).toEqual(lines.length <= 1 ? lines : lines.filter((_, i) => i !== index));
    },
  );
});

describe('checking what is typed', () => {
  it('a whole design gives its values in normal form and no issues', () => {
    expect(checkEditor({ ...starMap, latitude: '57.708870' })).toEqual({ values: starMap, issues: {} });
  });

  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['markup in a line', { ...typography, line2: '<b>' }, { line2: 'characters' }],
    ['a line too long', { ...typography, line1: 'x'.repeat(41) }, { line1: 'long' }],
    ['only blank lines', withLines(typography, [' ', '']), { lines: 'empty' }],
    ['a colour name', { ...typography, foreground: 'red', background: '#fff' }, { foreground: 'colour', background: 'colour' }],
    ['an unknown font', { ...typography, font: 'comic-sans' }, { font: 'choice' }],
    ['a latitude beyond the pole', { ...starMap, latitude: '91' }, { latitude: 'range' }],
    ['a latitude that is no number', { ...starMap, latitude: 'north' }, { latitude: 'range' }],
    ['an empty longitude', { ...starMap, longitude: '' }, { longitude: 'range' }],
    ['seven decimals', { ...starMap, longitude: '18.1234567' }, { longitude: 'decimals' }],
    ['no place, a bad date', { ...starMap, place: '', date: '2019-02-30' }, { place: 'empty', date: 'date' }],
    ['a caption too long', { ...starMap, caption: 'é'.repeat(81) }, { caption: 'long' }],
    ['an unknown template', { template: 'city-map' }, { template: 'choice' }],
  ])('%s: every wrong field is named with what is wrong', (_name, values, issues) => {
    expect(checkEditor(values)).toEqual({ values: null, issues });
  });

  test.prop([fc.dictionary(fc.constantFrom('template', 'line1', 'line2', 'font', 'place', 'latitude', 'date'), fc.string())])(
    'anything typed gives a result, never a throw, and values only when decodeValues agrees',
    (values) => {
      const checked = checkEditor(values);
      if (checked.values) expect(decodeValues(checked.values).ok).toBe(true);
      else expect(Object.keys(checked.issues).length).toBeGreaterThan(0);
    },
  );
});
