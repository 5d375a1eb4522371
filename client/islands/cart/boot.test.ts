import { fc, test } from '@fast-check/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseCartCarry } from '../../../shared/cart-links';
import { addToCart, state as cart } from '../../state/cart';
import { addCouponCode } from '../../state/discount';
import { cartLine, incomingLine, resetClientState } from '../../state/testing';
import { carryCartOnLanguageLinks, hrefWithCart, LANGUAGE_LINKS } from './boot';

const carriedOf = (href: string) => parseCartCarry(new URL(href).searchParams.get('cart'));

describe('hrefWithCart (the language switcher carries the cart)', () => {
  const plain = cartLine({ uuid: 'a', sku: 'P1-50x70', quantity: 2 });

  it('an empty cart without codes adds nothing, and a stale atc, disc or cart on the link goes', () => {
    expect(hrefWithCart('https://artlane.de/', [], [])).toBe('https://artlane.de/');
    expect(hrefWithCart('https://artlane.de/?atc=old&disc=OLD&cart=old&page=2', [], [])).toBe('https://artlane.de/?page=2');
  });

  it('every line the shopper chose travels with its options and texts, and every code', () => {
    const lines = [
      plain,
      cartLine({ uuid: 'b', sku: 'C1', metadata: { template: { values: { title: 'Us', date: '2025' } } } }),
      cartLine({ uuid: 'c', sku: 'M1', quantity: 3, metadata: { margin: true, black_and_white: true } }),
      cartLine({ uuid: 'd', sku: 'C1', metadata: { template: { values: { title: 'Us', date: '2025' } } } }),
    ];
    const href = hrefWithCart('https://artlane.de/produkt/x?page=2', lines, ['SPRING-25', 'ART20']);
    expect(new URL(href).searchParams.get('page')).toBe('2');
    expect(new URL(href).searchParams.has('atc')).toBe(false);
    expect(carriedOf(href)).toEqual({
      items: [
        { sku: 'P1-50x70', quantity: 2 },
        { sku: 'C1', quantity: 1, metadata: { template: { values: { title: 'Us', date: '2025' } } } },
        { sku: 'M1', quantity: 3, metadata: { margin: true, black_and_white: true } },
        { sku: 'C1', quantity: 1, metadata: { template: { values: { title: 'Us', date: '2025' } } } },
      ],
      codes: ['SPRING-25', 'ART20'],
    });
  });

  it("lines a coupon or cross-selling added are the server's to add again, and stay behind", () => {
    const lines = [
      plain,
      cartLine({ uuid: 'd', sku: 'G1', added_by_coupon: 'GIFT' }),
      cartLine({ uuid: 'e', sku: 'X1', cross_selling_product_id: 9 }),
    ];
    expect(carriedOf(hrefWithCart('https://artlane.fi/', lines, []))?.items).toEqual([{ sku: 'P1-50x70', quantity: 2 }]);
  });

  test.prop([
    fc.uniqueArray(fc.record({ sku: fc.stringMatching(/^[A-Z0-9][A-Z0-9-]{0,20}$/), quantity: fc.integer({ min: 1, max: 5000 }) }), {
      selector: (item) => item.sku,
      minLength: 1,
      maxLength: 30,
    }),
  ])('the other domain reads back exactly the lines', (items) => {
    const lines = items.map((item, index) => cartLine({ uuid: `u${index}`, ...item }));
    expect(carriedOf(hrefWithCart('https://artlane.se/', lines, []))).toEqual({ items, codes: [] });
  });
});

describe('carryCartOnLanguageLinks', () => {
  beforeEach(() => void resetClientState());

  it('rewrites a marked link when it is pressed, and only until stopped', () => {
    const events = new EventTarget();
    const link = { href: 'https://artlane.dk/', closest: (selector: string) => (selector === LANGUAGE_LINKS ? link : null) };
    const stop = carryCartOnLanguageLinks(events as unknown as Document);
    addToCart(incomingLine({ sku: 'P9', quantity: 3 }));
    addCouponCode('WELCOME10');
    const press = (type: string) => {
      const event = new Event(type);
      Object.defineProperty(event, 'target', { value: link });
      events.dispatchEvent(event);
    };
    press('pointerdown');
    expect(carriedOf(link.href)).toEqual({ items: [{ sku: 'P9', quantity: 3 }], codes: ['WELCOME10'] });
    cart.items = [];
    press('click');
    expect(carriedOf(link.href)).toEqual({ items: [], codes: ['WELCOME10'] });
    const last = link.href;
    stop();
    addToCart(incomingLine({ sku: 'P9', quantity: 1 }));
    press('click');
    expect(link.href).toBe(last);
  });

  it('ignores presses elsewhere', () => {
    const events = new EventTarget();
    const stop = carryCartOnLanguageLinks(events as unknown as Document);
    const event = new Event('click');
    Object.defineProperty(event, 'target', { value: { closest: () => null } });
    expect(() => events.dispatchEvent(event)).not.toThrow();
    stop();
  });
});
