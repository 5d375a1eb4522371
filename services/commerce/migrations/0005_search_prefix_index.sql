-- Search-as-you-type on large catalogs (issue 3, docs/browse.md): the full-text index gets
-- prefix indexes for 3 to 8 characters, so a prefix the shopper is typing reads one list
-- instead of merging every word that starts with it, and keeps column-level detail only
-- (no phrase queries are made). The language is no longer a token: each language is a
-- range of rowids (services/commerce/src/catalog/search-index.ts). The seed refills it (SEED_VERSION 2).
DROP TABLE product_search;

CREATE VIRTUAL TABLE product_search USING fts5 (
  product_id UNINDEXED,
  locale UNINDEXED,
  name,
  keywords,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '3 4 5 6 7 8',
  detail = column
);
