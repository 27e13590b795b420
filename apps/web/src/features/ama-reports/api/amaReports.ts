import {
  type TAmaReportFilters,
  type TAmaReportQuery,
  type TAmaReportResponse,
  type TAmaSummaryResponse,
  ZAmaReportResponse,
  ZAmaSummaryResponse,
} from '@parley/shared/schemas/ama-reports'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ExportFormat } from '../../../components/ExportMenu'
import { api } from '../../../lib/api'
import { downloadFile } from '../../../lib/downloadFile'

const keys = {
  report: (q: TAmaReportQuery) => ['ama-reports', 'messages', q] as const,
  summary: (f: TAmaReportFilters) => ['ama-reports', 'summary', f] as const,
}

/** GET /api/users/parleyEurekaReport: a page of every AI chat message. */
export function useAmaReport(query: TAmaReportQuery) {
  return useQuery(
    queryOptions({
      queryKey: keys.report(query),
      queryFn: ({ signal }): Promise<TAmaReportResponse> => api.get('/users/parleyEurekaReport', { query: { ...query }, schema: ZAmaReportResponse, signal }),
      placeholderData: keepPreviousData,
    }),
  )
}

/** GET /api/users/parleyEurekaSummaryReport: counts per company and user. */
export function useAmaSummary(filters: TAmaReportFilters) {
  return useQuery(
    queryOptions({
      queryKey: keys.summary(filters),
      queryFn: ({ signal }): Promise<TAmaSummaryResponse> =>
        api.get('/users/parleyEurekaSummaryReport', { query: { ...filters }, schema: ZAmaSummaryResponse, signal }),
      placeholderData: keepPreviousData,
    }),
  )
}

export type AmaReportKind = 'parleyEurekaReport' | 'parleyEurekaSummaryReport'

const FILE_NAMES: Record<AmaReportKind, string> = { parleyEurekaReport: 'ai-chat-report', parleyEurekaSummaryReport: 'ai-chat-summary-report' }

/** POST /api/users/{report}/export?format=… → the filtered report as a file. */
export function exportAmaReport(kind: AmaReportKind, format: ExportFormat, filters: TAmaReportFilters): Promise<void> {
  return downloadFile(`/users/${kind}/export`, { format }, filters, `${FILE_NAMES[kind]}.${format}`)
}
