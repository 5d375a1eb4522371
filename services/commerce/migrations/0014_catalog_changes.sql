-- Catalog changes the storefront must hear about (docs/operations.md "Refresh on change"):
-- written in the same batch as the change itself, then posted to CATALOG_WEBHOOK_URL; the
-- every-minute cron posts again what was not delivered (a transactional outbox).
CREATE TABLE catalog_changes (
  id TEXT PRIMARY KEY,
  reason TEXT NOT NULL,
  -- JSON list of cache tags (shared/cache-tags.ts).
  tags TEXT NOT NULL,
  created_at TEXT NOT NULL,
  delivered_at TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT
);
CREATE INDEX catalog_changes_pending ON catalog_changes (delivered_at, created_at);
