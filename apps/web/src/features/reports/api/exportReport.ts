import type { TReportQuery } from '@parley/shared/schemas/reports'
import type { ExportFormat } from '../../../components/ExportMenu'
import { downloadFile } from '../../../lib/downloadFile'

/** POST /api/reports/{report}/export?format=… with the report's query (no paging) → the streamed file. */
export function exportReport(path: string, format: ExportFormat, query: TReportQuery, fallbackName: string): Promise<void> {
  const { skip: _skip, take: _take, distinct: _distinct, ...body } = query
  return downloadFile(path, { format, tz: Intl.DateTimeFormat().resolvedOptions().timeZone }, body, `${fallbackName}.${format}`)
}
