DROP INDEX "events_ressorts_idx";--> statement-breakpoint
DROP INDEX "events_regional_services_idx";--> statement-breakpoint
CREATE INDEX "events_period_idx" ON "events" USING gist (tstzrange("starts_at", "ends_at", '[]'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_period_check" CHECK ("events"."ends_at" >= "events"."starts_at");