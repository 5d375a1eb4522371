import { fc, test } from '@fast-check/vitest';
import * as v from 'valibot';
import { describe as group, expect, it } from 'vitest';
import { detail, summary, categories } from '../../tests/fixtures/catalog';
import { cartItems, cartLine, storedCartLine, storedWishlistItem, wishlistItem } from './cart';
import { artistList, categoryList, productDetail, productList, reviews, tagDetail, widget } from './catalog';
import { captuerrBody, subscribeBody, syncCartBody, syncCouponsBody, syncWishlistBody, unsubscribeBody } from './requests';
import { describe } from './describe';
import { savedWishlistBody } from './wishlist';

/** What the API would answer: 'ok', or the 400 message. */
function verdict(schema: v.GenericSchema, value: unknown): string {
  const result = v.safeParse(schema, value);
  return result.success ? 'ok' : describe(result.issues);
}

const line = {
  uuid: 'u-1',
  product_id: 7,
  sku: 'P-7-30x40',
  name: 'Misty Mountain Lake',
  slug: 'misty-mountain-lake',
  thumb: '/api/images/p7-3.svg',
  type: 2,
  variation_name: '30x40 cm',
  template_id: 2,
  metadata: null,
  quantity: 2,
  price: 249,
  ordinary_price: 299,
  pricing: [{ q: 1, p: 299 }],
  vat: 25,
  group_id: 1,
  discount_category: null,
  categories: [2],
  stock_status: 'instock',
  cart_notice: null,
  adjusted_quantity: null,
  subscription_interval: null,
  cross_selling_product_id: null,
  added_by_coupon: null,
  campaign: null,
};

group('request bodies: the 400 names the value and what is wrong with it', () => {
  it.each<[string, v.GenericSchema, unknown, string]>([
    ['a cart line as the API answered it', syncCartBody, { items: [line] }, 'ok'],
    ['the atc form', syncCartBody, { items: [{ sku: 'A', quantity: 1 }] }, 'ok'],
    [
      'a sku that is not text',
      syncCartBody,
      { items: [{ sku: 'A', quantity: 1 }, { sku: 'B', quantity: 1 }, {}, { sku: 3, quantity: 1 }] },
      'items[2].sku is required',
    ],
    ['a wrong sku type', syncCartBody, { items: [{ sku: 3, quantity: 1 }] }, 'items[0].sku must be a string'],
    ['a long sku', syncCartBody, { items: [{ sku: 'x'.repeat(65), quantity: 1 }] }, 'items[0].sku may be at most 64 characters'],
    [
      'a fractional quantity',
      syncCartBody,
      { items: [{ sku: 'A', quantity: 1.5 }] },
      'items[0].quantity must be an integer from 0 to 5000',
    ],
    [
      'an unknown line field',
      syncCartBody,
      { items: [{ sku: 'A', quantity: 1, colour: 'red' }] },
      'items[0] has an unknown field "colour"',
    ],
    ['an unknown body field', syncCartBody, { items: [], extra: 1 }, 'body has an unknown field "extra"'],
    ['not an object', syncCartBody, [], 'body must be an object'],
    [
      'a template text over 200 characters',
      syncCartBody,
      { items: [{ sku: 'A', quantity: 1, metadata: { template: { values: { title: 'x'.repeat(201) } } } }] },
      'items[0].metadata.template.values.title may be at most 200 characters',
    ],
    [
      'a flag that is not a boolean',
      syncCartBody,
      { items: [{ sku: 'A', quantity: 1, metadata: { margin: 'yes' } }] },
      'items[0].metadata.margin must be true or false',
    ],
    [
      '201 lines',
      syncCartBody,
      { items: Array.from({ length: 201 }, () => ({ sku: 'A', quantity: 1 })) },
      'items may hold at most 200 entries',
    ],
    [
      'a long checkout id',
      syncCartBody,
      { items: [], checkout_order_id: 'x'.repeat(101) },
      'checkout_order_id may be at most 100 characters',
    ],
    ['campaign data', syncCartBody, { items: [], campaign: { utm_source: 'mail', n: 3, x: null } }, 'ok'],
    [
      'odd campaign data',
      syncCartBody,
      { items: [], campaign: { utm_source: {} } },
      'campaign.utm_source must be a short string or a number',
    ],
    ['sync-coupons without codes', syncCouponsBody, { cart_contents: [] }, 'coupons is required'],
    ['a code that is not text', syncCouponsBody, { coupons: ['A', 4] }, 'coupons[1] must be a string'],
    ['a wishlist as a list', syncWishlistBody, [{ id: 4 }, { id: 8, name: 'Lake' }], 'ok'],
    ['a wishlist id of 0', syncWishlistBody, { items: [{ id: 0 }] }, 'items[0].id must be an integer from 1 to 1000000000'],
    ['a saved wishlist', savedWishlistBody, { entries: [{ id: 4 }, { id: 8, name: 'Lake', slug: 'lake', thumb: '/t.svg' }] }, 'ok'],
    ['a saved wishlist without entries', savedWishlistBody, {}, 'entries is required'],
    ['a saved wishlist as a bare list', savedWishlistBody, [{ id: 4 }], 'body must be an object'],
    [
      'a saved wishlist entry with a size',
      savedWishlistBody,
      { entries: [{ id: 4, sku: 'A-1' }] },
      'entries[0] has an unknown field "sku"',
    ],
    [
      'a saved wishlist entry of id "4"',
      savedWishlistBody,
      { entries: [{ id: '4' }] },
      'entries[0].id must be an integer from 1 to 1000000000',
    ],
    [
      'a long name in a saved wishlist',
      savedWishlistBody,
      { entries: [{ id: 4, name: 'n'.repeat(501) }] },
      'entries[0].name may be at most 500 characters',
    ],
    [
      'a saved wishlist of 201',
      savedWishlistBody,
      { entries: Array.from({ length: 201 }, (_, i) => ({ id: i + 1 })) },
      'entries may hold at most 200 entries',
    ],
    ['an address with spaces', subscribeBody, { email: '  anna@example.com ' }, 'ok'],
    ['not an address', subscribeBody, { email: 'anna@example' }, 'email is not a valid e-mail address'],
    ['token and address', unsubscribeBody, { token: 'a'.repeat(32), email: 'anna@example.com' }, 'body must have either token or email'],
    ['a short token', unsubscribeBody, { token: 'abc' }, 'token must be 32 hexadecimal characters'],
    ['an error report', captuerrBody, { error: 'TypeError: x', level: 'warning' }, 'ok'],
    ['an unknown level', captuerrBody, { error: 'x', level: 'fatal' }, 'level must be one of error, warning, info'],
    ['an empty error', captuerrBody, { error: '' }, 'error must not be empty'],
  ])('%s', (_name, schema, value, expected) => {
    expect(verdict(schema, value)).toBe(expected);
  });

  it('an address is trimmed and a token lower-cased', () => {
    expect(v.parse(subscribeBody, { email: ' anna@example.com ' }).email).toBe('anna@example.com');
    expect(v.parse(unsubscribeBody, { token: 'AB'.repeat(16) }).token).toBe('ab'.repeat(16));
  });
});

