-- Notification settings per user (issue 18/19, docs/architecture.md "Alerts and jobs"): digest
-- times, a pause and quiet hours; a user without a row has the defaults.
CREATE TABLE "notification_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"digest_times" jsonb NOT NULL,
	"paused_until" timestamp with time zone,
	"quiet_from" text,
	"quiet_to" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A search turned to digest mail makes sure its owner has a digest job (one per user, by key). It
-- runs at once, finds nothing yet and schedules itself for the user's next digest time; after
-- each run it schedules the next one for as long as the user has a digest search.
CREATE OR REPLACE FUNCTION enqueue_alert_digest() RETURNS trigger AS $$
BEGIN
  INSERT INTO jobs (kind, key, payload)
    VALUES ('alerts.digest', 'alerts.digest:' || NEW.owner_id, jsonb_build_object('userId', NEW.owner_id))
    ON CONFLICT (key) DO NOTHING;
  PERFORM pg_notify('agenda_jobs', 'alerts.digest');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER saved_searches_enqueue_alert_digest AFTER INSERT OR UPDATE OF alert_mail ON saved_searches
  FOR EACH ROW WHEN (NEW.alert_mail = 'digest') EXECUTE FUNCTION enqueue_alert_digest();
--> statement-breakpoint
-- Digest searches saved before digests were sent.
INSERT INTO jobs (kind, key, payload)
  SELECT DISTINCT 'alerts.digest', 'alerts.digest:' || owner_id, jsonb_build_object('userId', owner_id)
  FROM saved_searches WHERE alert_mail = 'digest'
  ON CONFLICT (key) DO NOTHING;
