import { describe, expect, it } from 'vitest';
import { breadcrumbList, categoryCrumbs, categoryTrail, deepestTrail, shouldShowBreadcrumbs } from './breadcrumbs';
import type { Category } from './types';

function category(id: number, name: string, uri: string, children: Category[] = []): Category {
  return {
    id,
    parent_id: null,
    name,
    slug: uri.split('/').pop()!,
    uri,
    hierarchy: [],
    children,
    show_in_menu: true,
    show_in_main_menu: true,
  };
}

const tree = [
  category(1, 'Posters', '/posters', [
    category(2, 'Nature', '/posters/nature', [category(3, 'Mountains', '/posters/nature/mountains')]),
    category(4, 'Cities', '/posters/cities'),
  ]),
  category(5, 'Frames', '/frames'),
];

describe('breadcrumbs', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [3, true],
  ])('%i crumbs are shown: %s', (count, shown) => {
    expect(shouldShowBreadcrumbs(Array.from({ length: count }, (_, i) => ({ name: `${i}`, to: `/${i}` })))).toBe(shown);
  });

  it('the trail runs from the top category down', () => {
    expect(categoryCrumbs(categoryTrail(tree, (c) => c.uri === '/posters/nature/mountains')!)).toEqual([
      { name: 'Posters', to: '/posters' },
      { name: 'Nature', to: '/posters/nature' },
      { name: 'Mountains', to: '/posters/nature/mountains' },
    ]);
    expect(categoryTrail(tree, (c) => c.uri === '/nowhere')).toBeNull();
  });

  it.each([
    [
      [4, 3],
      [1, 2, 3],
    ],
    [
      [4, 5],
      [1, 4],
    ],
    [[5], [5]],
    [[99], null],
    [[], null],
  ])("a product in %j gets the deepest category's trail", (ids, expected) => {
    expect(deepestTrail(tree, ids)?.map((c) => c.id) ?? null).toEqual(expected);
  });

  it('BreadcrumbList items are numbered from 1 with absolute URLs', () => {
    expect(
      breadcrumbList(
        [
          { name: 'Posters', to: '/posters' },
          { name: 'Nature', to: '/posters/nature' },
        ],
        'https://shop.example',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Posters', item: 'https://shop.example/posters' },
        { '@type': 'ListItem', position: 2, name: 'Nature', item: 'https://shop.example/posters/nature' },
      ],
    });
  });
});
