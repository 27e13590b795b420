CREATE TABLE "recording_list" (
	"meeting_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"event_id" integer,
	"start_time" timestamp with time zone NOT NULL,
	"video_duration" integer,
	"owner_id" integer,
	"title" text,
	"source" text,
	"sales_stage" text,
	"agenda_type" text,
	"call_disposition" text,
	"event_custom_fields" jsonb,
	"deal_id" integer,
	"deal_name" text,
	"deal_stage" text,
	"deal_owner_id" integer,
	"deal_custom_fields" jsonb
);
--> statement-breakpoint
ALTER TABLE "recording_list" ADD CONSTRAINT "recording_list_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_list" ADD CONSTRAINT "recording_list_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recording_list_company_start_idx" ON "recording_list" USING btree ("company_id","start_time");--> statement-breakpoint
CREATE INDEX "recording_list_owner_start_idx" ON "recording_list" USING btree ("owner_id","start_time");--> statement-breakpoint
CREATE INDEX "recording_list_deal_idx" ON "recording_list" USING btree ("deal_id");--> statement-breakpoint
-- A tenant table like every other (0001_row_level_security).
SELECT parley_enable_tenant_rls('recording_list');
--> statement-breakpoint
-- The Recorded tab's row for each given recording, recomputed from the tables it copies (the same row the list's
-- old four-table join produced): written when the recording is live, removed when it is deleted or gone. Runs as
-- the writer, so under parley_app it sees and writes only the writer's company.
CREATE OR REPLACE FUNCTION recording_list_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql
AS $fn$
BEGIN
  DELETE FROM recording_list r
  WHERE r.meeting_id = ANY (ids)
    AND NOT EXISTS (SELECT 1 FROM meetings m WHERE m.id = r.meeting_id AND m.deleted_at IS NULL);
  INSERT INTO recording_list AS r (meeting_id, company_id, event_id, start_time, video_duration, owner_id, title, source,
    sales_stage, agenda_type, call_disposition, event_custom_fields, deal_id, deal_name, deal_stage, deal_owner_id,
    deal_custom_fields)
  SELECT m.id, m.company_id, ce.id, m.start_time, m.video_duration, m.user_id, coalesce(m.title, ce.title),
    coalesce(ce.source, m.source), ce.sales_stage, coalesce(m.agenda_type, ce.agenda_type), m.call_disposition,
    ce.custom_fields, k.deal_id, d.name, d.stage_name, d.owner_id, d.custom_fields
  FROM meetings m
  LEFT JOIN calendar_events ce ON ce.id = m.calendar_event_id AND ce.company_id = m.company_id
  LEFT JOIN meeting_deals md ON md.meeting_id = m.id AND md.is_primary
  -- The deal: the primary mapping, else the event's primary deal (docs/decisions.md "Recordings dashboard").
  CROSS JOIN LATERAL (SELECT CASE WHEN md.deal_id IS NOT NULL THEN md.deal_id ELSE ce.primary_deal_id END AS deal_id) k
  LEFT JOIN deals d ON d.id = k.deal_id AND d.company_id = m.company_id
  WHERE m.id = ANY (ids) AND m.deleted_at IS NULL
  ON CONFLICT (meeting_id) DO UPDATE SET company_id = excluded.company_id, event_id = excluded.event_id,
    start_time = excluded.start_time, video_duration = excluded.video_duration, owner_id = excluded.owner_id,
    title = excluded.title, source = excluded.source, sales_stage = excluded.sales_stage,
    agenda_type = excluded.agenda_type, call_disposition = excluded.call_disposition,
    event_custom_fields = excluded.event_custom_fields, deal_id = excluded.deal_id, deal_name = excluded.deal_name,
    deal_stage = excluded.deal_stage, deal_owner_id = excluded.deal_owner_id,
    deal_custom_fields = excluded.deal_custom_fields;
