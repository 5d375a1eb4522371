import { PATHS } from '../../../shared/site-paths';
import { designerPath } from '../../../shared/routes';
import { Await, type Later } from '../later';
import type { Category } from '../../../shared/types';
import type { LocaleCode } from '../../../shared/locales';
import { AccountLinks } from './AccountLinks';
import type { Translate } from '../../i18n';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { inMenu } from './CategoryNav';
import { icons } from './icons';
import { ALTERNATE_PLACEHOLDERS, keyOf, partKey, prerendered, withAlternates } from '../prerendered';

/** docs/site.md "Layout": sub-menus indent 50 px per depth; trees are expanded at depths 0 and 1. */
export const MENU_INDENT_PX = 50;
export const EXPANDED_DEPTHS = 2;

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
 * With the category tree at hand its content is one prerendered part (../prerendered.tsx)
 * whose language links are this page's.
 */
export function MobileMenu({
  t,
  locale,
  alternates,
  categories,
}: {
  t: Translate;
  locale: LocaleCode;
  alternates: Record<LocaleCode, string>;
  categories: Later<Category[]>;
}) {
  const attributes = { id: 'mobile-menu', className: 'dialog mobile-menu', 'aria-labelledby': 'mobile-menu-title' };
  if (categories instanceof Promise) {
    return (
      <dialog {...attributes}>
        <MenuContent t={t} locale={locale} alternates={alternates} categories={categories} />
      </dialog>
    );
  }
  const html = prerendered(
    partKey('mobile-menu', locale),
    () => <MenuContent t={t} locale={locale} alternates={ALTERNATE_PLACEHOLDERS} categories={categories} />,
    keyOf(categories),
  );
  return <dialog {...attributes} dangerouslySetInnerHTML={{ __html: withAlternates(html, alternates) }} />;
}

function MenuContent({
  t,
  locale,
  alternates,
  categories,
}: {
  t: Translate;
  locale: LocaleCode;
  alternates: Record<LocaleCode, string>;
  categories: Later<Category[]>;
}) {
  return (
    <>
      <div className="dialog-head">
        <h2 id="mobile-menu-title">{t('header.menu')}</h2>
        <button type="button" className="button-icon" data-closes aria-label={t('header.menu_close')}>
          {icons.close}
        </button>
      </div>
      <AccountLinks variant="menu" label={t('header.account')} links={accountLinks(t)} />
      <nav aria-label={t('header.categories')} className="menu-tree">
        <Await value={categories}>{(tree) => <MenuTree categories={tree} t={t} />}</Await>
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
      <div className="menu-language">
        <LanguageSwitcher current={locale} alternates={alternates} label={t('header.language')} />
      </div>
    </>
  );
}

function MenuTree({ categories, t }: { categories: Category[]; t: Translate }) {
  return <MenuNodes nodes={inMenu(categories)} depth={0} t={t} />;
}

function MenuNodes({ nodes, depth, t, id }: { nodes: Category[]; depth: number; t: Translate; id?: string }) {
  // A list is open when its parent is at an expanded depth (the top list always is).
  return (
    <ul id={id} hidden={depth > EXPANDED_DEPTHS}>
      {nodes.map((node) => {
        const children = inMenu(node.children);
        const childId = `menu-${node.id}`;
        return (
          <li key={node.id}>
            <div className="menu-row" style={{ paddingInlineStart: depth * MENU_INDENT_PX }}>
              <a href={node.uri}>{node.name}</a>
              {children.length > 0 && (
                <button
                  type="button"
                  className="subnav-toggle"
                  aria-expanded={depth < EXPANDED_DEPTHS}
                  aria-controls={childId}
                  data-disclosure
                >
                  <span className="visually-hidden">{t('header.show_subcategories', { name: node.name })}</span>
                </button>
              )}
            </div>
            {children.length > 0 && <MenuNodes nodes={children} depth={depth + 1} t={t} id={childId} />}
          </li>
        );
      })}
    </ul>
  );
}
