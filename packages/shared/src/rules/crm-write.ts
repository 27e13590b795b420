import { formatHms, snippetSeconds } from './snippet-time'

// Call insights written into the CRM by the insights-to-CRM modal ('CRM not integrated', 'Call Insights updated in
// CRM!'): the user sees every line of the note with the transcript moment it came from, may edit or drop lines, and
// nothing is written without confirming.

/** "CRM insight text: maximum 15,000 characters (further input ignored, counter shown)" */
export const CRM_TEXT_MAX = 15_000
export const CRM_NOT_INTEGRATED_TITLE = 'CRM not integrated'
export const CRM_WRITE_SUCCESS = 'Call Insights updated in CRM!'
/** "CRM write: … on shared meetings a login prompt shows." (the spec gives no wording) */
export const CRM_SHARED_LOGIN_TITLE = 'Log in to update your CRM'
export const CRM_SHARED_LOGIN_TEXT = 'Call insights are written into the CRM from your own Parley account. Log in, and you will come back to this call.'
/** "submit needs non-empty text and a deal" */
export const CRM_NEEDS_TEXT = 'Add some text to write into the CRM.'
export const CRM_NEEDS_DEAL = 'Choose the deal to write these insights into.'
export const CRM_TOO_LONG = `The CRM note can hold at most ${CRM_TEXT_MAX.toLocaleString('en-US')} characters.`
/** "Insights can only be written into deals owned by the user." */
export const CRM_NOT_DEAL_OWNER = 'Insights can only be written into deals you own.'
/** "Shared viewers cannot write to CRM." */
export const CRM_SHARED_VIEWER = 'Shared viewers cannot write to the CRM. Sign in to update the CRM.'

/** "Insights with access super_admin or company_admin are left out of the CRM note." */
export const CRM_RESTRICTED_ACCESS = ['super_admin', 'company_admin'] as const

export type CrmLineKind = 'summary' | 'action_item' | 'checklist' | 'insight'

/** One line of the note: what it says and the moment of the call it came from (seconds; null = the whole call). */
export interface CrmNoteLine {
  /** Stable within one preview (summary, action:<user>:<n>, insight:<id>): the web keys edits and drops on it. */
  key: string
  kind: CrmLineKind
  text: string
  seconds: number | null
}

export interface CrmSourceInsight {
  id: number
  title: string
  signalType: 'checklist' | 'insight'
  status: 'pending' | 'done'
  summary: string | null
  /** The signal definition's access; admin-only signals stay out of the note. */
  access: string | null
  /** Seconds of the item's snippets (null where the timestamp is not hh:mm:ss). */
  snippetSeconds: (number | null)[]
  /** hh:mm:ss (or ranges) of its outcome details, used when no snippet has a time. */
  outcomeTimestamps: (string | null)[]
}

export interface CrmNoteSource {
  summary: string | null
  actionItems: { user: string; items: { text: string; timestamp: string | null }[] }[]
  insights: CrmSourceInsight[]
}

const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim()

export const isCrmRestricted = (access: string | null | undefined): boolean =>
  typeof access === 'string' && (CRM_RESTRICTED_ACCESS as readonly string[]).includes(access.trim().toLowerCase())

function momentOf(i: CrmSourceInsight): number | null {
  const fromSnippet = i.snippetSeconds.find((s) => s !== null && s >= 0)
  if (fromSnippet !== undefined && fromSnippet !== null) return fromSnippet
  for (const t of i.outcomeTimestamps) {
    const s = snippetSeconds(t)
    if (s !== null) return s
  }
  return null
}

/**
 * The note proposed for a call, one line per fact: the summary, each action item (with its owner), then each
 * checklist item with its status and summary and each insight with a summary. Admin-only signals are left out; a line
 * carries the transcript moment it came from (the first snippet, else the first outcome timestamp).
 */
export function buildCrmNoteLines(source: CrmNoteSource): CrmNoteLine[] {
  const lines: CrmNoteLine[] = []
  const summary = clean(source.summary)
  if (summary) lines.push({ key: 'summary', kind: 'summary', text: `Summary: ${summary}`, seconds: null })
  source.actionItems.forEach((group, g) => {
    group.items.forEach((item, n) => {
      const text = clean(item.text)
      if (!text) return
      const who = clean(group.user)
      lines.push({
        key: `action:${g}:${n}`,
        kind: 'action_item',
        text: `Action item${who ? ` (${who})` : ''}: ${text}`,
        seconds: snippetSeconds(item.timestamp),
      })
    })
  })
  for (const i of source.insights) {
    if (isCrmRestricted(i.access)) continue
    const about = clean(i.summary)
    const title = clean(i.title) || 'Checklist item'
    if (i.signalType === 'checklist') {
      const status = i.status === 'done' ? 'Done' : 'Pending'
      lines.push({ key: `insight:${i.id}`, kind: 'checklist', text: `${title} (${status})${about ? `: ${about}` : ''}`, seconds: momentOf(i) })
    } else if (about) {
      lines.push({ key: `insight:${i.id}`, kind: 'insight', text: `${title}: ${about}`, seconds: momentOf(i) })
    }
  }
  return lines
}

/** A line as the note holds it: its text, then its moment as [hh:mm:ss]. */
export function crmLineText(line: Pick<CrmNoteLine, 'text' | 'seconds'>): string {
  const text = line.text.trim()
  return line.seconds === null ? text : `${text} [${formatHms(line.seconds)}]`
}

/** The exact text written into the CRM: the confirmed lines in order, one per line, empty lines left out. */
export function crmNoteText(lines: readonly Pick<CrmNoteLine, 'text' | 'seconds'>[]): string {
  return lines
    .filter((l) => l.text.trim() !== '')
    .map(crmLineText)
    .join('\n')
}

/**
 * "further input ignored": the edit of one line as far as the whole note stays within the limit. Characters that
 * would push the note past CRM_TEXT_MAX are cut from the end of the new text (a shortening edit always passes).
 */
export function clampLineEdit(lines: readonly Pick<CrmNoteLine, 'text' | 'seconds'>[], index: number, next: string): string {
  const current = lines[index]
  if (!current) return next
  const withNext = lines.map((l, i) => (i === index ? { ...l, text: next } : l))
  const over = crmNoteText(withNext).length - CRM_TEXT_MAX
  if (over <= 0 || next.length <= current.text.length) return next
  return next.slice(0, Math.max(current.text.length, next.length - over))
}

/** "submit needs non-empty text and a deal", and the 15,000 limit: the message, or null when the note may be written. */
export function crmWriteProblem(text: string, dealId: number | null | undefined): string | null {
  if (text.trim() === '') return CRM_NEEDS_TEXT
  if (dealId === null || dealId === undefined) return CRM_NEEDS_DEAL
  if (text.length > CRM_TEXT_MAX) return CRM_TOO_LONG
  return null
}
