import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { companies } from '../../db/schema/companies'
import { dealStages } from '../../db/schema/deals'
import { type StageMap, stageKey } from './crm-records.repository'

// The built-in CRM's reads and marks around an import, inside the caller's tenant transaction. The records themselves
// go through the CRM mirror's own upserts (crm-records / crm-deals repositories).

/** The value of companies.crm_name for a company whose deals live in Parley (imported from CSV). */
export const BUILT_IN_CRM_NAME = 'parley'

export interface StageByName {
  stages: StageMap
  /** lower-case stage name → its group, for deals the file does not say are closed. */
  groups: Map<string, 'open' | 'won' | 'lost'>
}

/** The company's deal stages keyed the way imported deals carry them (pipeline 'default', the name in lower case). */
export async function stagesByName(tx: Db): Promise<StageByName> {
  const rows = await tx
    .select({ id: dealStages.id, name: dealStages.name, group: dealStages.stageGroup, order: dealStages.displayOrder })
    .from(dealStages)
    .orderBy(dealStages.displayOrder, dealStages.id)
  const stages: StageMap = new Map()
  const groups = new Map<string, 'open' | 'won' | 'lost'>()
  for (const r of rows) {
    const key = r.name.toLowerCase()
    // A name used in several pipelines: the first in funnel order.
    if (groups.has(key)) continue
    stages.set(stageKey('default', key), { id: r.id, name: r.name })
    groups.set(key, r.group)
  }
  return { stages, groups }
}

/** Marks the company as keeping its deals in Parley, unless it already names a CRM. */
export async function markBuiltInCrm(tx: Db, companyId: number): Promise<void> {
  await tx
    .update(companies)
    .set({ crmName: BUILT_IN_CRM_NAME, updatedAt: sql`now()` })
    .where(and(eq(companies.id, companyId), isNull(companies.crmName)))
}
