CREATE TABLE "checklist_call_scores" (
	"meeting_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"signal_ids" integer[] NOT NULL,
	"scores" smallint[] NOT NULL,
	"bp_min" smallint[] NOT NULL,
	"completed" smallint NOT NULL,
	"applicable" smallint NOT NULL,
	"adoption" real,
	"analysed_at" timestamp with time zone NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checklist_call_scores" ADD CONSTRAINT "checklist_call_scores_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_call_scores" ADD CONSTRAINT "checklist_call_scores_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_call_scores_company_idx" ON "checklist_call_scores" USING btree ("company_id");--> statement-breakpoint
-- A tenant table like every other (0001_row_level_security).
SELECT parley_enable_tenant_rls('checklist_call_scores');
