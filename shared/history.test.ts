import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { HISTORY_MAX, otherEntries, parseHistory, pushHistory } from './history';

const entry = (to: string) => ({ to, name: to.slice(1), thumb: `/img${to}.svg` });
const paths = (list: readonly { to: string }[]) => list.map((item) => item.to);

describe('pushHistory (the recently viewed list)', () => {
  it.each([
    [[], '/a', ['/a']],
    [['/a'], '/b', ['/a', '/b']],
    [['/a', '/b'], '/b', ['/a', '/b']],
    [['/a', '/b'], '/a', ['/a', '/b', '/a']],
    [['/a', '/b', '/c', '/d', '/e'], '/f', ['/b', '/c', '/d', '/e', '/f']],
    [['/a', '/b', '/c', '/d', '/e'], '/e', ['/a', '/b', '/c', '/d', '/e']],
  ])('%j + %s gives %j', (before, to, after) => {
    expect(paths(pushHistory(before.map(entry), entry(to)))).toEqual(after);
  });

  it('a repeat of the last entry returns the same list', () => {
    const list = [entry('/a')];
    expect(pushHistory(list, entry('/a'))).toBe(list);
  });

  test.prop([fc.array(fc.constantFrom('/a', '/b', '/c', '/d', '/e', '/f', '/g'), { maxLength: 40 })])(
    'never more than 5 entries, the newest last, no two equal neighbours',
    (visits) => {
      let list: readonly { to: string }[] = [];
      for (const to of visits) list = pushHistory(list, { to });
      expect(list.length).toBeLessThanOrEqual(HISTORY_MAX);
      if (visits.length > 0) expect(list[list.length - 1]!.to).toBe(visits[visits.length - 1]);
      list.forEach((item, i) => i > 0 && expect(item.to).not.toBe(list[i - 1]!.to));
    },
  );
});

describe('parseHistory', () => {
  it.each([
    ['not a list', { to: '/a' }, []],
    ['null', null, []],
    ['a foreign link', [{ to: '//evil.example/x', name: 'x', thumb: '' }], []],
    ['an absolute URL', [{ to: 'https://evil.example/', name: 'x', thumb: '' }], []],
    ['a missing name', [{ to: '/a', thumb: '' }], []],
  ])('drops %s', (_name, value, expected) => {
    expect(parseHistory(value)).toEqual(expected);
  });

  it('keeps the newest five and only the known fields', () => {
    const stored = ['/a', '/b', '/c', '/d', '/e', '/f'].map((to) => ({ ...entry(to), extra: 1 }));
    expect(parseHistory(stored)).toEqual(['/b', '/c', '/d', '/e', '/f'].map(entry));
  });

  test.prop([fc.anything()])('never throws on anything read from storage', (value) => {
    expect(Array.isArray(parseHistory(value))).toBe(true);
  });
});

describe('otherEntries', () => {
  it('shows the other pages, the latest first, each once', () => {
    expect(paths(otherEntries(['/a', '/b', '/a', '/c'].map(entry), '/c'))).toEqual(['/a', '/b']);
  });
});
