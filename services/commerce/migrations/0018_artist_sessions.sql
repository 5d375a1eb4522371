-- Sign-in sessions (issue 22, docs/accounts.md "Ending a session"): the storefront's session
-- cookie names one, and signs in only while it is open here. Sign-out ends it, an operator
-- ends all of an artist's. Written by services/commerce/src/artists/sessions.ts.
-- No semicolons inside string literals here: scripts/lib/shop.mjs splits on them.

-- id: 32 random bytes, base64url, the key the storefront asks by (one read per request that
-- carries a session cookie). Times in seconds since the epoch. artist_id: the account's artist
-- when it signed in (NULL: none), no declared foreign key as artist_accounts (the seed empties
-- and refills artists). ended_by: sign-out or operator. Rows go once past expires_at (swept a
-- batch at a time when sessions open). Not a table the seed owns: sessions survive a re-seed.
CREATE TABLE artist_sessions (
  id TEXT PRIMARY KEY,
  sub TEXT NOT NULL,
  artist_id INTEGER,
  started_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  ended_at INTEGER,
  ended_by TEXT
) WITHOUT ROWID;
CREATE INDEX artist_sessions_artist ON artist_sessions (artist_id);
CREATE INDEX artist_sessions_sub ON artist_sessions (sub);
CREATE INDEX artist_sessions_expiry ON artist_sessions (expires_at);
