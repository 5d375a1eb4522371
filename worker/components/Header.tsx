import { Suspense, use } from 'react';
import type { Category } from '../../shared/types';
import type { LocaleCode } from '../../shared/locales';
import CartToggle from '../../client/islands/cart/CartToggle';
import HeaderSearch from '../../client/islands/browse/HeaderSearch';
import WishlistToggle from '../../client/islands/cart/WishlistToggle';
import type { Translate } from '../i18n';
import { Island } from './island';
import { LanguageSwitcher } from './LanguageSwitcher';

export interface HeaderProps {
  t: Translate;
  locale: LocaleCode;
  alternates: Record<LocaleCode, string>;
  categories: Promise<Category[]>;
}

/** The shell's header: rendered before any upstream data arrives; the menu streams in. */
export function Header({ t, locale, alternates, categories }: HeaderProps) {
  return (
    <header className="site-header">
      <div className="header-top">
        <a href="/" className="logo" aria-label={`${t('site.name')} – ${t('site.description')}`}>
          {t('site.name')}
        </a>
        <Island
          name="HeaderSearch"
          component={HeaderSearch}
          props={{ label: t('header.search_label'), placeholder: t('header.search_placeholder'), button: t('header.search_button') }}
        />
        <div className="header-actions">
          <LanguageSwitcher current={locale} alternates={alternates} label={t('header.language')} />
          <a href="/checkout" className="checkout-link">
            {t('header.checkout')}
          </a>
          <Island
            name="WishlistToggle"
            component={WishlistToggle}
            props={{ label: t('header.wishlist'), filledLabel: t('header.wishlist_filled', { count: '{{count}}' }) }}
          />
          <Island
            name="CartToggle"
            component={CartToggle}
            props={{ label: t('header.cart'), countLabel: t('header.cart_count', { count: '{{count}}' }) }}
          />
        </div>
      </div>
      <nav aria-label={t('header.categories')} className="category-nav">
        <ul>
          <Suspense fallback={null}>
            <CategoryItems categories={categories} />
          </Suspense>
          <li>
            <a href="/artists">{t('header.artists')}</a>
          </li>
        </ul>
      </nav>
    </header>
  );
}

function CategoryItems({ categories }: { categories: Promise<Category[]> }) {
  const tree = use(categories).filter((c) => c.show_in_main_menu !== false);
  return (
    <>
      {tree.map((category) => (
        <li key={category.id} className={category.children.length > 0 ? 'has-children' : undefined}>
          <a href={category.uri}>{category.name}</a>
          {category.children.length > 0 && <SubTree nodes={category.children} />}
        </li>
      ))}
    </>
  );
}

function SubTree({ nodes }: { nodes: Category[] }) {
  return (
    <ul className="dropdown">
      {nodes
        .filter((c) => c.show_in_menu !== false)
        .map((c) => (
          <li key={c.id}>
            <a href={c.uri}>{c.name}</a>
            {c.children.length > 0 && <SubTree nodes={c.children} />}
          </li>
        ))}
    </ul>
  );
}
