-- Series (issue 38, docs/architecture.md "Series"): a rule the desk created, and which entries are its
-- occurrences and where the rule put each of them.
CREATE TABLE "event_series" (
	"id" text PRIMARY KEY NOT NULL,
	"frequency" text NOT NULL,
	"until" date NOT NULL,
	"except" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_id" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_event_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."event_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_series_idx" ON "events" USING btree ("series_id");