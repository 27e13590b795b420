import type { TDashboardFilters } from '@parley/shared/schemas/recordings'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { batchedRows } from '../../platform/export/batched-rows'
import { type ExportColumn, exportTimeZone } from '../../platform/export/export'
import { findUserTimeZone } from '../../platform/time-zone'
import { type ExportRow, findExportKeys, findExportRows } from './recordings-export.repository'
import { callFiltersFor, notRecordedMessage } from './recordings.service'

/** Above this many rows the file is CSV even when .xlsx was asked for. */
export const XLSX_MAX_ROWS = 250_000

/** Seconds as h:mm:ss (0:42:07); empty when unknown. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return ''
  const s = Math.round(seconds)
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0')
  const ss = String(s % 60).padStart(2, '0')
  return `${Math.floor(s / 3600)}:${mm}:${ss}`
}

/** The export's columns (what the row shows, in words a person reads): dates and times in `tz`. */
export function recordingsExportColumns(opts: { recorded: boolean; tz: string; publicUrl: string }): ExportColumn<ExportRow>[] {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: opts.tz, year: 'numeric', month: '2-digit', day: '2-digit' })
  const clock = new Intl.DateTimeFormat('en-US', { timeZone: opts.tz, hour: 'numeric', minute: '2-digit' })
  // Some ICU versions put a narrow no-break space before AM/PM; spreadsheets and CSV readers expect a space.
  const time = { format: (d: Date) => clock.format(d).replace(/\u202f/g, ' ') }
  const cancelled = (r: ExportRow) => r.status?.toLowerCase() === 'cancelled'
  const columns: (ExportColumn<ExportRow> | false)[] = [
    { header: 'Title', value: (r) => r.title ?? '(no title)', width: 40 },
    { header: 'Date', value: (r) => day.format(new Date(r.start_time)), width: 12 },
    { header: `Start time (${opts.tz})`, value: (r) => time.format(new Date(r.start_time)), width: 16 },
    { header: 'Duration', value: (r) => formatDuration(r.video_duration), width: 10 },
    { header: 'Rep', value: (r) => r.owner_name, width: 22 },
    { header: 'Organiser', value: (r) => r.organizer_email, width: 30 },
    { header: 'Attendees', value: (r) => r.attendees, width: 40 },
    { header: 'Companies', value: (r) => r.companies, width: 24 },
    { header: 'Sales stage', value: (r) => r.sales_stage, width: 18 },
    { header: 'Deal', value: (r) => r.deal_name ?? 'No deal found', width: 30 },
    { header: 'Deal owner', value: (r) => r.deal_owner, width: 22 },
    { header: 'Agenda type', value: (r) => r.agenda_type, width: 18 },
    { header: 'Source', value: (r) => r.source, width: 16 },
    { header: 'Disposition', value: (r) => r.call_disposition, width: 16 },
    { header: 'Status', value: (r) => (cancelled(r) ? 'Cancelled' : 'Confirmed') },
    { header: 'Recorded', value: (r) => (r.meeting_id === null ? 'No' : 'Yes') },
    !opts.recorded && {
      header: 'Why not recorded',
      width: 40,
      value: (r) =>
        notRecordedMessage({
          status: r.status ?? '',
          not_recorded_reason: r.not_recorded_reason,
          note_taker_message: r.note_taker_message,
          latest_event_type: r.latest_event_type,
        }),
    },
    opts.recorded && { header: 'Link', value: (r) => (r.meeting_id === null ? '' : `${opts.publicUrl}/meeting/${r.meeting_id}`), width: 40 },
  ]
  return columns.filter((c): c is ExportColumn<ExportRow> => c !== false)
}

export interface RecordingsExport {
  count: number
  recorded: boolean
  tz: string
  /** The day of the export in `tz` (YYYY-MM-DD), for the file name. */
  today: string
  rows: AsyncIterable<ExportRow>
}

/**
 * The dashboard's filtered list for download (limit false): the same filters and scope as the list, resolved once;
 * the keys in list order come first, then rows EXPORT_BATCH at a time in their own transactions, as the writer asks.
 */
export async function prepareRecordingsExport(
  deps: AppDeps,
  auth: AuthContext,
  body: TDashboardFilters & { only_recorded_calls: boolean },
  askedTz: string | undefined,
): Promise<RecordingsExport> {
  const companyId = auth.user.companyId
  const { f, keys, userTz } = await deps.db.withTenant(companyId, async (tx) => {
    const { f } = await callFiltersFor(deps, tx, auth, body, body.only_recorded_calls)
    return { f, keys: await findExportKeys(tx, f), userTz: askedTz ? null : await findUserTimeZone(tx, auth.user.id) }
  })
  const tz = exportTimeZone(askedTz, userTz)
  const keyOf = (r: ExportRow) => (f.recorded ? r.meeting_id : r.event_id)
  const rows = batchedRows(deps.db, companyId, keys, (tx, batch) => findExportRows(tx, f, batch), keyOf)
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(deps.now?.() ?? new Date())
  return { count: keys.length, recorded: f.recorded, tz, today, rows }
}
