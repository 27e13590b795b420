// Just enough MIME (RFC 2045–2047) to read what a client sent: headers (unfolded, encoded words decoded),
// nested multipart bodies, quoted-printable and base64 parts, so tests can assert on the text and HTML.

export interface ParsedMail {
  /** Lower-cased header names; the last value wins. */
  headers: Record<string, string>
  subject: string
  text: string | null
  html: string | null
}

interface Part {
  headers: Record<string, string>
  body: string
}

function splitPart(raw: string): Part {
  const at = raw.indexOf('\r\n\r\n')
  const head = at >= 0 ? raw.slice(0, at) : raw
  const body = at >= 0 ? raw.slice(at + 4) : ''
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim())
  }
  return { headers, body }
}

/** =?charset?Q|B?…?= encoded words (UTF-8 and ASCII). */
function decodeWords(value: string): string {
  return value.replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=\s*(?==\?)?/g, (_m, enc: string, text: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  )
}

function decodeQuotedPrintable(s: string): string {
  const bytes = s.replace(/=\r\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase()
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body)
  return part.body
}

function leaves(part: Part): Part[] {
  const type = part.headers['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part]
  const chunks = part.body.split(`--${boundary}`).slice(1)
  return chunks.filter((c) => !c.startsWith('--')).flatMap((c) => leaves(splitPart(c.replace(/^\r\n/, '').replace(/\r\n$/, ''))))
}

export function parseMail(raw: string): ParsedMail {
  const top = splitPart(raw)
  const parts = leaves(top)
  const of = (mime: string) => {
    const p = parts.find((x) => (x.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(mime))
    return p ? decodeBody(p).replace(/\r\n/g, '\n') : null
  }
  return { headers: top.headers, subject: top.headers.subject ?? '', text: of('text/plain'), html: of('text/html') }
}
