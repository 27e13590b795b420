import { ADMIN_MESSAGES } from '@parley/shared/rules/admin-validation'
import type { TAdminFilters, TAdminSort } from '@parley/shared/schemas/admin'
import { Button, Dropdown } from 'antd'
import { useState } from 'react'
import { ApiError } from '../../../lib/api'
import { toast } from '../../../lib/toast'
import { type ExportFormat, exportAdminUsers } from '../api/exportAdminUsers'

interface ExportMenuProps {
  filters: TAdminFilters
  sort: TAdminSort | null
  /** Rows matching the filters, when known: none means nothing to export. */
  total: number | undefined
}

/** The top bar's Export menu (xlsx or csv) of the filtered table; 'Exporting...' while it runs. */
export function ExportMenu({ filters, sort, total }: ExportMenuProps) {
  const [busy, setBusy] = useState(false)

  const run = async (format: ExportFormat) => {
    if (total === 0) {
      toast.warning(ADMIN_MESSAGES.noExportData)
      return
    }
    setBusy(true)
    try {
      await exportAdminUsers(format, filters, sort)
    } catch (error) {
      if (error instanceof ApiError && error.code === 'no_data') toast.warning(ADMIN_MESSAGES.noExportData)
      else toast.error(ADMIN_MESSAGES.exportFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dropdown
      disabled={busy}
      trigger={['click']}
      menu={{
        items: [
          { key: 'xlsx', label: 'Excel (.xlsx)' },
          { key: 'csv', label: 'CSV (.csv)' },
        ],
        onClick: ({ key }) => void run(key as ExportFormat),
      }}
    >
      <Button loading={busy} aria-live="polite">
        {busy ? ADMIN_MESSAGES.exporting : 'Export'}
      </Button>
    </Dropdown>
  )
}
