import type { TAdminFilters, TAdminSort } from '@parley/shared/schemas/admin'
import type { ExportFormat } from '../../../components/ExportMenu'
import { downloadFile } from '../../../lib/downloadFile'

/** POST /api/users/admin_panel_user_data/export?format=… → the filtered table as a file. */
export function exportAdminUsers(format: ExportFormat, filters: TAdminFilters, sort: TAdminSort | null): Promise<void> {
  return downloadFile('/users/admin_panel_user_data/export', { format }, { filters, sort }, `admin-center-users.${format}`)
}
