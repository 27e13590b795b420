import { type EmailContent, type EmailSection, formatWhen, renderEmail } from './email-format'

/** Everything a prep note says, gathered before the call (the "Receive Prep Notes" setting). */
export interface PrepNoteFacts {
  appUrl: string
  recipient: { name: string; timeZone: string | null }
  meeting: { title: string | null; startAt: Date; meetingUrl: string | null; organizerEmail: string | null }
  attendees: { email: string; name: string | null; company: string | null }[]
  account: { name: string } | null
  deal: { name: string; stageName: string | null; amount: number | null; closeDate: string | null } | null
  lastCall: {
    id: number
    title: string | null
    startTime: Date
    summary: string | null
    openObjections: { category: string; subCategory: string | null; severity: string | null; grade: string | null }[]
  } | null
}

const UNTITLED = 'Untitled meeting'
const money = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 0 })}`

/** The prep note: attendees, account, deal, and the last call with the account (its summary and open objections). */
export function buildPrepNote(f: PrepNoteFacts): EmailContent {
  const title = f.meeting.title?.trim() || UNTITLED
  const when = formatWhen(f.meeting.startAt, f.recipient.timeZone)
  const sections: EmailSection[] = [
    {
      heading: 'Meeting',
      lines: [
        title,
        when,
        ...(f.meeting.organizerEmail ? [`Organiser: ${f.meeting.organizerEmail}`] : []),
        ...(f.meeting.meetingUrl ? [`Join: ${f.meeting.meetingUrl}`] : []),
      ],
    },
    {
      heading: `Attendees (${f.attendees.length})`,
      list: f.attendees.length > 0,
      lines: f.attendees.length
        ? f.attendees.map((a) => [a.name && a.name !== a.email ? `${a.name} <${a.email}>` : a.email, a.company ? ` · ${a.company}` : ''].join(''))
        : ['No attendees listed.'],
    },
    { heading: 'Account', lines: [f.account?.name ?? 'No CRM account matched to this meeting.'] },
    {
      heading: 'Deal',
      list: Boolean(f.deal),
      lines: f.deal
        ? [
            f.deal.name,
            `Stage: ${f.deal.stageName ?? 'Unknown'}`,
            ...(f.deal.amount !== null ? [`Amount: ${money(f.deal.amount)}`] : []),
            ...(f.deal.closeDate ? [`Close date: ${f.deal.closeDate}`] : []),
          ]
        : ['No deal linked to this meeting.'],
    },
    ...lastCallSections(f),
  ]
  const link = f.lastCall
    ? { label: 'Open the last call', url: `${f.appUrl}/meeting/${f.lastCall.id}` }
    : { label: 'Your upcoming meetings', url: `${f.appUrl}/upcoming-meetings` }
  const opening = `Hi ${f.recipient.name}, here are your prep notes for ${title} (${when}).`
  return { subject: `Prep notes: ${title}`, ...renderEmail(opening, sections, link) }
}

function lastCallSections(f: PrepNoteFacts): EmailSection[] {
  const last = f.lastCall
  if (!last) return [{ heading: 'Last call', lines: ['This is your first recorded call with this account.'] }]
  const objections = last.openObjections.map((o) => {
    const details = [o.severity ? `${o.severity} severity` : null, o.grade].filter(Boolean)
    return `${o.category}${o.subCategory ? ` – ${o.subCategory}` : ''}${details.length ? ` (${details.join(', ')})` : ''}`
  })
  return [
    {
      heading: `Last call: ${last.title?.trim() || UNTITLED} (${formatWhen(last.startTime, f.recipient.timeZone)})`,
      lines: [last.summary?.trim() || 'No summary for that call.'],
    },
    { heading: 'Open objections', list: objections.length > 0, lines: objections.length ? objections : ['None left open.'] },
  ]
}
