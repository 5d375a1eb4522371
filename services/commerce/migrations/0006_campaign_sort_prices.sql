-- Price sorting by the price the shopper pays (issue 3, docs/browse.md): a product's lowest
-- single-piece price while a campaign runs, per currency and campaign. Listings sort by the
-- lower of this (for campaigns running now) and product_sort_prices.
--
-- The database derives it itself, so every writer (the seed, an import) keeps it right:
-- a trigger adds each campaign price of one piece as it is inserted, and deleting a
-- campaign deletes its rows (the seed empties campaigns before seeding again). Existing
-- catalogs are filled once below.
CREATE TABLE campaign_sort_prices (
  product_id INTEGER NOT NULL,
  currency TEXT NOT NULL,
  campaign_id INTEGER NOT NULL,
  price REAL NOT NULL,
  PRIMARY KEY (product_id, currency, campaign_id)
) WITHOUT ROWID;
CREATE INDEX campaign_sort_prices_campaign ON campaign_sort_prices (campaign_id);

INSERT INTO campaign_sort_prices (product_id, currency, campaign_id, price)
SELECT v.product_id, vp.currency, vp.campaign_id, MIN(vp.p)
  FROM variation_prices vp
  JOIN variations v ON v.id = vp.variation_id
 WHERE vp.campaign_id <> 0 AND vp.q = 1
 GROUP BY v.product_id, vp.currency, vp.campaign_id;

-- Each trigger is one line: the migration runner splits statements at a semicolon that ends a line.
CREATE TRIGGER campaign_sort_prices_insert AFTER INSERT ON variation_prices WHEN NEW.campaign_id <> 0 AND NEW.q = 1 BEGIN INSERT INTO campaign_sort_prices (product_id, currency, campaign_id, price) SELECT product_id, NEW.currency, NEW.campaign_id, NEW.p FROM variations WHERE id = NEW.variation_id ON CONFLICT (product_id, currency, campaign_id) DO UPDATE SET price = MIN(price, excluded.price); END;

CREATE TRIGGER campaign_sort_prices_update AFTER UPDATE OF p ON variation_prices WHEN NEW.campaign_id <> 0 AND NEW.q = 1 BEGIN UPDATE campaign_sort_prices SET price = (SELECT MIN(vp.p) FROM variation_prices vp JOIN variations v ON v.id = vp.variation_id WHERE v.product_id = campaign_sort_prices.product_id AND vp.currency = NEW.currency AND vp.campaign_id = NEW.campaign_id AND vp.q = 1) WHERE product_id = (SELECT product_id FROM variations WHERE id = NEW.variation_id) AND currency = NEW.currency AND campaign_id = NEW.campaign_id; END;

CREATE TRIGGER campaign_sort_prices_campaign_delete AFTER DELETE ON campaigns BEGIN DELETE FROM campaign_sort_prices WHERE campaign_id = OLD.id; END;
