import { icons } from './icons';

export interface AccountLinksProps {
  /** header: one "My account" link; menu: the account pages for the mobile menu. */
  variant: 'header' | 'menu';
  label: string;
  links: { href: string; label: string }[];
}

/**
 * Account links, shown only when signed in (docs/accounts.md "Signed-in state in the browser"). The server cannot know (pages
 * are shared and cached), so they are in the page, hidden, and client/site/account.ts
 * shows them once the stored sign-in state is read.
 */
export function AccountLinks({ variant, label, links }: AccountLinksProps) {
  const [first] = links;
  if (!first) return null;
  if (variant === 'header') {
    return (
      <a href={first.href} className="account-link header-link" data-signed-in-only="" hidden>
        {icons.account}
        <span className="header-link-label">{label}</span>
      </a>
    );
  }
  return (
    <nav aria-label={label} className="menu-account" data-signed-in-only="" hidden>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
