import type { MeetingTabKey } from '@parley/shared/rules/meeting-tabs'
import type { TMeetingDetail } from '@parley/shared/schemas/meeting-detail'
import { type ReactNode, useCallback, useMemo, useState } from 'react'
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
/** What other features render inside the call page: each is a slot the route fills. */
export interface MeetingPageSlots {
  /** The checklist panel's agenda selector (checklists feature). */
  renderAgendaSelect: (props: { meetingId: number; value: string | null; options: string[]; onUpdated: () => void }) => ReactNode
  /** The header's Share button (sharing feature) and 'Create clip' (clips feature), given the call. */
  renderShare?: (props: { meetingId: number; durationSeconds: number | null; hasStoredMedia: boolean }) => ReactNode
  /** Tab 4, Ask Me Anything (ama feature), given the call and a seek into this page's player. */
  renderAma?: (props: { meetingId: number; onSeek: (seconds: number) => void }) => ReactNode
  /** The header's deal tag editor (deal-mapping feature); `onChanged` reloads the call after a remap or unlink. */
  renderDealEdit?: (props: { meeting: TMeetingDetail; onChanged: () => void }) => ReactNode
  /** Tab 5, Deal Activity (deal-activity feature). */
  renderDealActivity?: (props: { meeting: TMeetingDetail; onSeek: (seconds: number) => void }) => ReactNode
  /** Tab 7, CRM Info (deal-activity feature). */
  renderCrmInfo?: (props: { meeting: TMeetingDetail }) => ReactNode
  /** Tab 8, Deal Insights with the deal chat (deal-insights feature). */
  renderDealInsights?: (props: { meeting: TMeetingDetail; onSeek: (seconds: number) => void }) => ReactNode
  /** The insights-to-CRM button and modal (crm-write feature), shown on the checklist panel; `onWritten` reloads the call. */
  renderCrmWrite?: (props: { meeting: TMeetingDetail; onWritten: () => void }) => ReactNode
}

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
