ALTER TABLE "checklist_definitions" ADD COLUMN "weight" numeric(6, 2) DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_metrics" ADD COLUMN "all_checklist" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_metrics" ADD COLUMN "all_insights" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_metrics" ADD COLUMN "last_call_gpt_res" jsonb;--> statement-breakpoint
ALTER TABLE "deal_metrics" ADD COLUMN "forecast" text;--> statement-breakpoint
ALTER TABLE "deal_metrics" ADD COLUMN "qualification_score" text;--> statement-breakpoint
ALTER TABLE "deal_metrics" ADD COLUMN "likeliness_score" text;--> statement-breakpoint
ALTER TABLE "deal_metrics" ADD COLUMN "likeliness_score_value" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "deal_metrics" ADD COLUMN "likeliness_score_info" jsonb DEFAULT '[]'::jsonb NOT NULL;