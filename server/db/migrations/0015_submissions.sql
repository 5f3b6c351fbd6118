-- Trigram similarity for the duplicate check of submissions (routes/submissions). PGlite loads
-- the extension's code where the database is opened (db/database.ts); both then create it here.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE SEQUENCE "public"."submission_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"submitter_id" text NOT NULL,
	"state" text DEFAULT 'neu' NOT NULL,
	"fields" jsonb NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"is_whole_day" boolean NOT NULL,
	"venue" text,
	"urls" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_submitter_id_users_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_submitter_idx" ON "submissions" USING btree ("submitter_id","created_at");--> statement-breakpoint
CREATE INDEX "submissions_starts_at_idx" ON "submissions" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "submissions_title_trgm_idx" ON "submissions" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "submissions_urls_idx" ON "submissions" USING gin ("urls");--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_links_idx" ON "events" USING gin ("links" jsonb_path_ops);