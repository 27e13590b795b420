import { type CallAccessFacts, type CallViewer, canViewCall } from '@parley/shared/rules/call-access'
import { type ActivityKind, activityCounts } from '@parley/shared/rules/deal-activity'
import type { TDealActivity, TDealActivityCall, TDealEmailBody } from '@parley/shared/schemas/deal-activity'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth/authenticate'
import { notFound } from '../../platform/errors'
import { hasViewAllCallsNomination } from '../meetings'
import {
  type ActivityCallRow,
  findActivityDeal,
  findEmailBody,
  listActivityCalls,
  listActivityEmails,
  listOutcomeHeadings,
  reportsBelow,
} from './deal-activity.repository'

export const DEAL_NOT_FOUND_MESSAGE = 'Deal not found.'
export const EMAIL_NOT_FOUND_MESSAGE = 'E-mail not found.'

const iso = (v: string | Date) => new Date(v).toISOString()
const epochMs = (v: string | null) => (v === null ? null : new Date(v).getTime())

/**
 * Which of the deal's calls the viewer may open, by the call page's rule (rules/call-access): one query per fact
 * for all calls together, each only when some call is still refused without it.
 */
async function viewableCalls(tx: Db, auth: AuthContext, calls: ActivityCallRow[]): Promise<boolean[]> {
  const u = auth.user
  const viewer: CallViewer = { id: u.id, email: u.email, user_role: u.userRole, viewAllCompanyCalls: false }
  const facts = (c: ActivityCallRow, managed: Set<number> | null): CallAccessFacts => ({
    ownerIds: c.owner_ids.map(Number),
    // The query answers "is the viewer among the attendees"; the rule only compares the viewer's own address.
    attendeeEmails: c.attended ? [u.email.toLowerCase()] : [],
    viewerManagesOwner: managed !== null && c.owner_ids.some((id) => managed.has(Number(id))),
  })
  let allowed = calls.map((c) => canViewCall(viewer, facts(c, null)))
  if (allowed.every(Boolean)) return allowed
  viewer.viewAllCompanyCalls = await hasViewAllCallsNomination(tx, u.id)
  if (viewer.viewAllCompanyCalls) return calls.map(() => true)
  const managed = await reportsBelow(tx, u.id)
  if (managed.size === 0) return allowed
  allowed = calls.map((c) => canViewCall(viewer, facts(c, managed)))
  return allowed
}

/**
 * GET /api/users/dealActivityTab?deal_id=: the deal's calls and e-mails for the timeline, with the counts. Any user
 * of the deal's company may read a deal (as the mapping modal's 'All deals' lists them); a call the viewer may not
 * open keeps its place, day, length, kind and stage on the timeline but not its ids, title or outcomes (can_view false).
 */
export async function dealActivity(deps: AppDeps, auth: AuthContext, dealId: number): Promise<TDealActivity> {
  const now = deps.now?.() ?? new Date()
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const deal = await findActivityDeal(tx, dealId)
    if (!deal) throw notFound(DEAL_NOT_FOUND_MESSAGE)
    const [callRows, emailRows] = await Promise.all([listActivityCalls(tx, dealId, auth.user.email, now), listActivityEmails(tx, dealId)])
    const allowed = await viewableCalls(tx, auth, callRows)
    const outcomes = await listOutcomeHeadings(
      tx,
      callRows.flatMap((c, i) => (c.meeting_id !== null && allowed[i] ? [c.meeting_id] : [])),
    )
    const calls = callRows.map((c, i): TDealActivityCall => {
      const canView = allowed[i] === true
      const startAt = iso(c.start_at)
      return {
        id: canView ? c.event_id : null,
        zra_id: canView ? c.meeting_id : null,
        title: canView ? (c.title ?? '') : null,
        start_at: startAt,
        date: startAt.slice(0, 10),
        duration: c.duration === null ? null : Math.max(0, Number(c.duration)),
        is_meeting_recorded: c.recorded,
        call_stage: c.call_stage,
        stage: c.stage,
        outcomes: canView && c.meeting_id !== null ? (outcomes.get(c.meeting_id) ?? []) : [],
        can_view: canView,
      }
    })
    const emails = emailRows.map((e) => ({
      id: e.id,
      subject: e.subject,
      to_email: e.to_emails.join(', '),
      from_email: e.from_email,
      received_at: iso(e.received_at),
      direction: e.direction,
    }))
    const counts = activityCounts([
      ...calls.map((c): ActivityKind => (c.is_meeting_recorded ? 'recorded' : 'unrecorded')),
      ...emails.map((): ActivityKind => 'email'),
    ])
    return {
      deal: { id: deal.id, deal_name: deal.name, created_date_timestamp: epochMs(deal.created_date), deleted: deal.deleted_at !== null },
      calls,
      emails,
      ...counts,
    }
  })
}

/** GET /api/users/dealEmailBody?id=: one e-mail of the company with its body (plain text). */
export async function dealEmailBody(deps: AppDeps, auth: AuthContext, emailId: number): Promise<TDealEmailBody> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const row = await findEmailBody(tx, emailId)
    if (!row) throw notFound(EMAIL_NOT_FOUND_MESSAGE)
    return {
      id: row.id,
      subject: row.subject,
      from_email: row.from_email,
      to_email: row.to_emails.join(', '),
      received_at: iso(row.received_at),
      body: row.body ?? '',
    }
  })
}
