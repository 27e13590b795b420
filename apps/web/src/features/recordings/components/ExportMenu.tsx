import type { TActivityDashboardBody } from '@parley/shared/schemas/recordings'
import { Button, Dropdown } from 'antd'
import { useState } from 'react'
import { ApiError } from '../../../lib/api'
import { toast } from '../../../lib/toast'
import { type ExportFormat, exportDashboard } from '../api/exportDashboard'

export const NO_EXPORT_DATA = 'No data found to export'

/** Export menu (xlsx or csv) of every row of the current filters: 'Exporting...' while it runs (spec part 2 §4). */
export function ExportMenu({ body, total }: { body: TActivityDashboardBody; total: number | undefined }) {
  const [busy, setBusy] = useState(false)
  const run = async (format: ExportFormat) => {
    if (total === 0) return toast.warning(NO_EXPORT_DATA)
    setBusy(true)
    try {
      await exportDashboard(format, body)
    } catch (error) {
      const message = error instanceof ApiError && error.message ? error.message : 'The export failed. Please try again.'
      if (message === NO_EXPORT_DATA) toast.warning(message)
      else toast.error(message)
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
        {busy ? 'Exporting...' : 'Export'}
      </Button>
    </Dropdown>
  )
}
