-- Photo posters' photos kept by orders (docs/designers.md "Photo posters"): the daily photo
-- sweep (services/commerce/src/media/photo-sweep.ts) asks which of the old photos in R2 an
-- order line names. The expression is the one the sweep queries, so this index answers it.
-- No semicolons inside string literals here: scripts/lib/shop.mjs splits on them.
CREATE INDEX order_lines_photo ON order_lines (json_extract(metadata, '$.photo.key')) WHERE metadata IS NOT NULL;
