import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { seed } from '../../scripts/lib/shop.mjs';
import { createArtistShopWithProvider, type ArtistShop } from './artist-shop';

/**
 * An artist's saved wishlist (docs/accounts.md "The wishlist across sign-in", docs/api.md
 * "Artist calls"): GET, PUT (replace) and POST /merge (a guest's list added on sign-in),
 * each only ever the caller's own list.
 */
let shop: ArtistShop;
let dispose: (() => Promise<void>) | undefined;
let tokenA: string;
let tokenB: string;
let tokenNobody: string;

beforeAll(async () => {
  const artist = await createArtistShopWithProvider();
  ({ shop, dispose } = artist);
  tokenA = await artist.token('artist-1');
  tokenB = await artist.token('artist-2');
  tokenNobody = await artist.token('artist-99');
});
afterAll(() => dispose?.());

type Entry = { id: number; thumb?: string; name?: string; slug?: string };
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(token: string | null, method: string, path: string, body?: unknown) {
  const response = await shop.call(path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

const saved = async (token: string) => (await call(token, 'GET', '/api/my/wishlist')).body.entries as Entry[];
const merge = (token: string, entries: Entry[]) => call(token, 'POST', '/api/my/wishlist/merge', { entries });
const replace = (token: string, entries: Entry[]) => call(token, 'PUT', '/api/my/wishlist', { entries });
const ids = (entries: Entry[]) => entries.map((entry) => entry.id);
const entries = (...list: number[]): Entry[] =>
  list.map((id) => ({ id, name: `Poster ${id}`, slug: `poster-${id}`, thumb: `/t/${id}.svg` }));

beforeEach(async () => {
  for (const token of [tokenA, tokenB]) expect((await replace(token, [])).status).toBe(200);
});

describe('the saved wishlist', () => {
  it('an artist with nothing saved gets an empty list, private and never stored', async () => {
    const answer = await call(tokenA, 'GET', '/api/my/wishlist');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ entries: [] });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a guest list merged into an empty one is saved as it is, display fields and all', async () => {
    const guest = entries(30, 10, 20);
    const answer = await merge(tokenA, guest);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.body).toEqual({ entries: guest });
    expect(await saved(tokenA)).toEqual(guest);
  });

  it('a merge keeps the saved order, appends new products, and lists a product once', async () => {
    await replace(tokenA, entries(5, 4, 3));
    const answer = await merge(tokenA, [...entries(3, 9), { id: 5, name: 'Hamn i gryning' }, ...entries(9, 7)]);
    expect(ids(answer.body.entries)).toEqual([5, 4, 3, 9, 7]);
    // A product saved already keeps its place and takes the browser's newer display fields.
    expect(answer.body.entries[0]).toEqual({ id: 5, name: 'Hamn i gryning', slug: 'poster-5', thumb: '/t/5.svg' });
    expect(await saved(tokenA)).toEqual(answer.body.entries);
  });

  it('merging the same guest list again (another tab, a repeated request) changes nothing', async () => {
    const first = await merge(tokenA, entries(1, 2));
    const again = await merge(tokenA, entries(2, 1));
    expect(again.body).toEqual(first.body);
    expect(ids(await saved(tokenA))).toEqual([1, 2]);
  });

  it('an empty merge answers the saved list (a browser that holds nobody’s list loads it)', async () => {
    await replace(tokenA, entries(8, 6));
    expect(ids((await merge(tokenA, [])).body.entries)).toEqual([8, 6]);
  });

  it('PUT replaces the list with the body’s entries, a repeated product once; [] empties it', async () => {
    await merge(tokenA, entries(1, 2, 3));
    const put = await replace(tokenA, [...entries(3, 11), { id: 3 }]);
    expect(put.status).toBe(200);
    expect(put.headers.get('cache-control')).toBe('private, no-store');
    expect(ids(put.body.entries)).toEqual([3, 11]);
    expect(ids(await saved(tokenA))).toEqual([3, 11]);
    expect((await replace(tokenA, [])).body).toEqual({ entries: [] });
    expect(await saved(tokenA)).toEqual([]);
  });

  it('browsers merging at once all get their products saved (no lost update)', async () => {
    await replace(tokenA, entries(1));
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => merge(tokenA, entries(100 + i))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    const list = ids(await saved(tokenA));
    expect(list[0]).toBe(1);
    expect([...list].sort((a, b) => a - b)).toEqual([1, 100, 101, 102, 103, 104, 105]);
  });
});

