import { NO_SNIPPET, snippetSeconds } from '@parley/shared/rules/snippet-time'
import { proposedActions, SWOT_NATURE_LABELS, type SwotNature, type TeamSteps, winLossRates } from '@parley/shared/rules/win-loss'
import type { THeadingGroup, TWinLossDealRow, TWinLossGroupRow, TWinLossRawRow } from '@parley/shared/schemas/win-loss'
import type { GroupDbRow } from './win-loss.repository'
import type { DealDbRow, RawDbRow } from './win-loss-pages.repository'

// Database rows of Competitive Win-Loss → the spec's rows.
// Pure, so the pages, the charts and the exports shape a row the same way.

export function toGroupRow(r: GroupDbRow & { name: string }): TWinLossGroupRow {
  const rates = winLossRates(r.wins, r.losses)
  return {
    name: r.name,
    total_deals: r.total_deals,
    total_insights: r.total_insights,
    strength_insight: r.strength,
    weakness_insight: r.weakness,
    opportunity_insight: r.opportunity,
    threat_insight: r.threat,
    unique_categories: r.categories ?? [],
    open_deals: r.open_deals,
    closed_deals: rates.closed,
    wins: r.wins,
    losses: r.losses,
    win_rate: rates.win_rate,
    loss_rate: rates.loss_rate,
  }
}

/** Headings (per driver) and next steps (per team) an answer lists at most; the counts count them all. */
export const LISTED_MAX = 10

export interface HeadingCount {
  category: string
  heading: string
  /** Deals (lost-stage table) or mentions (a deal's row) that carry it. */
  n: number
}

/**
 * "Headings by category: category, headings, total_headings": headings grouped under their decision driver, each list
 * most said first (at most `keep` listed), the drivers with the most said first.
 */
export function headingGroups(items: readonly HeadingCount[], keep = LISTED_MAX): THeadingGroup[] {
  const by = new Map<string, { total: number; headings: { heading: string; n: number }[] }>()
  for (const i of items) {
    const g = by.get(i.category) ?? { total: 0, headings: [] }
    g.total += i.n
    g.headings.push({ heading: i.heading, n: i.n })
    by.set(i.category, g)
  }
  return [...by.entries()]
    .sort((a, b) => b[1].total - a[1].total || a[0].localeCompare(b[0]))
    .map(([category, g]) => ({
      category,
      headings: g.headings
        .sort((a, b) => b.n - a.n || a.heading.localeCompare(b.heading))
        .slice(0, keep)
        .map((h) => h.heading),
      total_headings: g.headings.length,
    }))
}

/** The stored team next steps (analysis_results.next_steps: [{ team, next_steps }]) as teams, anything else dropped. */
export function storedTeamSteps(value: unknown): TeamSteps[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((t: unknown) => {
    if (typeof t !== 'object' || t === null) return []
    const { team, next_steps } = t as { team?: unknown; next_steps?: unknown }
    if (typeof team !== 'string' || !Array.isArray(next_steps)) return []
    return [{ team, next_steps: next_steps.filter((s): s is string => typeof s === 'string') }]
  })
}

const iso = (v: string) => new Date(v).toISOString()

export function toDealRow(r: DealDbRow): TWinLossDealRow {
  const of = (nature: SwotNature) => headingGroups((r.swot ?? []).filter((s) => s.nature === nature))
  return {
    deal_id: r.deal_id,
    deal_name: r.deal_name,
    latest_activity_id: r.latest_activity_id,
    call_date: iso(r.call_date),
    current_deal_stage: r.current_deal_stage,
    previous_deal_stage: r.previous_deal_stage,
    deal_owner_name: r.deal_owner_name,
    competitor_name: r.competitor_name,
    funnel_by_product: r.funnel_by_product,
    weakness_insights: of('weakness'),
    threat_insights: of('threat'),
    strength_insights: of('strength'),
    opportunity_insights: of('opportunity'),
    // "Only TECHNICAL and BUSINESS teams are kept when formatting proposed actions."
    team_next_steps: proposedActions(storedTeamSteps(r.next_steps), LISTED_MAX),
    win_loss_notes: r.win_loss_notes,
  }
}

/** The first of the insight's timestamps, its start when a range; 'No snippet' unless hh:mm:ss. */
function firstStamp(value: unknown): string {
  const first: unknown = Array.isArray(value) ? value[0] : null
  const start = typeof first === 'string' ? (first.split(' --> ')[0] ?? '') : ''
  return snippetSeconds(start) === null ? NO_SNIPPET : start
}

export function toRawRow(r: RawDbRow): TWinLossRawRow {
  return {
    id: r.id,
    deal_id: r.deal_id,
    deal_name: r.deal_name,
    activity_id: r.activity_id,
    activity_title: r.activity_title,
    activity_date: iso(r.activity_date),
    deal_stage_during_Call: r.deal_stage_during_call,
    current_deal_stage: r.current_deal_stage,
    competitor_name: r.competitor_name,
    funnel_by_product: r.funnel_by_product,
    deal_owner_name: r.deal_owner_name,
    rep_name: r.rep_name,
    Nature: SWOT_NATURE_LABELS[r.nature as SwotNature] ?? r.nature,
    objection_category: r.driver,
    category: r.factor,
    Heading: r.heading,
    details: r.details,
    timeStamp: firstStamp(r.timestamps),
  }
}
