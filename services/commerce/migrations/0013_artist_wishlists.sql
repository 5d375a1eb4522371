-- Artists' saved wishlists (issue 12, docs/accounts.md "The wishlist across sign-in"): the
-- list a guest's wishlist merges into when an artist signs in, and that the browser saves
-- while signed in. Written by services/commerce/src/artists/wishlist.ts.
-- No semicolons inside string literals here: scripts/lib/shop.mjs splits on them.

-- One row per artist. entries: JSON [{id, thumb, name, slug}] in the artist's order, product
-- ids unique, at most 200 (shared/wishlist.ts). revision counts the writes: a merge prepared
-- from an older read changes nothing (UPDATE ... WHERE revision = the one read) and is made
-- again from a fresh read. artist_id names artists (id) and the entries name products, but
-- neither is a declared foreign key: the seed (run after the migrations) empties and refills
-- artists and products. This table is not one the seed owns (services/commerce/src/seed/
-- tables.ts SEEDED_TABLES), so saved wishlists survive a re-seed and every `npm start`.
CREATE TABLE artist_wishlists (
  artist_id INTEGER PRIMARY KEY,
  entries TEXT NOT NULL DEFAULT '[]',
  revision INTEGER NOT NULL DEFAULT 1,
  updated_at TEXT NOT NULL
);
