import { Select } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { ChatPanel } from '../../../components/chat/ChatPanel'
import { LoadErrorAlert } from '../../../components/LoadErrorAlert'
import { useDealThread, useDealThreads } from '../api/getDealMessages'
import { useDealChat } from '../hooks/useDealChat'
import { DealCitations } from './DealCitations'

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

  const threadOptions = [
    { value: NEW_THREAD, label: 'New conversation' },
    ...(threads.data?.threads ?? []).map((t) => ({ value: t.id, label: `${t.title ?? 'Conversation'} · ${dayjs(t.last_message_at).format('MMM D')}` })),
  ]
  const head = (
    <>
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
    </>
  )

  return (
    <ChatPanel
      label="Deal chat"
      className="deal-chat"
      head={head}
      loading={threadId !== null && thread.isPending}
      messages={threadId === null ? [] : (thread.data?.messages ?? [])}
      pending={pending}
      // "Input disabled while a reply is pending or messages are syncing."
      busy={pending !== null || thread.isFetching}
      suggestions={threads.data?.suggestions ?? []}
      renderAnswerExtra={(m) => <DealCitations citations={m.citations} currentCallId={currentCallId} onSeek={onSeek} />}
      questionLabel="Your question about the deal"
      onAsk={(question) => void ask(question)}
    />
  )
}
