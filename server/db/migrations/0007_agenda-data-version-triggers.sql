-- Every statement that changes events or news items raises the agenda's data version by one.
INSERT INTO agenda_data_version (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION raise_agenda_data_version() RETURNS trigger AS $$
BEGIN
  UPDATE agenda_data_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER events_raise_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION raise_agenda_data_version();
--> statement-breakpoint
CREATE TRIGGER news_items_raise_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news_items
  FOR EACH STATEMENT EXECUTE FUNCTION raise_agenda_data_version();
