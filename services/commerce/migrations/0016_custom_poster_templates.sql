-- Custom posters name the template their editor and the render route fill (issue 14,
-- docs/designers.md "Custom poster editor"): JSON {"template": "typography" | "star-map",
-- "start": {…the values the editor opens with…}}. The product's fields are the template's
-- own from now on (services/commerce/src/catalog/detail.ts), so custom_fields stays only
-- for rows without a template. Catalogs seeded before this are given their template here
-- (the seed's theme is the product kind); a new seed (SEED_VERSION 7) writes start values too.
-- No semicolons inside string literals here: scripts/lib/shop.mjs splits on them.
ALTER TABLE products ADD COLUMN custom_template TEXT;
UPDATE products SET custom_template = '{"template":"star-map"}' WHERE template_id = 4 AND theme = 'starmap';
UPDATE products SET custom_template = '{"template":"typography"}' WHERE template_id = 4 AND custom_template IS NULL;
