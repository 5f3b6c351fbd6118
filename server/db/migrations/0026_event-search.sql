-- What a search reads of every matching entry, in a narrow table stored in the order of the entries'
-- start (issue 20, docs/scaling.md): the exact totals and facets read every match, and in `events`
-- (1.3 KB a row, in the order written) each match cost a block of its own at 1,000,000 events.
CREATE TABLE "event_search" (
	"id" text PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"is_top" boolean NOT NULL,
	"kind" text NOT NULL,
	"federal_state" text,
	"genre" text,
	"ressorts" text[] NOT NULL,
	"regional_services" text[] NOT NULL,
	"material_types" text[] NOT NULL,
	"search_words" "tsvector" NOT NULL
);
--> statement-breakpoint
-- Writes the table again from `events`, in the order of start: after the migration, and after bulk
-- writes (the seed) that append entries of any date. Locks the table while it runs.
CREATE OR REPLACE FUNCTION refill_event_search() RETURNS void AS $$
BEGIN
  TRUNCATE event_search;
  INSERT INTO event_search
    SELECT id, starts_at, ends_at, updated_at, is_top, kind, federal_state, genre, ressorts,
      regional_services, material_types, search_words
    FROM events ORDER BY starts_at, id;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT refill_event_search();--> statement-breakpoint
ALTER TABLE "event_search" ADD CONSTRAINT "event_search_id_events_id_fk" FOREIGN KEY ("id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "event_search_period_words_idx" ON "event_search" USING gist (tstzrange("starts_at", "ends_at", '[]'),"search_words");--> statement-breakpoint
-- Every written entry's row, once per statement (the seed writes 2,000 entries in one); deleted
-- entries leave through the foreign key.
CREATE OR REPLACE FUNCTION copy_to_event_search() RETURNS trigger AS $$
BEGIN
  INSERT INTO event_search
    SELECT id, starts_at, ends_at, updated_at, is_top, kind, federal_state, genre, ressorts,
      regional_services, material_types, search_words
    FROM written_events
  ON CONFLICT (id) DO UPDATE SET starts_at = excluded.starts_at, ends_at = excluded.ends_at,
    updated_at = excluded.updated_at, is_top = excluded.is_top, kind = excluded.kind,
    federal_state = excluded.federal_state, genre = excluded.genre, ressorts = excluded.ressorts,
    regional_services = excluded.regional_services, material_types = excluded.material_types,
    search_words = excluded.search_words;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER events_inserted_to_search AFTER INSERT ON events
  REFERENCING NEW TABLE AS written_events FOR EACH STATEMENT EXECUTE FUNCTION copy_to_event_search();--> statement-breakpoint
CREATE TRIGGER events_updated_to_search AFTER UPDATE ON events
  REFERENCING NEW TABLE AS written_events FOR EACH STATEMENT EXECUTE FUNCTION copy_to_event_search();--> statement-breakpoint
ANALYZE event_search;
