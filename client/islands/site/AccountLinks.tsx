import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { state as auth } from '../../state/auth';
import { connectPersistence } from '../../state/persist';

export interface AccountLinksProps {
  /** header: one "My account" link; menu: the account pages for the mobile menu. */
  variant: 'header' | 'menu';
  label: string;
  links: { href: string; label: string }[];
}

/**
 * Account links, shown only when signed in (SPEC 2 and 6). The server cannot know (pages
 * are shared), so it renders nothing and the browser shows the links once the stored
 * sign-in state is read after hydration.
 */
export default function AccountLinks({ variant, label, links }: AccountLinksProps) {
  useEffect(() => connectPersistence(), []);
  const { isSignedIn } = useSnapshot(auth);
  if (!isSignedIn || links.length === 0) return null;
  if (variant === 'header') {
    return (
      <a href={links[0]!.href} className="account-link">
        {label}
      </a>
    );
  }
  return (
    <nav aria-label={label} className="menu-account">
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
