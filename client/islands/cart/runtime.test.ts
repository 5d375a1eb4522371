import { describe, expect, it } from 'vitest';
import { withoutLandingParams } from './runtime';

describe('withoutLandingParams (applied once, then gone from the address bar)', () => {
  it.each([
    ['https://artlane.se/?atc=UDE6Mg%3D%3D', 'https://artlane.se/'],
    ['https://artlane.se/produkt/x?cart=eyJpdGVtcyI6W119&page=2', 'https://artlane.se/produkt/x?page=2'],
    ['https://artlane.se/produkt/x?disc=SPRING-25&cjevent=abc&page=2', 'https://artlane.se/produkt/x?page=2'],
    ['https://artlane.se/?utm_source=news&utm_medium=mail&utm_campaign=may&utm_term=a&utm_content=b#grid', 'https://artlane.se/#grid'],
    ['https://artlane.se/sok?query=berg&atc=', 'https://artlane.se/sok?query=berg'],
  ])('%s → %s', (href, expected) => {
    expect(withoutLandingParams(href)).toBe(expected);
  });

  it.each(['https://artlane.se/', 'https://artlane.se/?query=berg&page=2', 'https://artlane.se/?utm_other=1'])(
    '%s has nothing to strip',
    (href) => {
      expect(withoutLandingParams(href)).toBeNull();
    },
  );
});
