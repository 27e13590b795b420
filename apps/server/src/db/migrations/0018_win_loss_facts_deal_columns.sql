ALTER TABLE "win_loss_facts" ADD COLUMN "deal_owner_id" integer;--> statement-breakpoint
ALTER TABLE "win_loss_facts" ADD COLUMN "deal_competitor_name" text;--> statement-breakpoint
ALTER TABLE "win_loss_facts" ADD COLUMN "deal_funnel_by_product" text;--> statement-breakpoint
ALTER TABLE "win_loss_facts" ADD COLUMN "deal_stage_name" text;--> statement-breakpoint
ALTER TABLE "win_loss_facts" ADD COLUMN "deal_stage_id" integer;--> statement-breakpoint
ALTER TABLE "win_loss_facts" ADD COLUMN "deal_stage_key" text;--> statement-breakpoint
ALTER TABLE "win_loss_facts" ADD COLUMN "deal_created_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "win_loss_facts" ADD COLUMN "deal_close_date" date;--> statement-breakpoint
ALTER TABLE "win_loss_facts" ADD COLUMN "deal_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Competitive Win-Loss reads its scope, ranges and groupings from these copies (db/schema/win-loss-facts.ts); the
-- stage's key is the name as rules/deal-stages stageKey compares it, so the deal's group needs no per-row regexp. A changed
-- deal rewrites its facts' copies in the same statement's transaction; a statement trigger with transition tables
-- (as 0011) so a CRM sync's bulk update is one UPDATE. Facts written while a deal changes are caught by the sweep.
CREATE OR REPLACE FUNCTION win_loss_facts_deals_changed() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  UPDATE win_loss_facts f SET deal_owner_id = n.owner_id, deal_competitor_name = n.competitor_name,
    deal_funnel_by_product = n.funnel_by_product, deal_stage_name = n.stage_name, deal_stage_id = n.stage_id,
    deal_stage_key = lower(regexp_replace(btrim(n.stage_name), '\s+', ' ', 'g')),
    deal_created_date = n.created_date, deal_close_date = n.close_date, deal_deleted = n.deleted_at IS NOT NULL
  FROM after_rows n JOIN before_rows o ON o.id = n.id
  WHERE f.deal_id = n.id
    AND (o.owner_id, o.competitor_name, o.funnel_by_product, o.stage_name, o.stage_id, o.created_date, o.close_date, o.deleted_at IS NOT NULL)
      IS DISTINCT FROM (n.owner_id, n.competitor_name, n.funnel_by_product, n.stage_name, n.stage_id, n.created_date, n.close_date, n.deleted_at IS NOT NULL);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER win_loss_facts_deals_changed AFTER UPDATE ON deals REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION win_loss_facts_deals_changed();
--> statement-breakpoint
-- The facts already there.
UPDATE win_loss_facts f SET deal_owner_id = d.owner_id, deal_competitor_name = d.competitor_name,
  deal_funnel_by_product = d.funnel_by_product, deal_stage_name = d.stage_name, deal_stage_id = d.stage_id,
  deal_stage_key = lower(regexp_replace(btrim(d.stage_name), '\s+', ' ', 'g')),
  deal_created_date = d.created_date, deal_close_date = d.close_date, deal_deleted = d.deleted_at IS NOT NULL
FROM deals d WHERE d.id = f.deal_id;
