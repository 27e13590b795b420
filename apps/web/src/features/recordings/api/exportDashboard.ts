import type { TActivityDashboardBody } from '@parley/shared/schemas/recordings'
import type { ExportFormat } from '../../../components/ExportMenu'
import { downloadFile } from '../../../lib/downloadFile'

/** POST /api/reports/activity-dashboard/export?format=… with the list's body (limit false) → the streamed file. */
export function exportDashboard(format: ExportFormat, body: TActivityDashboardBody): Promise<void> {
  return downloadFile('/reports/activity-dashboard/export', { format }, { ...body, limit: false }, `meetings.${format}`)
}
