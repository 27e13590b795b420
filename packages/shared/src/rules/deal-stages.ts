// Deal stage sets, the open, won and lost groups, and the funnel order. Stage names come from the CRM as text: they are compared trimmed, case-insensitive, with runs of
// spaces as one. A name outside a set is never an error: it belongs to no set, has no group, and sorts last.

/** One stage name as compared: trimmed, lower case, runs of white space as one space. */
export const stageKey = (name: string | null | undefined): string => (name ?? '').trim().toLowerCase().replace(/\s+/g, ' ')

const keysOf = (names: readonly string[]) => new Set(names.map(stageKey))
const isIn = (set: ReadonlySet<string>, name: string | null | undefined) => set.has(stageKey(name))

/**
 * "Qualified-review set: MQL/Prospecting, Qualify (RSD/VP Qualification), Outcome Definition, POC/Pilot,
 * Negotiation/Technical Win, Procurement/Finalize, Won, Closed-Lost, Closed-Invalid, Closed- Renewal."
 */
export const QUALIFIED_REVIEW_STAGES = [
  'MQL/Prospecting',
  'Qualify (RSD/VP Qualification)',
  'Outcome Definition',
  'POC/Pilot',
  'Negotiation/Technical Win',
  'Procurement/Finalize',
  'Won',
  'Closed-Lost',
  'Closed-Invalid',
  'Closed- Renewal',
] as const
export type QualifiedReviewStage = (typeof QUALIFIED_REVIEW_STAGES)[number]

export const MQL_STAGE = 'MQL/Prospecting'
export const QUALIFY_STAGE = 'Qualify (RSD/VP Qualification)'

/** Where a deal went from the review's starting stage. */
export type StageMovement = 'forward' | 'backward' | 'lost' | 'none'

const FORWARD_STAGES = ['POC/Pilot', 'Negotiation/Technical Win', 'Procurement/Finalize', 'Won'] as const

/**
 * "From Qualify: moved forward = POC/Pilot, Negotiation/Technical Win, Procurement/Finalize or Won; moved backward =
 * MQL/Prospecting or Lost; no movement = still Qualify or Outcome Definition." Lost is Closed-Lost, as the MQL rule
 * names it.
 */
export const FROM_QUALIFY: Readonly<Record<'forward' | 'backward' | 'none', readonly string[]>> = {
  forward: FORWARD_STAGES,
  backward: [MQL_STAGE, 'Closed-Lost'],
  none: [QUALIFY_STAGE, 'Outcome Definition'],
}

/**
 * "From MQL: forward = Qualify, POC/Pilot, Negotiation/Technical Win, Procurement/Finalize or Won; Lost = Closed-Lost;
 * no movement = still MQL."
 */
export const FROM_MQL: Readonly<Record<'forward' | 'lost' | 'none', readonly string[]>> = {
  forward: [QUALIFY_STAGE, ...FORWARD_STAGES],
  lost: ['Closed-Lost'],
  none: [MQL_STAGE],
}

function movement<K extends StageMovement>(rule: Readonly<Record<K, readonly string[]>>, stage: string | null | undefined): K | null {
  const key = stageKey(stage)
  for (const [kind, names] of Object.entries(rule) as [K, readonly string[]][]) if (names.some((n) => stageKey(n) === key)) return kind
  return null
}

/** A deal that was in Qualify, by its current stage; null for a stage the rule does not name (Closed-Invalid, …). */
export const movementFromQualify = (stage: string | null | undefined) => movement(FROM_QUALIFY, stage)
/** A deal that was an MQL, by its current stage; null for a stage the rule does not name. */
export const movementFromMql = (stage: string | null | undefined) => movement(FROM_MQL, stage)

/**
 * "Funnel order (win-loss lost-stage sort): MQL/Prospecting, Qualify (RSD/VP Qualification), Outcome Definition, RFI,
 * RFP, POC Objective Defined, POC In-Progress, Pilot In-Progress, Non POC Deal, Technical Win / Negotiation,
 * Procurement / Won, Closed Won, Closed Lost, Closed Invalid; unknown stages sort last."
 */
