-- The campaign sort prices (0006) are written by the seed's writer, like product_sort_prices,
-- instead of by triggers: one row per product, currency and campaign computed in memory,
-- rather than a lookup and an upsert for every campaign price inserted. The seed empties
-- and refills the table with the catalog; the rows already there stay right.
DROP TRIGGER IF EXISTS campaign_sort_prices_insert;
DROP TRIGGER IF EXISTS campaign_sort_prices_update;
DROP TRIGGER IF EXISTS campaign_sort_prices_campaign_delete;
