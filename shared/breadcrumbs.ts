/**
 * Breadcrumbs (docs/browse.md "Product page"): shown only with 2 or more crumbs, with a schema.org BreadcrumbList.
 * Crumbs are the trail to the page (categories from the top down, then the page itself);
 * the start page is not a crumb, so a top-level category page has none to show.
 */
import type { Category } from './types';

export interface Crumb {
  name: string;
  /** Path on this domain. */
  to: string;
}

export function shouldShowBreadcrumbs(crumbs: readonly Crumb[]): boolean {
  return crumbs.length >= 2;
}

/** The categories from a root down to the first category `isTarget` accepts, or null. */
export function categoryTrail(tree: readonly Category[], isTarget: (category: Category) => boolean): Category[] | null {
  for (const node of tree) {
    if (isTarget(node)) return [node];
    const below = categoryTrail(node.children, isTarget);
    if (below) return [node, ...below];
  }
  return null;
}

/** The trail to the deepest of `ids` (a product's categories); ties go to the first id given. */
export function deepestTrail(tree: readonly Category[], ids: readonly number[]): Category[] | null {
  let best: Category[] | null = null;
  for (const id of ids) {
    const trail = categoryTrail(tree, (category) => category.id === id);
    if (trail && (!best || trail.length > best.length)) best = trail;
  }
  return best;
}

export function categoryCrumbs(trail: readonly Category[]): Crumb[] {
  return trail.map((category) => ({ name: category.name, to: category.uri }));
}

/** schema.org BreadcrumbList; `origin` makes the items absolute URLs. */
export function breadcrumbList(crumbs: readonly Crumb[], origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.to, origin).toString(),
    })),
  };
}
