import { useParams } from 'react-router'
import { AmaTab } from '../features/ama/components/AmaTab'
import { AgendaTypeSelect } from '../features/checklists/components/AgendaTypeSelect'
import { CreateClipButton } from '../features/clips/components/CreateClipButton'
import { CrmWriteButton } from '../features/crm-write/components/CrmWriteButton'
import { CrmInfoTab } from '../features/deal-activity/components/CrmInfoTab'
import { DealActivityTab } from '../features/deal-activity/components/DealActivityTab'
import { DealInsightsTab } from '../features/deal-insights/components/DealInsightsTab'
import { DealTagEdit } from '../features/deal-mapping/components/DealTagEdit'
import { MeetingPage, type MeetingPageSlots } from '../features/meeting/components/MeetingPage'
import { ShareButton } from '../features/sharing/components/ShareButton'

const slots: MeetingPageSlots = {
  renderAgendaSelect: ({ meetingId, value, options, onUpdated }) => (
    <AgendaTypeSelect callId={meetingId} value={value} options={options} onUpdated={onUpdated} />
  ),
  // The header's sharing slot also holds 'Create clip' (the clips feature: per the company setting, and only when
  // Parley keeps the call's media file, since a clip is cut from it).
  renderShare: ({ meetingId, durationSeconds, hasStoredMedia }) => (
    <>
      <ShareButton meetingId={meetingId} durationSeconds={durationSeconds} />
      {hasStoredMedia ? <CreateClipButton meetingId={meetingId} durationSeconds={durationSeconds} /> : null}
    </>
  ),
  renderAma: ({ meetingId, onSeek }) => <AmaTab meetingId={meetingId} onSeek={onSeek} />,
  renderDealEdit: ({ meeting, onChanged }) => <DealTagEdit meeting={meeting} onChanged={onChanged} />,
  renderDealActivity: ({ meeting, onSeek }) => <DealActivityTab meeting={meeting} onSeek={onSeek} />,
  renderCrmInfo: ({ meeting }) => <CrmInfoTab meeting={meeting} />,
  renderDealInsights: ({ meeting, onSeek }) => <DealInsightsTab meeting={meeting} onSeek={onSeek} />,
  renderCrmWrite: ({ meeting, onWritten }) => <CrmWriteButton meeting={meeting} onWritten={onWritten} />,
}

/** /meeting/:id — the call page, with the slots other features fill (agenda selector, sharing, clips, AI chat, deals, CRM write). */
export function MeetingRoute() {
  const { id = '' } = useParams()
  return <MeetingPage rawId={id} slots={slots} />
}
