import { FRAGMENT_PATHS } from '../../../shared/site-paths';
import { Await, type Later } from '../later';
import type { Category } from '../../../shared/types';
import type { Translate } from '../../i18n';

/**
 * A category the shop may link or list: not one the API reports as holding no product
 * (`has_products: false`). An empty category is in no menu, list or sitemap; its own
 * address still answers (docs/browse.md "Empty categories").
 */
export const isListed = (category: Category) => category.has_products !== false;
const isInMainMenu = (category: Category) => category.show_in_main_menu !== false;
const isInMenu = (category: Category) => category.show_in_menu !== false;
export const inMenu = (categories: Category[]) => categories.filter((c) => isInMenu(c) && isListed(c));
/** The top categories of the bar: those of the main menu and those of the mobile menu. */
const inBar = (categories: Category[]) => categories.filter((c) => isListed(c) && (isInMainMenu(c) || isInMenu(c)));

/**
 * The desktop category bar (docs/site.md "Layout"): top categories with dropdown sub-trees, the
 * gallery-wall designer (beside the categories, so beside Gallery walls), plus Artists. Each dropdown has its own disclosure button (ARIA APG disclosure navigation),
 * so keyboard users open it on demand instead of tabbing through every subcategory; it
 * also opens on hover. The bar streams in when the category tree arrives.
 *
 * The bar is also the source of the mobile menu's tree (client/site/mobile-menu.ts reads it
 * when the menu opens), so it holds the menu's top categories too: one shown in the menu but
 * not the main menu is here as `menu-only` (hidden in the bar); what the menu must not show
 * (a category of the main menu only, the designer and Artists, which the menu has in its own
 * markup) is marked `data-bar-only`.
 */
export function CategoryNav({ t, categories, designerHref }: { t: Translate; categories: Later<Category[]>; designerHref: string }) {
  return (
    <nav aria-label={t('header.categories')} className="category-nav" data-fragment={FRAGMENT_PATHS.categoryMenu}>
      <ul>
        <Await value={categories}>{(tree) => <TopCategories t={t} categories={tree} />}</Await>
        <li data-bar-only>
          <a href={designerHref}>{t('designer.nav')}</a>
        </li>
        <li data-bar-only>
          <a href="/artists">{t('header.artists')}</a>
        </li>
      </ul>
    </nav>
  );
}

/** A top category's id in the bar: its dropdown's, named by its button's aria-controls. */
const dropdownId = (category: Category) => `nav-${category.id}`;

function TopCategories({ t, categories }: { t: Translate; categories: Category[] }) {
  return (
    <>
      {inBar(categories).map((category) => {
        const children = inMenu(category.children);
        // Where the category shows: the bar (main menu), the mobile menu, or both.
        const shownIn = {
          className: isInMainMenu(category) ? undefined : 'menu-only',
          'data-bar-only': isInMenu(category) ? undefined : true,
        };
        if (children.length === 0) {
          return (
            <li key={category.id} {...shownIn}>
              <a href={category.uri}>{category.name}</a>
            </li>
          );
        }
        const id = dropdownId(category);
        return (
          <li key={category.id} {...shownIn} className={['has-children', shownIn.className].filter(Boolean).join(' ')}>
            <a href={category.uri}>{category.name}</a>
            <button type="button" className="subnav-toggle" aria-expanded="false" aria-controls={id} data-disclosure>
              <span className="visually-hidden">{t('header.show_subcategories', { name: category.name })}</span>
            </button>
            {/* Its sub-tree comes with the bar's fragment (CategoryDropdowns) when first needed. */}
            <ul id={id} className="dropdown" hidden />
          </li>
        );
      })}
    </>
  );
}

/**
 * The bar's dropdowns with their sub-trees, for `GET /fragments/category-menu`
 * (worker/routes/site/category-menu-fragment.tsx): each a list whose id is its dropdown's, whose
 * items the browser moves into the page's empty dropdown (client/site/mobile-menu.ts `fillCategoryBar`). About
 * 3.4 KB of every page (0.7 KB gzipped) that only a hover, a dropdown button or the mobile menu
 * needs: docs/site.md "What a page weighs".
 */
export function CategoryDropdowns({ categories }: { categories: Category[] }) {
  return (
    <>
      {inBar(categories).map((category) => {
        const children = inMenu(category.children);
        return (
          children.length > 0 && (
            <ul key={category.id} id={dropdownId(category)}>
              <DropdownItems nodes={children} />
            </ul>
          )
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
