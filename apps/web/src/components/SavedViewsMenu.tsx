import type { TCustomView, TCustomViewBody } from '@parley/shared/schemas/recordings'
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query'
import { Button, Popover, Spin, Tag } from 'antd'
import { useState } from 'react'
import { toast } from '../lib/toast'
import { ViewModal, type ViewModalMode } from './ViewModal'

export type SavedViewInput = Omit<TCustomViewBody, 'page'>

interface SavedViewsMenuProps {
  /** The page's saved views: one's own and the team's shared ones. */
  views: Pick<UseQueryResult<TCustomView[]>, 'data' | 'isLoading'>
  /** Creates a view, or updates the one with the id. */
  save: Pick<UseMutationResult<TCustomView, Error, { id?: number; body: SavedViewInput }>, 'mutate' | 'isPending'>
  remove: Pick<UseMutationResult<unknown, Error, number>, 'mutate'>
  currentViewId: number | null | undefined
  /** What a saved view stores of the page (its filters, scope, tab or sort). */
  snapshot: () => Record<string, unknown>
  onApply: (view: TCustomView) => void
  onDeleted: (id: number) => void
  placement: 'bottomLeft' | 'bottomRight'
  /** The dialog's line on what the view keeps, and its default checkbox's label (see ViewModal). */
  hint?: string
  defaultLabel?: string
}

/** The saved views list, 'Save view' (create) and, for one's own selected view, 'Update view' with delete. */
export function SavedViewsMenu({ views, save, remove, currentViewId, snapshot, onApply, onDeleted, placement, hint, defaultLabel }: SavedViewsMenuProps) {
  const [mode, setMode] = useState<ViewModalMode | null>(null)
  const [listOpen, setListOpen] = useState(false)
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
              setListOpen(false)
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
      <Popover open={listOpen} onOpenChange={setListOpen} trigger="click" placement={placement} title="Saved views" content={list}>
        <Button>{current ? `View: ${current.view_name}` : 'Views'}</Button>
      </Popover>
      {current?.is_owner ? <Button onClick={() => setMode({ kind: 'update', view: current })}>Update view</Button> : null}
      <Button onClick={() => setMode({ kind: 'create' })}>Save view</Button>
      <ViewModal
        mode={mode}
        saving={save.isPending}
        hint={hint}
        defaultLabel={defaultLabel}
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
