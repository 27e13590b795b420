DROP INDEX "calendar_events_company_start_link_base_idx";--> statement-breakpoint
DROP INDEX "calendar_events_ical_uid_idx";--> statement-breakpoint
CREATE INDEX "calendar_events_company_start_link_base_idx" ON "calendar_events" USING btree ("company_id","start_at","meeting_link_base","user_id");--> statement-breakpoint
CREATE INDEX "calendar_events_ical_uid_idx" ON "calendar_events" USING btree ("company_id","ical_uid","start_at","user_id");