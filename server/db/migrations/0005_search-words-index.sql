DROP INDEX "events_period_search_idx";--> statement-breakpoint
CREATE INDEX "events_period_words_idx" ON "events" USING gist (tstzrange("starts_at", "ends_at", '[]'),strip("search"));