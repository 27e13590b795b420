import type { MeetingTabKey } from '@parley/shared/rules/meeting-tabs'
import type { TMeetingDetail, TSalesInsightsResponse } from '@parley/shared/schemas/meeting-detail'
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { usePlayerKeys } from '../hooks/usePlayerKeys'
import { useSnippetFromQuery } from '../hooks/useSnippetFromQuery'
import { createPlayerController } from '../utils/playerController'
import { signalMarkers } from '../utils/signalMarkers'
import { openingTab, tabSearchParams } from '../utils/tabNavigation'
import '../meeting.css'
import '../player.css'
import '../transcript.css'
import '../checklist.css'
import { CallActionsTab } from './CallActionsTab'
import { MeetingHeader } from './MeetingHeader'
import { MeetingLayout } from './MeetingLayout'
import { PlaceholderTab } from './PlaceholderTab'
import { ReadingView } from './ReadingView'
import { SharedInsightsPanel } from './SharedInsightsPanel'
import { TranscriptTab } from './TranscriptTab'

interface SharedCallViewProps {
  meeting: TMeetingDetail
  /** null when the link hides checklist insights (insightsVisible false). */
  insights: TSalesInsightsResponse['data'] | null
  /** Loads the shared call again (the transcript's Refresh while it is being made). */
  onRefresh: () => void
  refreshing: boolean
}

/**
 * /sharedMeeting/{id}: the call as a share link shows it: the same header, player and transcript as
 * the call page, tabs 4, 5, 7 and 8 as placeholders, no Share button or menu, and the link's snippet played.
 */
export function SharedCallView({ meeting, insights, onRefresh, refreshing }: SharedCallViewProps) {
  const [params, setParams] = useSearchParams()
  // A snippet link shares that part of the call only: the player stays inside it.
  const partStart = meeting.snippet?.ok ? meeting.snippet.start : null
  const partEnd = meeting.snippet?.ok ? meeting.snippet.end : null
  // Its file is cut to that part on the server, so the file's 0 s is the part's start.
  const mediaOffset = meeting.media.starts_at ?? 0
  const controller = useMemo(
    () => createPlayerController(partStart !== null && partEnd !== null ? { start: partStart, end: partEnd } : null, mediaOffset),
    [partStart, partEnd, mediaOffset],
  )
  const tab = openingTab(params, meeting.tabs)
  const onTab = useCallback(
    (key: MeetingTabKey) => setParams((current) => tabSearchParams(current, key), { replace: true, preventScrollReset: true }),
    [setParams],
  )
  const onSeek = useCallback((seconds: number) => controller.seek(seconds, { play: true }), [controller])
  const markers = useMemo(() => signalMarkers(insights ?? undefined, meeting.video_duration), [insights, meeting.video_duration])
  // The link's snippet wins over the address's start/end: the visitor sees the part that was shared.
  const snippetParams = useMemo(() => {
    const s = meeting.snippet
    return s?.ok ? new URLSearchParams({ start: String(s.start), ...(s.end === null ? {} : { end: String(s.end) }) }) : params
  }, [meeting.snippet, params])
  useSnippetFromQuery(controller, snippetParams, meeting.video_duration, true)
  usePlayerKeys(controller)

  const render = (key: MeetingTabKey) => {
    if (meeting.tabs.find((t) => t.key === key)?.placeholder) return <PlaceholderTab tabKey={key} shared />
    switch (key) {
      case '1':
        return (
          <TranscriptTab
            lines={meeting.transcript}
            transcriptStatus={meeting.transcriptStatus}
            controller={controller}
            onRefresh={onRefresh}
            refreshing={refreshing}
            findSignal={0}
          />
        )
      case '2':
        return <CallActionsTab meeting={meeting} onSeek={onSeek} shared />
      case '3':
        return insights ? <SharedInsightsPanel data={insights} onSeek={onSeek} /> : <PlaceholderTab tabKey={key} shared />
      case '6':
        return <ReadingView lines={meeting.transcript} onSeek={onSeek} />
      default:
        return <PlaceholderTab tabKey={key} shared />
    }
  }

  return (
    <MeetingLayout
      meeting={meeting}
      header={<MeetingHeader meeting={meeting} superAdmin={false} menu={null} hideBackLink />}
      controller={controller}
      markers={markers}
      tab={tab}
      onTab={onTab}
      render={render}
    />
  )
}
