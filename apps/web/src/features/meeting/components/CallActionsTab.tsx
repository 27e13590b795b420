import { hidesSummaryCard } from '@parley/shared/rules/processing-status'
import type { TMeetingDetail } from '@parley/shared/schemas/meeting-detail'
import { ActionItemsList } from './ActionItemsList'
import { ActivityLogCard } from './ActivityLogCard'
import { FollowUpEmail } from './FollowUpEmail'
import { PastCallsCard } from './PastCallsCard'
import { SummaryCard } from './SummaryCard'
import { TalkTimeCard } from './TalkTimeCard'

/**
 * Tab 2 (default): summary, action items by user, follow-up draft, talk time, past calls and the notetaker log. A
 * shared call leaves out the internal parts (past calls link to call pages; 'Raise a bug' needs a signed-in user).
 */
export function CallActionsTab({ meeting, onSeek, shared = false }: { meeting: TMeetingDetail; onSeek: (seconds: number) => void; shared?: boolean }) {
  const summary = meeting.gptRes?.Summary ?? meeting.Summary
  const processing = hidesSummaryCard(meeting.processing_status)
  return (
    <div className="call-actions">
      {processing ? (
        <p className="meeting-card meeting-muted" role="status">
          {meeting.processing_status === -2
            ? 'This recording is too short for a summary: a recording needs at least 5 minutes.'
            : 'The summary and action items are being prepared.'}
        </p>
      ) : summary ? (
        <SummaryCard summary={summary} />
      ) : (
        <p className="meeting-card meeting-muted">Analysis not available</p>
      )}
      <section className="meeting-card" aria-labelledby="meeting-actions-title">
        <h3 id="meeting-actions-title" className="meeting-card__title">
          Action items
        </h3>
        <ActionItemsList groups={meeting.gptRes?.['Action Items By User'] ?? []} onSeek={onSeek} />
      </section>
      <FollowUpEmail draft={meeting.followUpEmail} />
      <TalkTimeCard speakers={meeting.talkTime} />
      {shared ? null : <PastCallsCard calls={meeting.pastCalls} />}
      {shared ? null : <ActivityLogCard meetingId={meeting.id} entries={meeting.activityBotLog} />}
    </div>
  )
}
