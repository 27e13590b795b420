import type { ActivityItem } from '@parley/shared/rules/deal-activity'
import type { TDealActivity, TDealActivityCall, TDealActivityEmail } from '@parley/shared/schemas/deal-activity'
import dayjs from 'dayjs'

/** A timeline entry: the rule's kind and instant, plus the call or e-mail it shows. */
export type TimelineEntry = ActivityItem & ({ call: TDealActivityCall; email?: undefined } | { email: TDealActivityEmail; call?: undefined })

/** The answer's calls and e-mails as one list of timeline entries. */
export function timelineItems(activity: TDealActivity): TimelineEntry[] {
  const calls = activity.calls.map((call): TimelineEntry => ({ kind: call.is_meeting_recorded ? 'recorded' : 'unrecorded', at: call.start_at, call }))
  const emails = activity.emails.map((email): TimelineEntry => ({ kind: 'email', at: email.received_at, email }))
  return [...calls, ...emails]
}

/** The viewer's local day of an instant, so a late call sits on the day the viewer saw it. */
export const localDay = (iso: string): string => dayjs(iso).format('YYYY-MM-DD')

/** '45 min', '1 h 5 min'; null when unknown. */
export function formatMinutes(seconds: number | null): string | null {
  if (seconds === null || seconds <= 0) return null
  const minutes = Math.max(1, Math.round(seconds / 60))
  if (minutes < 60) return `${minutes} min`
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return m ? `${h} h ${m} min` : `${h} h`
}
