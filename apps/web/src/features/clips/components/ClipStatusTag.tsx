import type { TClipStatus } from '@parley/shared/schemas/clips'
import { Tag } from 'antd'
import '../clips.css'

const MODIFIER: Record<TClipStatus, string> = { Created: 'created', 'In Progress': 'progress', Failed: 'failed', Completed: 'completed' }

/** Created, In Progress, Failed, Completed (colours dark enough for small text). */
export function ClipStatusTag({ status }: { status: TClipStatus }) {
  return <Tag className={`clip-status clip-status--${MODIFIER[status]}`}>{status}</Tag>
}
