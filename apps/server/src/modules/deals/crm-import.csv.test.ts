import { describe, expect, it } from 'vitest'
import { CsvSyntaxError, parseCsv } from './crm-import.csv'

describe('parseCsv — RFC 4180 as spreadsheets write it', () => {
  it('reads a header and records, with the line each record starts on', () => {
    expect(parseCsv('id,name\n1,Acme\n2,Globex\n')).toEqual({
      header: ['id', 'name'],
      records: [
        { line: 2, cells: ['1', 'Acme'] },
        { line: 3, cells: ['2', 'Globex'] },
      ],
    })
  })

  it.each([
    ['CRLF line ends', 'id,name\r\n1,Acme\r\n', [['1', 'Acme']]],
    ['no final line end', 'id,name\n1,Acme', [['1', 'Acme']]],
    ['a byte-order mark', '\uFEFFid,name\n1,Acme\n', [['1', 'Acme']]],
    ['quoted commas and "" escapes', 'id,name\n1,"Acme, ""the"" company"\n', [['1', 'Acme, "the" company']]],
    ['an empty quoted value', 'id,name\n1,""\n', [['1', '']]],
    ['empty cells', 'id,name,domain\n1,,\n', [['1', '', '']]],
    ['a quote inside an unquoted value is text', 'id,name\n1,5" screen\n', [['1', '5" screen']]],
    ['semicolons when the header uses them', 'id;name;amount\n1;Acme;12,5\n', [['1', 'Acme', '12,5']]],
  ])('%s', (_, text, cells) => {
    expect(parseCsv(text).records.map((r) => r.cells)).toEqual(cells)
  })

  it('keeps line breaks inside quotes, and counts lines past them', () => {
    const t = parseCsv('id,notes\n1,"first\nsecond"\n2,x\n')
    expect(t.records).toEqual([
      { line: 2, cells: ['1', 'first\nsecond'] },
      { line: 4, cells: ['2', 'x'] },
    ])
  })

  it('skips blank lines', () => {
    expect(parseCsv('id\n\n1\n\n\n2\n').records.map((r) => r.line)).toEqual([3, 6])
  })

  it('an empty text has no header', () => {
    expect(parseCsv('')).toEqual({ header: [], records: [] })
  })

  it('names the line of a quote never closed, or of text after a closing quote', () => {
    expect(() => parseCsv('id,name\n1,"Acme\n2,x\n')).toThrow(new CsvSyntaxError(2, 'a quoted value is never closed.'))
    expect(() => parseCsv('id,name\n1,"Acme"x\n')).toThrow(/^Line 2: unexpected text after a closing quote\.$/)
  })
})
