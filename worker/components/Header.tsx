import type { Locale, LocaleCode } from '../../shared/locales';
import HeaderSearch from '../../client/islands/browse/HeaderSearch';
import type { Translate } from '../i18n';
import type { ShellLayout } from '../render';
import { Await } from './later';
import { searchLabels } from './browse/search-labels';
import { AccountLinks } from './site/AccountLinks';
import { CartToggle, WishlistToggle } from './cart/CartControls';
import { Island } from './island';
import { LanguageSwitcher } from './LanguageSwitcher';
import { CategoryNav } from './site/CategoryNav';
import { icons } from './site/icons';
import { StoreMessage } from './site/LayoutParts';
import { MobileMenu } from './site/MobileMenu';
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
  return (
    <>
      <UspBar t={t} locale={locale} />
      <Await value={layout.storeMessage}>{(widget) => <StoreMessage widget={widget} t={t} />}</Await>
      <header className="site-header" data-site-header>
        <div className="header-top">
          <button type="button" className="icon-button menu-button" data-opens="mobile-menu" aria-haspopup="dialog" aria-expanded="false">
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
            <AccountLinks variant="header" label={t('header.account')} links={[{ href: '/my-account', label: t('header.account') }]} />
            <a href="/checkout" className="checkout-link header-link">
              {icons.checkout}
              <span className="header-link-label">{t('header.checkout')}</span>
            </a>
            <WishlistToggle label={t('header.wishlist')} filledLabel={t.raw('header.wishlist_filled') ?? ''} />
            <CartToggle label={t('header.cart')} countLabel={t.raw('header.cart_count') ?? ''} />
          </div>
        </div>
        <CategoryNav t={t} categories={layout.categories} />
      </header>
      <MobileMenu t={t} locale={locale.code} alternates={alternates} categories={layout.categories} />
    </>
  );
}