describe('limits', () => {
  const many = (from: number, count: number) => entries(...Array.from({ length: count }, (_, i) => from + i));

  it('a merge keeps at most 200 products: the saved ones, then the first new ones', async () => {
    await replace(tokenA, many(1, 199));
    const answer = await merge(tokenA, [...entries(5), ...many(1000, 3)]);
    expect(answer.status).toBe(200);
    expect(answer.body.entries).toHaveLength(200);
    expect(ids(answer.body.entries).slice(-2)).toEqual([199, 1000]);
    expect(await saved(tokenA)).toHaveLength(200);
    // Full: nothing new is taken, and the saved list stays as it was.
    expect(ids((await merge(tokenA, entries(2000))).body.entries)).not.toContain(2000);
  });

  it.each([
    ['PUT', '/api/my/wishlist'],
    ['POST', '/api/my/wishlist/merge'],
  ])('%s %s with 200 entries is taken, with 201 refused (422 entries) and nothing changes', async (method, path) => {
    await replace(tokenA, entries(7));
    expect((await call(tokenA, method, path, { entries: many(1, 200) })).status).toBe(200);
    await replace(tokenA, entries(7));
    const refused = await call(tokenA, method, path, { entries: many(1, 201) });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ error: 'entries may hold at most 200 entries', field: 'entries' });
    expect(ids(await saved(tokenA))).toEqual([7]);
  });
});

describe('bad bodies are refused and change nothing', () => {
  it.each<[string, unknown, string]>([
    ['no entries', {}, 'entries'],
    ['a bare list', [{ id: 1 }], 'body'],
    ['entries that are not a list', { entries: { id: 1 } }, 'entries'],
    ['an id as text', { entries: [{ id: '4' }] }, 'entries[0].id'],
    ['an id of 0', { entries: [{ id: 1 }, { id: 0 }] }, 'entries[1].id'],
    ['a fractional id', { entries: [{ id: 1.5 }] }, 'entries[0].id'],
    ['a name over 500 characters', { entries: [{ id: 1, name: 'n'.repeat(501) }] }, 'entries[0].name'],
    ['a thumb that is not text', { entries: [{ id: 1, thumb: 3 }] }, 'entries[0].thumb'],
    ['a size (the wishlist names products)', { entries: [{ id: 1, sku: 'P-1-30x40' }] }, 'entries[0].sku'],
    ['an unknown field beside entries', { entries: [], artist_id: 2 }, 'artist_id'],
  ])('%s: 422 naming %s', async (_case, body, field) => {
    await replace(tokenA, entries(7));
    for (const [method, path] of [
      ['PUT', '/api/my/wishlist'],
      ['POST', '/api/my/wishlist/merge'],
    ] as const) {
      const answer = await call(tokenA, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(422);
      expect(answer.body).toEqual({ error: expect.any(String), field });
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(ids(await saved(tokenA))).toEqual([7]);
  });

  it('a body that is not JSON is 400', async () => {
    for (const [method, path] of [
      ['PUT', '/api/my/wishlist'],
      ['POST', '/api/my/wishlist/merge'],
    ]) {
      expect((await call(tokenA, method!, path!, '{"entries": [')).status).toBe(400);
    }
  });
});

describe('only the caller’s own list', () => {
  it('artist A never sees, replaces or merges into artist B’s list', async () => {
    await replace(tokenA, entries(1, 2));
    await replace(tokenB, entries(50));
    expect(ids(await saved(tokenB))).toEqual([50]);
    expect(ids((await merge(tokenB, entries(51))).body.entries)).toEqual([50, 51]);
    expect(ids(await saved(tokenA))).toEqual([1, 2]);
    await replace(tokenA, entries(3));
    expect(ids(await saved(tokenB))).toEqual([50, 51]);
    // Nothing in a request names an artist: a body that tries is refused.
    expect((await call(tokenA, 'PUT', '/api/my/wishlist', { artist_id: 2, entries: [] })).status).toBe(422);
    expect(ids(await saved(tokenB))).toEqual([50, 51]);
  });

  it.each([
    ['GET', '/api/my/wishlist', undefined],
    ['PUT', '/api/my/wishlist', { entries: [] }],
    ['POST', '/api/my/wishlist/merge', { entries: [] }],
  ])('%s %s without a token is 401, with a token of no artist 403', async (method, path, body) => {
    const anonymous = await call(null, method, path, body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
    expect((await call(tokenNobody, method, path, body)).status).toBe(403);
  });
});

describe('the seed', () => {
  it('a re-seed of the catalog (another product count) leaves saved wishlists alone', async () => {
    await replace(tokenA, entries(4, 2));
    await seed(shop.mf, { buildDir: inject('buildDir'), products: 61 });
    const marker = await (await shop.db()).prepare("SELECT value FROM meta WHERE key = 'seed'").first<{ value: string }>();
    expect(JSON.parse(marker!.value)).toMatchObject({ products: 61 });
    expect(ids(await saved(tokenA))).toEqual([4, 2]);
  });
});
