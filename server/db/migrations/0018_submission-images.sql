-- Images of submissions (issue 17), uploaded before sending and kept re-encoded (server/images).
CREATE TABLE "submission_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"uploader_id" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submission_images" ADD CONSTRAINT "submission_images_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_images_uploader_idx" ON "submission_images" USING btree ("uploader_id","created_at");