CREATE TABLE "user_meeting_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"internal_meeting" integer DEFAULT 0 NOT NULL,
	"external_meeting_external_host" integer DEFAULT 0 NOT NULL,
	"external_meeting_internal_host" integer DEFAULT 0 NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_meeting_counts" ADD CONSTRAINT "user_meeting_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_meeting_counts" ADD CONSTRAINT "user_meeting_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_meeting_counts_company_idx" ON "user_meeting_counts" USING btree ("company_id","refreshed_at");--> statement-breakpoint
-- A tenant table: the same forced row-level security as every other (0001_row_level_security).
SELECT parley_enable_tenant_rls('user_meeting_counts');
