CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"teaser" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"is_whole_day" boolean DEFAULT false NOT NULL,
	"location_name" text,
	"street" text,
	"city" text,
	"area" text,
	"locality" text,
	"federal_state" text,
	"country" text,
	"latitude" double precision,
	"longitude" double precision,
	"ressorts" text[] DEFAULT '{}' NOT NULL,
	"regional_services" text[] DEFAULT '{}' NOT NULL,
	"material_types" text[] DEFAULT '{}' NOT NULL,
	"coverage" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"genre" text,
	"embargo_at" timestamp with time zone,
	"copyright" text,
	"notes" text,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"image" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('german'::regconfig, coalesce(teaser, '')), 'B') || setweight(to_tsvector('german'::regconfig, coalesce(description, '')), 'C') || setweight(to_tsvector('german'::regconfig, coalesce(location_name, '') || ' ' || coalesce(city, '') || ' ' || coalesce(area, '') || ' ' || coalesce(locality, '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"headline" text NOT NULL,
	"genre" text NOT NULL,
	"material_type" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"filter_rules" jsonb NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"notify" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search");--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "events_ends_at_idx" ON "events" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "events_ressorts_idx" ON "events" USING gin ("ressorts");--> statement-breakpoint
CREATE INDEX "events_regional_services_idx" ON "events" USING gin ("regional_services");--> statement-breakpoint
CREATE INDEX "news_items_event_id_idx" ON "news_items" USING btree ("event_id","published_at");--> statement-breakpoint
CREATE INDEX "saved_searches_owner_idx" ON "saved_searches" USING btree ("owner_id","sort_order");