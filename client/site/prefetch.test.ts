import { describe, expect, it } from 'vitest';
import { canPrefetch } from './connection';
import { prefetchTarget } from './prefetch';

describe('canPrefetch', () => {
  it.each([
    [undefined, true],
    [{}, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ saveData: true, effectiveType: '4g' }, false],
    [{ saveData: false, effectiveType: '4g' }, true],
  ])('connection %j → %s', (connection, expected) => {
    expect(canPrefetch(connection)).toBe(expected);
  });
});

describe('prefetchTarget', () => {
  const here = { href: 'https://www.artlane.se/affischer?page=2#grid', origin: 'https://www.artlane.se' };
  it.each([
    ['/produkt/dimmig-bergsjo', 'https://www.artlane.se/produkt/dimmig-bergsjo'],
    ['/affischer?page=3', 'https://www.artlane.se/affischer?page=3'],
    ['/artists#top', 'https://www.artlane.se/artists'],
    ['/affischer?page=2', null],
    ['#main', null],
    ['https://www.artlane.de/', null],
    ['mailto:hej@artlane.se', null],
    ['/checkout', null],
    ['/my-account/posters', null],
    ['/api/products', null],
    ['/unsubscribe?token=abc', null],
    ['http://[bad', null],
  ])('%s → %s', (href, expected) => {
    expect(prefetchTarget(href, here)).toBe(expected);
  });
});
