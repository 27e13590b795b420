import type { TCustomView } from '@parley/shared/schemas/recordings'
import { SavedViewsMenu } from '../../../components/SavedViewsMenu'
import { useCustomViews, useDeleteView, useSaveView } from '../api/customViews'

interface ViewsManagerProps {
  currentViewId: number | null | undefined
  /** What a saved view stores: the filters, the scope and the tab. */
  snapshot: () => Record<string, unknown>
  onApply: (view: TCustomView) => void
  onDeleted: (id: number) => void
}

/** The recordings dashboard's saved views. */
export function ViewsManager(props: ViewsManagerProps) {
  const views = useCustomViews()
  const save = useSaveView()
  const remove = useDeleteView()
  return <SavedViewsMenu views={views} save={save} remove={remove} placement="bottomRight" {...props} />
}
