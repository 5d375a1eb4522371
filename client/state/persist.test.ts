import { fc, test } from '@fast-check/vitest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { state as auth, setSignedIn } from './auth';
import { addToCart, openCart, state as cart } from './cart';
import { addCouponCode, state as discount } from './discount';
import {
  connectPersistence,
  hydrateFromStorage,
  serializeState,
  startPersistence,
  STORAGE_KEY,
  STORAGE_VERSION,
  whenRestored,
} from './persist';
import { cartLine, fakeStorage, incomingLine, nextTick, resetClientState } from './testing';
import { state as wall } from './wall';
import { setStep } from './wall-actions';
import { state as wishlist, toggleWishlist } from './wishlist';

const stored = (value: object) => ({ [STORAGE_KEY]: JSON.stringify({ version: STORAGE_VERSION, ...value }) });
const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });

let stop: () => void = () => undefined;
beforeEach(() => void resetClientState());
afterEach(() => stop());

describe('reading storage', () => {
  it('restores every area from one versioned object', () => {
    hydrateFromStorage(
      fakeStorage(
        stored({
          cart: { items: [cartLine({ quantity: 2 })], vat: false },
          wishlist: { items: [{ id: 4 }] },
          discount: { codes: ['SPRING-25'] },
          wall: { step: 2 },
          auth: { isSignedIn: true, displayName: 'Ada' },
        }),
      ),
    );
    expect(cart).toMatchObject({ vat: false, items: [{ quantity: 2 }] });
    expect(wishlist.items).toEqual([{ id: 4 }]);
    expect(discount.codes).toEqual(['SPRING-25']);
    expect(wall.step).toBe(2);
    expect(auth).toEqual({ isSignedIn: true, displayName: 'Ada' });
  });

  it.each<[string, Record<string, string>]>([
    ['nothing stored', {}],
    ['not JSON', { [STORAGE_KEY]: '{not json' }],
    ['not an object', { [STORAGE_KEY]: '[1,2]' }],
    ['an outdated version', { [STORAGE_KEY]: JSON.stringify({ version: 0, cart: { items: [cartLine()] } }) }],
    ['no version at all', { [STORAGE_KEY]: JSON.stringify({ cart: { items: [{ quantity: 2 }] } }) }],
  ])('%s reads as empty', (_name, values) => {
    addToCart(incomingLine());
    hydrateFromStorage(fakeStorage(values));
    expect(cart.items).toEqual([]);
  });

  it('a storage that throws reads as empty', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(() => hydrateFromStorage(throwing)).not.toThrow();
    expect(cart.items).toEqual([]);
  });

  test.prop([fc.jsonValue()])('any stored JSON gives a usable state', (value) => {
    hydrateFromStorage(fakeStorage(stored({ cart: value, wishlist: value, discount: value, wall: value, auth: value })));
    expect(() => serializeState()).not.toThrow();
    expect(cart.items.every((line) => line.quantity <= 5000 && (line.quantity >= 1 || line.adjusted_quantity === 0))).toBe(true);
  });

  it('importing the state modules does not read storage (only hydrateFromStorage does)', () => {
    // The modules are imported above with no window; reaching this line means nothing read it.
    expect(typeof window).toBe('undefined');
  });
});

describe('writing storage', () => {
  it('every change is written under h057 with the version; the drawer state is not', async () => {
    const storage = fakeStorage();
    stop = startPersistence(storage);
    addToCart(incomingLine({ quantity: 2 }));
    openCart();
    toggleWishlist({ id: 9 });
    addCouponCode('SPRING-25');
    setStep(1);
    setSignedIn('Ada');
    await nextTick();
    const written = JSON.parse(storage.values.get(STORAGE_KEY) ?? '{}');
    expect(written).toMatchObject({
      version: STORAGE_VERSION,
      cart: { items: [{ quantity: 2 }] },
      wishlist: { items: [{ id: 9 }] },
      discount: { codes: ['SPRING-25'] },
      wall: { step: 1, isInIntro: false },
      auth: { isSignedIn: true, displayName: 'Ada' },
    });
    expect(written.cart).not.toHaveProperty('isOpen');
    expect(written.discount).not.toHaveProperty('maxima');
  });

  it('what is written reads back the same', async () => {
    const storage = fakeStorage();
    stop = startPersistence(storage);
    addToCart(incomingLine({ metadata: { template: { values: { title: 'Home' } } } }));
    toggleWishlist({ id: 9, name: 'Sea' });
    await nextTick();
    const before = serializeState();
    resetClientState();
    hydrateFromStorage(storage);
    expect(serializeState()).toBe(before);
  });

  it('a full storage does not break the cart', async () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    stop = startPersistence(storage);
    addToCart(incomingLine());
    await nextTick();
    expect(cart.items).toHaveLength(1);
  });
});

describe('other tabs', () => {
  it('a change written by another tab is applied without a reload', () => {
    const storage = fakeStorage();
    const window = new EventTarget();
    stop = startPersistence(storage, window);
    storage.setItem(STORAGE_KEY, stored({ cart: { items: [cartLine({ quantity: 3 })] }, wishlist: { items: [{ id: 1 }] } })[STORAGE_KEY]!);
    window.dispatchEvent(storageEvent(STORAGE_KEY));
    expect(cart.items).toEqual([expect.objectContaining({ quantity: 3 })]);
    expect(wishlist.items).toEqual([{ id: 1 }]);
  });

  it('another key is ignored; clearing all storage empties the state', () => {
    const storage = fakeStorage(stored({ cart: { items: [cartLine()] } }));
    const window = new EventTarget();
    stop = startPersistence(storage, window);
    window.dispatchEvent(storageEvent('other'));
    expect(cart.items).toHaveLength(1);
    storage.values.clear();
    window.dispatchEvent(storageEvent(null));
    expect(cart.items).toEqual([]);
  });

  it('applying another tab’s value does not write it back', async () => {
    const storage = fakeStorage();
    let writes = 0;
    const counting = { getItem: storage.getItem, setItem: (key: string, value: string) => (writes++, storage.setItem(key, value)) };
    const window = new EventTarget();
    stop = startPersistence(counting, window);
    addToCart(incomingLine());
    await nextTick();
    const other = JSON.parse(storage.values.get(STORAGE_KEY)!);
    other.cart.items[0].quantity = 4;
    storage.setItem(STORAGE_KEY, JSON.stringify(other));
    window.dispatchEvent(storageEvent(STORAGE_KEY));
    await nextTick();
    expect(cart.items[0]?.quantity).toBe(4);
    expect(writes).toBe(1);
  });
});

describe('connectPersistence and whenRestored', () => {
  it('those waiting hear once the state is restored; a late caller hears at once; a cancelled one never', () => {
    const heard: string[] = [];
    const cancel = whenRestored(() => heard.push('cancelled'));
    cancel();
    whenRestored(() => heard.push('early'));
    expect(heard).toEqual([]);
    // Outside a browser there is no page to wait for: persistence starts at once.
    const disconnect = connectPersistence();
    whenRestored(() => heard.push('late'));
    expect(heard).toEqual(['early', 'late']);
    disconnect();
  });
});
