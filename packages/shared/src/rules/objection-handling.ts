import { SEVERITIES } from '../schemas/analysis'
import { CHECKLIST_GRADE_VALUES } from './pipeline-review'
import { NO_SNIPPET, snippetSeconds } from './snippet-time'

// Objection Handling ("Objection chart: top 10 categories"). The server's query module and the web page both read these.

/** "Call date (sortable, default newest first)": the table's one sortable column and the API's sort field. */
export const OBJECTION_SORT_MAP = { call_date: 'call_date' } as const
export type ObjectionSortColumn = keyof typeof OBJECTION_SORT_MAP
export const OBJECTION_SORT_FIELDS = Object.values(OBJECTION_SORT_MAP)
/** Without a sort: the newest call first. */
export const DEFAULT_OBJECTION_SORT = { field: 'call_date', type: 'desc' } as const

/** "Default filters: call_stage, category, grade, tag." */
export const OBJECTION_DEFAULT_FILTERS = ['call_stage', 'category', 'grade', 'tag'] as const

/** "add-filter categories Rep, Call, Deal, Checklist, CRM" */
export const OBJECTION_FILTER_CATEGORIES = ['Rep', 'Call', 'Deal', 'Checklist', 'CRM'] as const
export type ObjectionFilterCategory = (typeof OBJECTION_FILTER_CATEGORIES)[number]

/** "grade (severity)": the severity levels, most severe first (the order the chart stacks them). */
export const OBJECTION_SEVERITIES = SEVERITIES
export type ObjectionSeverity = (typeof OBJECTION_SEVERITIES)[number]
/** How the rep answered, as the analyzer grades it. */
export const HANDLING_GRADES = ['Handled', 'Partially handled', 'Not handled'] as const

export interface ObjectionFilterDef {
  key: string
  label: string
  category: ObjectionFilterCategory
  /** A closed list of values; the others come from distinct mode. */
  values?: readonly string[]
}

/** The fixed filters; the company's checklist signals ('{id}_grade') and CRM deal fields are added per company. */
export const OBJECTION_FILTERS: readonly ObjectionFilterDef[] = [
  { key: 'rep', label: 'Rep', category: 'Rep' },
  { key: 'owner_name', label: 'Deal Owner', category: 'Rep' },
  { key: 'deal_owner_manager', label: 'Deal Owner Manager', category: 'Rep' },
  { key: 'call_stage', label: 'Deal Stage During Call', category: 'Call' },
  { key: 'category', label: 'Category', category: 'Call' },
  { key: 'grade', label: 'Severity', category: 'Call', values: OBJECTION_SEVERITIES },
  { key: 'tag', label: 'Sub Category', category: 'Call' },
  { key: 'handling', label: 'Handling', category: 'Call', values: HANDLING_GRADES },
  { key: 'agenda_type', label: 'Agenda Type', category: 'Call' },
  { key: 'deal_name', label: 'Deal Name', category: 'Deal' },
  { key: 'sales_stage', label: 'Current Deal Stage', category: 'Deal' },
  { key: 'deal_type', label: 'Deal Type', category: 'Deal' },
  { key: 'account_name', label: 'Account', category: 'Deal' },
  { key: 'competitor_name', label: 'Competitor', category: 'Deal' },
]

/** A call checklist filter ('{signal id}_grade'): the band of the call's score on that signal. */
export const OBJECTION_CHECKLIST_VALUES = CHECKLIST_GRADE_VALUES

/** "stacked High, Medium, Low Severity (colours #FF7231, #feac56, #Ffe885)" */
export const SEVERITY_COLOURS: Record<ObjectionSeverity, string> = { High: '#FF7231', Medium: '#feac56', Low: '#Ffe885' }
export const severityLabel = (s: ObjectionSeverity) => `${s} Severity`

/** "Objection chart: top 10 categories." */
export const OBJECTION_CHART_CATEGORIES = 10
/** "Chart height min 500, max 1000, 45 per category." */
export const OBJECTION_CHART_HEIGHT = { min: 500, max: 1000, perCategory: 45 } as const
export function objectionChartHeight(categories: number): number {
  const { min, max, perCategory } = OBJECTION_CHART_HEIGHT
  return Math.min(max, Math.max(min, categories * perCategory))
}

export interface ObjectionCount {
  category: string
  grade: string
  y: number
}

/**
 * "the top 10 objection categories by total count, stacked High, Medium, Low Severity": the counts of the ten
 * categories with the most objections (ties by name), most first, each category's severities in that order.
 */
