CREATE TABLE "event_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"event_id" text NOT NULL,
	"change" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "event_changes_version_idx" ON "event_changes" USING btree ("version");
--> statement-breakpoint
-- The data version is now raised before a statement on events (it was after): the statement holds
-- the version's row from its start, so statements that change events commit in version order, and
-- each changed row is written down under the version its statement raised (docs/architecture.md
-- "Live agenda").
DROP TRIGGER IF EXISTS events_raise_data_version ON events;
--> statement-breakpoint
CREATE TRIGGER events_raise_data_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION raise_agenda_data_version();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_event_change() RETURNS trigger AS $$
DECLARE
  current_version bigint;
BEGIN
  SELECT version INTO current_version FROM agenda_data_version WHERE id = 1;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO event_changes (version, event_id, change) VALUES (current_version, OLD.id, 'deleted');
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO event_changes (version, event_id, change)
      VALUES (current_version, NEW.id, CASE WHEN NEW.status = 'cancelled' THEN 'cancelled' ELSE 'created' END);
  ELSE
    INSERT INTO event_changes (version, event_id, change)
      VALUES (current_version, NEW.id, CASE WHEN NEW.status = 'cancelled' THEN 'cancelled' ELSE 'changed' END);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER events_record_change AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION record_event_change();
--> statement-breakpoint
-- One notice per statement on the collaboration channel; delivered at commit, ids only: the
-- subscribers read event_changes from the version they last saw.
CREATE OR REPLACE FUNCTION notify_agenda_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('agenda_collaboration', '{"topic":"agenda","actorId":"","count":0}');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER events_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION notify_agenda_changed();
