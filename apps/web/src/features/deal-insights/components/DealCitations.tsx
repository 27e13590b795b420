import type { TDealChatMessage, TDealCitation } from '@parley/shared/schemas/deal-insights'
import { Typography } from 'antd'
import dayjs from 'dayjs'
import type { PendingDealAnswer } from '../hooks/useDealChat'
import { DealMomentLink } from './DealMomentLink'

interface MomentProps {
  currentCallId: number
  onSeek: (seconds: number) => void
}

/** The moments an answer used: a call's line (this call seeks, another opens it there) or an e-mail. */
function DealCitations({ citations, currentCallId, onSeek }: { citations: TDealCitation[] } & MomentProps) {
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

/** The thread, oldest first; the pending question and its streaming answer at the end. */
export function DealChatMessages({ messages, pending, ...moment }: { messages: TDealChatMessage[]; pending: PendingDealAnswer | null } & MomentProps) {
  return (
    <ol className="deal-chat__messages" aria-label="Conversation">
      {messages.map((m) =>
        m.message_type === 'question' ? (
          <li key={m.id} className="deal-chat__message deal-chat__message--question">
            {m.message}
          </li>
        ) : (
          <li key={m.id} className={`deal-chat__message deal-chat__message--answer${m.error ? ' deal-chat__message--error' : ''}`}>
            <div className="deal-chat__text">{m.message}</div>
            {m.reasoning && !m.error ? (
              <Typography.Text type="secondary" className="deal-chat__reasoning">
                {m.reasoning}
              </Typography.Text>
            ) : null}
            <DealCitations citations={m.citations} {...moment} />
          </li>
        ),
      )}
      {pending ? (
        <>
          <li className="deal-chat__message deal-chat__message--question">{pending.question}</li>
          <li className="deal-chat__message deal-chat__message--answer" aria-live="polite" aria-busy="true">
            <div className="deal-chat__status">{pending.status}</div>
            {pending.answer ? <div className="deal-chat__text">{pending.answer}</div> : null}
            {pending.reasoning ? (
              <Typography.Text type="secondary" className="deal-chat__reasoning">
                {pending.reasoning}
              </Typography.Text>
            ) : null}
          </li>
        </>
      ) : null}
    </ol>
  )
}
