import { PATHS } from '../../../shared/site-paths';
import { designerPath } from '../../../shared/routes';
import type { LocaleCode } from '../../../shared/locales';
import { AccountLinks } from './AccountLinks';
import type { Translate } from '../../i18n';
import { DialogHead } from './DialogHead';

export function accountLinks(t: Translate) {
  return [
    { href: PATHS.myAccount, label: t('account.dashboard') },
    { href: PATHS.myPosters, label: t('account.posters') },
    { href: PATHS.mySales, label: t('account.sales') },
    { href: PATHS.myProfileEdit, label: t('account.profile') },
  ];
}

/**
 * The mobile menu (docs/site.md "Layout"): account links when signed in, the category tree, the
 * gallery-wall designer, Artists and the language switch, in a modal dialog
 * (client/site/dialogs.ts traps and returns focus).
 *
 * The category tree and the language menu are not in this markup: the header's category bar
 * and language menu hold the same links, and client/site/mobile-menu.ts builds them into the
 * menu when it first opens (docs/site.md "What a page weighs": they were 16.9 KB of every
 * page). `data-toggle-name` is the name of a category's subcategory button, `{{name}}` its
 * category. The menu cannot open without JavaScript; then the category bar shows on phones too
 * (worker/components/browse/NoScript.tsx).
 */
export function MobileMenu({ t, locale }: { t: Translate; locale: LocaleCode }) {
  return (
    <dialog
      id="mobile-menu"
      className="dialog mobile-menu"
      aria-labelledby="mobile-menu-title"
      data-toggle-name={t('header.show_subcategories', { name: '{{name}}' })}
    >
      <DialogHead titleId="mobile-menu-title" title={t('header.menu')} closeLabel={t('header.menu_close')} />
      <AccountLinks variant="menu" label={t('header.account')} links={accountLinks(t)} />
      <nav aria-label={t('header.categories')} className="menu-tree">
        <ul>
          <li>
            <div className="menu-row">
              <a href={designerPath(locale)}>{t('designer.nav')}</a>
            </div>
          </li>
          <li>
            <div className="menu-row">
              <a href="/artists">{t('header.artists')}</a>
            </div>
          </li>
        </ul>
      </nav>
      <div className="menu-language" />
    </dialog>
  );
}
