import type { TCrmNoteLine } from '@parley/shared/schemas/crm-write'
import { formatHms } from '@parley/shared/rules/snippet-time'
import { Button, Input, Tag } from 'antd'

const KIND_LABEL: Record<TCrmNoteLine['kind'], string> = {
  summary: 'Summary',
  action_item: 'Action item',
  checklist: 'Checklist',
  insight: 'Insight',
}

interface CrmNoteLineRowProps {
  meetingId: number
  line: TCrmNoteLine
  index: number
  onChange: (text: string) => void
  onDrop: () => void
}

/**
 * One line of the note: where in the call it came from (the timestamp opens the transcript there in a new tab, so
 * the edits here are kept), its text to edit, and Remove.
 */
export function CrmNoteLineRow({ meetingId, line, index, onChange, onDrop }: CrmNoteLineRowProps) {
  const n = index + 1
  const moment = line.seconds === null ? null : formatHms(line.seconds)
  return (
    <li className="crm-line" data-line-key={line.key}>
      <div className="crm-line__source">
        <Tag>{KIND_LABEL[line.kind]}</Tag>
        {moment ? (
          <a
            className="crm-line__moment"
            href={`/meeting/${meetingId}?tab=transcript&start=${Math.floor(line.seconds ?? 0)}`}
            target="_blank"
            rel="noreferrer"
            aria-label={`Line ${n} comes from ${moment}: open the transcript there`}
          >
            {moment}
          </a>
        ) : (
          <span className="crm-line__whole">Whole call</span>
        )}
      </div>
      <Input.TextArea
        className="crm-line__text"
        aria-label={`Line ${n}`}
        value={line.text}
        autoSize={{ minRows: 1, maxRows: 6 }}
        onChange={(e) => onChange(e.target.value)}
      />
      <Button size="small" type="text" danger onClick={onDrop} aria-label={`Remove line ${n}`}>
        Remove
      </Button>
    </li>
  )
}
