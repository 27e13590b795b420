CREATE TABLE "transcript_call_pairs" (
	"meeting_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"pairs" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transcript_call_pairs" ADD CONSTRAINT "transcript_call_pairs_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_call_pairs" ADD CONSTRAINT "transcript_call_pairs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transcript_call_pairs_company_idx" ON "transcript_call_pairs" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "transcript_call_pairs_gin" ON "transcript_call_pairs" USING gin ("pairs");--> statement-breakpoint
-- Tenant table like every other (0001_row_level_security).
SELECT parley_enable_tenant_rls('transcript_call_pairs');
--> statement-breakpoint
-- The ranked search of a two-word phrase (docs/decisions.md "Transcript search"). Every segment-level plan read one
-- heap page per matching line or two (56,000 lines of "next steps" on the benchmark database: ~300 ms); this table
-- answers the phrase's calls and their rank tier from one row per call. A pair is two lexemes of one line's tsvector
-- at adjacent positions — exactly what phraseto_tsquery's 'a <-> b' matches — counted once per line; '#2', '#4' and
-- '#8' mark calls where at least that many lines say it. Recomputed for the given calls from their segments; runs as
-- the writer, so under parley_app it sees and writes only the writer's company.
CREATE OR REPLACE FUNCTION transcript_call_pairs_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql
AS $fn$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  DELETE FROM transcript_call_pairs p WHERE p.meeting_id = ANY (ids);
  INSERT INTO transcript_call_pairs (meeting_id, company_id, pairs)
  SELECT c.meeting_id, min(c.company_id), array_to_tsvector(array_agg(x.lexeme))
  FROM (
    SELECT s.meeting_id, min(s.company_id) AS company_id, t.pair, count(*) AS lines
    FROM transcript_segments s
    CROSS JOIN LATERAL (
      SELECT DISTINCT w.lexeme || ' ' || w.next_lexeme AS pair
      FROM (
        SELECT v.lexeme, v.pos, lead(v.lexeme) OVER (ORDER BY v.pos) AS next_lexeme, lead(v.pos) OVER (ORDER BY v.pos) AS next_pos
        FROM (SELECT u.lexeme, p AS pos FROM unnest(s.search) u, unnest(u.positions) p) v
      ) w
      WHERE w.next_pos = w.pos + 1
    ) t
    WHERE s.meeting_id = ANY (ids)
    GROUP BY s.meeting_id, t.pair
  ) c
  CROSS JOIN LATERAL (
    SELECT c.pair AS lexeme
    UNION ALL SELECT c.pair || '#2' WHERE c.lines >= 2
    UNION ALL SELECT c.pair || '#4' WHERE c.lines >= 4
    UNION ALL SELECT c.pair || '#8' WHERE c.lines >= 8
  ) x
  GROUP BY c.meeting_id;
END
$fn$;
--> statement-breakpoint
-- Statement-level triggers with transition tables (as 0011): a bulk write refreshes its calls in one statement.
CREATE OR REPLACE FUNCTION transcript_call_pairs_segments_written() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM transcript_call_pairs_refresh(ARRAY(SELECT DISTINCT meeting_id FROM after_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM transcript_call_pairs_refresh(ARRAY(SELECT DISTINCT meeting_id FROM before_rows));
  ELSE
    PERFORM transcript_call_pairs_refresh(ARRAY(
      SELECT x.meeting_id FROM after_rows n JOIN before_rows o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (o.meeting_id), (n.meeting_id)) x(meeting_id)
      WHERE o.text IS DISTINCT FROM n.text OR o.meeting_id <> n.meeting_id
      GROUP BY x.meeting_id));
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER transcript_call_pairs_segments_added AFTER INSERT ON transcript_segments REFERENCING NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transcript_call_pairs_segments_written();
--> statement-breakpoint
CREATE TRIGGER transcript_call_pairs_segments_changed AFTER UPDATE ON transcript_segments REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transcript_call_pairs_segments_written();
--> statement-breakpoint
CREATE TRIGGER transcript_call_pairs_segments_removed AFTER DELETE ON transcript_segments REFERENCING OLD TABLE AS before_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transcript_call_pairs_segments_written();
--> statement-breakpoint
SELECT transcript_call_pairs_refresh(ARRAY(SELECT DISTINCT meeting_id FROM transcript_segments));
