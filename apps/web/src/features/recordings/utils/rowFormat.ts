import dayjs from 'dayjs'

/** "An agenda label is cut at 15 characters." */
export const AGENDA_LABEL_MAX = 15
export function agendaLabel(agenda: string): string {
  return agenda.length > AGENDA_LABEL_MAX ? `${agenda.slice(0, AGENDA_LABEL_MAX)}…` : agenda
}

/** "Outcome tags show the first 2 headings then '+ N Signals'." Repeated headings count once. */
export function outcomeTagsView(tags: string[]): { shown: string[]; more: string | null } {
  const unique = [...new Set(tags)]
  const shown = unique.slice(0, 2)
  const rest = unique.length - shown.length
  return { shown, more: rest > 0 ? `+ ${rest} Signals` : null }
}

/** "Transcript-search highlights show 2 snippets then '+N more'." */
export function moreHitsLabel(total: number, shown: number): string | null {
  const rest = total - shown
  return rest > 0 ? `+${rest} more` : null
}

/** A duration in seconds for people: 45 sec, 12 min, 1 hr 5 min. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || seconds < 0) return '—'
  if (seconds < 60) return `${Math.round(seconds)} sec`
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `${minutes} min`
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return m ? `${h} hr ${m} min` : `${h} hr`
}

/** hh:mm:ss (or mm:ss under an hour) of a transcript position. */
export function formatOffset(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const hh = Math.floor(s / 3600)
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0')
  const ss = String(s % 60).padStart(2, '0')
  return hh ? `${hh}:${mm}:${ss}` : `${mm}:${ss}`
}

/** Comma lists of the calendar event (attendees, companies), de-duplicated, blanks removed. */
export function splitList(value: string | null | undefined): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ]
}

export interface DayGroup<T> {
  /** Weekday grouping label (Sun to Sat) with the date, e.g. "Fri · 13 Nov 2026". */
  label: string
  key: string
  rows: T[]
}

/** Groups rows already sorted by start time under one label per local day. */
export function groupByDay<T>(rows: T[], startOf: (row: T) => string): DayGroup<T>[] {
  const groups: DayGroup<T>[] = []
  for (const row of rows) {
    const d = dayjs(startOf(row))
    const key = d.format('YYYY-MM-DD')
    const last = groups[groups.length - 1]
    if (last && last.key === key) last.rows.push(row)
    else groups.push({ key, label: `${d.format('ddd')} · ${d.format('D MMM YYYY')}`, rows: [row] })
  }
  return groups
}

const BOT_EVENT_LABELS: Record<string, string> = {
  joining_call: 'Notetaker joining',
  in_waiting_room: 'In the waiting room',
  in_call_not_recording: 'In the call, not recording',
  in_call_recording: 'Recording',
  call_ended: 'Call ended',
  done: 'Recording processed',
  fatal: 'Notetaker failed',
}
export const botEventLabel = (type: string) => BOT_EVENT_LABELS[type] ?? type.replace(/_/g, ' ')
