import { type SQL, sql } from 'drizzle-orm'
import { stageGroupKeys } from '@parley/shared/rules/deal-stages'

/**
 * A deal's stage group in SQL, as rules/account-review dealStageGroup states it: the company's stage table
 * (deal_stages.stage_group) when the deal's stage is in it, else the spec's open / won / lost group of the stage name
 * (compared as rules/deal-stages stageKey compares), else open while the deal is not closed; null otherwise.
 */
export function stageGroupSql(companyGroup: SQL, stageName: SQL, isClosed: SQL): SQL<'open' | 'won' | 'lost' | null> {
  const key = sql`lower(regexp_replace(btrim(${stageName}), ${'\\s+'}, ' ', 'g'))`
  const group = (g: 'open' | 'won' | 'lost') => sql`${key} = any(${sql.param(stageGroupKeys(g))}::text[])`
  return sql<'open' | 'won' | 'lost' | null>`coalesce(${companyGroup}::text, case when ${group('won')} then 'won' when ${group('lost')} then 'lost'
    when ${group('open')} then 'open' when not coalesce(${isClosed}, false) then 'open' end)`
}
