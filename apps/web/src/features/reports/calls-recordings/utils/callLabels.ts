// How the call reports' raw values read on screen. Filters and the API keep the raw values ("Calendar
// sources: outlook_calendar, google_calendar, Instant; dialer sources: orum, avoma, MYT").

const SOURCE_LABELS: Record<string, string> = {
  google_calendar: 'Google Calendar',
  outlook_calendar: 'Outlook Calendar',
  upload: 'Upload',
  orum: 'Orum',
  avoma: 'Avoma',
}

export const sourceLabel = (source: string | null): string => (source ? (SOURCE_LABELS[source] ?? source) : '—')

/** The raw source a label stands for (a chart click gives the label). */
export function sourceOfLabel(label: string, sources: readonly string[]): string {
  return sources.find((s) => sourceLabel(s) === label) ?? label
}

/** A filter value as the filter bar shows it. */
export const callOptionLabel = (key: string, value: string): string => (key === 'call_source' ? sourceLabel(value) : value)

export const yesNoLabel = (v: boolean | null): string => (v === null ? '—' : v ? 'Yes' : 'No')