export const FUNNEL_ORDER = [
  'MQL/Prospecting',
  'Qualify (RSD/VP Qualification)',
  'Outcome Definition',
  'RFI',
  'RFP',
  'POC Objective Defined',
  'POC In-Progress',
  'Pilot In-Progress',
  'Non POC Deal',
  'Technical Win / Negotiation',
  'Procurement / Won',
  'Closed Won',
  'Closed Lost',
  'Closed Invalid',
] as const

const FUNNEL_RANK = new Map(FUNNEL_ORDER.map((s, i) => [stageKey(s), i]))

/** A stage's place in the funnel; every unknown stage (and none) after all known ones. */
export const funnelRank = (stage: string | null | undefined): number => FUNNEL_RANK.get(stageKey(stage)) ?? FUNNEL_ORDER.length

/** Funnel order ascending; unknown stages last, among themselves by name, so the order never depends on input order. */
export function compareFunnel(a: string | null | undefined, b: string | null | undefined): number {
  return funnelRank(a) - funnelRank(b) || (a ?? '').localeCompare(b ?? '')
}

/** Items sorted by their stage in funnel order (a copy; the input is not changed). */
export const sortByFunnel = <T>(items: readonly T[], stageOf: (item: T) => string | null | undefined): T[] =>
  [...items].sort((x, y) => compareFunnel(stageOf(x), stageOf(y)))

/**
 * "Open group: Qualify (RSD/VP Qualification), Renewal Identified, Finalize, Partner Sign Up In Progress, Non POC Deal,
 * RFP, Outcome Definition, POC Objective Defined, MQL/Prospecting, POC In-Progress, RFI, Sale In Progress, Review in
 * Progress, Pilot In-Progress, Proposal, Credit Hold, Insufficient Information."
 */
export const OPEN_STAGES = [
  'Qualify (RSD/VP Qualification)',
  'Renewal Identified',
  'Finalize',
  'Partner Sign Up In Progress',
  'Non POC Deal',
  'RFP',
  'Outcome Definition',
  'POC Objective Defined',
  'MQL/Prospecting',
  'POC In-Progress',
  'RFI',
  'Sale In Progress',
  'Review in Progress',
  'Pilot In-Progress',
  'Proposal',
  'Credit Hold',
  'Insufficient Information',
] as const

/**
 * "Won group: Close - Won, Closed-Won, Closed Won, Technical Win / Negotiation, Renewal Accepted/Validated by Customer,
 * Signed Partner, SP/MSP Business Awarded, Procurement / Won."
 */
export const WON_STAGES = [
  'Close - Won',
  'Closed-Won',
  'Closed Won',
  'Technical Win / Negotiation',
  'Renewal Accepted/Validated by Customer',
  'Signed Partner',
  'SP/MSP Business Awarded',
  'Procurement / Won',
] as const

/** "Lost group: Close - Lost, Closed-Lost, Closed - Invalid, Closed Contingent- T&B, Closed Contingent, Closed Lost - Renewal." */
export const LOST_STAGES = ['Close - Lost', 'Closed-Lost', 'Closed - Invalid', 'Closed Contingent- T&B', 'Closed Contingent', 'Closed Lost - Renewal'] as const

export type StageGroup = 'open' | 'won' | 'lost'
export const STAGE_GROUPS: Readonly<Record<StageGroup, readonly string[]>> = { open: OPEN_STAGES, won: WON_STAGES, lost: LOST_STAGES }

const OPEN_KEYS = keysOf(OPEN_STAGES)
const WON_KEYS = keysOf(WON_STAGES)
const LOST_KEYS = keysOf(LOST_STAGES)

/** The group a stage name belongs to; null when the spec's groups do not name it. */
export function stageGroupOf(stage: string | null | undefined): StageGroup | null {
  if (isIn(WON_KEYS, stage)) return 'won'
  if (isIn(LOST_KEYS, stage)) return 'lost'
  if (isIn(OPEN_KEYS, stage)) return 'open'
  return null
}

/**
 * The stage names of one group as SQL compares them (`lower(regexp_replace(btrim(x), '\s+', ' ', 'g')) = any(…)`):
 * the keys of the group, so a query and this module agree on every spelling.
 */
export const stageGroupKeys = (group: StageGroup): string[] => STAGE_GROUPS[group].map(stageKey)

