import { type SQL, sql } from 'drizzle-orm'
import type { ActivityGroup } from '@parley/shared/rules/activity-review'
import { textArray } from '../../db/sql-lists'
import { countOf } from './call-measures-sql'
import { rangeEnd } from './calls-report-sql'
import type { ReportRequest } from './report-request'

// Activity Review in SQL (docs/decisions.md "Activity Review"): the people of the scope with what each did in the range
// — calls from call_facts, checklist adoption from checklist_call_scores, accepted CRM write-backs from crm_writes,
// questions from chat_messages — then one row per person (Team view) or per manager over the manager and their direct
// reports (Manager view). Every value is a parameter; column names come from the switches below.

export interface ActivityContext {
  companyId: number
  group: ActivityGroup
}

const scopeOn = (column: SQL, r: ReportRequest): SQL[] =>
  r.scope.userIds === 'all' ? [] : [r.scope.userIds.length ? sql`${column} = any(${sql.param(r.scope.userIds)}::int[])` : sql`false`]

const managedBy = (userColumn: SQL, names: string[]) =>
  sql`exists (select 1 from user_managers um join users mu on mu.id = um.manager_id where um.user_id = ${userColumn} and mu.name = any(${textArray(names)}))`

/**
 * Filters on the people whose activity counts: Rep and Function always; Manager only in the Team view (reps reporting
 * to that manager) — in the Manager view it picks the rows (managerFilterSql).
 */
export function memberFilterSql(key: string, values: string[], group: ActivityGroup): SQL | null {
  switch (key) {
    case 'rep':
      return sql`u.name = any(${textArray(values)})`
    case 'function':
      return sql`u.function = any(${textArray(values)})`
    case 'manager':
      return group === 'rep' ? managedBy(sql`u.id`, values) : null
    default:
      // Unknown keys never get here: parseReportRequest answers 400 first.
      return sql`false`
  }
}

/** WHERE of the people (users u): the company, the scope, the member filters; `filters: false` for distinct lists. */
export function peopleWhere(r: ReportRequest, ctx: ActivityContext, opts: { filters: boolean } = { filters: true }): SQL {
  const parts = [sql`u.company_id = ${ctx.companyId}`, ...scopeOn(sql`u.id`, r)]
  if (opts.filters)
    for (const [k, v] of r.filters) {
      const part = memberFilterSql(k, v, ctx.group)
      if (part) parts.push(part)
    }
  return sql.join(parts, sql` and `)
}

/** WHERE of the Manager view's rows (users m): someone in scope with direct reports, named by the Manager filter. */
export function managersWhere(r: ReportRequest, ctx: ActivityContext): SQL {
  const parts = [sql`m.company_id = ${ctx.companyId}`, ...scopeOn(sql`m.id`, r), sql`exists (select 1 from user_managers um where um.manager_id = m.id)`]
  const names = r.filters.get('manager')
  if (names) parts.push(sql`m.name = any(${textArray(names)})`)
  return sql.join(parts, sql` and `)
}

const from = (r: ReportRequest) => r.range.start.toISOString()
const to = (r: ReportRequest) => rangeEnd(r).toISOString()

/**
 * Each person of the scope with their counts and last moments in the range (CTEs people … person). `listed` keeps
 * those the report shows: active accounts, and anyone else who did something in the range.
 */
