import { subscribe } from 'valtio/vanilla';
import { state as auth } from '../state/auth';
import { connectPersistence } from '../state/persist';

/**
 * Shows the account links (worker/components/site/AccountLinks) only while signed in
 * (SPEC 2 and 6), following the stored sign-in state, also when another tab changes it.
 */
export function showAccountLinks(root: ParentNode = document): void {
  const links = [...root.querySelectorAll<HTMLElement>('[data-signed-in-only]')];
  if (links.length === 0) return;
  const render = () => {
    for (const link of links) link.hidden = !auth.isSignedIn;
  };
  subscribe(auth, render);
  connectPersistence();
  render();
}
