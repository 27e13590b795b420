import { roundPercent } from './report-charts'

// Checklist Adoption's score thresholds and marks. The server's query module, its export and the web page read these, so a threshold or a mark lives once.

/** "checklist Yes above 30". */
export const CHECKLIST_YES_ABOVE = 30
/** "checklist pass 80". */
export const CHECKLIST_PASS = 80
/** "bad best-practice score 30 or lower". */
export const BAD_BEST_PRACTICE_MAX = 30

export const CHECKLIST_CELLS = ['Yes', 'No', 'N/A'] as const
export type ChecklistCell = (typeof CHECKLIST_CELLS)[number]

const scored = (score: number | null | undefined): score is number => typeof score === 'number' && Number.isFinite(score) && score >= 0

/**
 * "Score over 30 counts as completed (Yes), 0 to 30 as No, negative as N/A." A signal the call was not scored on
 * (it does not apply to the call's agenda or stage) is N/A too.
 */
export function checklistCell(score: number | null | undefined): ChecklistCell {
  if (!scored(score)) return 'N/A'
  return score > CHECKLIST_YES_ABOVE ? 'Yes' : 'No'
}

export const EXPORT_MARKS = { pass: '✓', missing: 'N/A', bad: '✗', partial: '○' } as const
export type ExportMark = (typeof EXPORT_MARKS)[keyof typeof EXPORT_MARKS]

/**
 * "In exports: check mark if score is 80 or more; N/A if missing; cross if below 80 and any best practice score is 30
 * or lower; otherwise a circle." A negative score (not applicable) is missing.
 */
export function checklistExportMark(score: number | null | undefined, bestPracticeScores: readonly (number | null)[] = []): ExportMark {
  if (!scored(score)) return EXPORT_MARKS.missing
  if (score >= CHECKLIST_PASS) return EXPORT_MARKS.pass
  if (bestPracticeScores.some((bp) => typeof bp === 'number' && bp <= BAD_BEST_PRACTICE_MAX)) return EXPORT_MARKS.bad
  return EXPORT_MARKS.partial
}

/**
 * "checklist_adoption fraction (shown multiplied by 100)": the share of the call's applicable signals (scored, not
 * negative) that count as completed; null when none applies.
 */
export function checklistAdoption(scores: readonly (number | null | undefined)[]): number | null {
  const applicable = scores.filter(scored)
  if (applicable.length === 0) return null
  return applicable.filter((s) => s > CHECKLIST_YES_ABOVE).length / applicable.length
}

/** The fraction as the whole percent shown ("shown multiplied by 100", rounded at .5 like every report percent). */
export function adoptionPercentOf(fraction: number | null | undefined): number | null {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return null
  return roundPercent(fraction, 1)
}

/**
 * "Columns are ordered by a fixed list: Pain or priority, Timelines, Best practices - Opening, Pitch, Current solution,
 * Current provider, Resistance handling." Signals not on the list follow in the company's own order.
 */
export const CHECKLIST_COLUMN_ORDER = [
  'Pain or priority',
  'Timelines',
  'Best practices - Opening',
  'Pitch',
  'Current solution',
  'Current provider',
  'Resistance handling',
] as const

export function orderChecklistSignals<T extends { name: string }>(signals: readonly T[]): T[] {
  const rank = (name: string) => {
    const i = (CHECKLIST_COLUMN_ORDER as readonly string[]).indexOf(name)
    return i < 0 ? CHECKLIST_COLUMN_ORDER.length : i
  }
  return signals
    .map((s, i) => ({ s, i }))
    .sort((a, b) => rank(a.s.name) - rank(b.s.name) || a.i - b.i)
    .map(({ s }) => s)
}

/**
 * The table's sortable columns and what the API's sort.field carries (the spec names no sort for this report;
 * docs/decisions.md). Without a sort the newest call comes first.
 */
export const CHECKLIST_ADOPTION_SORT_MAP = {
  start_at: 'start_at',
  video_duration: 'video_duration',
  checklist_adoption: 'checklist_adoption',
  expected_revenue: 'expected_revenue',
  close_date: 'close_date',
  created_date: 'created_date',
} as const
export type ChecklistAdoptionSortColumn = keyof typeof CHECKLIST_ADOPTION_SORT_MAP
export const CHECKLIST_ADOPTION_SORT_FIELDS: string[] = Object.values(CHECKLIST_ADOPTION_SORT_MAP)

export const CHECKLIST_ADOPTION_CATEGORIES = ['Rep', 'Call', 'Deal', 'Checklist', 'CRM'] as const

/** Call length buckets of the videoDuration filter ("Duration"; the spec names the key, not its buckets). */
export const DURATION_BUCKETS = ['Under 5 min', '5-15 min', '15-30 min', '30-60 min', 'Over 60 min'] as const
/** Seconds [min, max) of each bucket; max null = no upper bound. */
export const DURATION_BOUNDS: Record<(typeof DURATION_BUCKETS)[number], [number, number | null]> = {
  'Under 5 min': [0, 300],
  '5-15 min': [300, 900],
  '15-30 min': [900, 1800],
  '30-60 min': [1800, 3600],
  'Over 60 min': [3600, null],
}

export interface ReportFilterDef {
  key: string
  label: string
  category: string
  /** A closed list of values; others come from distinct mode. */
  values?: readonly string[]
}

/** The fixed filters (Rep, Call, Deal); Checklist keys are `{signal id}_grade`, CRM keys the company's fields. */
export const CHECKLIST_ADOPTION_FILTERS: readonly ReportFilterDef[] = [
  { key: 'rep', label: 'Rep', category: 'Rep' },
  { key: 'manager', label: 'Manager', category: 'Rep' },
  { key: 'call_stage', label: 'Deal stage during call', category: 'Call' },
  { key: 'agenda_type', label: 'Agenda', category: 'Call' },
  { key: 'call_source', label: 'Call source', category: 'Call' },
  { key: 'videoDuration', label: 'Duration', category: 'Call', values: DURATION_BUCKETS },
  { key: 'sales_stage', label: 'Deal stage', category: 'Deal' },
  { key: 'deal_type', label: 'Deal type', category: 'Deal' },
  { key: 'deal_name', label: 'Deal name', category: 'Deal' },
  { key: 'account_name', label: 'Account', category: 'Deal' },
]

/** Filters on the bar when the report opens (the spec names none for this report; docs/decisions.md). */
export const CHECKLIST_ADOPTION_DEFAULT_FILTERS = ['rep', 'call_stage', 'agenda_type'] as const

/** The rep scores chart shows the top reps like every leaderboard ("Leaderboards top 10"), highest first. */
export const REP_SCORES_SHOWN = 10
