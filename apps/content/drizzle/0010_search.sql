-- Hand-written (issue 35, decision 120): the site's search matches titles by trigram similarity. pg_trgm is a trusted
-- extension (PostgreSQL 13+), so the database's owner may create it; PGlite loads it from its contrib build
-- (src/db/client.ts). The search needs no index at a cinema's size: a few hundred rows are scanned in well under the
-- 100 ms target (the decision record has the figures).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
