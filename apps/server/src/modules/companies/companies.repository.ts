import { asc, eq } from 'drizzle-orm'
import { ZCompanySettings, type TCompanySettings } from '@parley/shared/schemas/company-settings'
import type { Db } from '../../db/client'
import { companies } from '../../db/schema/companies'
import { companySettings } from '../../db/schema/settings'

export async function listCompanies(tx: Db): Promise<{ id: number; name: string }[]> {
  return tx.select({ id: companies.id, name: companies.name }).from(companies).orderBy(asc(companies.name))
}

export async function findCompanySettings(tx: Db, companyId: number): Promise<TCompanySettings | undefined> {
  const company = await tx
    .select({ id: companies.id, settings: companySettings.settings })
    .from(companies)
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(eq(companies.id, companyId))
  const row = company[0]
  return row ? ZCompanySettings.parse(row.settings ?? {}) : undefined
}

export async function saveCompanySettings(tx: Db, companyId: number, settings: TCompanySettings, updatedBy: number): Promise<void> {
  await tx
    .insert(companySettings)
    .values({ companyId, settings, updatedBy })
    .onConflictDoUpdate({ target: companySettings.companyId, set: { settings, updatedBy, updatedAt: new Date() } })
}
