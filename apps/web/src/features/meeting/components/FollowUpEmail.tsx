import { Button } from 'antd'
import { toast } from '../../../lib/toast'
import { copyText } from '../../../lib/copyText'

/** The follow-up e-mail draft ('Subject: …' then the body) with a copy button. */
export function FollowUpEmail({ draft }: { draft: string | null }) {
  return (
    <section className="meeting-card" aria-labelledby="meeting-email-title">
      <div className="meeting-card__head">
        <h3 id="meeting-email-title" className="meeting-card__title">
          Follow-up e-mail draft
        </h3>
        {draft ? (
          <Button
            size="small"
            onClick={() => void copyText(draft).then((ok) => (ok ? toast.success('Follow-up e-mail copied') : toast.error('The draft could not be copied.')))}
          >
            Copy
          </Button>
        ) : null}
      </div>
      {draft ? <pre className="meeting-email">{draft}</pre> : <p className="meeting-muted">No follow-up e-mail was drafted for this call.</p>}
    </section>
  )
}
