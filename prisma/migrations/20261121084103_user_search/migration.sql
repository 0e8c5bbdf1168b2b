-- People search (GET /api/users/search): prefix matches on username, first and last name are
-- served by pattern-ops btrees (LIKE 'abc%' works under any collation). Usernames are stored
-- lower-cased; names are matched through lower().
CREATE INDEX "User_username_pattern_idx" ON "User" ("username" text_pattern_ops);
CREATE INDEX "User_firstName_lower_pattern_idx" ON "User" (lower("firstName") text_pattern_ops);
CREATE INDEX "User_lastName_lower_pattern_idx" ON "User" (lower("lastName") text_pattern_ops);

-- The "contains" fallback uses a trigram index where pg_trgm can be installed (real PostgreSQL);
-- embedded PGlite has no pg_trgm, and there the fallback is a scan bounded by its LIMIT.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX "User_search_trgm_idx" ON "User" USING gin (
    lower("username" || ' ' || coalesce("firstName", '') || ' ' || coalesce("lastName", '')) gin_trgm_ops
  );
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable; user search contains-fallback runs without a trigram index';
END $$;
