import type { FastifyRequest } from 'fastify'
import { type RangeLimit, REPORT_RANGES, checkRange, presetRange } from '@parley/shared/rules/report-ranges'
import { canOpenReport, type ReportKey, reportByKey } from '@parley/shared/rules/reports-menu'
import { REPORT_EXPORT_MAX_ROWS, type TReportQuery } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import { type ResolvedScope, scopeOf } from '../../platform/access/scope'
import { type AuthContext, requireUser } from '../../platform/auth/authenticate'
import { AppError, badRequest } from '../../platform/errors'

// The request every report shares (HOW-TO-ADD-A-REPORT.md step 1): the body parsed by ZReportQuery is checked against
// the report's definition (ranges, filter keys, sort fields) and turned into SQL-ready values. One path for the page,
// distinct mode, charts and export, so they can never disagree.

export interface TimeRange {
  start: Date
  end: Date
}

export interface ReportRequest {
  /** The first role sent ("Reports send the first value of the role filter as role"), resolved by scopeOf. */
  scope: ResolvedScope
  /** The signed-in user: report rows that quote a call keep only the calls they may open. */
  viewerId: number
  /** The report's own range (activity, calls); defaults to the report's default preset. */
  range: TimeRange
  created: TimeRange | null
  close: TimeRange | null
  /** Known filter keys with their values as text; empty lists are dropped. */
  filters: Map<string, string[]>
  sort: { field: string; desc: boolean } | null
  /** Null: every row (an export, or `take` omitted), up to REPORT_EXPORT_MAX_ROWS. */
  page: { skip: number; take: number } | null
  distinct: boolean
  search: string | null
  now: Date
}

/** What a report tells the shared parser about itself. */
export interface ReportRules {
  key: ReportKey
  /** Whether a filter key exists for this user (fixed keys, CRM fields and checklist signals of the company). */
  knowsFilter: (key: string) => boolean
  /** The API's sort fields (the right-hand side of the report's sort map). */
  sortFields: readonly string[]
}

/** 403 unless the user's report menu offers the report (enforced on the server too). */
export function requireReport(request: FastifyRequest, key: ReportKey): AuthContext {
  const auth = requireUser(request)
  if (!canOpenReport(auth.actor, key)) throw new AppError(403, 'forbidden', `${reportByKey(key).name} is not one of your reports.`)
  return auth
}

export const firstRole = (role: TReportQuery['role']): string | null => (Array.isArray(role) ? (role[0] ?? null) : (role ?? null))

const toDate = (s: number) => new Date(s * 1000)

function pair(
  label: string,
  limit: RangeLimit,
  fields: [string, string],
  start: number | null | undefined,
  end: number | null | undefined,
  now: Date,
): TimeRange | null {
  const [startField, endField] = fields
  if ((start === null || start === undefined) && (end === null || end === undefined)) return null
  if (start === null || start === undefined)
    throw badRequest(`${label} needs a start.`, [{ field: startField, message: 'Missing: send both ends of the range.' }])
  if (end === null || end === undefined) throw badRequest(`${label} needs an end.`, [{ field: endField, message: 'Missing: send both ends of the range.' }])
  const problem = checkRange(label, limit, { startTime: start, endTime: end }, now)
  if (problem) throw badRequest(problem.message, [{ field: problem.end === 'start' ? startField : endField, message: problem.message }])
  return { start: toDate(start), end: toDate(end) }
}

/** Values as text, de-duplicated, blanks dropped: `filter: { sales_stage: ['Qualify'] }` or a single value. */
function filterValues(raw: TReportQuery['filter']): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const [key, value] of Object.entries(raw ?? {})) {
    const list = (value ?? []).map((v) => String(v).trim()).filter((v) => v !== '')
    if (list.length) out.set(key, [...new Set(list)])
  }
  return out
}

/**
 * Scope, ranges, filters, sort and paging of one report request. Bad input is a 400 naming the field with a message a
 * person reads: a range outside the report's limits, an unknown filter key, a sort field not in the report's map.
 */
export async function parseReportRequest(deps: AppDeps, tx: Db, auth: AuthContext, rules: ReportRules, q: TReportQuery): Promise<ReportRequest> {
  const now = deps.now?.() ?? new Date()
  const ranges = REPORT_RANGES[rules.key]
  const fallback = presetRange(ranges.activity.defaultPreset, now)
  const range = pair(ranges.activity.label, ranges.activity, ['startTime', 'endTime'], q.startTime, q.endTime, now) ?? {
    start: toDate(fallback?.startTime ?? 0),
    end: toDate(fallback?.endTime ?? Math.floor(now.getTime() / 1000)),
  }
  const created = ranges.created
    ? pair(ranges.created.label, ranges.created, ['createdDateStartTime', 'createdDateEndTime'], q.createdDateStartTime, q.createdDateEndTime, now)
    : null
  const close = ranges.close
    ? pair(ranges.close.label, ranges.close, ['closeDateStartTime', 'closeDateEndTime'], q.closeDateStartTime, q.closeDateEndTime, now)
    : null

  const filters = filterValues(q.filter)
  const unknown = [...filters.keys()].filter((k) => !rules.knowsFilter(k))
  if (unknown.length) {
    const message = `Unknown filter: ${unknown.slice(0, 5).join(', ')}.`
    throw badRequest(
      message,
      unknown.map((k) => ({ field: `filter.${k}`, message: 'Not a filter of this report.' })),
    )
  }
  if (q.sort && !rules.sortFields.includes(q.sort.field)) {
    const message = `This report cannot be sorted by ${q.sort.field}; choose one of ${rules.sortFields.join(', ')}.`
    throw badRequest(message, [{ field: 'sort.field', message }])
  }
  const search = q.search?.trim() || null
  return {
    scope: await scopeOf(tx, auth, firstRole(q.role)),
    viewerId: auth.user.id,
    range,
    created,
    close,
    filters,
    sort: q.sort ? { field: q.sort.field, desc: q.sort.type === 'desc' } : null,
    page: q.take ? { skip: q.skip ?? 0, take: q.take } : null,
    distinct: q.distinct === true,
    search,
    now,
  }
}

/** The row limit of a request: its page, or every row up to the export maximum. */
export const rowLimit = (r: ReportRequest) => r.page ?? { skip: 0, take: REPORT_EXPORT_MAX_ROWS }
