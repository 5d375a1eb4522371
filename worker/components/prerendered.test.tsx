import { fc, test } from '@fast-check/vitest';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
import { renderToHtml } from './render-to-html';

afterEach(forgetPrerendered);

describe('withAlternates', () => {
  // As the worker's renderer build writes it (./render-to-html.ts).
  const link = (href: string | undefined) => renderToHtml(<a href={href} hrefLang="sv-SE" lang="sv-SE" />);

  it.each([
    ['a plain link', 'https://sv.example/produkt/sjo'],
    ['a query with & and quotes', `https://sv.example/sok?q="a"&b='c'<d>`],
    ['an empty link', ''],
    ['a javascript: URL (React blocks it)', ' javascript:alert(1)'],
  ])('writes %s as React does', async (_name, href) => {
    expect(withAlternates(await link(ALTERNATE_PLACEHOLDERS.sv), { sv: href })).toBe(await link(href));
  });

  it('leaves the attribute out for a language without a link, as React does for undefined', async () => {
    expect(withAlternates(await link(ALTERNATE_PLACEHOLDERS.de), {})).toBe(await link(undefined));
  });

  test.prop([fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })])(
    'any link is written byte for byte as React writes it',
    async (text, url) => {
      const template = await link(ALTERNATE_PLACEHOLDERS.fi);
      for (const href of [text, url]) expect(withAlternates(template, { fi: href })).toBe(await link(href));
    },
  );
});

/** A page part as the worker's components write one: its element, the part's HTML inside. */
function Part({ name, render, data }: { name: string; render: () => ReactNode; data?: string }) {
  return <section dangerouslySetInnerHTML={{ __html: prerendered(name, render, data) }} />;
}

describe('prerendered parts in a render', () => {
  it('renders a part once per key, as the page renders its elements', async () => {
    let renders = 0;
    const render = () => {
      renders++;
      return (
        <p title='a "b"'>
          part {1} of {'two'}
        </p>
      );
    };
    const inPlace = await renderToHtml(<section>{render()}</section>);
    renders = 0;
    expect(await renderToHtml(<Part name="a" render={render} />)).toBe(inPlace);
    expect(await renderToHtml(<Part name="a" render={render} />)).toBe(inPlace);
    expect(renders).toBe(1);
  });

  it('gives each part its own HTML in a component that shows several, whichever were kept before', async () => {
    // React replays a suspended component by the order of its `use` calls: a part found at
    // once must still take its place in that order, or the next part would get its HTML.
    function Parts() {
      return (
        <>
          {['a', 'b', 'c'].map((name) => (
            <i key={name} dangerouslySetInnerHTML={{ __html: prerendered(name, () => <b>{name}</b>) }} />
          ))}
        </>
      );
    }
    await renderToHtml(<Part name="b" render={() => <b>b</b>} />);
    expect(await renderToHtml(<Parts />)).toBe('<i><b>a</b></i><i><b>b</b></i><i><b>c</b></i>');
    forgetPrerendered();
    expect(await renderToHtml(<Parts />)).toBe('<i><b>a</b></i><i><b>b</b></i><i><b>c</b></i>');
  });

  it('renders a part too large to keep for each page, and the page gets it', async () => {
    const text = 'x'.repeat(MAX_PART_CHARS / 8);
    const page = <Part name="huge" render={() => <p>{text}</p>} />;
    expect(await renderToHtml(page)).toBe(`<section><p>${text}</p></section>`);
    expect(prerenderedSize().parts).toBe(0);
    expect(await renderToHtml(page)).toBe(`<section><p>${text}</p></section>`);
  });

  it('fails the render of the page that shows a part whose render fails, and keeps nothing', async () => {
    function Broken(): ReactNode {
      throw new Error('broken part');
    }
    const log = vi.spyOn(console, 'error').mockImplementation(() => {}); // React's report of the error
    await expect(renderToHtml(<Part name="broken" render={() => <Broken />} />)).rejects.toThrow('broken part');
    log.mockRestore();
    expect(prerenderedSize().parts).toBe(0);
  });
});

describe('the cache of prerendered parts', () => {
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
