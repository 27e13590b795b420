import { parseSearch, SEARCH_MAX_LENGTH, type ParsedSearch } from '@parley/shared/rules/search-syntax'
import type { TActivityDashboardQuery, TDashboardFilters } from '@parley/shared/schemas/recordings'
import type { AuthContext } from '../../platform/auth/authenticate'
import { badRequest, forbidden } from '../../platform/errors'
import type { ResolvedScope } from '../../platform/access/scope'
import type { CrmFieldTable } from './crm-fields.repository'
import type { CallFilters } from './recordings-filters'

const PRESET_MONTHS = { last_month: 1, '3_months': 3, '6_months': 6, '1_year': 12 } as const

/** The list's query may also carry startTime, endTime, videoDuration, reps and title; the body's own values win. */
export function withQueryFilters<B extends TDashboardFilters>(body: B, query: TActivityDashboardQuery): B {
  return {
    ...body,
    role: body.role ?? query.role,
    title: body.title ?? query.title,
    startTime: body.startTime ?? query.startTime,
    endTime: body.endTime ?? query.endTime,
    videoDuration: body.videoDuration ?? query.videoDuration,
    reps: body.reps ?? query.reps,
  }
}

function search(field: string, text: string | undefined): ParsedSearch | null {
  if (!text?.trim()) return null
  const parsed = parseSearch(text)
  if (!parsed.ok) throw badRequest(parsed.reason, [{ field, message: parsed.reason }])
  return parsed.value.clauses.length || parsed.value.exclude.length ? parsed.value : null
}

/** Deal name search is a plain substring; as long as the other search boxes allow, else 400 like them. */
function dealName(text: string | undefined): string | null {
  const trimmed = text?.trim()
  if (!trimmed) return null
  if (trimmed.length > SEARCH_MAX_LENGTH) {
    const reason = `Search text is too long (at most ${SEARCH_MAX_LENGTH} characters).`
    throw badRequest(reason, [{ field: 'deal_name', message: reason }])
  }
  return trimmed
}

function date(field: string, text: string): Date {
  const d = new Date(text)
  if (Number.isNaN(d.getTime())) throw badRequest(`${field} is not a date.`, [{ field, message: 'Not a date.' }])
  return d
}

/** A dashboard custom date range cannot be in the future: the end is clamped to now. */
export function dateRange(f: TDashboardFilters, now: Date): { start: Date | null; end: Date } {
  if (f.datePreset) {
    const start = new Date(now)
    start.setUTCMonth(start.getUTCMonth() - PRESET_MONTHS[f.datePreset])
    return { start, end: now }
  }
  const start = f.startTime ? date('startTime', f.startTime) : null
  const endAsked = f.endTime ? date('endTime', f.endTime) : now
  if (start && start > now) throw badRequest('The date range cannot be in the future.', [{ field: 'startTime', message: 'In the future.' }])
  if (start && endAsked < start)
    throw badRequest('The end of the date range must not be before its start.', [{ field: 'endTime', message: 'Before the start.' }])
  return { start, end: endAsked > now ? now : endAsked }
}

/** crm_custom_field keys are db_field names of the company's configured CRM filters; anything else is refused. */
function customFields(asked: TDashboardFilters['crm_custom_field'], known: { db_field: string; table_name: CrmFieldTable }[]): CallFilters['customFields'] {
  const out: CallFilters['customFields'] = []
  for (const [field, values] of Object.entries(asked ?? {})) {
    if (!values.length) continue
    const tables = known.filter((k) => k.db_field === field).map((k) => k.table_name)
    if (!tables.length) throw badRequest(`Unknown CRM field: ${field}.`, [{ field: `crm_custom_field.${field}`, message: 'Not a CRM filter of your company.' }])
    out.push({ field, tables, values })
  }
  return out
}

const canFilterPeople = (auth: AuthContext) => auth.user.isManager || auth.user.userRole === 'company_admin' || auth.user.userRole === 'super_admin'

/** Validates the body against the user and scope and turns it into SQL-ready filters. */
export function toCallFilters(
  auth: AuthContext,
  scope: ResolvedScope,
  f: TDashboardFilters,
  recorded: boolean,
  now: Date,
  crmFields: { db_field: string; table_name: CrmFieldTable }[] = [],
): CallFilters {
  const people = [f.reps, f.manager, f.rep_function, f.dealOwnerManager].some((x) => x?.length)
  if (people && !canFilterPeople(auth)) throw forbidden('Function, Manager and Sales rep filters are for managers and admins.')
  if (f.dialer_calls && !auth.settings.dialerFilter) throw forbidden('The Dialer Calls filter is not enabled for your company.')
  const { start, end } = dateRange(f, now)
  const transcript = search('transcript', f.transcript)
  if (transcript && transcript.clauses.length === 0)
    throw badRequest('Transcript search needs at least one word to find.', [{ field: 'transcript', message: 'Only exclusions.' }])
  return {
    // Super Admin's cross-company scope is served by the admin screens; the dashboard stays in one's own company.
    companyId: auth.user.companyId,
    ownerIds: scope.userIds,
    recorded,
    start,
    end,
    title: search('title', f.title),
    transcript,
    spokenSide: f.spokenBy === 'Rep' ? 'rep' : f.spokenBy === 'Prospect' ? 'prospect' : null,
    dealName: dealName(f.deal_name),
    durations: f.videoDuration ?? [],
    stages: f.stages ?? [],
    currentStages: f.currentStages ?? [],
    repEmails: f.reps ?? [],
    managerEmails: f.manager ?? [],
    dealOwnerManagerEmails: f.dealOwnerManager ?? [],
    functions: f.rep_function ?? [],
    agendaTypes: f.agenda_type ?? [],
    sources: f.sources ?? [],
    dispositions: f.call_dispositions ?? [],
    customFields: customFields(f.crm_custom_field, crmFields),
    dialerOnly: f.dialer_calls === true,
    excludeAgendaTypes: f.exclude?.activity_meeting_type ?? [],
    excludeSources: f.exclude?.activity_source ?? [],
    excludeShort: f.exclude?.duration === true,
  }
}