export function personCtes(r: ReportRequest, ctx: ActivityContext): SQL {
  const c = ctx.companyId
  const within = (column: SQL) => sql`${column} between ${from(r)}::timestamptz and ${to(r)}::timestamptz`
  return sql`people as materialized (
      select u.id, u.name, u.email, (u.status = 'active' and u.deleted_at is null) as live from users u where ${peopleWhere(r, ctx)}
    ),
    calls as (
      select f.user_id,
        ${countOf('eligible')} as eligible,
        ${countOf('recorded')} as recorded,
        ${countOf('recorded')} as calls,
        max(f.start_at) filter (where f.is_recorded) as last_call
      from call_facts f
      where f.company_id = ${c} and not f.cancelled and ${within(sql`f.start_at`)} and f.user_id in (select id from people)
      group by f.user_id
    ),
    scores as (
      select rl.owner_id as user_id, sum(cs.adoption)::float8 as adoption_sum, count(*)::int as analysed
      from recording_list rl join checklist_call_scores cs on cs.meeting_id = rl.meeting_id
      where rl.company_id = ${c} and ${within(sql`rl.start_time`)} and cs.applicable > 0 and rl.owner_id in (select id from people)
      group by rl.owner_id
    ),
    writes as (
      select w.user_id, count(*)::int as crm_updates, max(w.created_at) as last_crm
      from crm_writes w
      where w.company_id = ${c} and w.status = 'done' and ${within(sql`w.created_at`)} and w.user_id in (select id from people)
      group by w.user_id
    ),
    questions as (
      select q.user_id, count(*)::int as ama_questions, max(q.created_at) as last_question
      from chat_messages q
      where q.company_id = ${c} and q.message_type = 'question' and ${within(sql`q.created_at`)} and q.user_id in (select id from people)
      group by q.user_id
    ),
    listed as (
      select p.id, p.name, p.email,
        coalesce(k.eligible, 0) as eligible, coalesce(k.recorded, 0) as recorded, coalesce(k.calls, 0) as calls,
        coalesce(s.adoption_sum, 0)::float8 as adoption_sum, coalesce(s.analysed, 0) as analysed,
        coalesce(w.crm_updates, 0) as crm_updates, coalesce(q.ama_questions, 0) as ama_questions,
        k.last_call, q.last_question, w.last_crm
      from people p
      left join calls k on k.user_id = p.id
      left join scores s on s.user_id = p.id
      left join writes w on w.user_id = p.id
      left join questions q on q.user_id = p.id
      where p.live or k.user_id is not null or s.user_id is not null or w.user_id is not null or q.user_id is not null
    )`
}

/** The rows of the view (CTE `x`): one per listed person, or one per manager over the manager and direct reports. */
export function rowsCte(r: ReportRequest, ctx: ActivityContext): SQL {
  if (ctx.group === 'rep') {
    return sql`x as (
      select l.*, '{}'::text[] as team_members,
        (select string_agg(mu.name, ', ' order by mu.name) from user_managers um join users mu on mu.id = um.manager_id where um.user_id = l.id) as manager_name
      from listed l
    )`
  }
  return sql`managers as (select m.id, m.name, m.email from users m where ${managersWhere(r, ctx)}),
    team as (
      select m.id as manager_id, m.id as user_id from managers m
      union select um.manager_id, um.user_id from user_managers um where um.manager_id in (select id from managers)
    ),
    x as (
      select m.id, m.name, m.email,
        sum(l.eligible)::int as eligible, sum(l.recorded)::int as recorded, sum(l.calls)::int as calls,
        sum(l.adoption_sum)::float8 as adoption_sum, sum(l.analysed)::int as analysed,
        sum(l.crm_updates)::int as crm_updates, sum(l.ama_questions)::int as ama_questions,
        max(l.last_call) as last_call, max(l.last_question) as last_question, max(l.last_crm) as last_crm,
        coalesce(array_agg(l.name order by l.name, l.id) filter (where l.id <> m.id), '{}') as team_members,
        null::text as manager_name
      from managers m join team t on t.manager_id = m.id join listed l on l.id = t.user_id
      group by m.id, m.name, m.email
    )`
}

/** Whole percent, half up, 0 when nothing was eligible: rules/notetaker-adoption-rate in SQL (for sorting). */
const NOTETAKER = sql`(case when x.eligible = 0 then 0 else floor(x.recorded * 100.0 / x.eligible + 0.5) end)`
const CHECKLIST = sql`(x.adoption_sum / nullif(x.analysed, 0))`
export const ACTIVITY_AT = sql`greatest(x.last_call, x.last_question, x.last_crm)`

/** The sort map (rules/activity-review ACTIVITY_REVIEW_SORT_MAP); nulls last both ways, then name and id. No sort: by name. */
export function activityOrderSql(r: ReportRequest): SQL {
  const dir = r.sort?.desc ? sql`desc` : sql`asc`
  const by = (expr: SQL) => sql`${expr} ${dir} nulls last, x.name asc, x.id asc`
  switch (r.sort?.field) {
    case 'name':
      return sql`x.name ${dir}, x.id ${dir}`
    case 'activity':
      return by(ACTIVITY_AT)
    case 'notetaker_adoption':
      return by(NOTETAKER)
    case 'checklist_adoption':
      return by(CHECKLIST)
    case 'crm_updates':
      return by(sql`x.crm_updates`)
    case 'ama_questions':
      return by(sql`x.ama_questions`)
    case 'calls':
      return by(sql`x.calls`)
    default:
      return sql`x.name asc, x.id asc`
  }
}
