import { ACTIVITY_GROUP_LABELS, type ActivityGroup, activityReviewColumns } from '@parley/shared/rules/activity-review'
import type { TActivityReviewQuery, TActivityReviewRow } from '@parley/shared/schemas/activity-review'
import { REPORT_EXPORT_MAX_ROWS } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { type ExportColumn, exportTimeZone } from '../../platform/export/export'
import { findUserTimeZone } from '../../platform/time-zone'
import { findActivityPage } from './activity-review.repository'
import { toActivityRow } from './activity-review-rows'
import { loadActivity } from './activity-review.service'

// Activity Review's export: every row of the view with the same filters, scope and sort, in the table's words, plus the
// parts behind the percents (recorded of eligible calls, analysed calls). One row per manager or person is at most a
// few thousand rows: read in one statement, written streamed.

const label = (group: ActivityGroup, field: string) => activityReviewColumns(group).find((c) => c.field === field)?.label ?? field

export function activityExportColumns(group: ActivityGroup, tz: string): ExportColumn<TActivityReviewRow>[] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  // 'YYYY-MM-DD HH:mm' in the file's zone (no comma: one plain CSV cell).
  const time = (iso: string) => {
    const p = Object.fromEntries(parts.formatToParts(new Date(iso)).map((x) => [x.type, x.value]))
    return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`
  }
  const l = (field: string) => label(group, field)
  return [
    { header: l('name'), value: (r) => r.name, width: 24 },
    { header: 'Email', value: (r) => r.email, width: 32 },
    group === 'manager'
      ? { header: l('team_members'), value: (r) => r.team_members.join(', '), width: 40 }
      : { header: l('manager_name'), value: (r) => r.manager_name, width: 24 },
    { header: l('activity'), value: (r) => (r.activity ? time(r.activity.datetime) : ''), width: 18 },
    { header: 'Activity', value: (r) => r.activity?.event ?? '', width: 18 },
    { header: `${l('notetaker_adoption')} (%)`, value: (r) => r.notetaker_adoption },
    { header: 'Recorded', value: (r) => r.recorded },
    { header: 'Eligible', value: (r) => r.eligible },
    { header: `${l('checklist_adoption')} (%)`, value: (r) => r.checklist_adoption },
    { header: 'Analysed calls', value: (r) => r.analysed_calls },
    { header: l('crm_updates'), value: (r) => r.crm_updates },
    { header: l('ama_questions'), value: (r) => r.ama_questions },
    { header: l('calls'), value: (r) => r.calls },
  ]
}

export interface ActivityExport {
  group: ActivityGroup
  rows: TActivityReviewRow[]
  tz: string
  today: string
  sheetName: string
}

export async function prepareActivityExport(deps: AppDeps, auth: AuthContext, q: TActivityReviewQuery, askedTz: string | undefined): Promise<ActivityExport> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const { r, ctx } = await loadActivity(deps, tx, auth, { ...q, distinct: false, take: null, skip: null })
    const found = await findActivityPage(tx, r, ctx, { skip: 0, take: REPORT_EXPORT_MAX_ROWS })
    const tz = exportTimeZone(askedTz, askedTz ? null : await findUserTimeZone(tx, auth.user.id))
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(r.now)
    return { group: ctx.group, rows: found.map(toActivityRow), tz, today, sheetName: `Activity Review - ${ACTIVITY_GROUP_LABELS[ctx.group]}` }
  })
}
