import { NO_CALL_ACCESS_MESSAGE } from '@parley/shared/rules/call-access'
import {
  canEditDealTag,
  chooseDeal,
  DEAL_FEEDBACK_THANKS,
  type DealExplanation,
  emailDomain,
  explainDeal,
  externalAttendees,
  type MappingInput,
  rankDeals,
  UNLINK_DEAL_ID,
} from '@parley/shared/rules/deal-mapping'
import type {
  TAuditDealMappingBody,
  TDealExplainability,
  TDealOption,
  TDropdownDealsQuery,
  TUpdateDealBody,
  TUpdateDealResponse,
} from '@parley/shared/schemas/deal-mapping'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth/authenticate'
import { forbidden, notFound } from '../../platform/errors'
import type { Jobs } from '../../platform/jobs/jobs'
import { canViewMeeting } from '../meetings'
import {
  accountsForMapping,
  type CallForMapping,
  companyDeals,
  dealsOfAccounts,
  dealsOwnedBy,
  eventExists,
  eventOfMeeting,
  findDealRow,
  findMeetingOfEvent,
  insertMappingReview,
  internalDomains,
  loadCallForMapping,
  setPrimaryDeal,
  storeExplanation,
  toDealOption,
  toMappingDeal,
} from './deal-mapping.repository'
import { recomputeDealRollups, type RollupDeps } from './deal-rollups.service'
import { dealRollupsJobKey, RECOMPUTE_DEAL_ROLLUPS } from './recompute-deal-rollups.job'

export const DEAL_NOT_FOUND = 'Deal not found'
export const CALL_NOT_FOUND = 'Meeting not found'
export const EVENT_NOT_FOUND = 'Calendar event not found'
export const EDIT_NOT_ALLOWED = "Only the call's attendees, people of the attendee company and admins can change its deal."
export const NOT_YOURSELF = 'user_id must be your own id.'
export const DEAL_UPDATED = 'Deal updated successfully'
export const DEAL_UNLINKED = 'Call unlinked from the deal'
const LIST_LIMIT = 50

/** What the mapping needs: the database, a clock, and the queue when there is one (roll-ups). */
export type MappingDeps = RollupDeps & { jobs?: Jobs }

const nowOf = (deps: Pick<AppDeps, 'now'>) => deps.now?.() ?? new Date()

/** The rule's input for a call: its attendees, the host's domains, the accounts they point to and those accounts' deals. */
async function mappingInput(tx: Db, call: CallForMapping): Promise<MappingInput> {
  const domainsOfHost = await internalDomains(tx)
  const external = externalAttendees(call.attendees, domainsOfHost)
  const found = await accountsForMapping(
    tx,
    [...new Set(external.map((a) => emailDomain(a.email)))],
    external.map((a) => a.email),
  )
  const rows = await dealsOfAccounts(
    tx,
    found.accounts.map((a) => a.id),
  )
  return {
    attendees: call.attendees,
    internalDomains: domainsOfHost,
    accounts: found.accounts,
    contacts: found.contacts,
    deals: rows.map(toMappingDeal),
    callAt: call.startTime.toISOString(),
  }
}

export interface AutoMapResult {
  /** The call's deal after the mapping (unchanged when it had one). */
  dealId: number | null
  previousDealId: number | null
  changed: boolean
}

/**
 * The automatic mapping, run when a call's processing finishes. It fills in calls without a
 * deal and never replaces one: a person's choice (or unlink) is final, and a mapping from the calendar or CRM stays.
 * Idempotent: a second run finds the deal in place and only stores a missing explanation.
 */
export async function autoMapCallDeal(deps: MappingDeps, companyId: number, meetingId: number): Promise<AutoMapResult | null> {
  return deps.db.withTenant(companyId, async (tx) => {
    const call = await loadCallForMapping(tx, meetingId)
    if (!call) return null
    const current = call.primary?.dealId ?? call.eventDealId
    if (call.manuallyChanged || (call.primary && call.primary.source !== 'auto')) return { dealId: current, previousDealId: current, changed: false }
    const chosen = chooseDeal(await mappingInput(tx, call))
    if (current !== null) {
      if (call.primary && !call.primary.explanation && chosen?.deal.id === current) await storeExplanation(tx, meetingId, { ...chosen.explanation })
      return { dealId: current, previousDealId: current, changed: false }
    }
    if (!chosen) return { dealId: null, previousDealId: null, changed: false }
    await setPrimaryDeal(tx, {
      companyId,
      meetingId,
      calendarEventId: call.calendarEventId,
      dealId: chosen.deal.id,
      mappedBy: null,
      source: 'auto',
      explanation: { ...chosen.explanation },
      now: nowOf(deps),
    })
    return { dealId: chosen.deal.id, previousDealId: null, changed: true }
  })
}

