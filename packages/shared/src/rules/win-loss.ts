import { SWOT_NATURES } from '../schemas/analysis'
import { roundPercent } from './report-charts'
import { snippetSeconds } from './snippet-time'
import { funnelRank, STAGE_GROUPS, type StageGroup, stageGroupOf, stageKey } from './deal-stages'

// Competitive Win-Loss Analysis: sorting, proposed actions, names, top 3 and '+N more'. The quadrant and bubble rules are in win-loss-quadrant.ts; stage
// groups and the funnel order are deal-stages.ts. The server's query module and the web page both read these.

/**
 * "A selector table switches between Competitor ('Who's Hurting Us Most?'), Funnel By Product, Deal Owner, Decision
 * Driver. … Clicking a row or point sets a filter: competitor_name, funnel_by_product, owner_name or objection_category."
 * "Grouping selector: competitor, funnel by product, deal owner, objection category."
 */
export const WIN_LOSS_GROUPINGS = ['competitor', 'funnel_by_product', 'deal_owner', 'objection_category'] as const
export type WinLossGrouping = (typeof WIN_LOSS_GROUPINGS)[number]

export interface WinLossGroupingDef {
  key: WinLossGrouping
  label: string
  /** The selector's tab title. */
  title: string
  /** The filter a click on a row or point sets. */
  filter: 'competitor_name' | 'funnel_by_product' | 'owner_name' | 'objection_category'
  /** The spec's table and graph calls ("/reports/battleCard-competitor-table and -graph" …). */
  tablePath: string
  graphPath: string
}

export const WIN_LOSS_GROUPING_DEFS: Readonly<Record<WinLossGrouping, WinLossGroupingDef>> = {
  competitor: {
    key: 'competitor',
    label: 'Competitor',
    title: "Who's Hurting Us Most?",
    filter: 'competitor_name',
    tablePath: '/reports/battleCard-competitor-table',
    graphPath: '/reports/battleCard-competitor-graph',
  },
  funnel_by_product: {
    key: 'funnel_by_product',
    label: 'Funnel By Product',
    title: 'Funnel By Product',
    filter: 'funnel_by_product',
    tablePath: '/reports/battleCard-funnelByProduct-table',
    graphPath: '/reports/battleCard-funnelByProduct-graph',
  },
  deal_owner: {
    key: 'deal_owner',
    label: 'Deal Owner',
    title: 'Deal Owner',
    filter: 'owner_name',
    tablePath: '/reports/battleCard-dealOwner-table',
    graphPath: '/reports/battleCard-dealOwner-graph',
  },
  objection_category: {
    key: 'objection_category',
    label: 'Decision Driver',
    title: 'Decision Driver',
    filter: 'objection_category',
    tablePath: '/reports/battleCard-objectionCategory-table',
    graphPath: '/reports/battleCard-OBJ-graph',
  },
}

/** "Decision Driver columns: Total Deals (default sort descending), Open, Won, Lost, Won (%), Loss (%)." */
export const DECISION_DRIVER_COLUMNS = [
  { key: 'total_deals', label: 'Total Deals' },
  { key: 'open_deals', label: 'Open' },
  { key: 'wins', label: 'Won' },
  { key: 'losses', label: 'Lost' },
  { key: 'win_rate', label: 'Won (%)' },
  { key: 'loss_rate', label: 'Loss (%)' },
] as const
export type DecisionDriverSortKey = (typeof DECISION_DRIVER_COLUMNS)[number]['key']

/**
 * What the counts measure, said beside them: the grouping tables count deals by the deal's own value (for Competitor,
 * the competitor the CRM names for the deal); the top threats and weaknesses count the deals on whose calls a heading
 * was said, whatever the CRM names, and how often it was said. So a competitor can have 7 deals in the table and
 * 29 deals under Top Threats.
 */
export const WIN_LOSS_COUNT_INFO = {
  totalDeals: (grouping: string) =>
    grouping === 'Competitor'
      ? 'Deals whose competitor in the CRM is this one, with insights in the range. Counts deals, not insights.'
      : `Deals whose ${grouping.toLowerCase()} is this one, with insights in the range. Counts deals, not insights.`,
  topDeals: 'Deals on whose calls the prospect said this, whatever competitor the CRM names for them. Counts deals, not mentions.',
  topMentions: 'How many times it was said on those calls.',
} as const
/** "Decision Driver default Total Deals descending." */
export const DEFAULT_DECISION_DRIVER_SORT = { field: 'total_deals', type: 'desc' } as const

/** Which stage group a count column filters by ("Clicking a count filters sales_stage by the open, won or lost stage group"). */
export const COUNT_COLUMN_GROUP: Readonly<Record<'open_deals' | 'wins' | 'losses', StageGroup>> = { open_deals: 'open', wins: 'won', losses: 'lost' }

export interface CompanyStage {
  name: string
  /** The group of the company's pipeline stage (deal_stages.stage_group), if any. */
  group: StageGroup | null
}