export function topObjectionCategories(counts: readonly ObjectionCount[]): ObjectionCount[] {
  const totals = new Map<string, number>()
  for (const c of counts) totals.set(c.category, (totals.get(c.category) ?? 0) + c.y)
  const top = [...totals.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, OBJECTION_CHART_CATEGORIES)
    .map(([category]) => category)
  const rank = (g: string) => {
    const i = (OBJECTION_SEVERITIES as readonly string[]).indexOf(g)
    return i === -1 ? OBJECTION_SEVERITIES.length : i
  }
  return counts
    .filter((c) => top.includes(c.category))
    .sort((a, b) => top.indexOf(a.category) - top.indexOf(b.category) || rank(a.grade) - rank(b.grade) || a.grade.localeCompare(b.grade))
}

/** "signal_category ('advanced' shows detail as evidence, else call summary)" */
export function objectionEvidence(row: { signal_category: string | null; detail: string | null; call_summary: string | null }): string {
  return (row.signal_category === 'advanced' ? row.detail : row.call_summary) ?? ''
}

/** Where a call link says it came from ("Call titles link to the meeting page with a source tag"). */
export const OBJECTION_LINK_SOURCE = 'objection_handling'

/**
 * "Call link (opens the call's insights page at the objection timestamp)"; "Timestamp deep link: start (seconds) with
 * tab=insights". A timestamp that is not hh:mm:ss opens the insights tab at the start of the call.
 */
export function objectionCallLink(zraId: number, timestamp: string | null): string {
  const start = snippetSeconds(timestamp)
  return `/meeting/${zraId}?tab=insights${start === null ? '' : `&start=${start}`}&source=${OBJECTION_LINK_SOURCE}`
}

/** "Timestamp cells (on screen and in exports) must match an hh:mm:ss pattern …; otherwise 'No snippet'." */
export const objectionTimestamp = (timestamp: string | null | undefined): string => (snippetSeconds(timestamp) === null ? NO_SNIPPET : (timestamp as string))

export interface ObjectionColumnDef {
  field: string
  label: string
}

/** "Table 'Objection Handling': Deal name, Call date …, Deal stage during call, Deal owner, Category, Sub category, Evidence, Severity, Call link". */
export const OBJECTION_TABLE_TITLE = 'Objection Handling'
export const OBJECTION_COLUMNS: readonly ObjectionColumnDef[] = [
  { field: 'deal_name', label: 'Deal name' },
  { field: 'call_date', label: 'Call date' },
  { field: 'call_stage', label: 'Deal stage during call' },
  { field: 'owner_name', label: 'Deal owner' },
  { field: 'category', label: 'Category' },
  { field: 'tag', label: 'Sub category' },
  { field: 'evidence', label: 'Evidence' },
  { field: 'grade', label: 'Severity' },
  { field: 'call', label: 'Call link' },
]

// ---- Cursor paging ("Objection paging is cursor-based: Next pushes the current cursor on a stack and uses the
// returned after; Previous pops. Previous is disabled on page 1; Next is disabled at the last page (total/25 rounded
// up) or … when fewer than 25 rows come back.")

/** The pages seen so far: `stack` holds the cursor of every earlier page (null = the first page), `current` this one's. */
export interface CursorStack {
  stack: (string | null)[]
  current: string | null
}

export const FIRST_CURSOR_PAGE: CursorStack = { stack: [], current: null }

/** "Next pushes the current cursor on a stack and uses the returned after." */
export const nextCursorPage = (s: CursorStack, after: string): CursorStack => ({ stack: [...s.stack, s.current], current: after })

/** "Previous pops." On the first page it stays there. */
export function previousCursorPage(s: CursorStack): CursorStack {
  if (s.stack.length === 0) return FIRST_CURSOR_PAGE
  return { stack: s.stack.slice(0, -1), current: s.stack[s.stack.length - 1] ?? null }
}

/** The page number shown ('Page X of Y'). */
export const cursorPageNumber = (s: CursorStack) => s.stack.length + 1

/** "Next is disabled at the last page (total/25 rounded up) or … when fewer than 25 rows come back", or without a cursor. */
export function canGoNext(s: CursorStack, o: { total: number; shown: number; pageSize: number; after: string | null }): boolean {
  const pages = Math.max(1, Math.ceil(o.total / o.pageSize))
  return o.after !== null && cursorPageNumber(s) < pages && o.shown >= o.pageSize
}