/** Deal roll-ups of every deal a change touched (the old and the new), queued or inline. */
export async function recomputeMappedDeals(deps: MappingDeps, companyId: number, dealIds: readonly (number | null)[]): Promise<void> {
  for (const dealId of new Set(dealIds.filter((d): d is number => d !== null))) {
    if (deps.jobs) await deps.jobs.send(RECOMPUTE_DEAL_ROLLUPS, { companyId, dealId }, { singletonKey: dealRollupsJobKey(companyId, dealId) })
    else await recomputeDealRollups(deps, companyId, dealId)
  }
}

/** The recording of a calendar event the user may open: 404 for no such event or recording, 403 without access. */
async function viewableCallOfEvent(tx: Db, auth: AuthContext, calendarEventId: number): Promise<CallForMapping> {
  if (!(await eventExists(tx, calendarEventId))) throw notFound(EVENT_NOT_FOUND)
  const meetingId = await findMeetingOfEvent(tx, calendarEventId)
  if (meetingId === null) throw notFound(CALL_NOT_FOUND)
  return viewableCall(tx, auth, meetingId)
}

async function viewableCall(tx: Db, auth: AuthContext, meetingId: number): Promise<CallForMapping> {
  const access = await canViewMeeting(tx, auth, meetingId)
  if (access === 'not_found') throw notFound(CALL_NOT_FOUND)
  if (access === 'forbidden') throw forbidden(NO_CALL_ACCESS_MESSAGE)
  const call = await loadCallForMapping(tx, meetingId)
  if (!call) throw notFound(CALL_NOT_FOUND)
  return call
}

const matches = (search: string | undefined) => (d: TDealOption) =>
  !search || [d.deal_name, d.account_name ?? ''].some((s) => s.toLowerCase().includes(search.toLowerCase()))

/**
 * GET /api/users/dropdownDeals: Suggested (the rule's open deals of the attendees' accounts, best first), Your deals
 * (the owner's, by default the caller) and All deals (the company's, searched from 3 characters).
 */
export async function dropdownDeals(deps: AppDeps, auth: AuthContext, q: TDropdownDealsQuery): Promise<TDealOption[]> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    if (q.type === 'owner') return (await dealsOwnedBy(tx, q.owner ?? auth.user.email, q.search, LIST_LIMIT)).map(toDealOption)
    if (q.type === 'company') return (await companyDeals(tx, q.search, LIST_LIMIT)).map(toDealOption)
    const call = await viewableCallOfEvent(tx, auth, q.calendar_event as number)
    const ranked = rankDeals(await mappingInput(tx, call))
    const options: TDealOption[] = []
    for (const r of ranked.slice(0, LIST_LIMIT)) {
      const row = await findDealRow(tx, { id: r.deal.id })
      if (row) options.push(toDealOption(row))
    }
    return options.filter(matches(q.search))
  })
}

/** GET /api/users/deals?owner=: a user's deals (the company's own; another company's e-mail has none). */
export async function dealsOfOwner(deps: AppDeps, auth: AuthContext, owner: string): Promise<TDealOption[]> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => (await dealsOwnedBy(tx, owner, undefined, LIST_LIMIT)).map(toDealOption))
}

/**
 * GET /api/users/dealExplainability?calendar_event&crm_deal: why the call is (or would be) on this deal. The
 * explanation stored by the automatic mapping when there is one, else worked out now from the same rule.
 */
