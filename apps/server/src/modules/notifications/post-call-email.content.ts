import { type EmailContent, type EmailSection, formatWhen, renderEmail } from './email-format'

/** What the post-call summary says once the call is processed (the "Post Call Summary Email" setting). */
export interface PostCallFacts {
  appUrl: string
  recipient: { name: string; timeZone: string | null }
  meeting: { id: number; title: string | null; startTime: Date }
  summary: string | null
  /** Stored action items by user: [{ user, items: [{ text }] }]. */
  actionItems: { user: string; items: { text: string }[] }[]
}

/** The post-call summary: summary, action items by owner, and the link to the call page. */
export function buildPostCallEmail(f: PostCallFacts): EmailContent {
  const title = f.meeting.title?.trim() || 'Untitled meeting'
  const items = f.actionItems.flatMap((group) => group.items.map((i) => `${group.user}: ${i.text}`))
  const sections: EmailSection[] = [
    { heading: 'Summary', lines: [f.summary?.trim() || 'No summary could be written for this call.'] },
    { heading: 'Action items', list: items.length > 0, lines: items.length ? items : ['No action items.'] },
  ]
  const opening = `Hi ${f.recipient.name}, your call ${title} (${formatWhen(f.meeting.startTime, f.recipient.timeZone)}) has been processed.`
  return {
    subject: `Call summary: ${title}`,
    ...renderEmail(opening, sections, { label: 'Open the call', url: `${f.appUrl}/meeting/${f.meeting.id}` }),
  }
}

/** Reads the stored action_items jsonb defensively: anything not of the stored shape is left out. */
export function actionItemsOf(stored: unknown[]): PostCallFacts['actionItems'] {
  return stored.flatMap((g) => {
    if (!g || typeof g !== 'object') return []
    const { user, items } = g as { user?: unknown; items?: unknown }
    if (typeof user !== 'string' || !Array.isArray(items)) return []
    const texts = items.flatMap((i) => (i && typeof (i as { text?: unknown }).text === 'string' ? [{ text: (i as { text: string }).text }] : []))
    return texts.length ? [{ user, items: texts }] : []
  })
}
