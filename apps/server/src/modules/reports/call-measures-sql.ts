import { type SQL, sql } from 'drizzle-orm'
import type { CallMeasure } from '@parley/shared/rules/call-measures'
import { UPLOAD_SOURCE } from '@parley/shared/rules/call-report'

// The call measures of rules/call-measures in SQL over call_facts f: every call report counts and filters with these,
// so Calls & Recordings, Call Details and Notetaker Adoption give one number for each.

const scheduled = sql`f.kind = 'scheduled'`
const eligible = sql`(f.is_eligible or f.is_recorded)`
const recorded = sql`f.is_recorded`

export const CALL_MEASURE_SQL: Readonly<Record<CallMeasure, SQL>> = {
  scheduled,
  eligible,
  eligibleScheduled: sql`(${scheduled} and ${eligible})`,
  eligibleUnscheduled: sql`(not ${scheduled} and ${eligible})`,
  recorded,
  recordedScheduled: sql`(${scheduled} and ${recorded})`,
  recordedUnscheduled: sql`(not ${scheduled} and ${recorded})`,
  instant: sql`(f.kind = 'instant' and ${recorded})`,
}

/** A call's source as the charts group it and the Call Source filter compares it: an upload has none stored. */
export const callSourceSql = sql`coalesce(f.source, ${UPLOAD_SOURCE})`

/** `count(*) filter (where <measure>)` as an int. */
export const countOf = (m: CallMeasure) => sql`count(*) filter (where ${CALL_MEASURE_SQL[m]})::int`
