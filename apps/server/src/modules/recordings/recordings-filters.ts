import { type SQL, sql } from 'drizzle-orm'
import type { ParsedSearch, SearchTerm } from '@parley/shared/rules/search-syntax'
import { searchWords } from '@parley/shared/rules/search-syntax'
import { DIALER_SOURCES, type DURATION_BUCKETS } from '@parley/shared/schemas/recordings'
import { escapeLike, inList, lowerList } from '../../db/sql-lists'
import type { CrmFieldTable } from './crm-fields.repository'

/** The dashboard filters after validation and scope resolution; every value reaches SQL as a parameter. */
export interface CallFilters {
  companyId: number
  ownerIds: number[] | 'all'
  recorded: boolean
  start: Date | null
  end: Date
  title: ParsedSearch | null
  transcript: ParsedSearch | null
  spokenSide: 'rep' | 'prospect' | null
  dealName: string | null
  durations: (typeof DURATION_BUCKETS)[number][]
  stages: string[]
  currentStages: string[]
  repEmails: string[]
  managerEmails: string[]
  dealOwnerManagerEmails: string[]
  functions: string[]
  agendaTypes: string[]
  sources: string[]
  dispositions: string[]
  /** CRM custom-field filters, each matched against the company's definitions: a field configured on several tables matches on any. */
  customFields: { field: string; tables: CrmFieldTable[]; values: string[] }[]
  dialerOnly: boolean
  excludeAgendaTypes: string[]
  excludeSources: string[]
  excludeShort: boolean
}

const DURATION_SQL: Record<(typeof DURATION_BUCKETS)[number], SQL> = {
  '>1hr': sql`b.video_duration > 3600`,
  '45-60': sql`b.video_duration between 2700 and 3600`,
  '30-45': sql`b.video_duration between 1800 and 2699`,
  '15-30': sql`b.video_duration between 900 and 1799`,
  '5-15': sql`b.video_duration between 300 and 899`,
  '<5': sql`b.video_duration < 300`,
}

/** Substring matching of the advanced syntax against one text column. */
function likeSearch(column: SQL, parsed: ParsedSearch): SQL {
  const one = (t: SearchTerm) => sql`${column} ilike ${escapeLike(t.text)}`
  const parts = parsed.clauses.map((alts) => sql`(${sql.join(alts.map(one), sql` or `)})`)
  for (const t of parsed.exclude) parts.push(sql`coalesce(${column}, '') not ilike ${escapeLike(t.text)}`)
  return parts.length ? sql.join(parts, sql` and `) : sql`true`
}

/**
 * A tsquery built from the parsed search in SQL, never from user tsquery syntax: a phrase becomes phraseto_tsquery,
 * a single word a prefix match (word:* where the word holds only letters and digits).
 */
export function tsQuery(parsed: ParsedSearch): SQL | null {
  const term = (t: SearchTerm): SQL | null => {
    const words = searchWords(t)
    if (words.length === 0) return null
    if (t.phrase || words.length > 1) return sql`phraseto_tsquery('english', ${words.join(' ')})`
    return sql`to_tsquery('english', ${`${words[0]}:*`})`
  }
  const clauses = parsed.clauses
    .map((alts) => alts.map(term).filter((q): q is SQL => q !== null))
    .filter((alts) => alts.length > 0)
    .map((alts) => sql`(${sql.join(alts, sql` || `)})`)
  if (clauses.length === 0) return null
  const excluded = parsed.exclude
    .map(term)
    .filter((q): q is SQL => q !== null)
    .map((q) => sql`(!! ${q})`)
  return sql`(${sql.join([...clauses, ...excluded], sql` && `)})`
}

/**
 * Where a filter finds the deal's and the event's columns: on the Recorded tab the list row carries them
 * (recording_list); the Unrecorded tab joins its event's deal as `d`.
 */
export interface FilterColumns {
  dealName: SQL
  dealStage: SQL
  dealOwnerId: SQL
  dealCustomFields: SQL
  eventCustomFields: SQL
}

export const LIST_COLUMNS: FilterColumns = {
  dealName: sql`b.deal_name`,
  dealStage: sql`b.deal_stage`,
  dealOwnerId: sql`b.deal_owner_id`,
  dealCustomFields: sql`b.deal_custom_fields`,
  eventCustomFields: sql`b.event_custom_fields`,
}

export const JOINED_COLUMNS: FilterColumns = {
  dealName: sql`d.name`,
  dealStage: sql`d.stage_name`,
  dealOwnerId: sql`d.owner_id`,
  dealCustomFields: sql`d.custom_fields`,
  eventCustomFields: sql`b.custom_fields`,
}

/** WHERE parts over the base row `b` (with the deal and event columns `c` names) and its owner `u`. */
export function filterSql(f: CallFilters, c: FilterColumns): SQL[] {
  const w: SQL[] = [sql`b.start_time <= ${f.end.toISOString()}`]
  if (f.start) w.push(sql`b.start_time >= ${f.start.toISOString()}`)
  if (f.ownerIds !== 'all') w.push(f.ownerIds.length ? sql`b.owner_id in ${inList(f.ownerIds)}` : sql`false`)
  if (f.title) w.push(likeSearch(sql`b.title`, f.title))
  if (f.dealName) w.push(sql`${c.dealName} ilike ${escapeLike(f.dealName)}`)
  if (f.durations.length)
    w.push(
      sql`(${sql.join(
        f.durations.map((d) => DURATION_SQL[d]),
        sql` or `,
      )})`,
    )
  if (f.excludeShort) w.push(sql`coalesce(b.video_duration, 0) >= 300`)
  if (f.stages.length) w.push(sql`b.sales_stage in ${inList(f.stages)}`)
  if (f.currentStages.length) w.push(sql`${c.dealStage} in ${inList(f.currentStages)}`)
  if (f.repEmails.length) w.push(sql`lower(u.email) in ${lowerList(f.repEmails)}`)
  if (f.functions.length) w.push(sql`u.function in ${inList(f.functions)}`)
  if (f.managerEmails.length)
    w.push(sql`exists (select 1 from user_managers um join users mu on mu.id = um.manager_id
      where um.user_id = b.owner_id and lower(mu.email) in ${lowerList(f.managerEmails)})`)
  if (f.dealOwnerManagerEmails.length)
    w.push(sql`exists (select 1 from user_managers um join users mu on mu.id = um.manager_id
      where um.user_id = ${c.dealOwnerId} and lower(mu.email) in ${lowerList(f.dealOwnerManagerEmails)})`)
  if (f.agendaTypes.length) w.push(sql`b.agenda_type in ${inList(f.agendaTypes)}`)
  if (f.excludeAgendaTypes.length) w.push(sql`coalesce(b.agenda_type, '') not in ${inList(f.excludeAgendaTypes)}`)
  if (f.sources.length) w.push(sql`b.source in ${inList(f.sources)}`)
  if (f.excludeSources.length) w.push(sql`coalesce(b.source, '') not in ${inList(f.excludeSources)}`)
  if (f.dialerOnly) w.push(sql`b.source in ${inList([...DIALER_SOURCES])}`)
  if (f.dispositions.length) w.push(sql`b.call_disposition in ${inList(f.dispositions)}`)
  for (const { field, tables, values } of f.customFields) {
    const column = (t: CrmFieldTable) => (t === 'crm_deals' ? c.dealCustomFields : c.eventCustomFields)
    w.push(
      sql`(${sql.join(
        tables.map((t) => sql`(${column(t)} ->> ${field}) in ${inList(values)}`),
        sql` or `,
      )})`,
    )
  }
  return w
}
