import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WishlistItem } from '../../shared/types';
import { setSignedIn, setSignedOut, state as auth } from './auth';
import { fakeTimers, nextTick, resetClientState } from './testing';
import { MERGE_PATH, SAVE_DEBOUNCE_MS, SAVE_PATH, startWishlistAccount, type WishlistAccount } from './wishlist-account';
import { forgetAccountWishlist, restoreWishlist, state as wishlist, toggleWishlist } from './wishlist';

type Call = { path: string; method: string; keepalive: boolean; entries: WishlistItem[] };
type Answer = { status: number; entries?: WishlistItem[] } | 'offline';

/** The commerce API's saved list behind the storefront, for one artist: merge and replace as it does. */
function fakeAccountApi(savedAtStart: WishlistItem[] = []) {
  let saved = savedAtStart;
  const calls: Call[] = [];
  let answer: ((call: Call) => Answer | Promise<Answer>) | null = null;
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const { entries } = JSON.parse(String(init.body)) as { entries: WishlistItem[] };
    const call = { path: url, method: String(init.method), keepalive: init.keepalive === true, entries };
    calls.push(call);
    const forced = answer && (await answer(call));
    if (forced === 'offline') throw new TypeError('Failed to fetch');
    if (forced) return Response.json({ entries: forced.entries }, { status: forced.status });
    if (url === MERGE_PATH) saved = [...saved, ...entries.filter((entry) => !saved.some((known) => known.id === entry.id))];
    else saved = entries;
    return Response.json({ entries: saved });
  };
  return {
    calls,
    fetch,
    saved: () => saved,
    answerWith(handler: typeof answer) {
      answer = handler;
    },
  };
}

const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);
let timers: ReturnType<typeof fakeTimers>;
let events: EventTarget;
let running: WishlistAccount[];

function start(api: ReturnType<typeof fakeAccountApi>): WishlistAccount {
  const account = startWishlistAccount(auth, { fetch: api.fetch, ...timers, events });
  running.push(account);
  return account;
}

/** Lets valtio's subscribers run, then waits for the calls they made. */
async function settle(account: WishlistAccount) {
  await nextTick();
  await account.settled();
  await nextTick();
}

beforeEach(() => {
  resetClientState();
  timers = fakeTimers();
  events = new EventTarget();
  running = [];
});
afterEach(() => running.forEach((account) => account.stop()));

describe('on sign-in the guest wishlist merges into the saved one', () => {
  it('the guest list is sent once; the answer (saved first) becomes the list, and it is the account’s', async () => {
    toggleWishlist({ id: 3, name: 'Guest pick' });
    setSignedIn('Maja Holm');
    const api = fakeAccountApi([{ id: 9, name: 'Saved before' }]);
    await settle(start(api));
    expect(api.calls).toEqual([{ path: MERGE_PATH, method: 'POST', keepalive: false, entries: [{ id: 3, name: 'Guest pick' }] }]);
    expect(ids(wishlist.items)).toEqual([9, 3]);
    expect(wishlist.account).toBe('Maja Holm');
  });

  it('the next page of the same sign-in does not merge again (a removal elsewhere stays removed)', async () => {
    setSignedIn('Maja Holm');
    restoreWishlist({ items: [{ id: 3 }], account: 'Maja Holm' });
    const api = fakeAccountApi([]);
    await settle(start(api));
    expect(api.calls).toEqual([]);
    expect(ids(wishlist.items)).toEqual([3]);
  });

  it('another artist’s list on this browser is never sent: the saved list replaces it', async () => {
    restoreWishlist({ items: [{ id: 1 }, { id: 2 }], account: 'Elias Berg' });
    setSignedIn('Maja Holm');
    const api = fakeAccountApi([{ id: 7 }]);
    await settle(start(api));
    expect(api.calls.map((call) => call.entries)).toEqual([[]]);
    expect(ids(wishlist.items)).toEqual([7]);
    expect(wishlist.account).toBe('Maja Holm');
  });

  it('signing in as someone else later merges for them (nothing of the first is sent)', async () => {
    setSignedIn('Maja Holm');
    toggleWishlist({ id: 3 });
    const api = fakeAccountApi([{ id: 5 }]);
    const account = start(api);
    await settle(account);
    setSignedIn('Elias Berg');
    await settle(account);
    expect(api.calls.map((call) => call.entries)).toEqual([[{ id: 3 }], []]);
    expect(wishlist.account).toBe('Elias Berg');
  });

  it.each<[string, Answer]>([
    ['a refusal (401)', { status: 401 }],
    ['a server error', { status: 503 }],
    ['no network', 'offline'],
    ['an answer without entries', { status: 200 }],
  ])('after %s the list stays the guest’s, nothing is saved, and the next page merges again', async (_case, answer) => {
    toggleWishlist({ id: 3 });
    setSignedIn('Maja Holm');
    const api = fakeAccountApi();
    api.answerWith(() => answer);
    await settle(start(api));
    expect(ids(wishlist.items)).toEqual([3]);
    expect(wishlist.account).toBeNull();
    toggleWishlist({ id: 4 });
    timers.advance(SAVE_DEBOUNCE_MS);
    expect(api.calls.map((call) => call.path)).toEqual([MERGE_PATH]);
  });

  it('changes made while the merge is on its way are kept and saved', async () => {
    toggleWishlist({ id: 1 });
    toggleWishlist({ id: 2 });
    setSignedIn('Maja Holm');
    const api = fakeAccountApi([{ id: 9 }]);
    let release = () => undefined as void;
    const waiting = new Promise<void>((resolve) => (release = resolve));
    api.answerWith(async () => {
      await waiting;
      return { status: 200, entries: [{ id: 9 }, { id: 1 }, { id: 2 }] };
    });
    const account = start(api);
    await nextTick();
    toggleWishlist({ id: 2 }); // removed
    toggleWishlist({ id: 6 }); // added
    release();
    await settle(account);
    expect(ids(wishlist.items)).toEqual([9, 1, 6]);
    api.answerWith(null);
    timers.advance(SAVE_DEBOUNCE_MS);
    await settle(account);
    expect(api.calls.at(-1)).toMatchObject({ path: SAVE_PATH, method: 'PUT', entries: [{ id: 9 }, { id: 1 }, { id: 6 }] });
  });

  it('signed out while the merge is on its way: the answer is not applied', async () => {
    toggleWishlist({ id: 3 });
    setSignedIn('Maja Holm');
    const api = fakeAccountApi([{ id: 9 }]);
    let release = () => undefined as void;
    const waiting = new Promise<void>((resolve) => (release = resolve));
    api.answerWith(async () => {
      await waiting;
      return { status: 200, entries: [{ id: 9 }, { id: 3 }] };
    });
    const account = start(api);
    await nextTick();
    setSignedOut();
    await nextTick();
    release();
    await settle(account);
    expect(ids(wishlist.items)).toEqual([3]);
    expect(wishlist.account).toBeNull();
  });
});

