import { fc, test } from '@fast-check/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseAtc } from '../../../shared/query-params';
import { addToCart, state as cart } from '../../state/cart';
import { addCouponCode } from '../../state/discount';
import { cartLine, incomingLine, resetClientState } from '../../state/testing';
import { carryCartOnLanguageLinks, hrefWithCart } from './boot';

const atcOf = (href: string) => parseAtc(new URL(href).searchParams.get('atc'));

describe('hrefWithCart (the language switcher carries the cart)', () => {
  const plain = cartLine({ uuid: 'a', sku: 'P1-50x70', quantity: 2 });
  it.each([
    ['an empty cart adds nothing', 'https://artlane.de/', [], [], 'https://artlane.de/'],
    ['plain lines travel as atc', 'https://artlane.de/', [plain], [], `https://artlane.de/?atc=${encodeURIComponent(btoa('P1-50x70:2'))}`],
    [
      'the first code travels as disc',
      'https://artlane.de/produkt/x',
      [],
      ['SPRING-25', 'ART20'],
      'https://artlane.de/produkt/x?disc=SPRING-25',
    ],
    ['a stale atc or disc on the link is replaced', 'https://artlane.de/?atc=old&disc=OLD&page=2', [], [], 'https://artlane.de/?page=2'],
  ])('%s', (_name, href, lines, codes, expected) => {
    expect(hrefWithCart(href, lines, codes)).toBe(expected);
  });

  it('lines with metadata, coupon gifts and cross-sells stay behind', () => {
    const lines = [
      plain,
      cartLine({ uuid: 'b', sku: 'C1', metadata: { template: { values: { title: 'Us' } } } }),
      cartLine({ uuid: 'c', sku: 'M1', metadata: { margin: true } }),
      cartLine({ uuid: 'd', sku: 'G1', added_by_coupon: 'GIFT' }),
      cartLine({ uuid: 'e', sku: 'X1', cross_selling_product_id: 9 }),
    ];
    expect(atcOf(hrefWithCart('https://artlane.fi/', lines, []))).toEqual([{ sku: 'P1-50x70', quantity: 2 }]);
  });

  test.prop([
    fc.uniqueArray(fc.record({ sku: fc.stringMatching(/^[A-Z0-9][A-Z0-9-]{0,20}$/), quantity: fc.integer({ min: 1, max: 5000 }) }), {
      selector: (item) => item.sku,
      maxLength: 30,
    }),
  ])('the other domain reads back exactly the plain lines', (items) => {
    const lines = items.map((item, index) => cartLine({ uuid: `u${index}`, ...item }));
    expect(atcOf(hrefWithCart('https://artlane.se/', lines, []))).toEqual(items);
  });
});

describe('carryCartOnLanguageLinks', () => {
  beforeEach(() => void resetClientState());

  it('rewrites a marked link when it is pressed, and only until stopped', () => {
    const events = new EventTarget();
    const link = { href: 'https://artlane.dk/', closest: (selector: string) => (selector === 'a[data-carry-cart]' ? link : null) };
    const stop = carryCartOnLanguageLinks(events as unknown as Document);
    addToCart(incomingLine({ sku: 'P9', quantity: 3 }));
    addCouponCode('WELCOME10');
    const press = (type: string) => {
      const event = new Event(type);
      Object.defineProperty(event, 'target', { value: link });
      events.dispatchEvent(event);
    };
    press('pointerdown');
    expect(atcOf(link.href)).toEqual([{ sku: 'P9', quantity: 3 }]);
    expect(new URL(link.href).searchParams.get('disc')).toBe('WELCOME10');
    cart.items = [];
    press('click');
    expect(link.href).toBe('https://artlane.dk/?disc=WELCOME10');
    stop();
    addToCart(incomingLine({ sku: 'P9', quantity: 1 }));
    press('click');
    expect(link.href).toBe('https://artlane.dk/?disc=WELCOME10');
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
