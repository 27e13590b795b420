import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Applies the committed migrations to an in-memory PGlite and checks the tenant wall: every table carries
// company_id, is indexed on it and has forced row-level security with the tenant_isolation policy. A new
// table added without its RLS migration fails here.

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url))

let client: PGlite

/** Runs fn in a transaction as parley_app with the given settings, then rolls back. */
async function asApp<T>(settings: Record<string, string>, fn: (tx: PGlite['query']) => Promise<T>, role = 'parley_app'): Promise<T> {
  return client.transaction(async (tx) => {
    await tx.query(`SET LOCAL ROLE ${role}`)
    for (const [key, value] of Object.entries(settings)) {
      await tx.query('SELECT set_config($1, $2, true)', [key, value])
    }
    const result = await fn(tx.query.bind(tx) as PGlite['query'])
    await tx.rollback()
    return result
  })
}

beforeAll(async () => {
  client = new PGlite()
  await migrate(drizzle({ client }), { migrationsFolder })
  // Seed as the owner (postgres), which owner_all / superuser lets through.
  await client.exec(`
    INSERT INTO companies (name, parley_domain) VALUES ('One', 'one'), ('Two', 'two');
    INSERT INTO company_settings (company_id) VALUES (1), (2);
    INSERT INTO users (company_id, name, email) VALUES
      (1, 'Ann', 'ann@one.test'), (1, 'Bob', 'bob@one.test'), (2, 'Cid', 'cid@two.test');
  `)
}, 120_000)

afterAll(async () => {
  await client?.close()
})

describe('schema and row-level security', () => {
  it('gives every table except companies a company_id column', async () => {
    const { rows } = await client.query<{ table_name: string }>(`
      SELECT c.relname AS table_name
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> 'companies'
        AND NOT EXISTS (SELECT 1 FROM pg_attribute a
                        WHERE a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped)`)
    expect(rows.map((r) => r.table_name)).toEqual([])
  })

  it('forces RLS with a tenant_isolation policy on every tenant table and on companies', async () => {
    const { rows } = await client.query<{
      table_name: string
      relrowsecurity: boolean
      relforcerowsecurity: boolean
      has_policy: boolean
    }>(`
      SELECT c.relname AS table_name, c.relrowsecurity, c.relforcerowsecurity,
             EXISTS (SELECT 1 FROM pg_policies p
                     WHERE p.schemaname = 'public' AND p.tablename = c.relname
                       AND p.policyname = 'tenant_isolation' AND 'parley_app' = ANY (p.roles)) AS has_policy
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
        AND (c.relname = 'companies' OR EXISTS (SELECT 1 FROM pg_attribute a
             WHERE a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped))
      ORDER BY 1`)
    expect(rows.length).toBeGreaterThan(40)
    const missing = rows.filter((r) => !(r.relrowsecurity && r.relforcerowsecurity && r.has_policy))
    expect(missing.map((r) => r.table_name)).toEqual([])
  })

  it('indexes company_id (as the leading column) on every tenant table', async () => {
    const { rows } = await client.query<{ table_name: string }>(`
      SELECT c.relname AS table_name
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
        AND NOT EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.oid AND i.indkey[0] = a.attnum)`)
    expect(rows.map((r) => r.table_name)).toEqual([])
  })

  it('shows parley_app only the rows of app.company_id', async () => {
    const emails = await asApp({ 'app.company_id': '1' }, async (q) => {
      const { rows } = await q<{ email: string }>('SELECT email FROM users ORDER BY email')
      return rows.map((r) => r.email)
    })
    expect(emails).toEqual(['ann@one.test', 'bob@one.test'])

    const companies = await asApp({ 'app.company_id': '1' }, async (q) => (await q('SELECT id FROM companies')).rows)
    expect(companies).toEqual([{ id: 1 }])
  })

  it('shows nothing when no company is set, and everything on the all-companies path', async () => {
    const none = await asApp({}, async (q) => (await q('SELECT id FROM users')).rows.length)
    expect(none).toBe(0)
    const all = await asApp({}, async (q) => (await q('SELECT id FROM users')).rows.length, 'parley_app_all')
    expect(all).toBe(3)
    // The old all-companies switch no longer widens parley_app's view.
    const switched = await asApp({ 'app.company_id': '1', 'app.all_companies': 'on' }, async (q) => (await q('SELECT id FROM users')).rows.length)
    expect(switched).toBe(2)
  })

  it("rejects parley_app writes into another company's rows", async () => {
    await expect(asApp({ 'app.company_id': '1' }, (q) => q("INSERT INTO users (company_id, name, email) VALUES (2, 'Eve', 'eve@two.test')"))).rejects.toThrow(
      /row-level security/,
    )

    // An update cannot move a row out of the tenant either, and other tenants' rows are invisible to it.
    await expect(asApp({ 'app.company_id': '1' }, (q) => q("UPDATE users SET company_id = 2 WHERE email = 'ann@one.test'"))).rejects.toThrow(
      /row-level security/,
    )
    const touched = await asApp({ 'app.company_id': '1' }, async (q) => {
      const res = await q("UPDATE users SET name = 'x' WHERE email = 'cid@two.test'")
      return res.affectedRows
    })
    expect(touched).toBe(0)
  })

  it('lets parley_app write its own tenant and use identity sequences', async () => {
    const id = await asApp({ 'app.company_id': '1' }, async (q) => {
      const { rows } = await q<{ id: number }>("INSERT INTO users (company_id, name, email) VALUES (1, 'Dee', 'dee@one.test') RETURNING id")
      return rows[0].id
    })
    expect(id).toBeGreaterThan(0)
  })

  it('keeps a generated full-text vector on transcript segments', async () => {
    await client.exec(`
      INSERT INTO meetings (company_id, title, start_time) VALUES (1, 'Call', now());
      INSERT INTO transcript_segments (company_id, meeting_id, idx, speaker, side, start_ms, end_ms, text)
      VALUES (1, 1, 0, 'Ann', 'rep', 0, 4000, 'Let us talk about pricing and timelines');
    `)
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM transcript_segments WHERE search @@ websearch_to_tsquery('english', 'price')",
    )
    expect(rows[0].n).toBe(1)
  })
})
