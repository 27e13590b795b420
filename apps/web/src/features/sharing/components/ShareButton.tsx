import { Button, Input, Modal, Space } from 'antd'
import { useState } from 'react'
import { copyText } from '../../../lib/copyText'
import { toast } from '../../../lib/toast'
import '../sharing.css'
import { ShareForm } from './ShareForm'
import { ShareLinksList } from './ShareLinksList'

interface ShareButtonProps {
  meetingId: number
  durationSeconds: number | null
}

export const LINK_COPIED_MESSAGE = 'Link copied to clipboard'

/** The call page's Share button and modal: make a link, copy it, and see or revoke the call's live links. */
export function ShareButton({ meetingId, durationSeconds }: ShareButtonProps) {
  const [open, setOpen] = useState(false)
  const [url, setUrl] = useState<string | null>(null)
  const copy = (text: string) => void copyText(text).then((ok) => (ok ? toast.success(LINK_COPIED_MESSAGE) : toast.error('The link could not be copied.')))
  const close = () => {
    setOpen(false)
    setUrl(null)
  }
  return (
    <>
      <Button onClick={() => setOpen(true)}>Share</Button>
      <Modal title="Share this call" open={open} onCancel={close} footer={null} destroyOnHidden width={560}>
        {url ? (
          <div className="share-result">
            <label htmlFor="share-url">Your link (shown once — copy it now)</label>
            <Space.Compact block>
              <Input id="share-url" readOnly value={url} onFocus={(e) => e.target.select()} />
              <Button type="primary" onClick={() => copy(url)}>
                Copy link
              </Button>
            </Space.Compact>
            <Button type="link" onClick={() => setUrl(null)}>
              Create another link
            </Button>
          </div>
        ) : (
          <ShareForm meetingId={meetingId} durationSeconds={durationSeconds ?? 0} onCreated={setUrl} />
        )}
        <h3 className="share-links__title">Live links</h3>
        <ShareLinksList meetingId={meetingId} />
      </Modal>
    </>
  )
}
