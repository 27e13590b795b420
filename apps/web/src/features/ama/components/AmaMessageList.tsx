import type { TAmaMessage } from '@parley/shared/schemas/ama'
import { Button, Typography } from 'antd'
import type { Ref } from 'react'
import type { PendingAnswer } from '../hooks/useAmaChat'
import { AmaCitations } from './AmaCitations'

interface AmaMessageListProps {
  messages: TAmaMessage[]
  pending: PendingAnswer | null
  onSeek: (seconds: number) => void
  /** The answer whose question may be asked again of the better model, and how. */
  betterOffer: { questionId: number; onTry: () => void } | null
  /** The list scrolls on its own; the tab keeps it at the newest message. */
  listRef?: Ref<HTMLOListElement>
}

/** The conversation, oldest first; the pending question and its streaming answer at the end. */
export function AmaMessageList({ messages, pending, onSeek, betterOffer, listRef }: AmaMessageListProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls on its own, so keyboard users must reach it
    <ol className="ama-messages" aria-label="Conversation" ref={listRef} tabIndex={0}>
      {messages.map((m) =>
        m.message_type === 'question' ? (
          <li key={m.id} className="ama-message ama-message--question">
            {m.message}
          </li>
        ) : (
          <li key={m.id} className={`ama-message ama-message--answer${m.error ? ' ama-message--error' : ''}`}>
            <div className="ama-message__text">{m.message}</div>
            {m.reasoning && !m.error ? (
              <Typography.Text type="secondary" className="ama-message__reasoning">
                {m.reasoning}
              </Typography.Text>
            ) : null}
            <AmaCitations citations={m.citations} onSeek={onSeek} />
            {m.no_answer && betterOffer?.questionId === m.question_id ? (
              <Button type="link" className="ama-message__better" onClick={betterOffer.onTry}>
                Try a better (but slower) model
              </Button>
            ) : null}
          </li>
        ),
      )}
      {pending ? (
        <>
          <li className="ama-message ama-message--question">{pending.question}</li>
          <li className="ama-message ama-message--answer ama-message--pending" aria-live="polite" aria-busy="true">
            <div className="ama-message__status">{pending.status}</div>
            {pending.answer ? <div className="ama-message__text">{pending.answer}</div> : null}
            {pending.reasoning ? (
              <Typography.Text type="secondary" className="ama-message__reasoning">
                {pending.reasoning}
              </Typography.Text>
            ) : null}
          </li>
        </>
      ) : null}
    </ol>
  )
}
