import type { TProfile } from '@parley/shared/schemas/user'
import { type ExportFormat, ExportMenu } from '../../../components/ExportMenu'
import { trackReportEvent } from '../api/trackReportEvent'

interface ReportExportMenuProps {
  profile: TProfile
  /** The report key sent with the export_click event. */
  report: string
  /** Rows matching the filters, once the page has answered. */
  total: number | undefined
  /** Fetches the file, e.g. exportReport(path, format, query, name). */
  download: (format: ExportFormat) => Promise<void>
}

/**
 * A report's Export menu: tracks export_click, then downloads. "Exports with no rows: a warning 'No data available to
 * export.' (notetaker adoption and similar)".
 */
export function ReportExportMenu({ profile, report, total, download }: ReportExportMenuProps) {
  return (
    <ExportMenu
      total={total}
      download={(format) => {
        trackReportEvent(profile, 'export_click', { report, format })
        return download(format)
      }}
      noDataMessage="No data available to export."
      failedMessage="The export failed. Please try again."
    />
  )
}
