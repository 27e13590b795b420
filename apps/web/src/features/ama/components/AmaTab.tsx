import { AMA_DEFAULT_DOCUMENTS, AMA_DEFAULT_INDEX, AMA_MAX_QUESTION_LENGTH } from '@parley/shared/rules/ama-retrieval'
import { canUseAmaSettings } from '@parley/shared/rules/ama-settings'
import { Button, Input, Skeleton } from 'antd'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useActor } from '../../../api/useActor'
import { useAmaMessages } from '../api/getAmaMessages'
import { useAmaChat } from '../hooks/useAmaChat'
import { AmaMessageList } from './AmaMessageList'
import { type AmaChatSettings, AmaSettings } from './AmaSettings'
import '../ama.css'
import { LoadErrorAlert } from '../../../components/LoadErrorAlert'

export interface AmaTabProps {
  meetingId: number
  /** Seeks the call page's player (the meeting feature's controller). */
  onSeek: (seconds: number) => void
}

/** Tab 4, Ask Me Anything: history, suggested questions and the question box. */
export function AmaTab({ meetingId, onSeek }: AmaTabProps) {
  const history = useAmaMessages(meetingId)
  const { pending, ask, betterOffer } = useAmaChat(meetingId)
  const [question, setQuestion] = useState('')
  const actor = useActor()
  const [settings, setSettings] = useState<AmaChatSettings>({ noOfDocument: AMA_DEFAULT_DOCUMENTS, index: AMA_DEFAULT_INDEX, gpt4: false })
  // Only admins of companies with the AI chat options send settings (the server refuses them from anyone else).
  const withSettings = actor && canUseAmaSettings(actor)
  const end = useRef<HTMLDivElement>(null)
  // "Input disabled while a reply is pending or messages are syncing."
  const busy = pending !== null || history.isFetching
  const messages = history.data?.messages ?? []
  const scrollKey = `${messages.length}:${pending?.answer.length ?? 0}:${pending?.status ?? ''}`

  const list = useRef<HTMLOListElement>(null)

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
    void ask(trimmed, withSettings ? settings : undefined)
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    send(question)
  }
  const retryQuestion = messages.find((m) => m.id === betterOffer)

  if (history.isError && !history.data) {
    return <LoadErrorAlert title="Your questions could not be loaded." onRetry={() => void history.refetch()} />
  }
  return (
    <section className="ama" aria-label="Ask Me Anything">
      {history.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <AmaMessageList
          listRef={list}
          messages={messages}
          pending={pending}
          onSeek={onSeek}
          betterOffer={
            retryQuestion && betterOffer !== null
              ? { questionId: betterOffer, onTry: () => void ask(retryQuestion.message, { questionId: betterOffer, gpt4: true }) }
              : null
          }
        />
      )}
      <div ref={end} />
      <fieldset className="ama-suggestions">
        <legend className="visually-hidden">Suggested questions</legend>
        {(history.data?.eurekaQuestions ?? []).map((q) => (
          <Button key={q} size="small" shape="round" disabled={busy} onClick={() => send(q)}>
            {q}
          </Button>
        ))}
      </fieldset>
      {withSettings ? <AmaSettings value={settings} onChange={setSettings} betterModelAvailable={history.data?.betterModelAvailable ?? false} /> : null}
      <form className="ama-form" onSubmit={onSubmit}>
        <Input.TextArea
          aria-label="Your question"
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
