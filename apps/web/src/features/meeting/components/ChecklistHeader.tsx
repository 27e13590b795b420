import { CHECKLIST_PROCESSING_MESSAGE } from '@parley/shared/rules/meeting-checklist'
import { Button, Progress } from 'antd'
import type { ReactNode } from 'react'
import type { TMeetingInsights } from '../api/getMeetingInsights'
import { RaiseBugButton } from './RaiseBugButton'

interface ChecklistHeaderProps {
  data: TMeetingInsights
  agendaSelect: ReactNode
  onCopy: () => void
  sendBug: (description: string) => Promise<unknown>
  onSeeDealActivity?: () => void
  /** 'Update in CRM' (crm-write feature), when the route provides it. */
  crmWriteSlot?: ReactNode
}

/** Completion, agenda selector, deal stage and function tags, and the panel's actions. */
export function ChecklistHeader({ data, agendaSelect, onCopy, sendBug, onSeeDealActivity, crmWriteSlot }: ChecklistHeaderProps) {
  return (
    <div className="checklist-header">
      <div className="checklist-header__completion">
        {data.completion === null ? (
          <span className="meeting-muted">No checklist items</span>
        ) : (
          <>
            <Progress type="circle" size={56} percent={data.completion} aria-label="Checklist completion" />
            <span>
              <strong data-testid="checklist-completion">{data.completion}%</strong> complete
            </span>
          </>
        )}
      </div>
      <div className="checklist-header__fields">
        <div className="checklist-header__field">
          <span className="checklist-header__label">Agenda</span>
          {agendaSelect}
        </div>
        <div className="checklist-header__tags">
          {data.deal_stage ? <span className="badge tag-badge">Stage: {data.deal_stage}</span> : null}
          {data.callFunctionOnChecklist.map((f) => (
            <span key={f} className="badge tag-badge">
              {f}
            </span>
          ))}
        </div>
      </div>
      <div className="checklist-header__actions">
        <Button size="small" onClick={onCopy}>
          Copy
        </Button>
        {crmWriteSlot}
        <RaiseBugButton about="call checklist" send={sendBug} />
        {onSeeDealActivity ? (
          <Button size="small" type="link" onClick={onSeeDealActivity}>
            See deal activity
          </Button>
        ) : null}
      </div>
    </div>
  )
}

/** Statuses 0, 1, 3 or null: the checklist is still being built. */
export function ChecklistProcessing({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  return (
    <div className="checklist-processing" role="status">
      <p>{CHECKLIST_PROCESSING_MESSAGE}</p>
      <Button onClick={onRefresh} loading={refreshing}>
        Refresh
      </Button>
    </div>
  )
}
