import { INSIGHTS_COPIED_MESSAGE, NO_INSIGHTS_TITLE, NO_VALID_CHECKLIST_MESSAGE } from '@parley/shared/rules/meeting-checklist'
import { Alert, Skeleton } from 'antd'
import { type ReactNode, useEffect } from 'react'
import { EmptyState } from '../../../components/EmptyState'
import { toast } from '../../../lib/toast'
import { checklistInteraction } from '../api/checklistInteraction'
import { useMeetingInsights } from '../api/getMeetingInsights'
import { useRowFeedback } from '../hooks/useRowFeedback'
import { copyText } from '../../../lib/copyText'
import { insightsAsText } from '../utils/insightsText'
import { ActionItemsList } from './ActionItemsList'
import { BestPracticesList } from './BestPracticesList'
import { ChecklistHeader, ChecklistProcessing } from './ChecklistHeader'
import { ChecklistItemCard, checklistItemAnchor } from './ChecklistItemCard'
import { ObjectionsList } from './ObjectionsList'
import { PositiveMomentsList } from './PositiveMomentsList'

interface ChecklistPanelProps {
  meetingId: number
  title: string
  onSeek: (seconds: number) => void
  /** The agenda selector, given the call's agenda, the options and what to do after a change. */
  renderAgendaSelect: (props: { value: string | null; options: string[]; onUpdated: () => void }) => ReactNode
  /** `checklist={attribute}`: the signal to bring into view. */
  focusAttribute: string | null
  onSeeDealActivity?: () => void
  crmWriteSlot?: ReactNode
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="checklist-section" aria-label={title}>
      <h3 className="checklist-section__title">{title}</h3>
      {children}
    </section>
  )
}

/** Tab 3: the call's checklist and insights, all feedback through checklistInteraction. */
export function ChecklistPanel({ meetingId, title, onSeek, renderAgendaSelect, focusAttribute, onSeeDealActivity, crmWriteSlot }: ChecklistPanelProps) {
  const query = useMeetingInsights(meetingId, true)
  const feedback = useRowFeedback(meetingId)
  const data = query.data
  const focus = focusAttribute?.trim().toLowerCase() || null
  const focused = focus ? data?.insights.find((i) => i.unique_name.toLowerCase() === focus || i.sales_attribute?.toLowerCase() === focus) : undefined

  useEffect(() => {
    if (!data || !focus) return
    if (focused) document.getElementById(checklistItemAnchor(focused.unique_name))?.scrollIntoView({ block: 'center' })
    else if (!data.processing_message) toast.warning(`This call's checklist has no item '${focusAttribute}'.`)
  }, [Boolean(data)])

  if (query.isError && !data) return <Alert type="error" showIcon title="The checklist could not be loaded. Please try again." />
  if (!data) return <Skeleton active paragraph={{ rows: 6 }} />

  const refresh = () => void query.refetch()
  const agendaSelect = renderAgendaSelect({ value: data.agenda_type, options: data.agendaTypes, onUpdated: refresh })
  const header = (
    <ChecklistHeader
      data={data}
      agendaSelect={agendaSelect}
      onSeeDealActivity={onSeeDealActivity}
      crmWriteSlot={crmWriteSlot}
      onCopy={() =>
        void copyText(insightsAsText(title, data)).then((ok) => {
          if (!ok) return toast.error('The insights could not be copied.')
          toast.success(INSIGHTS_COPIED_MESSAGE)
          void checklistInteraction({ action_type: 'copy', zoom_recording_analytics_id: meetingId, source_type: 'checklist' }).catch(() => undefined)
        })
      }
      sendBug={(description) =>
        checklistInteraction({
          action_type: 'bug_raise_in_checklist',
          zoom_recording_analytics_id: meetingId,
          source_type: 'checklist',
          ref_body: { description },
        })
      }
    />
  )
  if (data.processing_message) {
    return (
      <div className="checklist-panel">
        {header}
        <ChecklistProcessing onRefresh={refresh} refreshing={query.isFetching} />
      </div>
    )
  }

  const checklist = data.insights.filter((i) => i.signal_type === 'checklist').sort((a, b) => a.properties.order - b.properties.order)
  const signals = data.insights.filter((i) => i.signal_type === 'insight').sort((a, b) => a.properties.order - b.properties.order)
  const nothing = data.insights.length + data.objections.length + data.positive_moments.length + data.best_practices.length === 0
  const card = (item: (typeof checklist)[number]) => (
    <ChecklistItemCard key={item.id} item={item} onSeek={onSeek} feedback={feedback} howToPracticeOn={data.showHowToPractice} highlighted={item === focused} />
  )
  return (
    <div className="checklist-panel">
      {header}
      {nothing ? <EmptyState headingLevel={3} illustration="list" title={NO_INSIGHTS_TITLE} description={NO_VALID_CHECKLIST_MESSAGE} /> : null}
      {checklist.length ? (
        <Section title="Checklist">
          <ul className="checklist-items">{checklist.map(card)}</ul>
        </Section>
      ) : null}
      {signals.length ? (
        <Section title="Insights">
          <ul className="checklist-items">{signals.map(card)}</ul>
        </Section>
      ) : null}
      <Section title="Objections">
        <ObjectionsList rows={data.objections} onSeek={onSeek} feedback={feedback} />
      </Section>
      <Section title="Positive moments">
        <PositiveMomentsList rows={data.positive_moments} onSeek={onSeek} feedback={feedback} />
      </Section>
      <Section title="Action items">
        <ActionItemsList groups={data.action_items} onSeek={onSeek} />
      </Section>
      <Section title="Best practices">
        <BestPracticesList rows={data.best_practices} onSeek={onSeek} feedback={feedback} />
      </Section>
    </div>
  )
}
