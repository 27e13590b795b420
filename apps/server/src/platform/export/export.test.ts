import { PassThrough, Writable } from 'node:stream'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { type ExportColumn, neutraliseCell, peekRows, writeExport } from './export'

interface Row {
  name: string
  n: number
}
const columns: ExportColumn<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Count', value: (r) => r.n },
]

async function* rowsOf(rows: Row[]): AsyncGenerator<Row> {
  for (const r of rows) yield r
}

async function collect(format: 'xlsx' | 'csv', rows: Row[]): Promise<Buffer> {
  const out = new PassThrough()
  const chunks: Buffer[] = []
  out.on('data', (c: Buffer) => chunks.push(c))
  await writeExport(out, { format, filename: 'x', columns, rows: rowsOf(rows) })
  return Buffer.concat(chunks)
}

describe('every export cell that starts with =, +, - or @ is neutralised', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1 555', "'+1 555"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\t=1', "'\t=1"],
    ['Riley Rep', 'Riley Rep'],
    ['a=b', 'a=b'],
  ])('%j → %j', (input, expected) => {
    expect(neutraliseCell(input)).toBe(expected)
  })

  it('leaves numbers, booleans and empty cells alone', () => {
    expect(neutraliseCell(-5)).toBe(-5)
    expect(neutraliseCell(true)).toBe(true)
    expect(neutraliseCell(undefined)).toBeNull()
  })
})

describe('streaming export', () => {
  const rows = [
    { name: 'Riley, Rep', n: 3 },
    { name: '=HYPERLINK("http://evil")', n: -1 },
  ]

  it('writes CSV with a header, quoting and neutralised cells', async () => {
    const text = (await collect('csv', rows)).toString('utf8').replace(/^\uFEFF/, '')
    expect(text.split('\n').slice(0, 3)).toEqual(['Name,Count', '"Riley, Rep",3', `"'=HYPERLINK(""http://evil"")",-1`])
  })

  it('writes an .xlsx workbook that reads back with the same values', async () => {
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load((await collect('xlsx', rows)) as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Name', 'Count'])
    expect(sheet?.getRow(2).values).toEqual([undefined, 'Riley, Rep', 3])
    expect(sheet?.getRow(3).getCell(1).value).toBe('\'=HYPERLINK("http://evil")')
    expect(sheet?.rowCount).toBe(3)
  })

  it.each(['csv', 'xlsx'] as const)(
    '%s: a slow reader holds the row iterator back (backpressure)',
    async (format) => {
      let pulled = 0
      async function* many(): AsyncGenerator<Row> {
        for (let i = 0; i < 200_000; i++) {
          pulled++
          yield { name: `Person number ${i} with a reasonably long name`, n: i }
        }
      }
      const pending: (() => void)[] = []
      let reading = false
      const out = new Writable({
        highWaterMark: 16 * 1024,
        write(_chunk, _enc, callback) {
          if (reading) callback()
          else pending.push(callback)
        },
      })
      const done = writeExport(out, { format, filename: 'x', columns, rows: many() })
      await new Promise((r) => setTimeout(r, 300))
      // Nothing was read by the client, so only a bounded head of the 200,000 rows was produced.
      expect(pulled).toBeLessThan(10_000)
      reading = true
      for (const cb of pending.splice(0)) cb()
      await done
      expect(pulled).toBe(200_000)
    },
    60_000,
  )

  it('stops and releases the rows when the client goes away', async () => {
    let finished = false
    async function* endless(): AsyncGenerator<Row> {
      try {
        for (let i = 0; ; i++) yield { name: `row ${i}`, n: i }
      } finally {
        finished = true
      }
    }
    const out = new Writable({ highWaterMark: 1024, write: () => {} })
    const done = writeExport(out, { format: 'csv', filename: 'x', columns, rows: endless() })
    await new Promise((r) => setTimeout(r, 50))
    out.destroy()
    await expect(done).rejects.toThrow(/closed before the end/)
    expect(finished).toBe(true)
  })

  it('peekRows tells an empty export apart and keeps the first row', async () => {
    expect((await peekRows(rowsOf([]))).empty).toBe(true)
    const peeked = await peekRows(rowsOf(rows))
    const seen: Row[] = []
    for await (const r of peeked.rows) seen.push(r)
    expect(peeked.empty).toBe(false)
    expect(seen).toEqual(rows)
  })
})