/**
 * The sales_stage values a count click sets ("Clicking a count filters sales_stage by the open, won or lost stage
 * group"): the company's stage names that fall in the group by winLossGroupOf (the spec's lists first, then the
 * company's own group), so the filter narrows to exactly the deals the count counted; the spec's list when the company
 * names no stage in it.
 */
export function stageGroupValues(stages: readonly CompanyStage[]): Record<StageGroup, string[]> {
  const out: Record<StageGroup, string[]> = { open: [], won: [], lost: [] }
  for (const s of stages) {
    const group = winLossGroupOf(s.name, s.group)
    if (group && !out[group].includes(s.name)) out[group].push(s.name)
  }
  for (const group of Object.keys(out) as StageGroup[]) if (!out[group].length) out[group] = [...STAGE_GROUPS[group]]
  return out
}

/**
 * A deal's group: the spec's open / won / lost lists ("Open group: …", "Won group: …", "Lost group: …") first; a stage
 * they do not name takes the group of the company's own pipeline stage (deal_stages.stage_group); else none.
 */
export function winLossGroupOf(stage: string | null | undefined, companyGroup: StageGroup | null | undefined): StageGroup | null {
  return stageGroupOf(stage) ?? companyGroup ?? null
}

/**
 * "Won (%)" and "Loss (%)" ("wins, losses, win_rate, loss_rate"): the share of the closed deals (won + lost) that
 * were won or lost, whole percent rounded at .5; 0 when none has closed.
 */
export function winLossRates(wins: number, losses: number): { closed: number; win_rate: number; loss_rate: number } {
  const closed = wins + losses
  return { closed, win_rate: roundPercent(wins, closed), loss_rate: roundPercent(losses, closed) }
}

/** "names truncated at 30 characters (27 plus ellipsis)". */
export const NAME_MAX = 30
const NAME_KEPT = 27
export const ELLIPSIS = '...'
/** The shown name: at most 30 characters, the first 27 and '...' when longer (the tooltip shows the whole). */
export function truncateName(name: string): string {
  const chars = [...name]
  return chars.length > NAME_MAX ? `${chars.slice(0, NAME_KEPT).join('')}${ELLIPSIS}` : name
}

/** "Top 3 next steps or headings, then a '+N more' count." "Top 3 threats and weaknesses." */
export const TOP_SHOWN = 3
export function topWithMore<T>(items: readonly T[], shown = TOP_SHOWN): { shown: T[]; more: number } {
  return { shown: items.slice(0, shown), more: Math.max(0, items.length - shown) }
}
export const moreLabel = (more: number) => (more > 0 ? `+${more} more` : '')

/** "Only TECHNICAL and BUSINESS teams are kept when formatting proposed actions." */
export const PROPOSED_ACTION_TEAMS = ['TECHNICAL', 'BUSINESS'] as const
export type ProposedActionTeam = (typeof PROPOSED_ACTION_TEAMS)[number]

export interface TeamSteps {
  team: string
  next_steps: readonly string[]
}
export interface ProposedAction {
  team: ProposedActionTeam
  next_steps: string[]
  steps_count: number
}

/**
 * The proposed actions of one or many calls: "Team next steps: team, next_steps list, steps_count" with only TECHNICAL
 * and BUSINESS kept (the team compared trimmed, any case), each team once (TECHNICAL first), its steps de-duplicated
 * in the order given (callers give the most frequent or newest first), blanks dropped; at most `keep` steps listed,
 * steps_count counting them all.
 */
export function proposedActions(teams: readonly TeamSteps[], keep = Number.POSITIVE_INFINITY): ProposedAction[] {
  const steps = new Map<ProposedActionTeam, string[]>()
  for (const t of teams) {
    const team = t.team.trim().toUpperCase()
    if (!PROPOSED_ACTION_TEAMS.includes(team as ProposedActionTeam)) continue
    const list = steps.get(team as ProposedActionTeam) ?? []
    for (const s of t.next_steps) {
      const text = s.trim()
      if (text && !list.includes(text)) list.push(text)
    }
    steps.set(team as ProposedActionTeam, list)
  }
  return PROPOSED_ACTION_TEAMS.filter((t) => (steps.get(t) ?? []).length > 0).map((team) => {
    const list = steps.get(team) ?? []
    return { team, next_steps: list.slice(0, keep), steps_count: list.length }
  })
}

/** The stage a lost deal was lost in when its stage history does not say (it sorts last, as every unknown stage). */
export const UNKNOWN_LOST_STAGE = 'Unknown stage'

/**
 * "Lost Stage (funnel order ascending)"; "unknown stages sort last". Stages the funnel order does not name come after
 * every stage it names, among themselves in the company's own pipeline order (its stages as listed), then by name;
 * UNKNOWN_LOST_STAGE last of all.
 */
export function lostStageComparator(companyStages: readonly string[]): (a: string, b: string) => number {
  const order = new Map(companyStages.map((name, i) => [stageKey(name), i]))
  const unlisted = companyStages.length
  const pipeline = (s: string) => order.get(stageKey(s)) ?? unlisted
  const unknown = (s: string) => (s === UNKNOWN_LOST_STAGE ? 1 : 0)
  return (a, b) => unknown(a) - unknown(b) || funnelRank(a) - funnelRank(b) || pipeline(a) - pipeline(b) || a.localeCompare(b)
}

