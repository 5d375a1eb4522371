import { LOCALE_CODES, LOCALES, type LocaleCode } from '../../shared/locales';
import { Flag } from './Flag';

/**
 * A flag per language, each linking to the same page on that language's domain (README.md "Configure a domain").
 * Each domain keeps its own browser storage, so when a link to another language (every link
 * but the current one, `aria-current`) is used, the cart's script adds the cart as ?cart= (every line
 * and code, client/islands/cart/boot.ts); on the designer's page the designer puts the wall
 * on them as ?wall= (client/islands/designer/WallDesigner.tsx). The HTML itself stays the same for everyone (cacheable).
 *
 * The page carries one flag, the current language's on the button. The list's flags are drawn
 * in the browser as the menu is about to open (client/site/mobile-menu.ts `showFlags`, fetched
 * when the pointer or focus reaches the menu): in every page's HTML they were 2.3 KB of the
 * header for a menu most visits never open (issue 27; docs/site.md "What a page weighs"). A link
 * says its language with `lang` only: the head's alternates (`hreflang`) are what search engines
 * read, and the attribute again on each link, with a mark for the cart's script, was 0.6 KB of
 * every page.
 */
export function LanguageSwitcher({
  current,
  alternates,
  label,
}: {
  current: LocaleCode;
  alternates: Record<LocaleCode, string>;
  label: string;
}) {
  return (
    <details className="lang-switcher">
      <summary aria-label={`${label}: ${LOCALES[current].name}`}>
        <Flag code={current} />
        <span className="lang-code">{current.toUpperCase()}</span>
      </summary>
      <ul>
        {LOCALE_CODES.map((code) => (
          <li key={code}>
            <a href={alternates[code]} lang={LOCALES[code].iso} aria-current={code === current ? 'true' : undefined}>
              {LOCALES[code].name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
