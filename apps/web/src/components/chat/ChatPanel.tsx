import { AMA_MAX_QUESTION_LENGTH } from '@parley/shared/rules/ama-retrieval'
import { Button, Input, Skeleton } from 'antd'
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { ChatMessageList, type ChatMessageView } from './ChatMessageList'
import type { PendingAnswer } from './useChatStream'
import './chat.css'

interface ChatPanelProps<M extends ChatMessageView> {
  /** The section's accessible name. */
  label: string
  /** The chat's own class on the section. */
  className: string
  /** Above the conversation (a title, a hint, a thread picker). */
  head?: ReactNode
  /** The history is loading: a skeleton stands in for it. */
  loading: boolean
  messages: M[]
  pending: PendingAnswer | null
  /** "Input disabled while a reply is pending or messages are syncing." */
  busy: boolean
  suggestions: readonly string[]
  renderAnswerExtra: (message: M) => ReactNode
  /** Between the suggestions and the question box (the chat settings). */
  beforeForm?: ReactNode
  /** The question box's accessible name. */
  questionLabel: string
  onAsk: (question: string) => void
}

/** A chat: the conversation, the suggested questions and the question box (Enter sends, Shift+Enter breaks the line). */
export function ChatPanel<M extends ChatMessageView>({
  label,
  className,
  head,
  loading,
  messages,
  pending,
  busy,
  suggestions,
  renderAnswerExtra,
  beforeForm,
  questionLabel,
  onAsk,
}: ChatPanelProps<M>) {
  const [question, setQuestion] = useState('')
  const list = useRef<HTMLOListElement>(null)
  const end = useRef<HTMLDivElement>(null)
  const scrollKey = `${messages.length}:${pending?.answer.length ?? 0}:${pending?.status ?? ''}`

  // The conversation scrolls inside its own box: each new question and answer (and each streamed piece) brings its
  // end into view there, and the page keeps the question box in sight.
  useEffect(() => {
    if (!scrollKey) return
    if (list.current) list.current.scrollTop = list.current.scrollHeight
    end.current?.scrollIntoView?.({ block: 'nearest' })
  }, [scrollKey])

  const send = (text: string) => {
    const trimmed = text.trim()
    if (!trimmed || busy) return
    setQuestion('')
    onAsk(trimmed)
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    send(question)
  }

  return (
    <section className={`chat ${className}`} aria-label={label}>
      {head}
      {loading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <ChatMessageList listRef={list} messages={messages} pending={pending} renderAnswerExtra={renderAnswerExtra} />
      )}
      <div ref={end} />
      <fieldset className="chat-suggestions">
        <legend className="visually-hidden">Suggested questions</legend>
        {suggestions.map((q) => (
          <Button key={q} size="small" shape="round" disabled={busy} onClick={() => send(q)}>
            {q}
          </Button>
        ))}
      </fieldset>
      {beforeForm}
      <form className="chat-form" onSubmit={onSubmit}>
        <Input.TextArea
          aria-label={questionLabel}
          placeholder="Type your question here"
          value={question}
          disabled={busy}
          maxLength={AMA_MAX_QUESTION_LENGTH}
          autoSize={{ minRows: 1, maxRows: 5 }}
          onChange={(e) => setQuestion(e.target.value)}
          onPressEnter={(e) => {
            if (e.shiftKey) return
            e.preventDefault()
            send(question)
          }}
        />
        <Button type="primary" htmlType="submit" disabled={busy || question.trim() === ''} loading={pending !== null}>
          Ask
        </Button>
      </form>
    </section>
  )
}