END
$fn$;
--> statement-breakpoint
-- Statement-level triggers with transition tables: a bulk write (the demo and benchmark loads, a calendar or CRM
-- sync) refreshes its rows in one set-based statement. PostgreSQL allows transition tables on one event per
-- trigger and without column lists, so each event has its trigger and the update ones compare the copied columns.
CREATE OR REPLACE FUNCTION recording_list_meetings_added() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  PERFORM recording_list_refresh(ARRAY(SELECT id FROM added));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION recording_list_meetings_changed() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  PERFORM recording_list_refresh(ARRAY(
    SELECT n.id FROM after_rows n JOIN before_rows o ON o.id = n.id
    WHERE (o.company_id, o.calendar_event_id, o.user_id, o.title, o.start_time, o.video_duration, o.source, o.agenda_type,
        o.call_disposition, o.deleted_at)
      IS DISTINCT FROM (n.company_id, n.calendar_event_id, n.user_id, n.title, n.start_time, n.video_duration, n.source,
        n.agenda_type, n.call_disposition, n.deleted_at)));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION recording_list_mappings_added() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  PERFORM recording_list_refresh(ARRAY(SELECT meeting_id FROM added));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION recording_list_mappings_changed() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  PERFORM recording_list_refresh(ARRAY(
    SELECT n.meeting_id FROM after_rows n JOIN before_rows o ON o.id = n.id
    WHERE (o.meeting_id, o.deal_id, o.is_primary) IS DISTINCT FROM (n.meeting_id, n.deal_id, n.is_primary)
    UNION
    SELECT o.meeting_id FROM after_rows n JOIN before_rows o ON o.id = n.id WHERE o.meeting_id <> n.meeting_id));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION recording_list_mappings_removed() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  PERFORM recording_list_refresh(ARRAY(SELECT meeting_id FROM removed));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION recording_list_events_changed() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  PERFORM recording_list_refresh(ARRAY(
    SELECT m.id FROM meetings m WHERE m.calendar_event_id IN (
      SELECT n.id FROM after_rows n JOIN before_rows o ON o.id = n.id
      WHERE (o.company_id, o.title, o.source, o.sales_stage, o.agenda_type, o.custom_fields, o.primary_deal_id)
        IS DISTINCT FROM (n.company_id, n.title, n.source, n.sales_stage, n.agenda_type, n.custom_fields, n.primary_deal_id))));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION recording_list_deals_changed() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  PERFORM recording_list_refresh(ARRAY(
    SELECT r.meeting_id FROM recording_list r WHERE r.deal_id IN (
      SELECT n.id FROM after_rows n JOIN before_rows o ON o.id = n.id
      WHERE (o.company_id, o.name, o.stage_name, o.owner_id, o.custom_fields)
        IS DISTINCT FROM (n.company_id, n.name, n.stage_name, n.owner_id, n.custom_fields))));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- A deleted recording's row goes with it (foreign key cascade); a deleted event or deal reaches the list through
-- the cascades and SET NULLs it causes on meetings, meeting_deals and calendar_events.
CREATE TRIGGER recording_list_meetings_added AFTER INSERT ON meetings REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION recording_list_meetings_added();
--> statement-breakpoint
CREATE TRIGGER recording_list_meetings_changed AFTER UPDATE ON meetings REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION recording_list_meetings_changed();
--> statement-breakpoint
CREATE TRIGGER recording_list_mappings_added AFTER INSERT ON meeting_deals REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION recording_list_mappings_added();
--> statement-breakpoint
CREATE TRIGGER recording_list_mappings_changed AFTER UPDATE ON meeting_deals REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION recording_list_mappings_changed();
--> statement-breakpoint
CREATE TRIGGER recording_list_mappings_removed AFTER DELETE ON meeting_deals REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION recording_list_mappings_removed();
--> statement-breakpoint
CREATE TRIGGER recording_list_events_changed AFTER UPDATE ON calendar_events REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION recording_list_events_changed();
--> statement-breakpoint
CREATE TRIGGER recording_list_deals_changed AFTER UPDATE ON deals REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION recording_list_deals_changed();
--> statement-breakpoint
-- The recordings already there.
SELECT recording_list_refresh(ARRAY(SELECT id FROM meetings));
