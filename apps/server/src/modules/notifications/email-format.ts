// Small formatting helpers shared by the notification e-mails: plain text is the message, HTML the same content
// escaped, so nothing a calendar invite or a transcript says can inject markup.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string)

/** 'Mon, 2 Nov 2026, 10:00 UTC' in the recipient's time zone (UTC when unknown or invalid). */
export function formatWhen(at: Date, timeZone: string | null): string {
  const format = (tz: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: tz,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(at)
  try {
    return format(timeZone || 'UTC')
  } catch {
    return format('UTC')
  }
}

export interface EmailContent {
  subject: string
  text: string
  html: string
}

/** A titled block of the e-mail: heading and lines, in text and HTML. */
export interface EmailSection {
  heading: string
  lines: string[]
  /** A list (bullets) rather than paragraphs. */
  list?: boolean
}

/** Text and HTML bodies from an opening line, sections and a closing link. */
export function renderEmail(opening: string, sections: EmailSection[], link: { label: string; url: string }): { text: string; html: string } {
  const text = [opening, ...sections.map((s) => `${s.heading}\n${s.lines.map((l) => (s.list ? `- ${l}` : l)).join('\n')}`), `${link.label}: ${link.url}`].join(
    '\n\n',
  )
  const block = (s: EmailSection) =>
    s.list ? `<ul>${s.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : s.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')
  const html = [
    `<p>${escapeHtml(opening)}</p>`,
    ...sections.map((s) => `<h3>${escapeHtml(s.heading)}</h3>\n${block(s)}`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
  ].join('\n')
  return { text: `${text}\n`, html }
}
