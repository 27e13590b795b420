import type { MeetingTabKey } from '@parley/shared/rules/meeting-tabs'
import type { TMeetingDetail } from '@parley/shared/schemas/meeting-detail'
import { useCallback, useMemo, useState } from 'react'
import { usePlayerKeys } from '../hooks/usePlayerKeys'
import { useSnippetFromQuery } from '../hooks/useSnippetFromQuery'
import type { PlayerController } from '../utils/playerController'
import { signalMarkers } from '../utils/signalMarkers'
import { useMeetingInsights } from '../api/getMeetingInsights'
import { CallActionsTab } from './CallActionsTab'
import { ChecklistPanel } from './ChecklistPanel'
import { MeetingHeader } from './MeetingHeader'
import { MeetingLayout } from './MeetingLayout'
import { MeetingMenu } from './MeetingMenu'
import type { MeetingPageSlots } from './MeetingPage'
import { PlaceholderTab } from './PlaceholderTab'
import { ReadingView } from './ReadingView'
import { TranscriptTab } from './TranscriptTab'

interface MeetingBodyProps {
  meeting: TMeetingDetail
  superAdmin: boolean
  slots: MeetingPageSlots
  onRefresh: () => void
  refreshing: boolean
  controller: PlayerController
  tab: MeetingTabKey
  onTab: (key: MeetingTabKey) => void
  params: URLSearchParams
}

/** The loaded call: header, player and tabs, sharing one player clock. */
export function MeetingBody({ meeting, superAdmin, slots, onRefresh, refreshing, controller, tab, onTab, params }: MeetingBodyProps) {
  const [findSignal, setFindSignal] = useState(0)
  const checklistTab = meeting.tabs.find((t) => t.key === '3')
  const insights = useMeetingInsights(meeting.id, Boolean(checklistTab && !checklistTab.disabled))
  const markers = useMemo(() => signalMarkers(insights.data, meeting.video_duration), [insights.data, meeting.video_duration])
  const onSeek = useCallback((seconds: number) => controller.seek(seconds, { play: true }), [controller])
  const transcriptEnabled = meeting.tabs.some((t) => t.key === '1' && !t.disabled)

  usePlayerKeys(
    controller,
    transcriptEnabled
      ? () => {
          onTab('1')
          setFindSignal((n) => n + 1)
        }
      : undefined,
  )
  useSnippetFromQuery(controller, params, meeting.video_duration, true)

  const render = (key: MeetingTabKey) => {
    const placeholder = meeting.tabs.find((t) => t.key === key)?.placeholder
    if (placeholder) return <PlaceholderTab tabKey={key} shared />
    switch (key) {
      case '1':
        return (
          <TranscriptTab
            lines={meeting.transcript}
            transcriptStatus={meeting.transcriptStatus}
            controller={controller}
            onRefresh={onRefresh}
            refreshing={refreshing}
            findSignal={findSignal}
          />
        )
      case '2':
        return <CallActionsTab meeting={meeting} onSeek={onSeek} />
      case '3':
        return (
          <ChecklistPanel
            meetingId={meeting.id}
            title={meeting.title || 'Call'}
            onSeek={onSeek}
            focusAttribute={params.get('checklist')}
            onSeeDealActivity={meeting.tabs.some((t) => t.key === '5' && !t.disabled) ? () => onTab('5') : undefined}
            renderAgendaSelect={(p) => slots.renderAgendaSelect({ ...p, meetingId: meeting.id })}
            crmWriteSlot={slots.renderCrmWrite?.({ meeting, onWritten: onRefresh })}
          />
        )
      case '4':
        return slots.renderAma ? slots.renderAma({ meetingId: meeting.id, onSeek }) : <PlaceholderTab tabKey={key} />
      case '5':
        return slots.renderDealActivity ? slots.renderDealActivity({ meeting, onSeek }) : <PlaceholderTab tabKey={key} />
      case '7':
        return slots.renderCrmInfo ? slots.renderCrmInfo({ meeting }) : <PlaceholderTab tabKey={key} />
      case '8':
        return slots.renderDealInsights ? slots.renderDealInsights({ meeting, onSeek }) : <PlaceholderTab tabKey={key} />
      case '6':
        return <ReadingView lines={meeting.transcript} onSeek={onSeek} />
      default:
        return <PlaceholderTab tabKey={key} />
    }
  }

  return (
    <MeetingLayout
      meeting={meeting}
      header={
        <MeetingHeader
          meeting={meeting}
          superAdmin={superAdmin}
          shareSlot={slots.renderShare?.({ meetingId: meeting.id, durationSeconds: meeting.video_duration, hasStoredMedia: meeting.media.stored })}
          dealEditSlot={slots.renderDealEdit?.({ meeting, onChanged: onRefresh })}
          menu={<MeetingMenu meetingId={meeting.id} menu={meeting.menu} hasMedia={meeting.media.stored} />}
        />
      }
      controller={controller}
      markers={markers}
      tab={tab}
      onTab={onTab}
      render={render}
    />
  )
}
