import { dealForecast } from '@parley/shared/rules/deal-forecast'
import { filterSnippetsBySpeakers, mergeDealItems } from '@parley/shared/rules/deal-insights'
import type { TDealChecklistItem, TLastCallGptRes } from '@parley/shared/schemas/checklists'
import type { TDealForecast, TDealInsights, TDealInsightsBody } from '@parley/shared/schemas/deal-insights'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { notFound } from '../../platform/errors'
import {
  dealIdsOfAccount,
  distinctSpeakers,
  findInsightsAccount,
  findInsightsDeal,
  forecastCalls,
  insightsCalls,
  type StoredRollup,
  storedRollups,
  upcomingDealEvents,
} from './deal-insights.repository'

export const DEAL_NOT_FOUND_MESSAGE = 'Deal not found'
export const ACCOUNT_NOT_FOUND_MESSAGE = 'Account not found'

const latestGptRes = (list: (TLastCallGptRes | null)[]): TLastCallGptRes | null =>
  list.reduce<TLastCallGptRes | null>((best, r) => (r && (!best || r.call_date > best.call_date) ? r : best), null)

/**
 * Keeps of the stored roll-ups only what comes from calls the viewer may open (the calls query applies the call
 * page's rule): each signal keeps its place, its status and best score are recounted from those calls, and the last
 * call's summary is dropped when that call is not one of them.
 */
function onlyViewableCalls(rollups: StoredRollup[], viewable: ReadonlySet<number>): StoredRollup[] {
  const items = (list: TDealChecklistItem[]) =>
    list.map((item): TDealChecklistItem => {
      const calls = item.calls.filter((c) => viewable.has(c.call_id))
      if (calls.length === item.calls.length) return item
      const scores = calls.flatMap((c) => (c.score === null ? [] : [c.score]))
      return { ...item, calls, status: calls.some((c) => c.status === 'done') ? 'done' : 'pending', score: scores.length ? Math.max(...scores) : null }
    })
  return rollups.map((r) => ({
    ...r,
    allChecklist: items(r.allChecklist),
    allInsights: items(r.allInsights),
    lastCallGptRes: r.lastCallGptRes && viewable.has(r.lastCallGptRes.call_id) ? r.lastCallGptRes : null,
  }))
}

/**
 * POST /api/users/dealInsights: the deal's (or, with account_insights, every deal of the account's) checklist and
 * insight signals across its calls as the roll-up stored them, the last call's summary, the calls themselves (stage
 * selector, empty states) and, when `distinct`, the speakers heard. Deals are company records: any user of the
 * company may read them; another company's deal or account is not found (row-level security).
 */
export async function getDealInsights(deps: AppDeps, auth: AuthContext, body: TDealInsightsBody): Promise<TDealInsights> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    let deal: TDealInsights['deal'] = null
    let account: TDealInsights['account'] = null
    let dealIds: number[]
    if (body.account_insights && body.account_id !== undefined) {
      const found = await findInsightsAccount(tx, body.account_id)
      if (!found) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE)
      account = found
      dealIds = await dealIdsOfAccount(tx, found.id)
    } else {
      const found = body.deal_id === undefined ? undefined : await findInsightsDeal(tx, body.deal_id)
      if (!found) throw notFound(DEAL_NOT_FOUND_MESSAGE)
      deal = { id: found.id, name: found.name, sales_stage: found.stageName }
      if (found.accountId !== null) account = (await findInsightsAccount(tx, found.accountId)) ?? null
      dealIds = [found.id]
    }
    const calls = await insightsCalls(tx, dealIds, auth.user.id)
    const rollups = onlyViewableCalls(await storedRollups(tx, dealIds), new Set(calls.map((c) => c.call_id)))
    const speakers = body.distinct
      ? await distinctSpeakers(
          tx,
          calls.map((c) => c.call_id),
        )
      : []
    const allChecklist = mergeDealItems(rollups.map((r) => r.allChecklist))
    const allInsights = mergeDealItems(rollups.map((r) => r.allInsights))
    return {
      deal,
      account,
      calls,
      all_checklist: filterSnippetsBySpeakers(allChecklist, body.speaker_names),
      all_insights: filterSnippetsBySpeakers(allInsights, body.speaker_names),
      last_call_gptRes: latestGptRes(rollups.map((r) => r.lastCallGptRes)),
      distinct_speaker_names: speakers,
    }
  })
}

/** GET /api/users/dealForecast?deal_id=: the forecast rule (packages/shared/src/rules/deal-forecast.ts) and the next meeting. */
export async function getDealForecast(deps: AppDeps, auth: AuthContext, dealId: number): Promise<TDealForecast> {
  const now = deps.now?.() ?? new Date()
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const deal = await findInsightsDeal(tx, dealId)
    if (!deal) throw notFound(DEAL_NOT_FOUND_MESSAGE)
    const calls = await forecastCalls(tx, dealId)
    const events = await upcomingDealEvents(tx, dealId, now)
    const result = dealForecast({
      calls,
      crmForecast: deal.forecast,
      events: events.map((e) => ({ startAt: e.startAt, cancelled: e.status === 'cancelled' })),
      now,
      stage: deal.stageName,
    })
    const next = events.find((e) => e.status !== 'cancelled' && e.startAt.getTime() === result.next_meeting_at?.getTime())
    return {
      deal_id: deal.id,
      forecast: result.forecast,
      forecast_source: result.source,
      next_meeting_set: result.next_meeting_set,
      next_meeting: next ? { id: next.id, title: next.title, start_at: next.startAt.toISOString() } : null,
    }
  })
}
