import { describe, expect, it } from 'vitest'
import type { ExportRow } from './recordings-export.repository'
import { formatDuration, recordingsExportColumns } from './recordings-export'

const row: ExportRow = {
  meeting_id: 42,
  event_id: 7,
  title: null,
  start_time: '2026-11-02T23:30:00Z',
  video_duration: 3725,
  owner_name: 'Riley Rep',
  organizer_email: 'riley@northwind.example',
  attendees: 'Pat Buyer, Riley Rep',
  companies: 'Buyer Co',
  sales_stage: 'Discovery',
  deal_name: null,
  deal_owner: null,
  agenda_type: 'Intro',
  source: 'google_calendar',
  call_disposition: null,
  status: 'cancelled',
  not_recorded_reason: null,
  note_taker_message: null,
  latest_event_type: null,
}

describe('recordings export columns', () => {
  it('formats durations as h:mm:ss', () => {
    expect(formatDuration(3725)).toBe('1:02:05')
    expect(formatDuration(59.6)).toBe('0:01:00')
    expect(formatDuration(0)).toBe('0:00:00')
    expect(formatDuration(null)).toBe('')
    expect(formatDuration(-5)).toBe('')
  })

  it("shows dates and times in the export's time zone, and the row in words", () => {
    const cols = recordingsExportColumns({ recorded: true, tz: 'Asia/Tokyo', publicUrl: 'https://parley.example' })
    const cell = (header: string) => cols.find((c) => c.header === header)?.value(row)
    expect(cell('Date')).toBe('2026-11-03')
    expect(cell('Start time (Asia/Tokyo)')).toBe('8:30 AM')
    expect(cell('Duration')).toBe('1:02:05')
    expect(cell('Title')).toBe('(no title)')
    expect(cell('Deal')).toBe('No deal found')
    expect(cell('Status')).toBe('Cancelled')
    expect(cell('Link')).toBe('https://parley.example/meeting/42')
    expect(cols.some((c) => c.header === 'Why not recorded')).toBe(false)
  })

  it('gives the Unrecorded tab the reason instead of a link', () => {
    const cols = recordingsExportColumns({ recorded: false, tz: 'UTC', publicUrl: 'https://parley.example' })
    const unrecorded = { ...row, meeting_id: null, status: 'confirmed', note_taker_message: 'External meetings are off.' }
    expect(cols.find((c) => c.header === 'Why not recorded')?.value(unrecorded)).toBe('External meetings are off.')
    expect(cols.find((c) => c.header === 'Recorded')?.value(unrecorded)).toBe('No')
    expect(cols.some((c) => c.header === 'Link')).toBe(false)
  })
})
