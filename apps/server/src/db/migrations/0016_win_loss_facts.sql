CREATE TABLE "win_loss_facts" (
	"insight_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"deal_id" integer NOT NULL,
	"rep_id" integer,
	"start_at" timestamp with time zone NOT NULL,
	"nature" "swot_nature" NOT NULL,
	"driver" text NOT NULL,
	"factor" text NOT NULL,
	"heading" text NOT NULL,
	"competitor_name" text,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "win_loss_facts" ADD CONSTRAINT "win_loss_facts_insight_id_swot_insights_id_fk" FOREIGN KEY ("insight_id") REFERENCES "public"."swot_insights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "win_loss_facts" ADD CONSTRAINT "win_loss_facts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "win_loss_facts" ADD CONSTRAINT "win_loss_facts_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "win_loss_facts" ADD CONSTRAINT "win_loss_facts_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "win_loss_facts_company_start_idx" ON "win_loss_facts" USING btree ("company_id","start_at");--> statement-breakpoint
CREATE INDEX "win_loss_facts_deal_idx" ON "win_loss_facts" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "win_loss_facts_meeting_idx" ON "win_loss_facts" USING btree ("meeting_id");--> statement-breakpoint
-- A tenant table like every other (0001_row_level_security).
SELECT parley_enable_tenant_rls('win_loss_facts');