describe('while signed in, changes are saved', () => {
  async function signedInWithMergedList() {
    setSignedIn('Maja Holm');
    const api = fakeAccountApi([{ id: 1 }]);
    const account = start(api);
    await settle(account);
    api.calls.length = 0;
    return { api, account };
  }

  it('quick changes are saved once they pause, with one PUT of the whole list', async () => {
    const { api, account } = await signedInWithMergedList();
    toggleWishlist({ id: 2 });
    toggleWishlist({ id: 3 });
    toggleWishlist({ id: 1 });
    timers.advance(SAVE_DEBOUNCE_MS - 1);
    expect(api.calls).toEqual([]);
    timers.advance(1);
    await settle(account);
    expect(api.calls).toEqual([{ path: SAVE_PATH, method: 'PUT', keepalive: false, entries: [{ id: 2 }, { id: 3 }] }]);
    expect(ids(api.saved())).toEqual([2, 3]);
  });

  it('a save still waiting is sent as the page goes (keepalive)', async () => {
    const { api } = await signedInWithMergedList();
    toggleWishlist({ id: 2 });
    events.dispatchEvent(new Event('pagehide'));
    expect(api.calls).toEqual([{ path: SAVE_PATH, method: 'PUT', keepalive: true, entries: [{ id: 1 }, { id: 2 }] }]);
    timers.advance(SAVE_DEBOUNCE_MS);
    expect(api.calls).toHaveLength(1);
  });

  it('a failed save breaks nothing and is sent again when back online', async () => {
    const { api, account } = await signedInWithMergedList();
    api.answerWith(() => 'offline');
    toggleWishlist({ id: 2 });
    timers.advance(SAVE_DEBOUNCE_MS);
    await settle(account);
    expect(ids(wishlist.items)).toEqual([1, 2]);
    api.answerWith(null);
    events.dispatchEvent(new Event('online'));
    await settle(account);
    expect(api.calls.map((call) => call.method)).toEqual(['PUT', 'PUT']);
    expect(ids(api.saved())).toEqual([1, 2]);
  });

  it('another tab’s change (a restore) and the sync loop’s refresh are not saved from here', async () => {
    const { api } = await signedInWithMergedList();
    restoreWishlist({ items: [{ id: 1 }, { id: 8 }], account: 'Maja Holm' });
    timers.advance(SAVE_DEBOUNCE_MS);
    events.dispatchEvent(new Event('pagehide'));
    expect(api.calls).toEqual([]);
  });

  it('signed out: the artist’s list leaves the browser and nothing more is saved', async () => {
    const { api } = await signedInWithMergedList();
    toggleWishlist({ id: 2 });
    setSignedOut();
    forgetAccountWishlist(); // client/site/account.ts does this on sign-out
    await nextTick();
    timers.advance(SAVE_DEBOUNCE_MS);
    events.dispatchEvent(new Event('pagehide'));
    expect(api.calls).toEqual([]);
    expect(wishlist.items).toEqual([]);
    expect(wishlist.account).toBeNull();
  });
});
