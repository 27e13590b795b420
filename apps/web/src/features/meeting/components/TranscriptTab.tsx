import { NO_TRANSCRIPT_MESSAGE, TRANSCRIPT_STATUS } from '@parley/shared/rules/processing-status'
import { TRANSCRIPTION_COPIED_MESSAGE } from '@parley/shared/rules/meeting-checklist'
import type { TTranscriptLine } from '@parley/shared/schemas/meeting-detail'
import { Button, type InputRef } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { EmptyState } from '../../../components/EmptyState'
import { toast } from '../../../lib/toast'
import { useTranscriptSearch } from '../hooks/useTranscriptSearch'
import { copyText } from '../../../lib/copyText'
import type { PlayerController } from '../utils/playerController'
import { transcriptAsText } from '../utils/transcriptLines'
import { TranscriptList, type TranscriptListHandle } from './TranscriptList'
import { TranscriptToolbar } from './TranscriptToolbar'

/** "Autoscroll and timeline loading spinner 1.5 s" */
const AUTOSCROLL_SYNC_MS = 1500
export const TRANSCRIPT_FAILED_MESSAGE = 'Transcript formatting failed'

interface TranscriptTabProps {
  lines: readonly TTranscriptLine[]
  transcriptStatus: string | null
  controller: PlayerController
  onRefresh: () => void
  refreshing: boolean
  /** Bumped by Ctrl+F: focus the search box. */
  findSignal: number
}

/** Tab 1: the transcript with search (also Ctrl+F), autoscroll, copy and click-to-seek; or why there is none. */
export function TranscriptTab({ lines, transcriptStatus, controller, onRefresh, refreshing, findSignal }: TranscriptTabProps) {
  if (transcriptStatus === TRANSCRIPT_STATUS.IN_PROCESS) {
    return (
      <EmptyState
        headingLevel={3}
        illustration="list"
        title="In process"
        description="The transcript is being made. It appears here when it is ready."
        action={
          <Button onClick={onRefresh} loading={refreshing}>
            Refresh
          </Button>
        }
      />
    )
  }
  if (transcriptStatus === TRANSCRIPT_STATUS.FAILED) {
    return (
      <EmptyState headingLevel={3} illustration="list" title={TRANSCRIPT_FAILED_MESSAGE} description="The transcript file of this call could not be read." />
    )
  }
  if (lines.length === 0) return <EmptyState headingLevel={3} illustration="list" title={NO_TRANSCRIPT_MESSAGE} />
  return <TranscriptView lines={lines} controller={controller} findSignal={findSignal} />
}

function TranscriptView({ lines, controller, findSignal }: { lines: readonly TTranscriptLine[]; controller: PlayerController; findSignal: number }) {
  const search = useTranscriptSearch(lines)
  const [autoscroll, setAutoscroll] = useState(true)
  const [syncing, setSyncing] = useState(false)
  const list = useRef<TranscriptListHandle>(null)
  const input = useRef<InputRef>(null)

  useEffect(() => {
    if (findSignal > 0) input.current?.focus({ cursor: 'all' })
  }, [findSignal])

  const hitLine = search.current?.line ?? -1
  useEffect(() => {
    if (hitLine >= 0) list.current?.scrollToLine(hitLine)
  }, [hitLine, search.index])

  useEffect(() => {
    if (!syncing) return
    const t = window.setTimeout(() => setSyncing(false), AUTOSCROLL_SYNC_MS)
    return () => window.clearTimeout(t)
  }, [syncing])

  return (
    <div className="transcript">
      <TranscriptToolbar
        inputRef={input}
        query={search.query}
        onQuery={search.setQuery}
        hitCount={search.hitCount}
        current={search.index}
        onStep={search.step}
        searching={search.searching}
        autoscroll={autoscroll}
        syncing={syncing}
        onAutoscroll={(on) => {
          setAutoscroll(on)
          setSyncing(on)
        }}
        onCopy={() =>
          void copyText(transcriptAsText(lines)).then((ok) =>
            ok ? toast.success(TRANSCRIPTION_COPIED_MESSAGE) : toast.error('The transcript could not be copied.'),
          )
        }
      />
      {/* Searching stops the list following the player, or it would pull away from the hit being read. */}
      <TranscriptList
        ref={list}
        lines={lines}
        controller={controller}
        autoscroll={autoscroll && !search.current}
        hitsByLine={search.hitsByLine}
        current={search.current}
      />
    </div>
  )
}
