import { Button, Dropdown } from 'antd'
import { useState } from 'react'
import { ApiError } from '../lib/api'
import { toast } from '../lib/toast'

export type ExportFormat = 'xlsx' | 'csv'

interface ExportMenuProps {
  /** Rows matching the filters, when known: none means nothing to export. */
  total: number | undefined
  /** Downloads the file; rejects with the server's ApiError. */
  download: (format: ExportFormat) => Promise<void>
  noDataMessage: string
  failedMessage: string
}

/** An Export menu (xlsx or csv) of a filtered list: 'Exporting...' while it runs, a warning when there is nothing. */
export function ExportMenu({ total, download, noDataMessage, failedMessage }: ExportMenuProps) {
  const [busy, setBusy] = useState(false)

  const run = async (format: ExportFormat) => {
    if (total === 0) {
      toast.warning(noDataMessage)
      return
    }
    setBusy(true)
    try {
      await download(format)
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'no_data' || error.message === noDataMessage)) toast.warning(noDataMessage)
      else toast.error(error instanceof ApiError && error.message ? error.message : failedMessage)
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
