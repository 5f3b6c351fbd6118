CREATE TABLE "saved_searches_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- The alert percolator (docs/architecture.md "Alerts and jobs") keeps the alerting saved searches
-- compiled in memory and reloads them only when this row moved. It is raised in the writer's own
-- transaction, so whoever reads the new version also sees the searches it counts.
INSERT INTO "saved_searches_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION raise_saved_searches_version() RETURNS trigger AS $$
BEGIN
  UPDATE saved_searches_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER saved_searches_raise_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON saved_searches FOR EACH STATEMENT EXECUTE FUNCTION raise_saved_searches_version();
