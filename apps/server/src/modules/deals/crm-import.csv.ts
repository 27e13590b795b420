// A small RFC 4180 reader for the built-in CRM's import: quoted fields with "" escapes and line breaks, CRLF or LF,
// a UTF-8 byte-order mark, and the ';' separator spreadsheets write in locales where ',' is the decimal mark. Pure.

export interface CsvRecord {
  /** The physical line the record starts on (the header is line 1), for messages. */
  line: number
  cells: string[]
}

export interface CsvTable {
  header: string[]
  records: CsvRecord[]
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`Line ${line}: ${message}`)
  }
}

/** ',' unless the header line (outside quotes) holds more ';' than ','. */
function separatorOf(text: string): ',' | ';' {
  let commas = 0
  let semicolons = 0
  let quoted = false
  for (const ch of text) {
    if (ch === '"') quoted = !quoted
    else if (!quoted && (ch === '\n' || ch === '\r')) break
    else if (!quoted && ch === ',') commas++
    else if (!quoted && ch === ';') semicolons++
  }
  return semicolons > commas ? ';' : ','
}

/**
 * Reads the whole text into a header and records. Blank lines are skipped; a quote left open, or text right after a
 * closing quote, is a CsvSyntaxError naming the line. Cells are not trimmed (the row reader decides).
 */
export function parseCsv(input: string): CsvTable {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input
  const sep = separatorOf(text)
  const rows: CsvRecord[] = []
  let cells: string[] = []
  let cell = ''
  // The cell was a quoted value (so an empty "" still counts as a value, and a line of it is a record).
  let quoted = false
  let line = 1
  let rowLine = 1
  let i = 0
  const endCell = () => {
    cells.push(cell)
    cell = ''
    quoted = false
  }
  const endRow = () => {
    const blank = cells.length === 0 && cell === '' && !quoted
    endCell()
    if (!blank) rows.push({ line: rowLine, cells })
    cells = []
  }
  while (i < text.length) {
    const ch = text[i] as string
    if (ch === '"' && cell === '' && !quoted) {
      // A quoted field: runs to the next lone quote.
      const opened = line
      quoted = true
      i++
      for (;;) {
        if (i >= text.length) throw new CsvSyntaxError(opened, 'a quoted value is never closed.')
        const c = text[i] as string
        if (c === '"') {
          if (text[i + 1] === '"') {
            cell += '"'
            i += 2
            continue
          }
          i++
          break
        }
        if (c === '\n') line++
        cell += c
        i++
      }
      const next = text[i]
      if (next !== undefined && next !== sep && next !== '\n' && next !== '\r') throw new CsvSyntaxError(line, 'unexpected text after a closing quote.')
      continue
    }
    if (ch === sep) {
      endCell()
      i++
      continue
    }
    if (ch === '\r' || ch === '\n') {
      endRow()
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1
      line++
      rowLine = line
      continue
    }
    cell += ch
    i++
  }
  if (cell !== '' || quoted || cells.length > 0) endRow()
  const [first, ...records] = rows
  return { header: first?.cells ?? [], records }
}
