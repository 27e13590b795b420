import { AMA_DEFAULT_DOCUMENTS, AMA_DEFAULT_INDEX } from '@parley/shared/rules/ama-retrieval'
import { canUseAmaSettings } from '@parley/shared/rules/ama-settings'
import type { TAmaMessage } from '@parley/shared/schemas/ama'
import { Button } from 'antd'
import { useState } from 'react'
import { useActor } from '../../../api/useActor'
import { ChatPanel } from '../../../components/chat/ChatPanel'
import { LoadErrorAlert } from '../../../components/LoadErrorAlert'
import { useAmaMessages } from '../api/getAmaMessages'
import { useAmaChat } from '../hooks/useAmaChat'
import { AmaCitations } from './AmaCitations'
import { type AmaChatSettings, AmaSettings } from './AmaSettings'
import '../ama.css'

export interface AmaTabProps {
  meetingId: number
  /** Seeks the call page's player (the meeting feature's controller). */
  onSeek: (seconds: number) => void
}

/** Tab 4, Ask Me Anything: history, suggested questions and the question box. */
export function AmaTab({ meetingId, onSeek }: AmaTabProps) {
  const history = useAmaMessages(meetingId)
  const { pending, ask, betterOffer } = useAmaChat(meetingId)
  const actor = useActor()
  const [settings, setSettings] = useState<AmaChatSettings>({ noOfDocument: AMA_DEFAULT_DOCUMENTS, index: AMA_DEFAULT_INDEX, gpt4: false })
  // Only admins of companies with the AI chat options send settings (the server refuses them from anyone else).
  const withSettings = actor && canUseAmaSettings(actor)
  const messages = history.data?.messages ?? []
  const retryQuestion = messages.find((m) => m.id === betterOffer)

  const answerExtra = (m: TAmaMessage) => (
    <>
      <AmaCitations citations={m.citations} onSeek={onSeek} />
      {m.no_answer && retryQuestion && betterOffer === m.question_id ? (
        <Button type="link" className="ama-message__better" onClick={() => void ask(retryQuestion.message, { questionId: retryQuestion.id, gpt4: true })}>
          Try a better (but slower) model
        </Button>
      ) : null}
    </>
  )

  if (history.isError && !history.data) {
    return <LoadErrorAlert title="Your questions could not be loaded." onRetry={() => void history.refetch()} />
  }
  return (
    <ChatPanel
      label="Ask Me Anything"
      className="ama"
      loading={history.isPending}
      messages={messages}
      pending={pending}
      // "Input disabled while a reply is pending or messages are syncing."
      busy={pending !== null || history.isFetching}
      suggestions={history.data?.eurekaQuestions ?? []}
      renderAnswerExtra={answerExtra}
      beforeForm={
        withSettings ? <AmaSettings value={settings} onChange={setSettings} betterModelAvailable={history.data?.betterModelAvailable ?? false} /> : null
      }
      questionLabel="Your question"
      onAsk={(question) => void ask(question, withSettings ? settings : undefined)}
    />
  )
}
