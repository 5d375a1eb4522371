import { PATHS } from '../../shared/site-paths';
import { designerPath } from '../../shared/routes';
import type { Locale, LocaleCode } from '../../shared/locales';
import type { Category } from '../../shared/types';
import HeaderSearch from '../../client/islands/browse/HeaderSearch';
import type { Translate } from '../i18n';
import type { ShellLayout } from '../layout-reads';
import { Await, type Later } from './later';
import { searchLabels } from './browse/search-labels';
import { AccountLinks } from './site/AccountLinks';
import { CartToggle, WishlistToggle } from './cart/CartControls';
import { Island } from './island';
import { LanguageSwitcher } from './LanguageSwitcher';
import { CategoryNav } from './site/CategoryNav';
import { icons } from './site/icons';
import { StoreMessage } from './site/LayoutParts';
import { MobileMenu } from './site/MobileMenu';
import { ALTERNATE_PLACEHOLDERS, keyOf, partKey, prerendered, withAlternates } from './prerendered';
import { UspBar } from './site/UspBar';

export interface HeaderProps {
  t: Translate;
  locale: Locale;
  alternates: Record<LocaleCode, string>;
  layout: ShellLayout;
  searchQuery?: string | undefined;
}

/**
 * The shell's header: selling points, the store message, then the sticky header bar
 * (menu button on phones, logo, search, language, account, checkout, wishlist, cart) and
 * the category bar. Rendered before any upstream data arrives; the menus and the store
 * message stream in.
 *
 * Below 900 px the bar is two rows: menu, logo and the actions, then the search field.
 * The actions must stay on one row in every language down to 320 px, so account and
 * checkout are icons there whose text stays as their accessible name (client/styles/base.css).
 */
export function Header({ t, locale, alternates, layout, searchQuery }: HeaderProps) {
  const { categories } = layout;
  const content = (tree: Later<Category[]>, links: Record<LocaleCode, string>) => (
    <HeaderContent t={t} locale={locale} alternates={links} categories={tree} searchQuery={searchQuery} />
  );
  return (
    <>
      <UspBar t={t} locale={locale} />
      <Await value={layout.storeMessage}>{(widget) => <StoreMessage widget={widget} t={t} />}</Await>
      {categories instanceof Promise ? (
        <header className="site-header" data-site-header>
          {content(categories, alternates)}
        </header>
      ) : (
        // With the category tree at hand the whole bar is one prerendered part (its menus are
        // most of the page's elements); only the language switcher's links are this page's.
        <header
          className="site-header"
          data-site-header
          dangerouslySetInnerHTML={{
            __html: withAlternates(
              prerendered(
                partKey('header', locale.code, searchQuery ?? ''),
                () => content(categories, ALTERNATE_PLACEHOLDERS),
                keyOf(categories),
              ),
              alternates,
            ),
          }}
        />
      )}
      <MobileMenu t={t} locale={locale.code} />
    </>
  );
}

function HeaderContent({
  t,
  locale,
  alternates,
  categories,
  searchQuery,
}: Omit<HeaderProps, 'layout'> & { categories: Later<Category[]> }) {
  return (
    <>
      <div className="header-top">
        <button type="button" className="button-icon menu-button" data-opens="mobile-menu" aria-haspopup="dialog" aria-expanded="false">
          {icons.menu}
          <span className="visually-hidden">{t('header.menu')}</span>
        </button>
        <a href="/" className="logo" aria-label={`${t('site.name')} – ${t('site.description')}`}>
          {t('site.name')}
        </a>
        <Island
          name="HeaderSearch"
          component={HeaderSearch}
          props={{
            label: t('header.search_label'),
            placeholder: t('header.search_placeholder'),
            button: t('header.search_button'),
            labels: searchLabels(t),
            ...(searchQuery ? { query: searchQuery } : {}),
          }}
        />
        <div className="header-actions">
          <LanguageSwitcher current={locale.code} alternates={alternates} label={t('header.language')} />
          <AccountLinks variant="header" label={t('header.account')} links={[{ href: PATHS.myAccount, label: t('header.account') }]} />
          <a href={PATHS.checkout} className="checkout-link header-link">
            {icons.checkout}
            <span className="header-link-label">{t('header.checkout')}</span>
          </a>
          <WishlistToggle label={t('header.wishlist')} filledLabel={t.raw('header.wishlist_filled') ?? ''} />
          <CartToggle label={t('header.cart')} countLabel={t.raw('header.cart_count') ?? ''} />
        </div>
      </div>
      <CategoryNav t={t} categories={categories} designerHref={designerPath(locale.code)} />
    </>
  );
}
