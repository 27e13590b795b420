import { formatHms } from '@parley/shared/rules/snippet-time'
import type { TSpeakerSide } from '@parley/shared/schemas/analysis'
import { type TActionItemsByUser, type TAttendee, type TTalkTime, type TTranscriptLine, ZActionItemsByUser } from '@parley/shared/schemas/meeting-detail'
import type { EventAttendee } from './call-details.repository'

// Pure shaping of stored rows into the call-details answer.

export interface SegmentRow {
  speaker: string | null
  side: TSpeakerSide
  startMs: number
  endMs: number
  text: string
}

/** Stored segments as the new transcript format's lines ('start --> end'), seconds with ms precision. */
export function transcriptLines(segments: readonly SegmentRow[]): TTranscriptLine[] {
  return segments.map((s) => ({
    speaker: s.speaker ?? 'Unknown speaker',
    side: s.side,
    start: s.startMs / 1000,
    end: s.endMs / 1000,
    text: s.text,
    timestamp: `${formatHms(s.startMs / 1000)} --> ${formatHms(s.endMs / 1000)}`,
  }))
}

export interface ParticipantRow {
  name: string
  email: string | null
  side: TSpeakerSide
  isOrganizer: boolean
  talkTimeMs: number
}

const lower = (s: string | null | undefined) => (s ?? '').trim().toLowerCase()

/**
 * Everyone heard in the recording, then invitees who were not heard. A participant's company comes from the
 * calendar attendee with the same e-mail; reps get their own company's name.
 */
export function attendeesOf(
  participants: readonly ParticipantRow[],
  eventAttendees: readonly EventAttendee[],
  ownCompany: string,
  organizerEmail: string | null,
): TAttendee[] {
  const byEmail = new Map(eventAttendees.map((a) => [lower(a.email), a]))
  const seen = new Set<string>()
  const out: TAttendee[] = []
  for (const p of participants) {
    const invited = p.email ? byEmail.get(lower(p.email)) : undefined
    if (p.email) seen.add(lower(p.email))
    out.push({
      name: p.name,
      email: p.email,
      company: invited?.company ?? (p.side === 'rep' ? ownCompany : null),
      side: p.side,
      is_organizer: p.isOrganizer || (p.email !== null && lower(p.email) === lower(organizerEmail)),
    })
  }
  for (const a of eventAttendees) {
    if (seen.has(lower(a.email))) continue
    seen.add(lower(a.email))
    out.push({
      name: a.name?.trim() || a.email,
      email: a.email,
      company: a.company ?? (a.isInternal ? ownCompany : null),
      side: a.isInternal === true ? 'rep' : a.isInternal === false ? 'prospect' : 'unknown',
      is_organizer: lower(a.email) === lower(organizerEmail),
    })
  }
  return out
}

/** "talk-time (top 3 speakers with Show More, resolution 0.1 s)": every speaker who spoke, most first. */
export function talkTimeOf(participants: readonly ParticipantRow[]): TTalkTime[] {
  const spoke = participants.filter((p) => p.talkTimeMs > 0)
  const total = spoke.reduce((sum, p) => sum + p.talkTimeMs, 0)
  return [...spoke]
    .sort((a, b) => b.talkTimeMs - a.talkTimeMs)
    .map((p) => ({
      name: p.name,
      email: p.email,
      side: p.side,
      talk_time: Math.round(p.talkTimeMs / 100) / 10,
      percentage: total === 0 ? 0 : Math.round((p.talkTimeMs / total) * 1000) / 10,
    }))
}

/** Stored action items by user; entries that do not have the stored shape are left out rather than failing the page. */
export function actionItemsOf(stored: readonly unknown[] | null | undefined): TActionItemsByUser[] {
  return (stored ?? []).flatMap((entry) => {
    const parsed = ZActionItemsByUser.safeParse(entry)
    return parsed.success ? [parsed.data] : []
  })
}

/** Distinct non-empty values, first spelling kept, compared case-insensitively. */
export function distinctText(values: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const v of values) {
    const t = v?.trim()
    if (!t || seen.has(t.toLowerCase())) continue
    seen.add(t.toLowerCase())
    out.push(t)
  }
  return out
}

// The deal tag editing rule lives with the other deal-mapping rules.
export { canEditDealTag } from '@parley/shared/rules/deal-mapping'
