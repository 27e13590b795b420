CREATE TABLE "call_next_steps" (
	"company_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"team" text NOT NULL,
	"step" text NOT NULL,
	"team_order" integer NOT NULL,
	"step_order" integer NOT NULL,
	CONSTRAINT "call_next_steps_meeting_id_team_order_step_order_pk" PRIMARY KEY("meeting_id","team_order","step_order")
);
--> statement-breakpoint
ALTER TABLE "call_next_steps" ADD CONSTRAINT "call_next_steps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_next_steps" ADD CONSTRAINT "call_next_steps_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_next_steps_company_idx" ON "call_next_steps" USING btree ("company_id");--> statement-breakpoint
-- A call's proposed steps as rows (db/schema/analysis.ts callNextSteps): one set-returning function reads them out of
-- analysis_results.next_steps for the trigger and for the results already there.
CREATE OR REPLACE FUNCTION call_next_steps_rows(steps jsonb)
RETURNS TABLE (team text, step text, team_order integer, step_order integer)
LANGUAGE sql IMMUTABLE
AS $fn$
  SELECT upper(btrim(t.value ->> 'team')), btrim(s.value #>> '{}'), t.ord::integer, s.ord::integer
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(steps) = 'array' THEN steps ELSE '[]'::jsonb END) WITH ORDINALITY t(value, ord)
  CROSS JOIN LATERAL jsonb_array_elements(
    CASE WHEN jsonb_typeof(t.value -> 'next_steps') = 'array' THEN t.value -> 'next_steps' ELSE '[]'::jsonb END) WITH ORDINALITY s(value, ord)
  WHERE jsonb_typeof(t.value -> 'team') = 'string' AND btrim(t.value ->> 'team') <> ''
    AND jsonb_typeof(s.value) = 'string' AND btrim(s.value #>> '{}') <> ''
$fn$;
--> statement-breakpoint
-- A written, re-written or deleted result rewrites its call's rows in the same transaction, so they never lag it.
CREATE OR REPLACE FUNCTION call_next_steps_write() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM call_next_steps WHERE meeting_id = OLD.meeting_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO call_next_steps (company_id, meeting_id, team, step, team_order, step_order)
    SELECT NEW.company_id, NEW.meeting_id, r.team, r.step, r.team_order, r.step_order FROM call_next_steps_rows(NEW.next_steps) r;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER call_next_steps_write AFTER INSERT OR DELETE OR UPDATE OF next_steps, meeting_id, company_id ON analysis_results
  FOR EACH ROW EXECUTE FUNCTION call_next_steps_write();
--> statement-breakpoint
-- The results already there.
INSERT INTO call_next_steps (company_id, meeting_id, team, step, team_order, step_order)
SELECT ar.company_id, ar.meeting_id, r.team, r.step, r.team_order, r.step_order FROM analysis_results ar CROSS JOIN LATERAL call_next_steps_rows(ar.next_steps) r;
--> statement-breakpoint
-- A tenant table like every other (0001_row_level_security).
SELECT parley_enable_tenant_rls('call_next_steps');
