-- Following one entry (issue 38, docs/architecture.md "Following an entry"): who follows which entry and
-- how they last heard of it; the notification centre tells a followed entry's change in words.
CREATE TABLE "event_follows" (
	"user_id" text NOT NULL,
	"event_id" text NOT NULL,
	"heard" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_follows_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "source" text DEFAULT 'search' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "event_follows" ADD CONSTRAINT "event_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_follows_event_idx" ON "event_follows" USING btree ("event_id");