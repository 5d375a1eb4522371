import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { storeFor } from '../http/store';
import { ftsExpression, listingSql, parseListingQuery } from './listing';

const parse = (query: string) => parseListingQuery(new URLSearchParams(query));

describe('parseListingQuery', () => {
  it('defaults: page 1, 24 per page, popular first, facet on', () => {
    expect(parse('')).toMatchObject({ page: 1, perPage: 24, sort: 'popular', noCategories: false, countOnly: false });
  });

  it('a search sorts by relevance unless a sort is given', () => {
    expect(parse('query=berg').sort).toBe('relevance');
    expect(parse('query=berg&sort=newest').sort).toBe('newest');
  });

  it('reads nc and co as flags', () => {
    expect(parse('nc=1&co=true')).toMatchObject({ noCategories: true, countOnly: true });
  });

  it('reads fd (feed details) as a flag, off unless asked', () => {
    expect(parse('fd=1').feedDetails).toBe(true);
    expect(parse('').feedDetails).toBe(false);
  });

  it('reads attribute filters in both spellings', () => {
    const query = parse('attr[storlek]=50x70,70x100&colour=blue');
    expect([...query.attributes]).toEqual([
      ['storlek', ['50x70', '70x100']],
      ['colour', ['blue']],
    ]);
  });

  it.each([
    'page=0',
    'page=1.5',
    'page=abc',
    'per_page=0',
    'per_page=101',
    'sort=cheapest',
    'ids=1,x',
    'category=x',
    'template_id=7',
    'fd=2',
    'type=9',
    'nc=2',
    'tag=Not A Slug',
    'attr=1',
    'page=1&page=2',
    `query=${'a'.repeat(101)}`,
  ])('%s is a 400', (query) => {
    expect(() => parse(query)).toThrow(HttpError);
  });
});

describe('ftsExpression', () => {
  it('matches every word as a prefix, in the name or the keywords', () => {
    expect(ftsExpression('Fjäll gryning')).toBe('{name keywords} : ("fjäll"* AND "gryning"*)');
  });

  it('leaves nothing to search when there are no words', () => {
    expect(ftsExpression(' !!! ')).toBeNull();
  });

  test.prop([fc.string({ maxLength: 100 })])('never lets FTS5 syntax through', (text) => {
    const expression = ftsExpression(text);
    if (expression === null) return;
    const words = expression.slice(expression.indexOf('(') + 1, -1).split(' AND ');
    for (const word of words) expect(word).toMatch(/^"[\p{L}\p{N}]+"\*$/u);
  });
});

describe('listingSql', () => {
  it('binds one parameter per placeholder', () => {
    const query = parse('query=berg&category=2&tag=natur&artist=anna-berg&template_id=2&type=2&ids=1,2&sort=price_asc');
    const sql = listingSql(query, storeFor('sv'), [[4, 5]], new Date('2026-11-22T12:00:00Z'));
    expect(sql.from.split('?').length - 1).toBe(sql.params.length);
    expect(sql.orderBy.split('?').length - 1).toBe(sql.orderParams.length);
  });
});