export async function dealExplainability(deps: AppDeps, auth: AuthContext, calendarEventId: number, crmDealId: string): Promise<TDealExplainability> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const call = await viewableCallOfEvent(tx, auth, calendarEventId)
    const row = await findDealRow(tx, { crmDealId })
    if (!row) throw notFound(DEAL_NOT_FOUND)
    const deal = toDealOption(row)
    const primary = call.primary?.dealId === row.id ? call.primary : null
    const mapped_by = primary ? (primary.source === 'auto' ? 'auto' : 'user') : call.eventDealId === row.id ? 'auto' : 'none'
    const mapped_at = primary ? primary.mappedAt.toISOString() : null
    if (primary?.explanation) return { ...(primary.explanation as unknown as DealExplanation), deal, mapped_by, mapped_at }
    const input = await mappingInput(tx, call)
    const ranked = rankDeals(input).find((r) => r.deal.id === row.id)
    const explanation = ranked?.explanation ?? explainDeal(input, toMappingDeal(row))
    return { ...explanation, deal, mapped_by, mapped_at }
  })
}

/** POST /api/users/auditDealMapping: a review that the mapping is right, or a wrong-deal report with feedback. */
export async function auditDealMapping(deps: AppDeps, auth: AuthContext, body: TAuditDealMappingBody): Promise<{ message: string; data: { id: number } }> {
  const id = await deps.db.withTenant(auth.user.companyId, async (tx) => {
    let meetingId = body.zoom_recording_analytics_id ?? null
    let eventId = body.calendar_event_id ?? null
    if (meetingId !== null) {
      const ofMeeting = await eventOfMeeting(tx, meetingId)
      if (ofMeeting === undefined) throw notFound(CALL_NOT_FOUND)
      if (eventId !== null && ofMeeting !== eventId) throw notFound(EVENT_NOT_FOUND)
      eventId = ofMeeting
    } else if (eventId !== null) {
      if (!(await eventExists(tx, eventId))) throw notFound(EVENT_NOT_FOUND)
      meetingId = await findMeetingOfEvent(tx, eventId)
    }
    if (meetingId !== null) await viewableCall(tx, auth, meetingId)
    if (body.primary_deal_id !== undefined && !(await findDealRow(tx, { id: body.primary_deal_id }))) throw notFound(DEAL_NOT_FOUND)
    return insertMappingReview(tx, {
      companyId: auth.user.companyId,
      calendarEventId: eventId,
      meetingId,
      dealId: body.primary_deal_id ?? null,
      userId: auth.user.id,
      type: body.type,
      source: body.source,
      description: body.description || null,
    })
  })
  return { message: DEAL_FEEDBACK_THANKS, data: { id } }
}

/**
 * PUT /api/update_deal: a person maps the call to another deal, or unlinks it ('null'). The deal tag editing rule is
 * checked here; the change is audited with its optional feedback, and both deals' roll-ups are recomputed.
 */
export async function updateDeal(deps: AppDeps, auth: AuthContext, body: TUpdateDealBody): Promise<TUpdateDealResponse> {
  if (body.user_id !== auth.user.id) throw forbidden(NOT_YOURSELF)
  const unlink = body.updated_primary_deal_id === UNLINK_DEAL_ID
  const result = await deps.db.withTenant(auth.user.companyId, async (tx) => {
    const call = await viewableCall(tx, auth, body.zoom_recording_analytics_id)
    const u = auth.user
    if (!canEditDealTag({ email: u.email, user_role: u.userRole, companyName: u.companyName }, call.attendeeEmails, call.attendeeCompanies))
      throw forbidden(EDIT_NOT_ALLOWED)
    const row = unlink ? undefined : await findDealRow(tx, { id: body.updated_primary_deal_id as number })
    if (!unlink && !row) throw notFound(DEAL_NOT_FOUND)
    const previous = call.primary?.dealId ?? call.eventDealId
    const next = row?.id ?? null
    await setPrimaryDeal(tx, {
      companyId: u.companyId,
      meetingId: call.meetingId,
      calendarEventId: call.calendarEventId,
      dealId: next,
      mappedBy: u.id,
      source: 'user',
      explanation: null,
      now: nowOf(deps),
    })
    await insertMappingReview(tx, {
      companyId: u.companyId,
      calendarEventId: call.calendarEventId,
      meetingId: call.meetingId,
      dealId: next ?? previous,
      userId: u.id,
      type: unlink ? 'Unlink' : 'Remap',
      source: body.source,
      description: body.description || null,
    })
    return { previous, deal: row ? toDealOption(row) : null }
  })
  await recomputeMappedDeals(deps, auth.user.companyId, [result.previous, result.deal?.id ?? null])
  return { message: unlink ? DEAL_UNLINKED : DEAL_UPDATED, data: { previous_deal_id: result.previous, deal: result.deal } }
}
