-- The life cycle kept visible (issue 38): „Verschieben“ with a new date moves an entry and keeps
-- where it stood, to show as „vorher: …“; „Wieder geplant“ and every other status change clear it.
ALTER TABLE "events" ADD COLUMN "previous_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "previous_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_previous_period_check" CHECK (("events"."previous_starts_at" IS NULL AND "events"."previous_ends_at" IS NULL) OR ("events"."status" = 'postponed' AND "events"."previous_starts_at" IS NOT NULL AND "events"."previous_ends_at" IS NOT NULL AND "events"."previous_ends_at" >= "events"."previous_starts_at"));--> statement-breakpoint
-- A search may leave cancelled and postponed entries out (FILTER_STATUS): the copy the searches
-- read carries the status. Added last, so the copy's positional INSERTs name it last.
ALTER TABLE "event_search" ADD COLUMN "status" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refill_event_search() RETURNS void AS $$
BEGIN
  TRUNCATE event_search;
  INSERT INTO event_search
    SELECT id, starts_at, ends_at, updated_at, is_top, kind, federal_state, genre, ressorts,
      regional_services, material_types, search_words, ranked_words, status
    FROM events ORDER BY starts_at, id;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION copy_to_event_search() RETURNS trigger AS $$
BEGIN
  INSERT INTO event_search
    SELECT id, starts_at, ends_at, updated_at, is_top, kind, federal_state, genre, ressorts,
      regional_services, material_types, search_words, ranked_words, status
    FROM written_events
  ON CONFLICT (id) DO UPDATE SET starts_at = excluded.starts_at, ends_at = excluded.ends_at,
    updated_at = excluded.updated_at, is_top = excluded.is_top, kind = excluded.kind,
    federal_state = excluded.federal_state, genre = excluded.genre, ressorts = excluded.ressorts,
    regional_services = excluded.regional_services, material_types = excluded.material_types,
    search_words = excluded.search_words, ranked_words = excluded.ranked_words,
    status = excluded.status;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT refill_event_search();--> statement-breakpoint
ALTER TABLE "event_search" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ANALYZE event_search;
