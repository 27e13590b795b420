import type { MeetingTabKey } from '@parley/shared/rules/meeting-tabs'
import type { TMeetingDetail } from '@parley/shared/schemas/meeting-detail'
import type { ReactNode } from 'react'
import type { PlayerController } from '../utils/playerController'
import type { SignalMarker } from './ProgressBar'
import { MediaPlayer } from './MediaPlayer'
import { MeetingTabs } from './MeetingTabs'
import { NoMedia } from './NoMedia'

interface MeetingLayoutProps {
  meeting: TMeetingDetail
  header: ReactNode
  controller: PlayerController
  markers: SignalMarker[]
  tab: MeetingTabKey
  onTab: (key: MeetingTabKey) => void
  render: (key: MeetingTabKey) => ReactNode
}

/** The call page's frame, shared by the call page and the shared call page: header, player (or why there is none), tabs. */
export function MeetingLayout({ meeting, header, controller, markers, tab, onTab, render }: MeetingLayoutProps) {
  return (
    <div className="page meeting-page">
      {header}
      <div className="meeting-layout">
        <div className="meeting-layout__media">
          {meeting.media.has_media && meeting.video_url ? (
            <MediaPlayer
              controller={controller}
              src={meeting.video_url}
              duration={meeting.video_duration ?? 0}
              markers={markers}
              meetingId={meeting.id}
              title={meeting.title || 'Call recording'}
            />
          ) : (
            <NoMedia hasTranscript={meeting.transcript.length > 0} />
          )}
        </div>
        <div className="meeting-layout__tabs">
          <MeetingTabs tabs={meeting.tabs} active={tab} onChange={onTab} render={render} />
        </div>
      </div>
    </div>
  )
}
