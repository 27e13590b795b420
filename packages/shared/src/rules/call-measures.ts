// What the call reports count, defined once for Calls & Recordings, Call Details, Notetaker Adoption, their charts,
// filters and exports (the server builds its SQL from these facts, never its own variant):
// - scheduled: a meeting on the rep's connected calendar (cancelled ones and ones not yet started left out);
// - eligible: a call the notetaker could record as a sales call — a scheduled meeting with a meeting link and someone
//   from outside the company, every call without a schedule (dialer, upload, instant recording), and any call that was
//   recorded (a recorded call was recordable);
// - eligible without a schedule: the eligible calls that are not scheduled meetings, so eligible ≤ scheduled + these;
// - recorded: a call with a recording; every recorded call is eligible, so recorded ≤ eligible;
// - instant: recorded instant recordings, a part of the calls without a schedule.

export interface CallMeasureFacts {
  /** rules/call-report callKind. */
  kind: 'scheduled' | 'instant' | 'external'
  /** The stored eligibility of the call (rules/call-report isEligibleCall). */
  eligible: boolean
  recorded: boolean
}

export const isScheduledCall = (c: CallMeasureFacts) => c.kind === 'scheduled'
export const countsAsEligible = (c: CallMeasureFacts) => c.eligible || c.recorded
export const isEligibleUnscheduled = (c: CallMeasureFacts) => countsAsEligible(c) && !isScheduledCall(c)
export const countsAsRecorded = (c: CallMeasureFacts) => c.recorded
export const isInstantRecorded = (c: CallMeasureFacts) => c.kind === 'instant' && c.recorded

export type CallMeasure =
  | 'scheduled'
  | 'eligible'
  | 'eligibleScheduled'
  | 'eligibleUnscheduled'
  | 'recorded'
  | 'recordedScheduled'
  | 'recordedUnscheduled'
  | 'instant'

export const CALL_MEASURES: Readonly<Record<CallMeasure, (c: CallMeasureFacts) => boolean>> = {
  scheduled: isScheduledCall,
  eligible: countsAsEligible,
  eligibleScheduled: (c) => isScheduledCall(c) && countsAsEligible(c),
  eligibleUnscheduled: isEligibleUnscheduled,
  recorded: countsAsRecorded,
  recordedScheduled: (c) => isScheduledCall(c) && countsAsRecorded(c),
  recordedUnscheduled: (c) => !isScheduledCall(c) && countsAsRecorded(c),
  instant: isInstantRecorded,
}

/** Each measure's counts over a set of calls (the reference the SQL aggregates are tested against). */
export function countCallMeasures(calls: readonly CallMeasureFacts[]): Record<CallMeasure, number> {
  const out = Object.fromEntries(Object.keys(CALL_MEASURES).map((k) => [k, 0])) as Record<CallMeasure, number>
  for (const c of calls) for (const [k, test] of Object.entries(CALL_MEASURES)) if (test(c)) out[k as CallMeasure] += 1
  return out
}

/** The labels and tooltips every call report uses for the measures. */
export const CALL_MEASURE_INFO = {
  scheduled: "Meetings on the rep's connected calendar in the range (cancelled ones left out).",
  eligible:
    'Calls the notetaker could record: scheduled meetings with a meeting link and someone from outside the company, calls without a schedule (dialer, upload, instant), and every recorded call.',
  eligibleUnscheduled: 'Eligible calls that were not scheduled meetings: dialer calls, uploads and instant recordings. Eligible ≤ Scheduled + these.',
  recorded: 'Calls with a recording (each one also counts as eligible).',
  instant: 'Instant recordings the rep started themselves; part of the calls without a schedule.',
} as const
