-- Trigram matching serves the case-insensitive substring searches of the spec (campaign titles).
-- The embedded engine loads the same extension at start (see src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
