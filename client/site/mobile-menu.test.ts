import { describe, expect, it } from 'vitest';
import { menuTreeHtml, type MenuNode } from './mobile-menu';

/**
 * The mobile menu's tree as client/site/mobile-menu.ts builds it from the header's category bar
 * (docs/site.md "What a page weighs"). These assertions were on the server's HTML while the
 * server rendered the tree into every page (tests/worker/site-layout.test.ts); reading the bar in
 * a browser is tested in tests/e2e/site.spec.ts.
 */
const name = (category: string) => `Subcategories of ${category}`;

describe('the mobile menu tree', () => {
  it('expands depth 0 and indents its children 50 px', () => {
    const html = menuTreeHtml(
      [
        { name: 'Posters', href: '/posters', children: [{ name: 'Nature', href: '/posters/nature', children: [] }] },
        { name: 'Sale', href: '/sale', children: [] },
      ],
      name,
    );
    expect(html).toContain('aria-expanded="true" aria-controls="menu-1"');
    expect(html).toContain('<div class="menu-row" style="padding-inline-start:50px"><a href="/posters/nature">Nature</a></div>');
    expect(html).toContain('<div class="menu-row" style="padding-inline-start:0"><a href="/sale">Sale</a></div>');
  });

  it('opens depths 0 and 1 and keeps depth 2 closed, indenting 50 px per depth', () => {
    const node = (depth: number, children: MenuNode[] = []): MenuNode => ({
      name: `Level ${depth}`,
      href: `/${Array.from({ length: depth + 1 }, (_, i) => `level-${i}`).join('/')}`,
      children,
    });
    const menu = menuTreeHtml([node(0, [node(1, [node(2, [node(3)])])])], name);
    const row = (depth: number) =>
      `<div class="menu-row" style="padding-inline-start:${depth * 50}px"><a href="${node(depth).href}">Level ${depth}</a>`;
    for (const depth of [0, 1, 2, 3])
      expect(menu).toContain(depth === 0 ? row(0).replace('padding-inline-start:0px', 'padding-inline-start:0') : row(depth));
    // Depths 0 and 1: expanded, their lists shown. Depth 2: collapsed, its list (depth 3) hidden.
    expect(menu).toContain('aria-expanded="true" aria-controls="menu-1"');
    expect(menu).toContain('aria-expanded="true" aria-controls="menu-2"');
    expect(menu).toContain('aria-expanded="false" aria-controls="menu-3"');
    expect(menu).toMatch(/<ul id="menu-2">/);
    expect(menu).toMatch(/<ul id="menu-3" hidden="">/);
  });

  it("draws the subcategory toggles' chevron in CSS: each toggle holds only its name (issue 27)", () => {
    const html = menuTreeHtml(
      [{ name: 'Posters', href: '/posters', children: [{ name: 'Nature', href: '/posters/nature', children: [] }] }],
      name,
    );
    const toggles = [...html.matchAll(/<button type="button" class="subnav-toggle"[^>]*>([\s\S]*?)<\/button>/g)].map(([, inner]) => inner);
    expect(toggles).toHaveLength(1);
    for (const inner of toggles) expect(inner).toMatch(/^<span class="visually-hidden">Subcategories of [^<]+<\/span>$/);
  });

  it('writes names and links as text, never as markup', () => {
    const html = menuTreeHtml(
      [{ name: 'Prints & <b>posters</b>', href: '/a"b?x=1&y=2', children: [{ name: 'Ö"', href: '/ö', children: [] }] }],
      name,
    );
    expect(html).toContain('<a href="/a&quot;b?x=1&amp;y=2">Prints &amp; &lt;b&gt;posters&lt;/b&gt;</a>');
    expect(html).toContain('<span class="visually-hidden">Subcategories of Prints &amp; &lt;b&gt;posters&lt;/b&gt;</span>');
    expect(html).not.toContain('<b>');
  });
});
