import type { TMeetingDetail } from '@parley/shared/schemas/meeting-detail'
import { Button, Tooltip } from 'antd'
import { useState } from 'react'
import '../deal-mapping.css'
import { DealMappingModal } from './DealMappingModal'

function PencilIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4 12.5-12.5z" />
    </svg>
  )
}

/** The deal tag's edit pencil and the mapping modal (tabs Suggested / Your deals / All deals). */
export function DealTagEdit({ meeting, onChanged }: { meeting: TMeetingDetail; onChanged: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Tooltip title="Change the deal">
        <Button type="text" size="small" className="deal-tag-edit" aria-label="Edit deal" icon={<PencilIcon />} onClick={() => setOpen(true)} />
      </Tooltip>
      {open ? (
        <DealMappingModal
          meeting={meeting}
          onClose={() => setOpen(false)}
          onChanged={() => {
            setOpen(false)
            onChanged()
          }}
        />
      ) : null}
    </>
  )
}
