import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SIZES_BY_ORIENTATION } from '../../services/commerce/src/catalog/constants';
import { issueField, posterBody, POSTER_SIZES, profileBody, requiredPixels, reviewBody } from './artist';

describe('requiredPixels (150 dpi)', () => {
  it.each([
    ['portrait', ['21x30'], { width: 1241, height: 1772 }],
    ['portrait', ['21x30', '50x70'], { width: 2953, height: 4134 }],
    ['landscape', ['50x70'], { width: 4134, height: 2953 }],
    ['square', ['70x70'], { width: 4134, height: 4134 }],
    ['portrait', ['70x100'], { width: 4134, height: 5906 }],
  ] as const)('%s %j needs %j', (orientation, sizes, pixels) => {
    expect(requiredPixels(orientation, sizes)).toEqual(pixels);
  });

  it('the sizes an artist may offer are the shop’s poster sizes', () => {
    expect(POSTER_SIZES).toEqual(SIZES_BY_ORIENTATION);
  });
});

const fieldOf = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? null : issueField(result.issues);
};

describe('artist bodies', () => {
  const poster = { texts: { en: { title: 'Harbour' } }, orientation: 'portrait', sizes: ['21x30'] };
  it.each([
    [profileBody, { name: 'Astrid' }, null],
    [profileBody, { name: ' ' }, 'name'],
    [profileBody, { name: 'A', links: [{ label: 'x', url: 'javascript:alert(1)' }] }, 'links[0].url'],
    [posterBody, poster, null],
    [posterBody, { ...poster, texts: { en: { title: 'x', description: 'y' }, zz: { title: 'x' } } }, 'texts.zz'],
    [posterBody, { ...poster, orientation: 'square' }, 'sizes'],
    [posterBody, { ...poster, sizes: ['21x30', '99x99'] }, 'sizes[1]'],
    [reviewBody, { approve: true }, null],
    [reviewBody, { approve: false, reason: 'Too dark' }, null],
    [reviewBody, { approve: false }, 'body'],
  ])('%# → field %s', (schema, value, field) => {
    expect(fieldOf(schema as v.GenericSchema, value)).toBe(field);
  });
});
