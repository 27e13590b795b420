CREATE TABLE "deal_call_facts" (
	"deal_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"starts" timestamp with time zone[] DEFAULT '{}' NOT NULL,
	"kinds" smallint[] DEFAULT '{}' NOT NULL,
	"reasons" text[] DEFAULT '{}' NOT NULL,
	"owner_ids" integer[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_stage_spans" (
	"deal_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"company_id" integer NOT NULL,
	"stage" text NOT NULL,
	"stage_key" text NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "deal_stage_spans_deal_id_seq_pk" PRIMARY KEY("deal_id","seq")
);
--> statement-breakpoint
ALTER TABLE "deal_call_facts" ADD CONSTRAINT "deal_call_facts_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_call_facts" ADD CONSTRAINT "deal_call_facts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_stage_spans" ADD CONSTRAINT "deal_stage_spans_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_stage_spans" ADD CONSTRAINT "deal_stage_spans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_call_facts_company_idx" ON "deal_call_facts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "deal_stage_spans_company_stage_left_idx" ON "deal_stage_spans" USING btree ("company_id","stage_key","left_at");--> statement-breakpoint
CREATE INDEX "deal_stage_spans_company_stage_entered_idx" ON "deal_stage_spans" USING btree ("company_id","stage_key","entered_at");--> statement-breakpoint
CREATE INDEX "deal_stage_spans_deal_entered_idx" ON "deal_stage_spans" USING btree ("deal_id","entered_at");--> statement-breakpoint
-- Tenant tables like every other (0001_row_level_security).
SELECT parley_enable_tenant_rls('deal_stage_spans');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('deal_call_facts');
--> statement-breakpoint
-- The qualified-deal and MQL-deal reviews (docs/decisions.md "Qualified and MQL review"). deal_stage_spans: each stay of
-- a deal in a stage, from its stage history; stage_key as rules/deal-stages stageKey compares names (trimmed, lower case,
-- runs of white space as one). Recomputed for the given deals; runs as the writer, so under parley_app it sees and
-- writes only the writer's company.
CREATE OR REPLACE FUNCTION deal_stage_spans_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql
AS $fn$
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  DELETE FROM deal_stage_spans s WHERE s.deal_id = ANY (ids);
  INSERT INTO deal_stage_spans (deal_id, seq, company_id, stage, stage_key, entered_at, left_at)
  SELECT h.deal_id, row_number() OVER w, h.company_id, h.to_stage,
    lower(regexp_replace(regexp_replace(h.to_stage, '\s+', ' ', 'g'), '^ | $', '', 'g')), h.changed_at, lead(h.changed_at) OVER w
  FROM deal_stage_history h
  WHERE h.deal_id = ANY (ids)
  WINDOW w AS (PARTITION BY h.deal_id ORDER BY h.changed_at, h.id);
END
$fn$;
--> statement-breakpoint
-- deal_call_facts: each deal's calls as Record More sees them (rules/conversion-review isEligibleMeeting,
-- isJunkRecording). Key meetings: the deal's calendar events (primary_deal_id) with someone from outside, not cancelled
-- or deleted — 2 recorded, 3 eligible (a link and no 'Not Eligible Reason') without a recording, 1 otherwise. Recordings
-- mapped to the deal as primary — 4 usable, 5 junk (under five minutes, or nobody from the buyer's side spoke).
CREATE OR REPLACE FUNCTION deal_call_facts_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql
AS $fn$
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  DELETE FROM deal_call_facts f WHERE f.deal_id = ANY (ids);
  INSERT INTO deal_call_facts (deal_id, company_id, starts, kinds, reasons, owner_ids)
  SELECT c.deal_id, d.company_id, array_agg(c.at ORDER BY c.at, c.kind), array_agg(c.kind ORDER BY c.at, c.kind),
    array_agg(c.reason ORDER BY c.at, c.kind), array_agg(c.owner_id ORDER BY c.at, c.kind)
  FROM (
    SELECT e.primary_deal_id AS deal_id, e.start_at AS at,
      (CASE WHEN EXISTS (SELECT 1 FROM meetings m WHERE m.calendar_event_id = e.id AND m.deleted_at IS NULL) THEN 2
        WHEN e.meeting_url IS NOT NULL AND coalesce(btrim(e.note_taker_message), '') = '' THEN 3 ELSE 1 END)::smallint AS kind,
      e.not_recorded_reason AS reason, e.user_id AS owner_id
    FROM calendar_events e
    WHERE e.primary_deal_id = ANY (ids) AND e.deleted_at IS NULL AND e.status <> 'cancelled' AND NOT e.is_internal
    UNION ALL
    SELECT md.deal_id, m.start_time,
      (CASE WHEN coalesce(m.video_duration, 0) >= 300 AND EXISTS (
          SELECT 1 FROM meeting_participants p WHERE p.meeting_id = m.id AND p.side <> 'rep' AND p.talk_time_ms > 0)
        THEN 4 ELSE 5 END)::smallint,
      NULL, NULL
    FROM meeting_deals md JOIN meetings m ON m.id = md.meeting_id AND m.deleted_at IS NULL
    WHERE md.deal_id = ANY (ids) AND md.is_primary
  ) c
  JOIN deals d ON d.id = c.deal_id
  GROUP BY c.deal_id, d.company_id;
END
$fn$;
--> statement-breakpoint
-- Statement-level triggers with transition tables (as 0011): a bulk write refreshes its deals in one statement.
CREATE OR REPLACE FUNCTION deal_stage_spans_history_written() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM deal_stage_spans_refresh(ARRAY(SELECT DISTINCT deal_id FROM after_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM deal_stage_spans_refresh(ARRAY(SELECT DISTINCT deal_id FROM before_rows));
  ELSE
    PERFORM deal_stage_spans_refresh(ARRAY(
      SELECT n.deal_id FROM after_rows n JOIN before_rows o ON o.id = n.id
      WHERE (o.deal_id, o.to_stage, o.changed_at) IS DISTINCT FROM (n.deal_id, n.to_stage, n.changed_at)
      UNION SELECT o.deal_id FROM after_rows n JOIN before_rows o ON o.id = n.id WHERE o.deal_id <> n.deal_id));
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER deal_stage_spans_history_added AFTER INSERT ON deal_stage_history REFERENCING NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_stage_spans_history_written();
--> statement-breakpoint
CREATE TRIGGER deal_stage_spans_history_changed AFTER UPDATE ON deal_stage_history REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_stage_spans_history_written();
--> statement-breakpoint
CREATE TRIGGER deal_stage_spans_history_removed AFTER DELETE ON deal_stage_history REFERENCING OLD TABLE AS before_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_stage_spans_history_written();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION deal_call_facts_events_written() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM deal_call_facts_refresh(ARRAY(SELECT DISTINCT primary_deal_id FROM after_rows WHERE primary_deal_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM deal_call_facts_refresh(ARRAY(SELECT DISTINCT primary_deal_id FROM before_rows WHERE primary_deal_id IS NOT NULL));
  ELSE
    PERFORM deal_call_facts_refresh(ARRAY(
      SELECT x.deal_id FROM after_rows n JOIN before_rows o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (o.primary_deal_id), (n.primary_deal_id)) x(deal_id)
      WHERE x.deal_id IS NOT NULL
        AND (o.primary_deal_id, o.start_at, o.status, o.deleted_at, o.is_internal, o.meeting_url, o.note_taker_message,
          o.not_recorded_reason, o.user_id)
        IS DISTINCT FROM (n.primary_deal_id, n.start_at, n.status, n.deleted_at, n.is_internal, n.meeting_url,
          n.note_taker_message, n.not_recorded_reason, n.user_id)
      GROUP BY x.deal_id));
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER deal_call_facts_events_added AFTER INSERT ON calendar_events REFERENCING NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_call_facts_events_written();
--> statement-breakpoint
CREATE TRIGGER deal_call_facts_events_changed AFTER UPDATE ON calendar_events REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_call_facts_events_written();
--> statement-breakpoint
CREATE TRIGGER deal_call_facts_events_removed AFTER DELETE ON calendar_events REFERENCING OLD TABLE AS before_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_call_facts_events_written();
--> statement-breakpoint
-- A recording changes its own deal's facts (through the primary mapping) and its event's deal's (recorded or not).
CREATE OR REPLACE FUNCTION deal_call_facts_of_meetings(meeting_ids integer[], event_ids integer[]) RETURNS void
LANGUAGE plpgsql
AS $fn$
BEGIN
  PERFORM deal_call_facts_refresh(ARRAY(
    SELECT md.deal_id FROM meeting_deals md WHERE md.meeting_id = ANY (meeting_ids) AND md.is_primary
    UNION SELECT e.primary_deal_id FROM calendar_events e WHERE e.id = ANY (event_ids) AND e.primary_deal_id IS NOT NULL));
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION deal_call_facts_meetings_written() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM deal_call_facts_of_meetings(ARRAY(SELECT id FROM after_rows), ARRAY(SELECT calendar_event_id FROM after_rows WHERE calendar_event_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM deal_call_facts_of_meetings(ARRAY(SELECT id FROM before_rows), ARRAY(SELECT calendar_event_id FROM before_rows WHERE calendar_event_id IS NOT NULL));
  ELSE
    PERFORM deal_call_facts_of_meetings(
      ARRAY(SELECT n.id FROM after_rows n JOIN before_rows o ON o.id = n.id
        WHERE (o.calendar_event_id, o.deleted_at, o.start_time, o.video_duration)
          IS DISTINCT FROM (n.calendar_event_id, n.deleted_at, n.start_time, n.video_duration)),
      ARRAY(SELECT x.event_id FROM after_rows n JOIN before_rows o ON o.id = n.id
        CROSS JOIN LATERAL (VALUES (o.calendar_event_id), (n.calendar_event_id)) x(event_id)
        WHERE x.event_id IS NOT NULL AND (o.calendar_event_id, o.deleted_at) IS DISTINCT FROM (n.calendar_event_id, n.deleted_at)));
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER deal_call_facts_meetings_added AFTER INSERT ON meetings REFERENCING NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_call_facts_meetings_written();
--> statement-breakpoint
CREATE TRIGGER deal_call_facts_meetings_changed AFTER UPDATE ON meetings REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_call_facts_meetings_written();
--> statement-breakpoint
CREATE TRIGGER deal_call_facts_meetings_removed AFTER DELETE ON meetings REFERENCING OLD TABLE AS before_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_call_facts_meetings_written();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION deal_call_facts_mappings_written() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM deal_call_facts_refresh(ARRAY(SELECT DISTINCT deal_id FROM after_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM deal_call_facts_refresh(ARRAY(SELECT DISTINCT deal_id FROM before_rows));
  ELSE
    PERFORM deal_call_facts_refresh(ARRAY(
      SELECT x.deal_id FROM after_rows n JOIN before_rows o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (o.deal_id), (n.deal_id)) x(deal_id)
      WHERE (o.meeting_id, o.deal_id, o.is_primary) IS DISTINCT FROM (n.meeting_id, n.deal_id, n.is_primary)
      GROUP BY x.deal_id));
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER deal_call_facts_mappings_added AFTER INSERT ON meeting_deals REFERENCING NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_call_facts_mappings_written();
--> statement-breakpoint
CREATE TRIGGER deal_call_facts_mappings_changed AFTER UPDATE ON meeting_deals REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_call_facts_mappings_written();
--> statement-breakpoint
CREATE TRIGGER deal_call_facts_mappings_removed AFTER DELETE ON meeting_deals REFERENCING OLD TABLE AS before_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_call_facts_mappings_written();
--> statement-breakpoint
-- Who spoke decides junk: participants are written after their recording.
CREATE OR REPLACE FUNCTION deal_call_facts_participants_written() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM deal_call_facts_of_meetings(ARRAY(SELECT DISTINCT meeting_id FROM before_rows), '{}');
  ELSE
    PERFORM deal_call_facts_of_meetings(ARRAY(SELECT DISTINCT meeting_id FROM after_rows), '{}');
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER deal_call_facts_participants_added AFTER INSERT ON meeting_participants REFERENCING NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_call_facts_participants_written();
--> statement-breakpoint
CREATE TRIGGER deal_call_facts_participants_changed AFTER UPDATE ON meeting_participants REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_call_facts_participants_written();
--> statement-breakpoint
CREATE TRIGGER deal_call_facts_participants_removed AFTER DELETE ON meeting_participants REFERENCING OLD TABLE AS before_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_call_facts_participants_written();
--> statement-breakpoint
-- The stage histories and calls already there.
SELECT deal_stage_spans_refresh(ARRAY(SELECT DISTINCT deal_id FROM deal_stage_history));
--> statement-breakpoint
SELECT deal_call_facts_refresh(ARRAY(SELECT id FROM deals));
