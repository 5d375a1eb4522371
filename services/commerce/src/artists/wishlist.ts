import { Hono } from 'hono';
import * as v from 'valibot';
import { storedWishlistItem, type WishlistItem } from '../../../../shared/schemas/cart';
import { validItems } from '../../../../shared/schemas/rules';
import { savedWishlistBody } from '../../../../shared/schemas/wishlist';
import { mergeWishlists } from '../../../../shared/wishlist';
import { HttpError } from '../http/errors';
import { readArtistBody } from './body';
import type { ArtistEnv, ArtistContext } from './context';
import { described } from '../http/openapi/describe';

/**
 * The caller's saved wishlist (docs/accounts.md "The wishlist across sign-in", docs/api.md
 * "Artist calls"): GET it, PUT it (replace), POST /merge a guest's list into it. One row per
 * artist in artist_wishlists (migration 0013), keyed by the token's artist only.
 */
export const wishlistRoutes = new Hono<ArtistEnv>();

/**
 * A merge that lost the race to another write this often in a row gives up with 409. Each
 * lost race is another merge's success, so up to this many merges at once all succeed.
 */
const MERGE_ATTEMPTS = 10;

interface SavedWishlist {
  entries: WishlistItem[];
  revision: number;
}

const storedEntries = validItems(storedWishlistItem);

/** Our own writes, read back tolerantly: a row that is not a list reads as an empty one. */
function parseEntries(text: string): WishlistItem[] {
  try {
    const result = v.safeParse(storedEntries, JSON.parse(text));
    return result.success ? mergeWishlists([], result.output) : [];
  } catch {
    return [];
  }
}

async function loadWishlist(c: ArtistContext): Promise<SavedWishlist | null> {
  const row = await c.env.DB.prepare('SELECT entries, revision FROM artist_wishlists WHERE artist_id = ?')
    .bind(c.var.artist.id)
    .first<{ entries: string; revision: number }>();
  return row ? { entries: parseEntries(row.entries), revision: row.revision } : null;
}

wishlistRoutes.get(
  '/api/my/wishlist',
  described({
    tag: 'artists',
    auth: 'artist',
    summary: 'The account’s saved wishlist',
    answers: {
      200: {
        description: 'the entries',
        schema: {
          type: 'object',
          required: ['entries'],
          properties: { entries: { type: 'array', items: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } } },
        },
      },
    },
  }),
  async (c) => c.json({ entries: (await loadWishlist(c))?.entries ?? [] }),
);

/** Replaces the saved list with the body's entries (a repeated product is listed once). */
wishlistRoutes.put(
  '/api/my/wishlist',
  described({
    tag: 'artists',
    auth: 'artist',
    summary: 'Replaces the saved wishlist',
    body: savedWishlistBody,
    answers: {
      200: {
        description: 'the entries as saved',
        schema: {
          type: 'object',
          required: ['entries'],
          properties: { entries: { type: 'array', items: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } } },
        },
      },
    },
    errors: { 422: 'a field breaks its rule (field names it)' },
  }),
  async (c) => {
    const { entries: given } = await readArtistBody(c.req.raw, savedWishlistBody);
    const entries = mergeWishlists([], given);
    await c.env.DB.prepare(
      `INSERT INTO artist_wishlists (artist_id, entries, revision, updated_at) VALUES (?, ?, 1, ?)
     ON CONFLICT (artist_id) DO UPDATE SET entries = excluded.entries, revision = revision + 1, updated_at = excluded.updated_at`,
    )
      .bind(c.var.artist.id, JSON.stringify(entries), new Date().toISOString())
      .run();
    return c.json({ entries });
  },
);

/**
 * The body's entries added to the saved list (shared/wishlist.ts mergeWishlists) → the
 * merged list. Read, merge, then write only if nobody wrote since the read (the revision):
 * two browsers signing in at once each add their entries, neither loses the other's.
 */
wishlistRoutes.post(
  '/api/my/wishlist/merge',
  described({
    tag: 'artists',
    auth: 'artist',
    summary: 'Merges the browser’s wishlist into the saved one (at sign-in)',
    body: savedWishlistBody,
    answers: {
      200: {
        description: 'the merged entries',
        schema: {
          type: 'object',
          required: ['entries'],
          properties: { entries: { type: 'array', items: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } } },
        },
      },
    },
    errors: { 409: 'the wishlist changed while it was merged: send it again', 422: 'a field breaks its rule (field names it)' },
  }),
  async (c) => {
    const { entries: incoming } = await readArtistBody(c.req.raw, savedWishlistBody);
    const db = c.env.DB;
    const artistId = c.var.artist.id;
    for (let attempt = 0; attempt < MERGE_ATTEMPTS; attempt++) {
      const saved = await loadWishlist(c);
      const entries = mergeWishlists(saved?.entries ?? [], incoming);
      const text = JSON.stringify(entries);
      if (saved && text === JSON.stringify(saved.entries)) return c.json({ entries });
      const now = new Date().toISOString();
      const write = saved
        ? db
            .prepare(
              'UPDATE artist_wishlists SET entries = ?, revision = revision + 1, updated_at = ? WHERE artist_id = ? AND revision = ?',
            )
            .bind(text, now, artistId, saved.revision)
        : db
            .prepare(
              'INSERT INTO artist_wishlists (artist_id, entries, revision, updated_at) VALUES (?, ?, 1, ?) ON CONFLICT (artist_id) DO NOTHING',
            )
            .bind(artistId, text, now);
      if ((await write.run()).meta.changes > 0) return c.json({ entries });
    }
    throw new HttpError(409, 'The wishlist changed while it was merged: send the merge again');
  },
);
