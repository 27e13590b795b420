import { agendaOptions } from '@parley/shared/rules/agenda'
import { NO_CALL_ACCESS_MESSAGE } from '@parley/shared/rules/call-access'
import { checklistCompletionPercentage } from '@parley/shared/rules/deal-scores'
import { CHECKLIST_PROCESSING_MESSAGE, checklistItemMissingMessage, findChecklistItem, functionTags } from '@parley/shared/rules/meeting-checklist'
import { isChecklistBeingProcessed } from '@parley/shared/rules/processing-status'
import { snippetSeconds } from '@parley/shared/rules/snippet-time'
import type { TBestPracticeRow, TMeetingInsight, TSalesInsightsResponse } from '@parley/shared/schemas/meeting-detail'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { forbidden, notFound } from '../../platform/errors'
import { actionItemsOf } from '../meetings'
import { canViewMeeting } from '../meetings'
import { type BestPracticeRow, type InsightRow, loadMeetingInsights } from './meeting-insights.repository'

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null)
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {})

/**
 * GET /api/users/salesInsigtsOfMeeting?id= (spelling kept): the checklist and insights panel, read from
 * the stored analysis (nothing is re-analysed on read).
 */
export async function salesInsightsOfMeeting(deps: AppDeps, auth: AuthContext, meetingId: number, checklist?: string): Promise<TSalesInsightsResponse> {
  const howAllowed = auth.settings.checklistLibraryAndClips
  const m = await deps.db.withTenant(auth.user.companyId, async (tx) => {
    const access = await canViewMeeting(tx, auth, meetingId)
    if (access === 'not_found') throw notFound('Meeting not found')
    if (access === 'forbidden') throw forbidden(NO_CALL_ACCESS_MESSAGE)
    return loadMeetingInsights(tx, meetingId, auth.user.id)
  })
  if (!m) throw notFound('Meeting not found')

  const thumbs = new Set(m.thumbs_down)
  const down = (type: string, id: number) => thumbs.has(`${type}:${id}`)
  const practicesOf = new Map<number, TBestPracticeRow[]>()
  for (const p of m.best_practices) {
    if (p.insightId === null) continue
    practicesOf.set(p.insightId, [...(practicesOf.get(p.insightId) ?? []), practiceRow(p, down('best_practice', p.id))])
  }
  const items = m.insights.map((i) => insightOf(i, practicesOf.get(i.id) ?? [], howAllowed, down('insight', i.id)))
  const status = m.processing_status
  const callDate = new Date(m.start_time).toISOString()
  const focus = checklist === undefined ? undefined : findChecklistItem(items, checklist)
  return {
    data: {
      insights: items,
      objections: m.objections.map((o) => ({
        id: o.id,
        heading: o.category,
        category: o.category,
        sub_category: o.subCategory,
        tag: o.tag,
        severity: o.severity,
        score: o.score,
        grade: o.grade,
        detail: o.detail,
        meta: { handling: o.handling },
        timestamp: o.timestamps ?? [],
        call_id: meetingId,
        call_date: callDate,
        thumbs_down: down('objection', o.id),
      })),
      positive_moments: m.positive_moments.map((w) => ({
        id: w.id,
        heading: w.heading,
        category: w.category,
        detail: w.detail,
        timestamp: w.timestamps ?? [],
        thumbs_down: down('positive_moment', w.id),
      })),
      action_items: actionItemsOf(m.action_items),
      best_practices: m.best_practices.map((p) => practiceRow(p, down('best_practice', p.id))),
      completion: checklistCompletionPercentage(items.map((i) => ({ uniqueName: i.unique_name, signalType: i.signal_type, status: i.status }))),
      processing_status: status,
      processing_info: m.processing_info ?? {},
      processing_message: isChecklistBeingProcessed(status) ? CHECKLIST_PROCESSING_MESSAGE : null,
      agendaTypes: agendaOptions(m.agendas),
      agenda_type: m.agenda_type ?? m.event_agenda_type ?? null,
      deal_stage: m.sales_stage ?? null,
      callFunctionOnChecklist: functionTags([m.owner_function, ...m.functions]),
      showHowToPractice: howAllowed,
      access: auth.user.userRole,
      ...(checklist === undefined
        ? {}
        : { checklist_focus: { attribute: checklist, outcomeId: focus?.outcomeId ?? null, message: focus ? null : checklistItemMissingMessage(checklist) } }),
    },
  }
}

function practiceRow(p: BestPracticeRow, thumbsDown: boolean): TBestPracticeRow {
  return {
    id: p.id,
    bp_heading: p.heading,
    bp_score: p.score,
    bp_grade: p.grade,
    bp_detail: p.detail,
    bp_timestamp: p.timestamps ?? [],
    thumbs_down: thumbsDown,
  }
}

function insightOf(i: InsightRow, practices: TBestPracticeRow[], howAllowed: boolean, thumbsDown: boolean): TMeetingInsight {
  const props = obj(i.properties)
  return {
    id: i.id,
    signal_id: i.signalId,
    unique_name: i.uniqueName,
    title: i.title ?? i.label ?? i.uniqueName,
    outcomeId: i.id,
    sales_attribute: i.salesAttribute,
    signal_type: i.signalType === 'insight' ? 'insight' : 'checklist',
    signal_category: i.signalCategory,
    status: i.status === 'done' ? 'done' : 'pending',
    score: i.score,
    detail_score: i.score === null ? null : Math.round(i.score / 10),
    summary: i.summary,
    snippets: (i.snippets ?? []).map((raw) => {
      const s = obj(raw)
      const timestamp = str(s.timestamp) ?? ''
      return { time: snippetSeconds(timestamp), timestamp, text: str(s.text) ?? '', speaker: str(s.speaker) }
    }),
    outcomeDetails: (i.outcomeDetails ?? []).map((raw) => {
      const d = obj(raw)
      return { heading: str(d.heading) ?? '', detail: str(d.detail), score: num(d.score), fatal_score: num(d.fatal_score), timestamp: str(d.timestamp) }
    }),
    outcomes_meta: { best_practices: practices },
    properties: {
      label: i.label ?? i.title ?? i.uniqueName,
      is_negative: i.isNegative ?? false,
      order: i.displayOrder ?? 0,
      gradient_type: str(props.gradient_type),
      score_sort: str(props.score_sort),
      summary_view: str(props.summary_view),
      how_text: howAllowed ? str(props.how_text) : null,
      how_video: howAllowed ? str(props.how_video) : null,
    },
    thumbs_down: thumbsDown,
  }
}
