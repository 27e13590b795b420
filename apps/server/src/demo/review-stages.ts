import { MQL_STAGE, QUALIFY_STAGE, REVIEW_NO_MOVEMENT_STAGES, stageKey } from '@parley/shared/rules/deal-stages'
import { NOT_RECORDED_REASONS, type ScheduledEvent } from './calendar'
import type { CompanyProfile } from './companies'
import type { CrmData, DealTimeline } from './crm'
import type { IdCounters } from './ids'
import type { Rng } from './random'

// What the conversion dashboards (qualified-deal and MQL-deal review) need beyond the generated pipeline, for a company
// that has them: deals that went back, and stalled deals whose calls since they entered the stage leave Record More
// something to show. Deterministic by its own random stream and by deal order, so the rest of the demo keeps its values.

const DAY = 86_400_000
const CALENDAR_SOURCES: ReadonlySet<string> = new Set(['google_calendar', 'outlook_calendar'])

/** What happens to a deal's calls from a moment on: none booked; only calls the notetaker could not join; none recorded; only junk recorded. */
export interface ReviewCallPlan {
  dealId: number
  since: number
  calls: 'none' | 'ineligible' | 'unrecorded' | 'junk'
}

/** The recycled deals, days ago, and what their calls since then become (No Scheduled Calls, Scheduled but Not Eligible, Eligible but Not Recorded). */
const RECYCLED = [
  { daysAgo: 4, calls: 'none' },
  { daysAgo: 9, calls: 'ineligible' },
  { daysAgo: 16, calls: 'unrecorded' },
] as const

/** A recording of under a minute (the calendar's 'short' shape: 15–45 s), fixed by the event so the demo stays deterministic. */
const shortCall = (eventId: number) => ({ shape: 'short' as const, targetSec: 15 + (eventId % 31) })

const lastAt = (t: DealTimeline) => t.stages[t.stages.length - 1]?.at ?? t.deal.createdAt

/**
 * The generated pipeline only ever moves forward (or out, when lost): a few open deals that sat in Qualify or Outcome
 * Definition for two weeks or more are recycled to MQL/Prospecting in the last weeks (the qualified review's "Moved
 * Backward", the MQL review's fresh MQLs), two deals stuck in Qualify for over a month lose their calls since (No
 * Calls Booked, Turn On Recording for Future Calls), a third waiting there has none of its meetings since recorded
 * (Remind Reps to Record Key Meetings), and two long-time MQLs record only junk or none of their meetings since (Recorded
 * but Junk, Eligible but Not Recorded). Runs before the calendar, so later calls carry the new stage.
 */
