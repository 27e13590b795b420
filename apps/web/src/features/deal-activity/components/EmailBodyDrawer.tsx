import { Drawer, Spin } from 'antd'
import dayjs from 'dayjs'
import { useDealEmailBody } from '../api/getDealEmailBody'

/** An e-mail of the timeline with its body, shown as plain text (never as HTML). */
export function EmailBodyDrawer({ emailId, subject, onClose }: { emailId: number | null; subject: string | null; onClose: () => void }) {
  const body = useDealEmailBody(emailId)
  const mail = body.data
  return (
    <Drawer
      open={emailId !== null}
      onClose={onClose}
      title={subject || '(no subject)'}
      size={560}
      closable={{ 'aria-label': 'Close e-mail' }}
      destroyOnHidden
      rootClassName="deal-email-drawer"
    >
      {body.isLoading ? (
        <Spin />
      ) : mail ? (
        <article className="deal-email" aria-label="E-mail">
          <dl className="deal-email__meta">
            <dt>From</dt>
            <dd>{mail.from_email || '—'}</dd>
            <dt>To</dt>
            <dd>{mail.to_email || '—'}</dd>
            <dt>Date</dt>
            <dd>{dayjs(mail.received_at).format('D MMM YYYY, h:mm A')}</dd>
          </dl>
          <div className="deal-email__body">{mail.body || 'This e-mail has no body.'}</div>
        </article>
      ) : (
        <p className="deal-activity__muted">The e-mail could not be loaded.</p>
      )}
    </Drawer>
  )
}