// ── The two review dashboards: movement of a deal that was in the starting stage,
// by the stage it is in at the end of the review period. docs/decisions.md "Qualified and MQL review" records the
// fallbacks for stages the two rules do not name.

/** Qualified-deal review (page 10) starts from Qualify; MQL-deal review (page 11) from MQL/Prospecting. */
export type ReviewKind = 'qualified' | 'mql'
export const REVIEW_START_STAGE: Readonly<Record<ReviewKind, string>> = { qualified: QUALIFY_STAGE, mql: MQL_STAGE }
/** The stages in which a deal of the review "did not move" ("still Qualify or Outcome Definition"; "still MQL"). */
export const REVIEW_NO_MOVEMENT_STAGES: Readonly<Record<ReviewKind, readonly string[]>> = { qualified: FROM_QUALIFY.none, mql: FROM_MQL.none }

/** Where a reviewed deal went: the qualified review says backward, the MQL review says lost; 'other' is a stage no rule places. */
export type ReviewMovement = 'forward' | 'backward' | 'lost' | 'none' | 'other'
/** The review's "moved back" bucket: "Moved Backward" (from Qualify) or "Lost" (from MQL). */
export const reviewBackBucket = (kind: ReviewKind): 'backward' | 'lost' => (kind === 'qualified' ? 'backward' : 'lost')

/** Closed exits neither movement rule names: the qualified-review set's, and the funnel order's lost ones. */
const UNNAMED_CLOSED_KEYS = keysOf(['Closed-Invalid', 'Closed- Renewal', 'Closed Lost', 'Closed Invalid'])
const REVIEW_RANK = new Map(QUALIFIED_REVIEW_STAGES.map((s, i) => [stageKey(s), i]))

/**
 * The movement of a deal that was in the review's starting stage, by its stage now: the spec's rule first; then a
 * closed exit the rule does not name (Closed-Invalid, Closed- Renewal, Closed Lost, any name of the lost group) counts as moved back /
 * lost; a name of the won group as forward; a stage of the qualified-review set after the no-movement stages as
 * forward (Outcome Definition for an MQL) and before the start as backward; anything else is 'other' — counted in the
 * total, in no movement card, never an error.
 */
export function reviewMovement(kind: ReviewKind, stage: string | null | undefined): ReviewMovement {
  const named = kind === 'qualified' ? movementFromQualify(stage) : movementFromMql(stage)
  if (named) return named
  const key = stageKey(stage)
  if (UNNAMED_CLOSED_KEYS.has(key) || stageGroupOf(stage) === 'lost') return reviewBackBucket(kind)
  if (stageGroupOf(stage) === 'won') return 'forward'
  const rank = REVIEW_RANK.get(key)
  if (rank === undefined) return 'other'
  const start = REVIEW_RANK.get(stageKey(REVIEW_START_STAGE[kind])) ?? 0
  const lastStill = Math.max(...REVIEW_NO_MOVEMENT_STAGES[kind].map((s) => REVIEW_RANK.get(stageKey(s)) ?? 0))
  if (rank > lastStill) return 'forward'
  return rank < start ? reviewBackBucket(kind) : 'none'
}

/**
 * Every stage name the review places, as SQL compares it (stageKey), grouped by movement; a name in none of the lists
 * is 'other'. Built from `reviewMovement` over the qualified-review set and the three groups, so SQL and this module agree.
 */
export function reviewMovementKeys(kind: ReviewKind): Record<Exclude<ReviewMovement, 'other'>, string[]> {
  const out: Record<Exclude<ReviewMovement, 'other'>, string[]> = { forward: [], backward: [], lost: [], none: [] }
  const names = [...QUALIFIED_REVIEW_STAGES, ...OPEN_STAGES, ...WON_STAGES, ...LOST_STAGES]
  for (const key of new Set(names.map(stageKey))) {
    const m = reviewMovement(kind, key)
    if (m !== 'other') out[m].push(key)
  }
  return out
}

/** Stages in the order of the qualified-review set; names outside it after them, among themselves by name. */
export function compareReviewStages(a: string | null | undefined, b: string | null | undefined): number {
  const rank = (s: string | null | undefined) => REVIEW_RANK.get(stageKey(s)) ?? QUALIFIED_REVIEW_STAGES.length
  return rank(a) - rank(b) || (a ?? '').localeCompare(b ?? '')
}
