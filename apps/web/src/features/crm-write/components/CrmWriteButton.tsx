import { CRM_NOT_INTEGRATED_TITLE } from '@parley/shared/rules/crm-write'
import type { TMeetingDetail } from '@parley/shared/schemas/meeting-detail'
import { Button, Modal, Skeleton } from 'antd'
import { useState } from 'react'
import { LoadErrorAlert } from '../../../components/LoadErrorAlert'
import { useCrmPreview } from '../api/getCrmPreview'
import '../crm-write.css'
import { CrmWriteModal } from './CrmWriteModal'

const TITLE = 'Update in CRM'

/**
 * 'Update in CRM' on the checklist panel: the insights-to-CRM modal when the
 * company has a CRM to write to, otherwise the 'CRM not integrated' modal. Nothing is written before Confirm.
 */
export function CrmWriteButton({ meeting, onWritten }: { meeting: TMeetingDetail; onWritten: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {TITLE}
      </Button>
      {open ? <CrmWriteDialog meetingId={meeting.id} onClose={() => setOpen(false)} onWritten={onWritten} /> : null}
    </>
  )
}

function CrmWriteDialog({ meetingId, onClose, onWritten }: { meetingId: number; onClose: () => void; onWritten: () => void }) {
  const preview = useCrmPreview(meetingId, true)
  if (preview.data && preview.data.target === null) {
    return (
      <Modal
        open
        title={CRM_NOT_INTEGRATED_TITLE}
        onCancel={onClose}
        footer={
          <Button type="primary" onClick={onClose}>
            OK
          </Button>
        }
      >
        <p>{preview.data.not_integrated_reason}</p>
        <p>Once your CRM is connected, call insights can be written into the deals you own.</p>
      </Modal>
    )
  }
  if (preview.data) {
    return (
      <CrmWriteModal
        preview={preview.data}
        onClose={onClose}
        onWritten={() => {
          onClose()
          onWritten()
        }}
      />
    )
  }
  return (
    <Modal open title={TITLE} onCancel={onClose} footer={null} width={760}>
      {preview.isError ? (
        <LoadErrorAlert title="The insights for the CRM could not be loaded." onRetry={() => void preview.refetch()} />
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
    </Modal>
  )
}