group('cart lines', () => {
  it('a line as the API answers it is a CartLine', () => expect(verdict(cartLine, line)).toBe('ok'));
  it.each<[string, Record<string, unknown>]>([
    ['a negative price', { price: -1 }],
    ['an unknown stock status', { stock_status: 'gone' }],
    ['a product id of 0', { product_id: 0 }],
  ])('%s is not', (_name, change) => expect(verdict(cartLine, { ...line, ...change })).not.toBe('ok'));

  it('storage keeps a line whose display fields are odd, with neutral values', () => {
    const stored = v.parse(storedCartLine, {
      ...line,
      name: 4,
      stock_status: 'gone',
      pricing: 'x',
      vat: 300,
      subscription_interval: 'monthly',
    });
    expect(stored).toMatchObject({ name: '', stock_status: 'instock', pricing: [], vat: 0, subscription_interval: null, quantity: 2 });
  });
  it.each<[string, Record<string, unknown>]>([
    ['no sku', { sku: undefined }],
    ['a quantity over 5000', { quantity: 5001 }],
    ['quantity 0 without an adjustment', { quantity: 0 }],
    ['a uuid the API would refuse', { uuid: 'u'.repeat(65) }],
    ['a cross-sell id of 0', { cross_selling_product_id: 0 }],
  ])('storage drops a line with %s', (_name, change) => expect(v.safeParse(storedCartLine, { ...line, ...change }).success).toBe(false));
  it('an empty uuid is none, and the ordinary price falls back to the price', () => {
    const stored = v.parse(storedCartLine, { ...line, uuid: '', ordinary_price: 'x' });
    expect('uuid' in stored).toBe(false);
    expect(stored.ordinary_price).toBe(line.price);
  });

  test.prop([fc.anything()])('storage never throws, and what it keeps the API accepts', (value) => {
    const result = v.safeParse(storedCartLine, value);
    if (result.success) expect(verdict(cartItems, [result.output])).toBe('ok');
  });
  test.prop([fc.anything()])('a stored wishlist entry the API accepts or nothing', (value) => {
    const result = v.safeParse(storedWishlistItem, value);
    if (result.success) expect(verdict(wishlistItem, result.output)).toBe('ok');
  });
});

group('catalog answers', () => {
  it.each<[string, v.GenericSchema, unknown]>([
    ['a product', productDetail, detail],
    ['a product list', productList, { products: [summary], categories }],
    ['a category tree', categoryList, categories],
    ['a tag', tagDetail, { id: 1, name: 'Nature', slug: 'nature', slugs: { sv: 'natur' }, product_count: 3 }],
  ])('%s is accepted as the fixtures have it', (_name, schema, value) => expect(verdict(schema, value)).toBe('ok'));

  it.each<[string, v.GenericSchema, unknown, string]>([
    ['a product without slug', productDetail, { ...detail, slug: undefined }, 'slug is required'],
    [
      'a deep category without children',
      categoryList,
      [{ ...categories[0], children: [{ ...categories[0]!.children[0], children: null }] }],
      '[0].children[0].children',
    ],
    [
      'a summary with an odd price tier',
      productList,
      { products: [{ ...summary, prices: { n: [{ q: 1, p: 'x' }] } }] },
      'products[0].prices.n[0].p',
    ],
  ])('%s is refused, naming where', (_name, schema, value, where) => expect(verdict(schema, value)).toContain(where));

  it('lists skip odd entries; fields a page can do without get neutral values', () => {
    expect(v.parse(reviews, [{ stars: 5, review: 'Lovely' }, { stars: 'x' }])).toEqual([{ stars: 5, review: 'Lovely', author: '' }]);
    expect(v.parse(widget, { content: '<p>x</p>', hidden: 'yes' })).toEqual({ content: '<p>x</p>', hidden: false });
    expect(v.parse(artistList, { artists: [{ id: 1, name: 'Anna', slug: 'anna' }] })).toEqual([
      { id: 1, name: 'Anna', slug: 'anna', avatar: null, product_count: 0 },
    ]);
  });
});