/** The two hours the calls' range ends before now ("The end time sent is two hours before now"). */
export const CALLS_END_BEFORE_NOW_S = 2 * 3600
/** The end of the Calls Done In range as sent: never later than two hours before now, never before its start. */
export function callsRangeEnd(startTime: number, endTime: number, now: Date): number {
  return Math.max(startTime, Math.min(endTime, Math.floor(now.getTime() / 1000) - CALLS_END_BEFORE_NOW_S))
}

/** SWOT natures as the API and filters name them ("Nature" of the raw row; the `nature` filter). */
export const SWOT_NATURE_LABELS = { strength: 'Strength', weakness: 'Weakness', opportunity: 'Opportunity', threat: 'Threat' } as const
export type SwotNature = (typeof SWOT_NATURES)[number]
export const NATURE_VALUES = SWOT_NATURES.map((n) => SWOT_NATURE_LABELS[n])
/** The stored nature of a filter value ('Weakness' → 'weakness'); null for anything else. */
export function natureOf(label: string): SwotNature | null {
  const k = label.trim().toLowerCase()
  return (SWOT_NATURES as readonly string[]).includes(k) ? (k as SwotNature) : null
}

/**
 * The nature as this report reads it, from our side: the analyzer files what a competitor does well as that
 * competitor's strength and what it does badly as its weakness; here "Threat = the prospect says something good about
 * a competitor; … Opportunity = the prospect says something negative about a competitor."
 */
export const NATURE_ABOUT_COMPETITOR: Readonly<Record<SwotNature, SwotNature>> = {
  strength: 'threat',
  weakness: 'opportunity',
  opportunity: 'opportunity',
  threat: 'threat',
}
export const ourNature = (nature: SwotNature, aboutCompetitor: boolean): SwotNature => (aboutCompetitor ? NATURE_ABOUT_COMPETITOR[nature] : nature)

/** A driver the analyzer did not name. */
export const OTHER_DRIVER = 'Other'
/** The decision driver (objection_category) of an insight: the analyzer's, else its category, else 'Other'. */
export const decisionDriver = (objectionCategory: string | null, category: string | null): string =>
  objectionCategory?.trim() || category?.trim() || OTHER_DRIVER
/**
 * The underlying factor (category) of an insight: the analyzer's category when it is finer than the driver; when the
 * analyzer gave one category for both (the embedded analyzer does), the heading names the factor.
 */
export function underlyingFactor(objectionCategory: string | null, category: string | null, heading: string): string {
  const driver = decisionDriver(objectionCategory, category)
  const c = category?.trim()
  return c && c.toLowerCase() !== driver.toLowerCase() ? c : heading.trim() || driver
}

/**
 * "Tooltips: Weakness = areas where the prospect says we need improvement; Threat = the prospect says something good
 * about a competitor; Strength = positive aspects mentioned about us; Opportunity = the prospect says something
 * negative about a competitor."
 */
export const SWOT_TOOLTIPS: Readonly<Record<SwotNature, string>> = {
  weakness: 'Areas where the prospect says we need improvement.',
  threat: 'The prospect says something good about a competitor.',
  strength: 'Positive aspects mentioned about us.',
  opportunity: 'The prospect says something negative about a competitor.',
}

/** Section titles as the spec spells them ("'Why We Are Loosing?' table (label as spelled)"). */
export const WIN_LOSS_TITLES = {
  lostStages: 'Why We Are Loosing?',
  lostDrivers: 'Decision Drivers For Lost Deals',
  lostFactors: 'Underlying Factors For Lost Deals',
  dealSwot: 'Deal-Level SWOT Analysis',
  raw: 'Look At Each Decision Driver And Underlying Factor',
  scatter: 'Loss Rate vs Total Deals',
  quadrant: 'SWOT Quadrant Of Decision Drivers',
  topThreats: 'Top Threats',
  topWeaknesses: 'Top Weaknesses',
} as const

/** The meeting page at the deal insights tab ("Deal and call names link to /meeting/{activityId} with tab=dealinsights"). */
export const WIN_LOSS_LINK_SOURCE = 'win_loss'
export const dealInsightsLink = (activityId: number) => `/meeting/${activityId}?tab=dealinsights&source=${WIN_LOSS_LINK_SOURCE}`
/**
 * A call of the raw table: its insights tab ("external meeting links use the call id with tab=insights …"), at the
 * insight's moment when its timestamp is hh:mm:ss ("Timestamp deep link: start (seconds) with tab=insights").
 */
export function callInsightsLink(activityId: number, timestamp?: string | null): string {
  const start = snippetSeconds(timestamp)
  return `/meeting/${activityId}?tab=insights${start === null ? '' : `&start=${start}`}&source=${WIN_LOSS_LINK_SOURCE}`
}
