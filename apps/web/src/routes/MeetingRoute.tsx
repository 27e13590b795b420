import { useParams } from 'react-router'
import { AgendaTypeSelect } from '../features/checklists/components/AgendaTypeSelect'
import { MeetingPage, type MeetingPageSlots } from '../features/meeting/components/MeetingPage'

const slots: MeetingPageSlots = {
  renderAgendaSelect: ({ meetingId, value, options, onUpdated }) => (
    <AgendaTypeSelect callId={meetingId} value={value} options={options} onUpdated={onUpdated} />
  ),
}

/** /meeting/:id — the call page; the checklist panel's agenda selector comes from the checklists feature. */
export function MeetingRoute() {
  const { id = '' } = useParams()
  return <MeetingPage rawId={id} slots={slots} />
}
