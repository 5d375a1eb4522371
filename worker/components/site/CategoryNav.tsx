import { Await, type Later } from '../later';
import type { Category } from '../../../shared/types';
import type { Translate } from '../../i18n';

/**
 * A category the shop may link or list: not one the API reports as holding no product
 * (`has_products: false`). An empty category is in no menu, list or sitemap; its own
 * address still answers (docs/browse.md "Empty categories").
 */
export const isListed = (category: Category) => category.has_products !== false;
export const inMainMenu = (categories: Category[]) => categories.filter((c) => c.show_in_main_menu !== false && isListed(c));
export const inMenu = (categories: Category[]) => categories.filter((c) => c.show_in_menu !== false && isListed(c));

/**
 * The desktop category bar (docs/site.md "Layout"): top categories with dropdown sub-trees, the
 * gallery-wall designer (beside the categories, so beside Gallery walls), plus Artists. Each dropdown has its own disclosure button (ARIA APG disclosure navigation),
 * so keyboard users open it on demand instead of tabbing through every subcategory; it
 * also opens on hover. The bar streams in when the category tree arrives.
 */
export function CategoryNav({ t, categories, designerHref }: { t: Translate; categories: Later<Category[]>; designerHref: string }) {
  return (
    <nav aria-label={t('header.categories')} className="category-nav">
      <ul>
        <Await value={categories}>{(tree) => <TopCategories t={t} categories={tree} />}</Await>
        <li>
          <a href={designerHref}>{t('designer.nav')}</a>
        </li>
        <li>
          <a href="/artists">{t('header.artists')}</a>
        </li>
      </ul>
    </nav>
  );
}

function TopCategories({ t, categories }: { t: Translate; categories: Category[] }) {
  return (
    <>
      {inMainMenu(categories).map((category) => {
        const children = inMenu(category.children);
        if (children.length === 0) {
          return (
            <li key={category.id}>
              <a href={category.uri}>{category.name}</a>
            </li>
          );
        }
        const id = `nav-${category.id}`;
        return (
          <li key={category.id} className="has-children">
            <a href={category.uri}>{category.name}</a>
            <button type="button" className="subnav-toggle" aria-expanded="false" aria-controls={id} data-disclosure>
              <span className="visually-hidden">{t('header.show_subcategories', { name: category.name })}</span>
            </button>
            <ul id={id} className="dropdown" hidden>
              <DropdownItems nodes={children} />
            </ul>
          </li>
        );
      })}
    </>
  );
}

function DropdownItems({ nodes }: { nodes: Category[] }) {
  return (
    <>
      {nodes.map((node) => {
        const children = inMenu(node.children);
        return (
          <li key={node.id}>
            <a href={node.uri}>{node.name}</a>
            {children.length > 0 && (
              <ul>
                <DropdownItems nodes={children} />
              </ul>
            )}
          </li>
        );
      })}
    </>
  );
}
