import type { TDealCitation } from '@parley/shared/schemas/deal-insights'
import dayjs from 'dayjs'
import { DealMomentLink } from './DealMomentLink'

interface DealCitationsProps {
  citations: TDealCitation[]
  currentCallId: number
  onSeek: (seconds: number) => void
}

/** The moments an answer used: a call's line (this call seeks, another opens it there) or an e-mail. */
export function DealCitations({ citations, currentCallId, onSeek }: DealCitationsProps) {
  if (citations.length === 0) return null
  return (
    <ul className="deal-chat__citations" aria-label="Cited moments">
      {citations.map((c) =>
        c.kind === 'call' ? (
          <li key={`c${c.call_id}-${c.seconds}`} className="deal-chat__citation">
            <DealMomentLink
              callId={c.call_id}
              seconds={c.seconds}
              label={c.timestamp}
              currentCallId={currentCallId}
              onSeek={onSeek}
              about={`${c.speaker} in ${c.call_id === currentCallId ? 'this call' : (c.call_title ?? `call ${c.call_id}`)}`}
            />
            <span className="deal-chat__source">
              {c.call_id === currentCallId ? 'This call' : (c.call_title ?? `Call ${c.call_id}`)} · {dayjs(c.call_date).format('MMM D')} · {c.speaker}
            </span>
            <span className="deal-chat__quote">{c.text}</span>
          </li>
        ) : (
          <li key={`e${c.email_id}`} className="deal-chat__citation">
            <span className="deal-chat__email-mark" aria-hidden="true">
              ✉
            </span>
            <span className="deal-chat__source">
              E-mail “{c.subject ?? 'No subject'}” · {dayjs(c.received_at).format('MMM D')} · {c.speaker}
            </span>
            <span className="deal-chat__quote">{c.text}</span>
          </li>
        ),
      )}
    </ul>
  )
}
