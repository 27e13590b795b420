import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { TReportQuery } from '@parley/shared/schemas/reports'
import { badRequest } from '../../platform/errors'
import type { ReportRequest } from './report-request'

// Cursor paging of the reports that page by `after` (Objection Handling, Voice of Customer). A cursor carries the last row's sort key and id, and a fingerprint of the query it
// belongs to, signed with the server's secret: a cursor that was changed, or that belongs to another query (other
// filters, ranges, sort, scope or user), is a 400, never a page of something else.

export const TAMPERED_CURSOR = 'The page cursor is not valid: go back to the first page.'
export const FOREIGN_CURSOR = 'The page cursor belongs to another query: go back to the first page.'

/** The sort key of the last row shown: its sort value (text, as the database gave it) and its id. */
export interface CursorKey {
  value: string
  id: number
}

const sign = (secret: string, body: string) => createHmac('sha256', `report-cursor:${secret}`).update(body).digest('base64url')

/** The times as the request sent them (a range left out means the report's default, counted from each request's now). */
export type SentTimes = Pick<TReportQuery, 'startTime' | 'endTime' | 'createdDateStartTime' | 'createdDateEndTime' | 'closeDateStartTime' | 'closeDateEndTime'>

/** What makes two requests "the same query" for paging: everything but the cursor and the page size. */
export function queryFingerprint(report: string, userId: number, r: ReportRequest, sent: SentTimes): string {
  const filters = [...r.filters.entries()].map(([k, v]) => [k, [...v].sort()] as const).sort((a, b) => a[0].localeCompare(b[0]))
  const times = [sent.startTime, sent.endTime, sent.createdDateStartTime, sent.createdDateEndTime, sent.closeDateStartTime, sent.closeDateEndTime]
  const parts = [report, userId, r.scope.scope, times.map((t) => t ?? null), filters, r.sort]
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 22)
}

export function encodeCursor(secret: string, fingerprint: string, key: CursorKey): string {
  const body = Buffer.from(JSON.stringify({ q: fingerprint, v: key.value, i: key.id })).toString('base64url')
  return `${body}.${sign(secret, body)}`
}

function parseBody(body: string): { q?: unknown; v?: unknown; i?: unknown } {
  try {
    const value: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    return typeof value === 'object' && value !== null ? value : {}
  } catch {
    return {}
  }
}

/** The key a cursor names; 400 when it was changed or belongs to another query. */
export function decodeCursor(secret: string, fingerprint: string, cursor: string): CursorKey {
  const [body, mac, extra] = cursor.split('.')
  if (!body || !mac || extra !== undefined) throw badRequest(TAMPERED_CURSOR, [{ field: 'after', message: TAMPERED_CURSOR }])
  const expected = Buffer.from(sign(secret, body))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw badRequest(TAMPERED_CURSOR, [{ field: 'after', message: TAMPERED_CURSOR }])
  const parsed = parseBody(body)
  if (parsed.q !== fingerprint) throw badRequest(FOREIGN_CURSOR, [{ field: 'after', message: FOREIGN_CURSOR }])
  if (typeof parsed.v !== 'string' || typeof parsed.i !== 'number' || !Number.isSafeInteger(parsed.i))
    throw badRequest(TAMPERED_CURSOR, [{ field: 'after', message: TAMPERED_CURSOR }])
  return { value: parsed.v, id: parsed.i }
}
