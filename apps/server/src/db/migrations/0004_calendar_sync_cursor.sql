ALTER TABLE "calendar_connections" ADD COLUMN "sync_page_token" text;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD COLUMN "sync_window_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD COLUMN "sync_round_started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "calendar_events_connection_start_idx" ON "calendar_events" USING btree ("connection_id","start_at");--> statement-breakpoint
CREATE INDEX "calendar_events_company_start_link_idx" ON "calendar_events" USING btree ("company_id","start_at",rtrim(lower(split_part(split_part("meeting_url", '#', 1), '?', 1)), '/'));