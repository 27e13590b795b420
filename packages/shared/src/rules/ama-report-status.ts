import type { TAmaReportRow } from '../schemas/ama-reports'

/** An answer's outcome as both chat report views show it: the error, 'NA', or OK; a question has none. */
export function amaMessageStatus(r: Pick<TAmaReportRow, 'message_type' | 'error' | 'no_answer'>): string {
  if (r.message_type === 'question') return ''
  if (r.error) return `Error: ${r.error}`
  return r.no_answer ? 'NA' : 'OK'
}
