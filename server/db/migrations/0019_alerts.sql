-- Alerts and jobs (issue 18, docs/architecture.md "Alerts and jobs"): the job queue, the matcher's
-- cursor, owed and made deliveries, the notification centre and alert mails; channels per search.
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"rerun_at" timestamp with time zone,
	"last_error" text,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "alert_cursor" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"saved_search_id" text NOT NULL,
	"user_id" text NOT NULL,
	"event_id" text NOT NULL,
	"channel" text NOT NULL,
	"version" bigint NOT NULL,
	"change" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"mail_id" text
);
--> statement-breakpoint
CREATE TABLE "alert_mails" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"message" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"saved_search_id" text,
	"search_name" text NOT NULL,
	"event_id" text NOT NULL,
	"event_title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"change" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "alert_in_app" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "alert_mail" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "alert_push" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_mails" ADD CONSTRAINT "alert_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_once_idx" ON "alert_deliveries" USING btree ("saved_search_id","event_id","channel","version");--> statement-breakpoint
CREATE INDEX "alert_deliveries_pending_idx" ON "alert_deliveries" USING btree ("saved_search_id","channel","delivered_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
-- The old flag meant "tell me in the app".
UPDATE "saved_searches" SET "alert_in_app" = "notify";--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "notify";--> statement-breakpoint
-- The matcher starts at today's agenda: the history before alerts existed alerts nobody.
INSERT INTO "alert_cursor" ("id", "version")
  SELECT 1, coalesce((SELECT "version" FROM "agenda_data_version" WHERE "id" = 1), 0);
--> statement-breakpoint
-- Each statement on events asks for a matcher run in its own transaction, so no change is left
-- unmatched even if no instance hears the NOTIFY. A run already under way is asked to run again.
CREATE OR REPLACE FUNCTION enqueue_alert_match() RETURNS trigger AS $$
BEGIN
  INSERT INTO jobs (kind, key) VALUES ('alerts.match', 'alerts.match')
    ON CONFLICT (key) DO UPDATE SET rerun_at = now()
    WHERE jobs.locked_until IS NOT NULL AND jobs.locked_until > now();
  PERFORM pg_notify('agenda_jobs', 'alerts.match');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER events_enqueue_alert_match AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION enqueue_alert_match();