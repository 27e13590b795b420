import { stageGroupOf, type StageGroup, stageKey } from './deal-stages'

// Conversion Insights (page 7). The spec names the page ("| 7 | Conversion Insights |") and its calls
// ("POST /reports/meetings-deals-report (query: role, startTime, endTime, filter, distinct, sort, skip, take)",
// "POST /users/MeetingsOutcomesReport") but does not describe it; Parley makes it a deal-conversion view: the deals
// with calls in the range, their calls, checklist outcomes and stage movement over the range (docs/decisions.md
// "Conversion Insights").

export const MOVEMENTS = ['Won', 'Moved forward', 'No movement', 'Moved backward', 'Lost'] as const
export type Movement = (typeof MOVEMENTS)[number]

/** A stage as the company's pipeline places it: its funnel position (deal_stages.display_order) and group. */
export interface StagePoint {
  name: string | null
  order: number | null
  group: StageGroup | null
}

/** The group a stage belongs to: the company's stage row, else the spec's open / won / lost lists. */
export const groupOf = (p: StagePoint): StageGroup | null => p.group ?? stageGroupOf(p.name)

/**
 * Where a deal went between the start and the end of the range: into a won stage → Won; into a lost stage → Lost;
 * otherwise later in the company's funnel → Moved forward, earlier → Moved backward; the same stage, or a stage the
 * pipeline does not order → No movement.
 */
export function stageMovement(start: StagePoint, end: StagePoint): Movement {
  const from = groupOf(start)
  const to = groupOf(end)
  if (to === 'won' && from !== 'won') return 'Won'
  if (to === 'lost' && from !== 'lost') return 'Lost'
  if (stageKey(start.name) === stageKey(end.name) || start.order === null || end.order === null) return 'No movement'
  if (end.order > start.order) return 'Moved forward'
  if (end.order < start.order) return 'Moved backward'
  return 'No movement'
}

/** "Score over 30 counts as completed (Yes)": a checklist item the deal covered. */
export const CHECKLIST_COMPLETED_ABOVE = 30

/** The share of the company's checklist the deal covered on its calls, as a fraction ("shown multiplied by 100"). */
export function checklistAdoption(scores: readonly (number | null)[], signalCount: number): number {
  if (signalCount <= 0) return 0
  const done = scores.filter((s) => s !== null && s > CHECKLIST_COMPLETED_ABOVE).length
  return Math.min(1, done / signalCount)
}

export const CONVERSION_FILTERS = [
  { key: 'owner_name', label: 'Deal Owner', category: 'Rep' },
  { key: 'deal_owner_manager', label: 'Deal Owner Manager', category: 'Rep' },
  { key: 'movement', label: 'Stage Movement', category: 'Deal', values: MOVEMENTS },
  { key: 'previous_deal_stage', label: 'Stage at Start', category: 'Deal' },
  { key: 'sales_stage', label: 'Stage at End', category: 'Deal' },
  { key: 'deal_type', label: 'Deal Type', category: 'Deal' },
  { key: 'deal_name', label: 'Deal Name', category: 'Deal' },
  { key: 'account_name', label: 'Account', category: 'Deal' },
] as const
export const CONVERSION_DEFAULT_FILTERS = ['movement', 'previous_deal_stage', 'owner_name'] as const

/** Column → API sort field; without a sort the deals with the latest call come first. */
export const CONVERSION_SORT_MAP = {
  calls: 'calls',
  recorded_calls: 'recorded_calls',
  last_call_date: 'last_call_date',
  amount: 'deal_amount',
  checklist_adoption: 'checklist_adoption',
} as const
export type ConversionSortColumn = keyof typeof CONVERSION_SORT_MAP
export type ConversionSortField = (typeof CONVERSION_SORT_MAP)[ConversionSortColumn]
export const CONVERSION_SORT_FIELDS = Object.values(CONVERSION_SORT_MAP) as ConversionSortField[]

export const CONVERSION_COLUMNS = [
  { field: 'deal_name', label: 'Deal', info: 'The deal, with its account and owner.' },
  { field: 'previous_deal_stage', label: 'Stage at Start', info: "The deal's stage when the range began (from the stage history)." },
  { field: 'sales_stage', label: 'Stage at End', info: "The deal's stage when the range ended." },
  { field: 'movement', label: 'Movement', info: 'Won, Moved forward, No movement, Moved backward or Lost, by the stage order of your pipeline.' },
  { field: 'calls', label: 'Calls', info: 'Calls of the deal in the range, recorded or not.' },
  { field: 'recorded_calls', label: 'Recorded', info: 'Recorded calls of the deal in the range.' },
  { field: 'last_call_date', label: 'Last Call', info: 'The last call of the deal in the range; recorded calls open on the call page.' },
  { field: 'checklist_adoption', label: 'Checklist', info: 'Checklist items the deal covered on its recorded calls (a score over 30), of all items.' },
  { field: 'amount', label: 'Amount', info: 'The deal amount in the CRM.' },
  { field: 'owner_name', label: 'Owner', info: 'The deal owner in the CRM.' },
] as const

/** The checklist outcome chart: how many of the deals that moved on covered an item, against those that did not. */
export const PROGRESSED: readonly Movement[] = ['Won', 'Moved forward']
export const progressed = (m: Movement) => PROGRESSED.includes(m)

/** The movement colours of the cards and charts: won green, forward teal, none grey, backward orange, lost red. */
export const MOVEMENT_COLOURS: Record<Movement, string> = {
  Won: '#2f9e44',
  'Moved forward': '#1c7ed6',
  'No movement': '#adb5bd',
  'Moved backward': '#f59f00',
  Lost: '#e03131',
}

/** "Call titles link to the meeting page with a source tag". */
export const CONVERSION_LINK_SOURCE = 'reports_conversion_insights'
