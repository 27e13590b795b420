-- Row-level security: the second wall behind scopeOf() (DESIGN principle 3).
-- Each request runs in a transaction that sets app.company_id with set_config(..., true) as role parley_app
-- (neither superuser nor BYPASSRLS). Super-admin cross-company reads set app.all_companies = 'on' on an
-- explicit, audited path. Every table with company_id gets a FORCEd tenant_isolation policy; a table added
-- later must call parley_enable_tenant_rls('<table>') in its migration (schema.test.ts fails otherwise).

-- The application role. It may already exist in a shared cluster (roles are cluster-wide).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'parley_app') THEN
    CREATE ROLE parley_app NOLOGIN;
  END IF;
EXCEPTION WHEN duplicate_object THEN
  NULL; -- created concurrently by another database's migration
END
$$;
--> statement-breakpoint
-- Let the migrating (owner) role SET ROLE parley_app, as the embedded database and the tests do.
-- Superusers need no membership; a role without the right to grant it keeps working without.
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT parley_app TO %I', current_user);
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'could not grant parley_app to %', current_user;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO parley_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO parley_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO parley_app;
--> statement-breakpoint
-- Tables and sequences created by later migrations (by this same owner role) are granted too.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO parley_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO parley_app;
--> statement-breakpoint
-- Deleting a company cascades through its whole tenant: only the owner connection may do that.
REVOKE DELETE ON companies FROM parley_app;
--> statement-breakpoint
-- Turns on forced RLS for one table with two policies:
--   tenant_isolation (role parley_app): rows of the company in app.company_id, or all with app.all_companies;
--   owner_all (the migrating role): FORCE applies to the table owner too, and migrations and the demo seeder
--   run as the owner. The owner's name is read at run time: CURRENT_USER cannot be named in a policy on every
--   supported PostgreSQL version.
CREATE OR REPLACE FUNCTION parley_enable_tenant_rls(tbl regclass, key_column name DEFAULT 'company_id')
RETURNS void
LANGUAGE plpgsql
AS $fn$
DECLARE
  tenant_match text := format(
    '%I = nullif(current_setting(''app.company_id'', true), '''')::int'
      ' OR current_setting(''app.all_companies'', true) = ''on''',
    key_column);
BEGIN
  IF current_user = 'parley_app' THEN
    RAISE EXCEPTION 'migrations must run as the owner role, not parley_app';
  END IF;
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format('CREATE POLICY tenant_isolation ON %s TO parley_app USING (%s) WITH CHECK (%s)',
    tbl, tenant_match, tenant_match);
  EXECUTE format('DROP POLICY IF EXISTS owner_all ON %s', tbl);
  EXECUTE format('CREATE POLICY owner_all ON %s TO %I USING (true) WITH CHECK (true)', tbl, current_user);
END
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION parley_enable_tenant_rls(regclass, name) FROM PUBLIC;
--> statement-breakpoint
-- The tenant root filters on its own id.
SELECT parley_enable_tenant_rls('companies', 'id');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('account_metrics');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('accounts');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('analysis_results');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('audit_log');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('best_practices');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('bot_events');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('calendar_connections');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('calendar_events');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('chat_messages');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('chat_threads');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('checklist_definitions');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('checklist_interactions');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('clips');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('company_settings');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('contacts');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('crm_connections');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('crm_custom_fields');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('crm_writes');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('deal_contacts');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('deal_mapping_reviews');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('deal_metrics');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('deal_stage_history');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('deal_stages');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('deals');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('departments');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('emails');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('error_reports');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('functions');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('impersonation_tokens');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('integrations');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('licenses');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('mail_outbox');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('meeting_deals');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('meeting_insights');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('meeting_participants');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('meetings');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('notetaker_bots');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('objections');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('saved_views');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('share_link_views');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('share_links');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('swot_insights');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('tracking_events');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('transcript_segments');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('user_identities');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('user_licenses');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('user_managers');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('users');
--> statement-breakpoint
SELECT parley_enable_tenant_rls('utm_origins');
