import { ACTIVITY_COLOURS, ACTIVITY_LABELS, type ActivityToggles } from '@parley/shared/rules/deal-activity'
import type { TPipelineActivity } from '@parley/shared/schemas/pipeline-review'
import { Tooltip } from 'antd'
import dayjs from 'dayjs'
import { timelineMarks } from '../utils/timelineMarks'

/** What a row needs for its timeline: a deal of Pipeline Review, an account of Account Review. */
export interface TimelineRow {
  calls: TPipelineActivity[]
  emails: TPipelineActivity[]
  activity_count: number
}

interface ActivityTimelineCellProps {
  row: TimelineRow
  range: { start: number; end: number }
  toggles: ActivityToggles
}

const SCALE = 0.5

/** The Activity timeline column: the row's calls (recorded orange, unrecorded blue) and e-mails (purple) in the range. */
export function ActivityTimelineCell({ row, range, toggles }: ActivityTimelineCellProps) {
  const { marks, stale } = timelineMarks([...row.calls, ...row.emails], range, toggles)
  const summary = `${row.activity_count} activities: ${row.calls.filter((c) => c.kind === 'recorded').length} recorded calls, ${
    row.calls.filter((c) => c.kind === 'unrecorded').length
  } not recorded, ${row.emails.length} e-mails`
  return (
    <div className="activity-strip" role="img" aria-label={summary}>
      <div className="activity-strip__line" />
      {stale.map((s) => (
        <Tooltip key={`${s.from}-${s.to}`} title={`No activity for ${s.days} days`}>
          <span className="activity-strip__stale" style={{ left: `${s.from * 100}%`, width: `${(s.to - s.from) * 100}%` }} />
        </Tooltip>
      ))}
      {marks.map((m) => {
        const size = Math.max(6, Math.round(m.size * SCALE))
        return (
          <Tooltip key={`${m.kind}-${m.at}`} title={`${ACTIVITY_LABELS[m.kind]} · ${dayjs(m.at).format('MMM D, YYYY')}`}>
            <span
              className="activity-strip__mark"
              style={{ left: `calc(${m.x * 100}% - ${size / 2}px)`, width: size, height: size, background: ACTIVITY_COLOURS[m.kind] }}
            />
          </Tooltip>
        )
      })}
    </div>
  )
}
