import { subscribe } from 'valtio/vanilla';
import { applyAuth, parsePageAuth, parseSessionAnswer, state as auth } from '../state/auth';
import { connectPersistence } from '../state/persist';
import { forgetAccountWishlist } from '../state/wishlist';

/** The storefront's session check for cached pages (worker/routes/account). */
const SESSION_API = '/api/session';

/**
 * Shows the account links (worker/components/site/AccountLinks) only while signed in
 * (docs/accounts.md "Signed-in state in the browser"). A personal page says whether its request had a session (its
 * `artlane-auth` meta tag); a shared, cached page cannot, so there the stored state is
 * asked once to the server (GET /api/session) when it says signed in, to correct a stale
 * flag (docs/accounts.md). Another tab's change follows through the stored state.
 */
export function showAccountLinks(root: ParentNode = document): void {
  connectPersistence();
  const pageAuth = parsePageAuth(document.querySelector('meta[name="artlane-auth"]')?.getAttribute('content'));
  if (pageAuth) applyAuth(pageAuth);
  // A stale flag is corrected before the wishlist acts on it.
  void (!pageAuth && auth.isSignedIn ? checkSession() : Promise.resolve()).then(followSignIn);
  const links = [...root.querySelectorAll<HTMLElement>('[data-signed-in-only]')];
  if (links.length === 0) return;
  const render = () => {
    for (const link of links) link.hidden = !auth.isSignedIn;
  };
  subscribe(auth, render);
  render();
}

/**
 * The wishlist follows the sign-in (docs/accounts.md "The wishlist across sign-in"): signed
 * in, the code that merges it with the artist's saved one and saves changes loads (a chunk
 * of its own, client/state/wishlist-account.ts); signed out, an artist's list leaves.
 */
function followSignIn(): void {
  const follow = () => {
    if (!auth.isSignedIn) return forgetAccountWishlist();
    import('../state/wishlist-account').then((module) => module.followSignedInArtist(auth)).catch(() => undefined);
  };
  subscribe(auth, follow);
  follow();
}

async function checkSession(): Promise<void> {
  try {
    const response = await fetch(SESSION_API, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!response.ok) return;
    const answer = parseSessionAnswer(await response.json());
    if (answer) applyAuth(answer);
  } catch {
    // Offline or the shop is unreachable: the stored state stays until the next page.
  }
}
