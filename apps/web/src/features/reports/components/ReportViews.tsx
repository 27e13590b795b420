import type { TCustomView } from '@parley/shared/schemas/recordings'
import { SavedViewsMenu } from '../../../components/SavedViewsMenu'
import { useDeleteReportView, useReportViews, useSaveReportView } from '../api/reportViews'

interface ReportViewsProps {
  /** The report key: views are kept per report. */
  page: string
  currentViewId: number | null
  snapshot: () => Record<string, unknown>
  onApply: (view: TCustomView) => void
  onDeleted: (id: number) => void
}

/** A report's saved views: they keep its scope, date ranges, filters and sort. */
export function ReportViews({ page, ...props }: ReportViewsProps) {
  const views = useReportViews(page)
  const save = useSaveReportView(page)
  const remove = useDeleteReportView(page)
  return (
    <SavedViewsMenu
      views={views}
      save={save}
      remove={remove}
      placement="bottomLeft"
      hint="The view keeps the scope, the date ranges, the filters and the sort."
      defaultLabel="Open this report with this view"
      {...props}
    />
  )
}
