-- Tenant policies the planner can use (measured on the benchmark database, docs/decisions.md "Database").
-- 0001's single policy `company_id = app.company_id OR app.all_companies = 'on'` hid company_id from every index:
-- an OR with a non-column branch is never an index condition, so tenant queries scanned and looped.
-- Now parley_app's policy is the plain equality, and the audited all-companies path runs as its own role,
-- parley_app_all, which is equally restricted (neither superuser nor BYPASSRLS) but whose policy shows every row.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'parley_app_all') THEN
    CREATE ROLE parley_app_all NOLOGIN;
  END IF;
EXCEPTION WHEN duplicate_object THEN
  NULL; -- created concurrently by another database's migration
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT parley_app_all TO %I', current_user);
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'could not grant parley_app_all to %', current_user;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO parley_app_all;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO parley_app_all;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO parley_app_all;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO parley_app_all;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO parley_app_all;
--> statement-breakpoint
REVOKE DELETE ON companies FROM parley_app_all;
--> statement-breakpoint
-- Same contract as 0001's function (later migrations keep calling it), with the two policies split by role.
CREATE OR REPLACE FUNCTION parley_enable_tenant_rls(tbl regclass, key_column name DEFAULT 'company_id')
RETURNS void
LANGUAGE plpgsql
AS $fn$
DECLARE
  tenant_match text := format('%I = nullif(current_setting(''app.company_id'', true), '''')::int', key_column);
BEGIN
  IF current_user IN ('parley_app', 'parley_app_all') THEN
    RAISE EXCEPTION 'migrations must run as the owner role, not %', current_user;
  END IF;
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format('CREATE POLICY tenant_isolation ON %s TO parley_app USING (%s) WITH CHECK (%s)',
    tbl, tenant_match, tenant_match);
  EXECUTE format('DROP POLICY IF EXISTS all_companies ON %s', tbl);
  EXECUTE format('CREATE POLICY all_companies ON %s TO parley_app_all USING (true) WITH CHECK (true)', tbl);
  EXECUTE format('DROP POLICY IF EXISTS owner_all ON %s', tbl);
  EXECUTE format('CREATE POLICY owner_all ON %s TO %I USING (true) WITH CHECK (true)', tbl, current_user);
END
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION parley_enable_tenant_rls(regclass, name) FROM PUBLIC;
--> statement-breakpoint
-- Re-apply to every table 0001–0004 protected; the tenant root keys on its own id.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT DISTINCT c.oid::regclass AS tbl, c.relname
           FROM pg_policies p JOIN pg_class c ON c.relname = p.tablename
           JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = p.schemaname
           WHERE p.policyname = 'tenant_isolation' AND p.schemaname = 'public'
  LOOP
    PERFORM parley_enable_tenant_rls(t.tbl, CASE WHEN t.relname = 'companies' THEN 'id' ELSE 'company_id' END);
  END LOOP;
END
$$;
--> statement-breakpoint
-- Under RLS, a condition whose function is not LEAKPROOF runs after the policy and cannot use an index, so
-- transcript search (tsvector @@ tsquery, GIN) scanned the whole tenant. The match operator raises no
-- data-dependent errors, so it is safe to mark; doing so needs a superuser, and without one search still works,
-- only slower (the start-up log says so).
DO $$
BEGIN
  ALTER FUNCTION pg_catalog.ts_match_vq(tsvector, tsquery) LEAKPROOF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'ts_match_vq stays non-leakproof: migrate as a superuser for indexed transcript search under RLS';
END
$$;
