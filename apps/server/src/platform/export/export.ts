import { once } from 'node:events'
import { PassThrough, type Writable } from 'node:stream'
import { stringify } from 'csv-stringify'
import ExcelJS from 'exceljs'
import type { FastifyReply } from 'fastify'

// .xlsx through ExcelJS's streaming writer (useSharedStrings false), .csv through
// csv-stringify, streamed to the response with backpressure; every cell that starts with = + - or @ is
// neutralised. Generic: columns plus an async row iterator, so every report's export reuses it.

export type ExportFormat = 'xlsx' | 'csv'
export type CellValue = string | number | boolean | Date | null | undefined

export interface ExportColumn<T> {
  header: string
  value: (row: T) => CellValue
  /** Column width in characters (xlsx). */
  width?: number
}

export interface ExportSpec<T> {
  format: ExportFormat
  /** File name without extension; a date-free, safe name is the caller's job. */
  filename: string
  sheetName?: string
  columns: ExportColumn<T>[]
  rows: AsyncIterable<T>
}

/** The first valid IANA zone among the candidates (the one asked, the user's own), else UTC: dates in export files. */
export function exportTimeZone(...candidates: (string | null | undefined)[]): string {
  for (const tz of candidates) {
    if (!tz) continue
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz })
      return tz
    } catch {
      // not a zone this runtime knows; try the next
    }
  }
  return 'UTC'
}

const FORMULA_START = /^[=+\-@\t\r]/

/**
 * A text cell a spreadsheet would run as a formula (= + - @, and the tab and carriage return OWASP lists) gets
 * a leading apostrophe, so it shows as text. Numbers, booleans and dates are never formulas.
 */
export function neutraliseCell(value: CellValue): string | number | boolean | Date | null {
  if (value === undefined || value === null) return null
  if (typeof value === 'string') return FORMULA_START.test(value) ? `'${value}` : value
  return value
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
}

/** Rejects when the destination closes before it finished (the client went away), so no writer waits forever. */
function closedEarly(out: Writable): Promise<never> {
  return new Promise((_resolve, reject) => {
    out.once('close', () => {
      if (!out.writableFinished) reject(new Error('the export stream closed before the end'))
    })
  })
}

/** Waits while `stream`'s buffer is full: the client's reading pace sets the query's pace. */
async function drained(stream: Writable, closed: Promise<never>): Promise<void> {
  if (stream.writableNeedDrain) await Promise.race([once(stream, 'drain'), closed])
}

const XLSX_ROWS_PER_YIELD = 200

async function writeXlsx<T>(out: Writable, spec: ExportSpec<T>, closed: Promise<never>): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false })
  const sheet = workbook.addWorksheet(spec.sheetName ?? 'Export')
  sheet.columns = spec.columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? Math.max(12, c.header.length + 2) }))
  let count = 0
  for await (const row of spec.rows) {
    sheet.addRow(spec.columns.map((c) => neutraliseCell(c.value(row)))).commit()
    count++
    // ExcelJS hands rows to the zip without waiting; deflate runs off the event loop. Every few rows, let it
    // catch up, then wait while the response is full, so at most a bounded head of rows sits in memory.
    if (count % XLSX_ROWS_PER_YIELD === 0) {
      await new Promise((resolve) => setImmediate(resolve))
      await drained(out, closed)
    }
  }
  sheet.commit()
  await Promise.race([workbook.commit(), closed])
  return count
}

async function writeCsv<T>(out: Writable, spec: ExportSpec<T>, closed: Promise<never>): Promise<number> {
  const csv = stringify({ header: true, columns: spec.columns.map((c) => c.header), bom: true, cast: { date: (d) => d.toISOString() } })
  csv.pipe(out)
  let count = 0
  for await (const row of spec.rows) {
    csv.write(spec.columns.map((c) => neutraliseCell(c.value(row))))
    count++
    await drained(csv, closed)
  }
  csv.end()
  await Promise.race([once(out, 'finish'), closed])
  return count
}

/** Writes the whole export into `out` and ends it; resolves with the number of rows. */
export function writeExport<T>(out: Writable, spec: ExportSpec<T>): Promise<number> {
  const closed = closedEarly(out)
  closed.catch(() => {}) // observed by the races above; never an unhandled rejection
  return spec.format === 'xlsx' ? writeXlsx(out, spec, closed) : writeCsv(out, spec, closed)
}

/**
 * Reads the first row so a caller can answer "nothing to export" with a proper error before any header is
 * sent; the returned iterable yields that row again, then the rest.
 */
export async function peekRows<T>(rows: AsyncIterable<T>): Promise<{ empty: boolean; rows: AsyncIterable<T> }> {
  const iterator = rows[Symbol.asyncIterator]()
  const first = await iterator.next()
  if (first.done) return { empty: true, rows: (async function* () {})() }
  return {
    empty: false,
    rows: (async function* () {
      yield first.value
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value
    })(),
  }
}

/**
 * Streams an export as the reply (a download). Headers go out before the first row, so a failure mid-way can
 * only cut the download short: it is logged and the stream destroyed, and the client reports the failure.
 */
export function sendExport<T>(reply: FastifyReply, spec: ExportSpec<T>): FastifyReply {
  const body = new PassThrough()
  const filename = `${spec.filename}.${spec.format}`
  reply
    .header('content-type', EXPORT_CONTENT_TYPES[spec.format])
    .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'no-store')
  writeExport(body, spec).catch((err: unknown) => {
    reply.log.error({ err }, 'export failed mid-stream')
    body.destroy(err instanceof Error ? err : new Error(String(err)))
  })
  return reply.send(body)
}
