import { BDR_MARK_LABEL, BDR_MARK_TEXT, bdrChecklistMark } from '@parley/shared/rules/bdr-dashboard'
import type { TBdrChecklistItem } from '@parley/shared/schemas/bdr-dashboard'
import { Tooltip } from 'antd'

/**
 * "Development-rep report cell: check when score is at least 80, cross when any best-practice score is at most 30, else
 * an empty mark; 'Checklist Not Found' with N/A when the checklist is missing."
 */
export function ChecklistMark({ item }: { item: TBdrChecklistItem | undefined }) {
  const mark = bdrChecklistMark(item)
  const score = item?.score ?? null
  const label = mark === 'not_found' ? BDR_MARK_LABEL.not_found : `${item?.name ?? ''}: score ${score}. ${BDR_MARK_LABEL[mark]}`
  return (
    <Tooltip title={label}>
      <span className={`bdr-mark bdr-mark--${mark}`} role="img" aria-label={label} data-mark={mark}>
        {mark === 'empty' ? <span className="bdr-mark__box" /> : BDR_MARK_TEXT[mark]}
      </span>
    </Tooltip>
  )
}
