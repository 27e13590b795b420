import type { TCustomView } from '@parley/shared/schemas/recordings'
import { Button, Popover, Spin, Tag } from 'antd'
import { useState } from 'react'
import { ViewModal, type ViewModalMode } from '../../../components/ViewModal'
import { toast } from '../../../lib/toast'
import { useDeleteReportView, useReportViews, useSaveReportView } from '../api/reportViews'

interface ReportViewsProps {
  /** The report key: views are kept per report. */
  page: string
  currentViewId: number | null
  snapshot: () => Record<string, unknown>
  onApply: (view: TCustomView) => void
  onDeleted: (id: number) => void
}

/** The Views selector with 'Save view' and, on one's own selected view, 'Update view'. */
export function ReportViews({ page, currentViewId, snapshot, onApply, onDeleted }: ReportViewsProps) {
  const views = useReportViews(page)
  const save = useSaveReportView(page)
  const remove = useDeleteReportView(page)
  const [mode, setMode] = useState<ViewModalMode | null>(null)
  const [open, setOpen] = useState(false)
  const current = views.data?.find((v) => v.id === currentViewId) ?? null
  const list = views.isLoading ? (
    <Spin size="small" />
  ) : (views.data ?? []).length === 0 ? (
    <p className="views-list__empty">No views found</p>
  ) : (
    <ul className="views-list">
      {(views.data ?? []).map((v) => (
        <li key={v.id}>
          <Button
            type="text"
            className={v.id === currentViewId ? 'views-list__item views-list__item--current' : 'views-list__item'}
            aria-current={v.id === currentViewId ? 'true' : undefined}
            onClick={() => {
              setOpen(false)
              onApply(v)
            }}
          >
            <span className="views-list__name">{v.view_name}</span>
            <span className="views-list__meta">
              {v.is_default ? <Tag color="blue">Default</Tag> : null}
              <Tag>{v.visibility === 'team' ? 'Team' : 'Only me'}</Tag>
              {v.is_owner ? null : <span className="views-list__owner">by {v.owner_name}</span>}
            </span>
          </Button>
        </li>
      ))}
    </ul>
  )
  return (
    <>
      <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomLeft" title="Saved views" content={list}>
        <Button>{current ? `View: ${current.view_name}` : 'Views'}</Button>
      </Popover>
      {current?.is_owner ? <Button onClick={() => setMode({ kind: 'update', view: current })}>Update view</Button> : null}
      <Button onClick={() => setMode({ kind: 'create' })}>Save view</Button>
      <ViewModal
        mode={mode}
        saving={save.isPending}
        hint="The view keeps the scope, the date ranges, the filters and the sort."
        defaultLabel="Open this report with this view"
        onClose={() => setMode(null)}
        onSave={(values) => {
          const id = mode?.kind === 'update' ? mode.view.id : undefined
          save.mutate(
            { id, body: { ...values, filters: snapshot() } },
            {
              onSuccess: (view) => {
                toast.success(id ? 'View updated' : 'View saved')
                setMode(null)
                onApply(view)
              },
            },
          )
        }}
        onDelete={(view) =>
          remove.mutate(view.id, {
            onSuccess: () => {
              toast.success('View deleted')
              setMode(null)
              onDeleted(view.id)
            },
          })
        }
      />
    </>
  )
}
