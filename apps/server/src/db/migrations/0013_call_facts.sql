CREATE TABLE "call_facts" (
	"call_key" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"event_id" integer,
	"meeting_id" integer,
	"user_id" integer,
	"start_at" timestamp with time zone NOT NULL,
	"title" text,
	"source" text,
	"kind" text NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"is_internal" boolean DEFAULT false NOT NULL,
	"has_meeting_url" boolean DEFAULT false NOT NULL,
	"organizer_type" text,
	"note_taker_allowed" boolean,
	"note_taker_message" text,
	"not_recorded_reason" text,
	"agenda_type" text,
	"sales_stage" text,
	"deal_id" integer,
	"is_eligible" boolean NOT NULL,
	"is_recorded" boolean NOT NULL,
	"recording_status" text NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_facts" ADD CONSTRAINT "call_facts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_facts" ADD CONSTRAINT "call_facts_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_facts_company_start_idx" ON "call_facts" USING btree ("company_id","start_at");--> statement-breakpoint
CREATE INDEX "call_facts_user_start_idx" ON "call_facts" USING btree ("user_id","start_at");--> statement-breakpoint
CREATE INDEX "call_facts_deal_idx" ON "call_facts" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "call_facts_event_idx" ON "call_facts" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "call_facts_meeting_idx" ON "call_facts" USING btree ("meeting_id");--> statement-breakpoint
-- A tenant table like every other (0001_row_level_security).
SELECT parley_enable_tenant_rls('call_facts');
