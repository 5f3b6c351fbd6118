-- Planned coverage of a folder's entry („Wir berichten“, issue 38; docs/architecture.md "Coverage"):
-- who covers it, in which format, how far it is. It goes with its folder item.
CREATE TABLE "folder_item_coverages" (
	"id" text PRIMARY KEY NOT NULL,
	"folder_id" text NOT NULL,
	"event_id" text NOT NULL,
	"assignee_id" text NOT NULL,
	"format" text NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "folder_item_coverages" ADD CONSTRAINT "folder_item_coverages_folder_id_event_id_folder_items_folder_id_event_id_fk" FOREIGN KEY ("folder_id","event_id") REFERENCES "public"."folder_items"("folder_id","event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "folder_item_coverages_item_idx" ON "folder_item_coverages" USING btree ("folder_id","event_id");