export function planReviewStages(company: CompanyProfile, crm: CrmData, now: number, ids: IdCounters, rng: Rng): ReviewCallPlan[] {
  const mql = company.stages.find((s) => stageKey(s.name) === stageKey(MQL_STAGE))
  const stageId = crm.dealStages.find((s) => s.name === mql?.name)?.id
  if (!mql || stageId === undefined) return []
  const still = new Set(REVIEW_NO_MOVEMENT_STAGES.qualified.map(stageKey))
  const open = crm.timelines.filter((t) => !t.deal.isClosed && still.has(stageKey(t.deal.stage)))
  const recyclable = open.filter((t) => now - lastAt(t) > 14 * DAY)
  const plans: ReviewCallPlan[] = []
  // Spread over the list rather than its first deals, so different owners are picked.
  const step = Math.max(1, Math.floor(recyclable.length / RECYCLED.length))
  RECYCLED.forEach(({ daysAgo, calls }, i) => {
    const t = recyclable[i * step]
    if (!t) return
    const at = now - daysAgo * DAY - rng.int(0, 43_199) * 1000
    crm.stageChanges.push({
      id: ids.next('stageChanges'),
      companyId: t.deal.companyId,
      dealId: t.deal.id,
      fromStage: t.deal.stage,
      toStage: mql.name,
      changedAt: at,
    })
    t.stages.push({ stage: mql, at })
    Object.assign(t.deal, { stage: mql.name, stageId, stageKind: mql.kind, stageChangedAt: at })
    plans.push({ dealId: t.deal.id, since: at, calls })
  })
  const recycled = new Set(plans.map((p) => p.dealId))
  const stuck = open.filter((t) => !recycled.has(t.deal.id) && stageKey(t.deal.stage) === stageKey(QUALIFY_STAGE) && now - lastAt(t) > 30 * DAY)
  const kinds = ['none', 'ineligible'] as const
  stuck.slice(-kinds.length).forEach((t, i) => {
    plans.push({ dealId: t.deal.id, since: lastAt(t), calls: kinds[i] ?? 'none' })
  })
  // One more deal waiting in Qualify or Outcome Definition for two weeks or more: none of its meetings since were recorded
  // (the qualified review's Remind Reps to Record Key Meetings and the pie 'Why Key Meetings Were Not Recorded').
  const planned = new Set(plans.map((p) => p.dealId))
  const waiting = open.find((t) => !planned.has(t.deal.id) && now - lastAt(t) > 14 * DAY)
  if (waiting) plans.push({ dealId: waiting.deal.id, since: lastAt(waiting), calls: 'unrecorded' })
  // Two MQLs that have sat there for two weeks or more (and had calls all along): one got only junk recordings since, the
  // other none of its meetings recorded (the MQL review's Recorded but Junk and Eligible but Not Recorded).
  const mqlKey = stageKey(MQL_STAGE)
  const sitting = crm.timelines.filter((t) => !t.deal.isClosed && !recycled.has(t.deal.id) && stageKey(t.deal.stage) === mqlKey && now - lastAt(t) > 14 * DAY)
  const middle = Math.floor(sitting.length / 2)
  for (const [t, calls] of [
    [sitting[middle], 'junk'],
    [sitting.length > 2 ? sitting[sitting.length - 1] : undefined, 'unrecorded'],
  ] as const) {
    if (t) plans.push({ dealId: t.deal.id, since: lastAt(t), calls })
  }
  return plans
}

/**
 * Applies the plans to the scheduled calls, from each plan's moment on: for 'none' the deal's calls are no longer logged
 * against it; for 'unrecorded' its calendar meetings that were recorded were not (the notetaker was not admitted), so
 * they are eligible key meetings without a recording; for 'junk' its recordings are junk and its other meetings not the
 * deal's; for 'ineligible' its recorded calls are no longer logged against it and the rest lose their meeting link, so
 * the notetaker could not join.
 */
export function shapeReviewCalls(scheduled: ScheduledEvent[], plans: readonly ReviewCallPlan[], now: number): void {
  const byDeal = new Map(plans.map((p) => [p.dealId, p]))
  for (const s of scheduled) {
    const e = s.event
    const plan = e.dealId === null ? undefined : byDeal.get(e.dealId)
    if (!plan || e.startAt < plan.since) continue
    if (plan.calls === 'unrecorded') {
      // Its calendar meetings with a link that took place were not recorded: the notetaker was asked but not admitted.
      // A dialer or instant call (no meeting to miss) lasted under a minute.
      if (CALENDAR_SOURCES.has(e.source) && e.meetingUrl && e.status !== 'cancelled' && e.startAt <= now) {
        s.recording = null
        Object.assign(e, {
          isRecorded: false,
          noteTakerAllowed: true,
          globalNoteTakerAllowed: true,
          noteTakerMessage: null,
          latestEventType: 'in_waiting_room',
          notRecordedReason: NOT_RECORDED_REASONS.notAdmitted,
        })
      } else if (s.recording !== null) s.recording = shortCall(e.id)
      continue
    }
    if (plan.calls === 'junk') {
      // Its recordings last under a minute (junk: under 5 minutes); meetings it did not record are not the deal's.
      if (s.recording !== null) s.recording = shortCall(e.id)
      else e.dealId = null
      continue
    }
    if (plan.calls === 'none' || s.recording !== null) {
      e.dealId = null
      continue
    }
    if (plan.calls === 'ineligible') {
      Object.assign(e, {
        meetingUrl: null,
        platform: null,
        noteTakerAllowed: false,
        globalNoteTakerAllowed: false,
        noteTakerMessage: 'No Meeting URL found.',
        latestEventType: null,
        notRecordedReason: e.status === 'cancelled' || e.startAt > now ? e.notRecordedReason : NOT_RECORDED_REASONS.noUrl,
      })
    }
  }
}
