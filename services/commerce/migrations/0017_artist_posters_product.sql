-- An artist's poster list (GET /api/my/posters, docs/accounts.md) holds their catalog products
-- that no submission made: it asks, per product of theirs, whether a submission became it.
-- No semicolons inside string literals here: scripts/lib/shop.mjs splits on them.
CREATE INDEX artist_posters_product ON artist_posters (product_id);
