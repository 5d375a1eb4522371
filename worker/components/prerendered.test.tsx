import { fc, test } from '@fast-check/vitest';
import { renderToString } from 'react-dom/server.edge';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ALTERNATE_PLACEHOLDERS,
  MAX_PART_CHARS,
  MAX_PARTS,
  forgetPrerendered,
  partKey,
  prerendered,
  prerenderedSize,
  remembered,
  withAlternates,
} from './prerendered';

afterEach(forgetPrerendered);

describe('withAlternates', () => {
  const link = (href: string | undefined) => renderToString(<a href={href} hrefLang="sv-SE" lang="sv-SE" />);

  it.each([
    ['a plain link', 'https://sv.example/produkt/sjo'],
    ['a query with & and quotes', `https://sv.example/sok?q="a"&b='c'<d>`],
    ['an empty link', ''],
    ['a javascript: URL (React blocks it)', ' javascript:alert(1)'],
  ])('writes %s as React does', (_name, href) => {
    expect(withAlternates(link(ALTERNATE_PLACEHOLDERS.sv), { sv: href })).toBe(link(href));
  });

  it('leaves the attribute out for a language without a link, as React does for undefined', () => {
    expect(withAlternates(link(ALTERNATE_PLACEHOLDERS.de), {})).toBe(link(undefined));
  });

  test.prop([fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })])(
    'any link is written byte for byte as React writes it',
    (text, url) => {
      for (const href of [text, url]) expect(withAlternates(link(ALTERNATE_PLACEHOLDERS.fi), { fi: href })).toBe(link(href));
    },
  );
});

describe('the cache of prerendered parts', () => {
  it('renders a part once per key', () => {
    let renders = 0;
    const render = () => {
      renders++;
      return <p>part</p>;
    };
    expect(prerendered('a', render)).toBe('<p>part</p>');
    expect(prerendered('a', render)).toBe('<p>part</p>');
    expect(renders).toBe(1);
  });

  it('finds a part by its data and its key', () => {
    remembered('card', () => 'first product', '{"id":1}');
    remembered('card', () => 'second product', '{"id":2}');
    remembered('price', () => 'first price', '{"id":1}');
    expect(remembered('card', () => 'made again', '{"id":1}')).toBe('first product');
    expect(remembered('card', () => 'made again', '{"id":2}')).toBe('second product');
    expect(remembered('price', () => 'made again', '{"id":1}')).toBe('first price');
    expect(prerenderedSize().parts).toBe(3);
  });

  it('keeps at most MAX_PARTS parts, the most recently used', () => {
    remembered('kept', () => 'first');
    for (let i = 0; i < MAX_PARTS + 10; i++) {
      remembered(`part ${i}`, () => 'x');
      remembered('kept', () => 'second');
    }
    expect(prerenderedSize().parts).toBe(MAX_PARTS);
    expect(remembered('kept', () => 'second')).toBe('first');
    expect(remembered('part 0', () => 'again')).toBe('again');
  });

  it('keeps at most MAX_PART_CHARS characters, and no part too large to share the room', () => {
    const large = 'x'.repeat(MAX_PART_CHARS / 20);
    for (let i = 0; i < 40; i++) remembered(`large ${i}`, () => large);
    expect(prerenderedSize().chars).toBeLessThanOrEqual(MAX_PART_CHARS);
    const huge = 'x'.repeat(MAX_PART_CHARS / 8);
    expect(remembered('huge', () => huge)).toBe(huge);
    expect(remembered('huge', () => 'made again')).toBe('made again');
  });

  test.prop([fc.array(fc.string(), { maxLength: 4 }), fc.array(fc.string(), { maxLength: 4 })])(
    'two different lists of pieces never share a key',
    (a, b) => {
      fc.pre(JSON.stringify(a) !== JSON.stringify(b));
      expect(partKey(...a)).not.toBe(partKey(...b));
    },
  );
});
