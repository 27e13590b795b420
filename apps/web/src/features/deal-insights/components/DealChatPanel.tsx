import { AMA_MAX_QUESTION_LENGTH } from '@parley/shared/rules/ama-retrieval'
import { Button, Input, Select, Skeleton } from 'antd'
import dayjs from 'dayjs'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { LoadErrorAlert } from '../../../components/LoadErrorAlert'
import { useDealThread, useDealThreads } from '../api/getDealMessages'
import { useDealChat } from '../hooks/useDealChat'
import { DealChatMessages } from './DealChatMessages'

interface DealChatPanelProps {
  dealId: number
  dealName: string
  currentCallId: number
  onSeek: (seconds: number) => void
}

const NEW_THREAD = 0

/** The deal chat: the viewer's threads about the deal, the open thread's history, suggestions and the question box. */
export function DealChatPanel({ dealId, dealName, currentCallId, onSeek }: DealChatPanelProps) {
  const threads = useDealThreads(dealId)
  const [threadId, setThreadId] = useState<number | null>(null)
  const thread = useDealThread(threadId)
  const { pending, ask } = useDealChat(dealId, threadId, setThreadId)
  const [question, setQuestion] = useState('')
  const end = useRef<HTMLDivElement>(null)
  // "Input disabled while a reply is pending or messages are syncing."
  const busy = pending !== null || thread.isFetching
  const messages = threadId === null ? [] : (thread.data?.messages ?? [])
  const scrollKey = `${messages.length}:${pending?.answer.length ?? 0}:${pending?.status ?? ''}`

  useEffect(() => {
    if (scrollKey) end.current?.scrollIntoView?.({ block: 'nearest' })
  }, [scrollKey])

  const send = (text: string) => {
    const trimmed = text.trim()
    if (!trimmed || busy) return
    setQuestion('')
    void ask(trimmed)
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    send(question)
  }

  const threadOptions = [
    { value: NEW_THREAD, label: 'New conversation' },
    ...(threads.data?.threads ?? []).map((t) => ({ value: t.id, label: `${t.title ?? 'Conversation'} · ${dayjs(t.last_message_at).format('MMM D')}` })),
  ]

  return (
    <section className="deal-chat" aria-label="Deal chat">
      <header className="deal-chat__head">
        <h3 className="deal-chat__title">Ask about this deal</h3>
        <Select
          aria-label="Conversation"
          className="deal-chat__threads"
          value={threadId ?? NEW_THREAD}
          options={threadOptions}
          loading={threads.isFetching}
          disabled={pending !== null}
          onChange={(v) => setThreadId(v === NEW_THREAD ? null : v)}
        />
      </header>
      <p className="deal-chat__hint">Answers come from every recorded call and e-mail of {dealName}, with the moments they are based on.</p>
      {threads.isError && !threads.data ? <LoadErrorAlert title="Your conversations could not be loaded." onRetry={() => void threads.refetch()} /> : null}
      {threadId !== null && thread.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <DealChatMessages messages={messages} pending={pending} currentCallId={currentCallId} onSeek={onSeek} />
      )}
      <div ref={end} />
      <fieldset className="deal-chat__suggestions">
        <legend className="visually-hidden">Suggested questions</legend>
        {(threads.data?.suggestions ?? []).map((q) => (
          <Button key={q} size="small" shape="round" disabled={busy} onClick={() => send(q)}>
            {q}
          </Button>
        ))}
      </fieldset>
      <form className="deal-chat__form" onSubmit={onSubmit}>
        <Input.TextArea
          aria-label="Your question about the deal"
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
