import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { fileURLToPath } from 'node:url'
import type { Database } from './client'
import { ALL_COMPANIES_ROLE, APP_ROLE } from './client'
import { StartupError } from './embedded'

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url))

/** Applies committed migrations, then refuses to run if the app role could bypass row-level security. */
export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db.system, { migrationsFolder: MIGRATIONS_FOLDER })
  await assertAppRoleIsRestricted(db)
}

export async function assertAppRoleIsRestricted(db: Database): Promise<void> {
  for (const name of [APP_ROLE, ALL_COMPANIES_ROLE]) {
    const { rows } = await db.pool.query<{ rolsuper: boolean; rolbypassrls: boolean }>('select rolsuper, rolbypassrls from pg_roles where rolname = $1', [name])
    const role = rows[0]
    if (!role) throw new StartupError(`The database role ${name} is missing; the migrations create it. Check that the DATABASE_URL user may CREATE ROLE.`)
    if (role.rolsuper || role.rolbypassrls) {
      throw new StartupError(
        `The database role ${name} is a superuser or has BYPASSRLS, which would switch tenant isolation off. Run: ALTER ROLE ${name} NOSUPERUSER NOBYPASSRLS;`,
      )
    }
  }
}
