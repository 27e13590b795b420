import { Typography } from 'antd'
import type { ReactNode, Ref } from 'react'
import type { PendingAnswer } from './useChatStream'

/** What the list reads of a stored message; each chat's message adds its own citations. */
export interface ChatMessageView {
  id: number
  message_type: 'question' | 'answer'
  message: string
  reasoning: string | null
  error: string | null
}

interface ChatMessageListProps<M extends ChatMessageView> {
  messages: M[]
  pending: PendingAnswer | null
  /** Under an answer: its cited moments and any offer about it. */
  renderAnswerExtra: (message: M) => ReactNode
  /** The list scrolls on its own; the panel keeps it at the newest message. */
  listRef?: Ref<HTMLOListElement>
}

/** The conversation, oldest first; the pending question and its streaming answer at the end. */
export function ChatMessageList<M extends ChatMessageView>({ messages, pending, renderAnswerExtra, listRef }: ChatMessageListProps<M>) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls on its own, so keyboard users must reach it
    <ol className="chat-messages" aria-label="Conversation" ref={listRef} tabIndex={0}>
      {messages.map((m) =>
        m.message_type === 'question' ? (
          <li key={m.id} className="chat-message chat-message--question">
            {m.message}
          </li>
        ) : (
          <li key={m.id} className={`chat-message chat-message--answer${m.error ? ' chat-message--error' : ''}`}>
            <div className="chat-message__text">{m.message}</div>
            {m.reasoning && !m.error ? (
              <Typography.Text type="secondary" className="chat-message__reasoning">
                {m.reasoning}
              </Typography.Text>
            ) : null}
            {renderAnswerExtra(m)}
          </li>
        ),
      )}
      {pending ? (
        <>
          <li className="chat-message chat-message--question">{pending.question}</li>
          <li className="chat-message chat-message--answer chat-message--pending" aria-live="polite" aria-busy="true">
            <div className="chat-message__status">{pending.status}</div>
            {pending.answer ? <div className="chat-message__text">{pending.answer}</div> : null}
            {pending.reasoning ? (
              <Typography.Text type="secondary" className="chat-message__reasoning">
                {pending.reasoning}
              </Typography.Text>
            ) : null}
          </li>
        </>
      ) : null}
    </ol>
  )
}
