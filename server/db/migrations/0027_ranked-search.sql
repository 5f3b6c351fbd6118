-- Search ranks what a journalist means (issue 36): a match in the title outranks one in the teaser,
-- the place, and last the description. Places and descriptions shared weight C; the description
-- moves to D, so each has a weight of its own. PostgreSQL 15 cannot change a generated column's
-- expression, so both vectors are written again (search_words, stripped, keeps its words, but its
-- expression names the new weights) and their indexes built again.
ALTER TABLE "events" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('german'::regconfig, coalesce(teaser, '')), 'B') || setweight(to_tsvector('german'::regconfig, coalesce(description, '')), 'D') || setweight(to_tsvector('german'::regconfig, coalesce(location_name, '') || ' ' || coalesce(city, '') || ' ' || coalesce(area, '') || ' ' || coalesce(locality, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "search_words";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (strip(setweight(to_tsvector('german'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('german'::regconfig, coalesce(teaser, '')), 'B') || setweight(to_tsvector('german'::regconfig, coalesce(description, '')), 'D') || setweight(to_tsvector('german'::regconfig, coalesce(location_name, '') || ' ' || coalesce(city, '') || ' ' || coalesce(area, '') || ' ' || coalesce(locality, '')), 'C'))) STORED;--> statement-breakpoint
-- The words a relevance sort reads for every match: title, teaser and place with weights and
-- positions, without the description (most of an entry's words). event_search copies it.
ALTER TABLE "events" ADD COLUMN "ranked_words" "tsvector" GENERATED ALWAYS AS (ts_filter(setweight(to_tsvector('german'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('german'::regconfig, coalesce(teaser, '')), 'B') || setweight(to_tsvector('german'::regconfig, coalesce(description, '')), 'D') || setweight(to_tsvector('german'::regconfig, coalesce(location_name, '') || ' ' || coalesce(city, '') || ' ' || coalesce(area, '') || ' ' || coalesce(locality, '')), 'C'), '{a,b,c}')) STORED;--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search");--> statement-breakpoint
CREATE INDEX "events_period_words_idx" ON "events" USING gist (tstzrange("starts_at", "ends_at", '[]'),"search_words");--> statement-breakpoint
ALTER TABLE "event_search" ADD COLUMN "ranked_words" "tsvector";--> statement-breakpoint
CREATE OR REPLACE FUNCTION refill_event_search() RETURNS void AS $$
BEGIN
  TRUNCATE event_search;
  INSERT INTO event_search
    SELECT id, starts_at, ends_at, updated_at, is_top, kind, federal_state, genre, ressorts,
      regional_services, material_types, search_words, ranked_words
    FROM events ORDER BY starts_at, id;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION copy_to_event_search() RETURNS trigger AS $$
BEGIN
  INSERT INTO event_search
    SELECT id, starts_at, ends_at, updated_at, is_top, kind, federal_state, genre, ressorts,
      regional_services, material_types, search_words, ranked_words
    FROM written_events
  ON CONFLICT (id) DO UPDATE SET starts_at = excluded.starts_at, ends_at = excluded.ends_at,
    updated_at = excluded.updated_at, is_top = excluded.is_top, kind = excluded.kind,
    federal_state = excluded.federal_state, genre = excluded.genre, ressorts = excluded.ressorts,
    regional_services = excluded.regional_services, material_types = excluded.material_types,
    search_words = excluded.search_words, ranked_words = excluded.ranked_words;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT refill_event_search();--> statement-breakpoint
ALTER TABLE "event_search" ALTER COLUMN "ranked_words" SET NOT NULL;--> statement-breakpoint
ANALYZE event_search;
