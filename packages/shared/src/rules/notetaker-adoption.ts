import { CALL_MEASURE_INFO } from './call-measures'
import type { AdoptionColour } from './notetaker-adoption-rate'

// Notetaker Adoption ("A tab of the reports page, one row per rep, with filters, group day/week/month,
// and charts. Adoption colour: up to 40 red, below 60 orange, else green."; "Adoption percent is whole, 0 when
// eligible is 0"). What scheduled, eligible, recorded and instant count:
// rules/call-report.ts and docs/decisions.md "Call reports and Notetaker Adoption". The percent and its colour are
// rules/notetaker-adoption-rate.ts (shared with Activity Review).

/**
 * "eligible (eligibleNotetaker + eligibleExternal), recorded (recordedExternal + recordedNotetaker)", by the call
 * measures (rules/call-measures): notetaker = the scheduled meetings, external = the calls without a schedule.
 */
export interface AdoptionCounts {
  scheduled: number
  eligibleNotetaker: number
  eligibleExternal: number
  recordedNotetaker: number
  recordedExternal: number
  instant: number
}

export const eligibleOf = (c: Pick<AdoptionCounts, 'eligibleNotetaker' | 'eligibleExternal'>) => c.eligibleNotetaker + c.eligibleExternal
export const recordedOf = (c: Pick<AdoptionCounts, 'recordedNotetaker' | 'recordedExternal'>) => c.recordedExternal + c.recordedNotetaker

/** The theme's red, orange and green (text on white passes WCAG AA). */
export const ADOPTION_COLOUR_HEX: Record<AdoptionColour, string> = { red: '#c4221f', orange: '#b35300', green: '#2f7d1c' }

/** Filters "(see entities)": the row is a rep with a manager, so the filters are the rep and the manager. */
export const NOTETAKER_ADOPTION_FILTERS = [
  { key: 'rep', label: 'Rep', category: 'Rep' },
  { key: 'manager', label: 'Manager', category: 'Rep' },
] as const
export const NOTETAKER_ADOPTION_DEFAULT_FILTERS = ['rep', 'manager'] as const

/** Column → API sort field; without a sort, reps by name. */
export const NOTETAKER_ADOPTION_SORT_MAP = {
  rep_name: 'rep_name',
  scheduled: 'scheduled',
  eligible: 'eligible',
  recorded: 'recorded',
  instant: 'instant',
  notetakerAdoptionRate: 'adoption',
} as const
export type AdoptionSortColumn = keyof typeof NOTETAKER_ADOPTION_SORT_MAP
export type AdoptionSortField = (typeof NOTETAKER_ADOPTION_SORT_MAP)[AdoptionSortColumn]
export const NOTETAKER_ADOPTION_SORT_FIELDS = Object.values(NOTETAKER_ADOPTION_SORT_MAP) as AdoptionSortField[]

export const NOTETAKER_ADOPTION_COLUMNS = [
  { field: 'rep_name', label: 'Rep', info: 'The rep, with their e-mail.' },
  { field: 'manager', label: 'Manager', info: "The rep's manager." },
  { field: 'scheduled', label: 'Scheduled', info: CALL_MEASURE_INFO.scheduled },
  { field: 'eligible', label: 'Eligible', info: CALL_MEASURE_INFO.eligible },
  { field: 'eligibleExternal', label: 'Eligible without a schedule', info: CALL_MEASURE_INFO.eligibleUnscheduled },
  { field: 'recorded', label: 'Recorded', info: CALL_MEASURE_INFO.recorded },
  { field: 'instant', label: 'Instant', info: CALL_MEASURE_INFO.instant },
  {
    field: 'notetakerAdoptionRate',
    label: 'Adoption %',
    info: 'Recorded of eligible, in whole percent (0 when nothing was eligible). Up to 40 red, below 60 orange, else green.',
  },
] as const
