import type { Scope } from './scope'

// Activity Review ("a Manager / Team toggle; rows per manager or rep with counts"; "Activity review
// row: name, team_members, activity (datetime, event), notetaker_adoption, checklist_adoption, crm_updates,
// ama_questions, calls", "POST /users/activityReview (role, group manager or rep, times, filter)").

export const ACTIVITY_GROUPS = ['manager', 'rep'] as const
export type ActivityGroup = (typeof ACTIVITY_GROUPS)[number]

/** "a Manager / Team toggle": group manager is the Manager view, group rep the Team view. */
export const ACTIVITY_GROUP_LABELS: Record<ActivityGroup, string> = { manager: 'Manager', rep: 'Team' }

/** Someone who may only see themselves has no managers to list: Myself opens on the Team view (docs/decisions.md). */
export function defaultActivityGroup(scope: Scope): ActivityGroup {
  return scope === 'user' ? 'rep' : 'manager'
}

/** The events an activity can be (the row's "activity (datetime, event)": the latest of them in the range). */
export const ACTIVITY_EVENTS = {
  call: 'Recorded a call',
  question: 'Asked a question',
  crm: 'Updated the CRM',
} as const
export type ActivityEventKind = keyof typeof ACTIVITY_EVENTS

/** When each kind of activity last happened in the range (ISO text), null when it did not. */
export type ActivityTimes = Record<ActivityEventKind, string | null>

/**
 * "activity (datetime, event)": the latest of the person's (or team's) recorded call, question and CRM update in the
 * range; on a tie the call wins, then the question. Null when there was none.
 */
export function latestActivity(times: ActivityTimes): { datetime: string; event: string } | null {
  let best: { at: number; kind: ActivityEventKind } | null = null
  for (const kind of Object.keys(ACTIVITY_EVENTS) as ActivityEventKind[]) {
    const text = times[kind]
    const at = text === null ? Number.NaN : Date.parse(text)
    if (Number.isNaN(at)) continue
    if (best === null || at > best.at) best = { at, kind }
  }
  return best === null ? null : { datetime: new Date(best.at).toISOString(), event: ACTIVITY_EVENTS[best.kind] }
}

/** Sortable columns and the API's sort.field (the spec names none; docs/decisions.md). Without a sort, by name. */
export const ACTIVITY_REVIEW_SORT_MAP = {
  name: 'name',
  activity: 'activity',
  notetaker_adoption: 'notetaker_adoption',
  checklist_adoption: 'checklist_adoption',
  crm_updates: 'crm_updates',
  ama_questions: 'ama_questions',
  calls: 'calls',
} as const
export type ActivityReviewSortColumn = keyof typeof ACTIVITY_REVIEW_SORT_MAP
export const ACTIVITY_REVIEW_SORT_FIELDS: string[] = Object.values(ACTIVITY_REVIEW_SORT_MAP)

/** Add-filter categories and keys ("Views, a date-range menu, add-filter menu, filter tags, Export"). */
export const ACTIVITY_REVIEW_FILTERS = [
  { key: 'rep', label: 'Rep', category: 'Rep' },
  { key: 'manager', label: 'Manager', category: 'Rep' },
  { key: 'function', label: 'Function', category: 'Rep' },
] as const
export const ACTIVITY_REVIEW_DEFAULT_FILTERS = ['rep', 'manager'] as const

export interface ActivityColumnDef {
  field: string
  label: string
  info: string
}

/** The table's columns with their info tooltips; the export uses the same words. */
export const ACTIVITY_REVIEW_COLUMNS: readonly ActivityColumnDef[] = [
  { field: 'name', label: 'Name', info: 'The manager (their team: the manager and their direct reports) or the rep.' },
  { field: 'team_members', label: 'Team members', info: 'Who reports directly to the manager.' },
  { field: 'activity', label: 'Last activity', info: 'The latest recorded call, question asked or CRM update in the range.' },
  {
    field: 'notetaker_adoption',
    label: 'Notetaker adoption',
    info: 'Recorded calls out of the calls the notetaker could record (no Not Eligible Reason), in whole percent.',
  },
  { field: 'checklist_adoption', label: 'Checklist adoption', info: 'The average share of checklist signals completed on the analysed calls.' },
  { field: 'crm_updates', label: 'CRM updates', info: 'Call notes written to the CRM in the range (write-backs the CRM accepted).' },
  { field: 'ama_questions', label: 'Questions asked', info: 'Questions asked in Ask Me Anything and the deal chats.' },
  { field: 'calls', label: 'Calls', info: 'Recorded calls in the range (instant and dialer calls too).' },
]

/** The Team view lists reps, who have no team: its second column names their managers instead. */
export const ACTIVITY_REVIEW_MANAGER_COLUMN: ActivityColumnDef = { field: 'manager_name', label: 'Manager', info: 'Who the rep reports to.' }

/** The columns of one view: the Manager view as the activity review row lists them; the Team view with Manager in place of Team members. */
export function activityReviewColumns(group: ActivityGroup): readonly ActivityColumnDef[] {
  if (group === 'manager') return ACTIVITY_REVIEW_COLUMNS
  return ACTIVITY_REVIEW_COLUMNS.map((c) => (c.field === 'team_members' ? ACTIVITY_REVIEW_MANAGER_COLUMN : c))
}
