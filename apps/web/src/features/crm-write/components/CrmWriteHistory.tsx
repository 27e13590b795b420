import type { TCrmWriteEntry } from '@parley/shared/schemas/crm-write'
import { Tag } from 'antd'
import dayjs from 'dayjs'
import { useCrmTimeline } from '../api/getCrmTimeline'

const STATUS: Record<TCrmWriteEntry['status'], { label: string; color: string }> = {
  done: { label: 'Written', color: 'green' },
  failed: { label: 'Not written', color: 'red' },
  pending: { label: 'Sending', color: 'blue' },
}

/** Earlier updates of this call (updateInCrmTimelines), newest first, each with the exact note sent. */
export function CrmWriteHistory({ meetingId }: { meetingId: number }) {
  const timeline = useCrmTimeline(meetingId, true)
  const writes = timeline.data ?? []
  if (writes.length === 0) return null
  return (
    <section className="crm-history" aria-label="Earlier CRM updates">
      <h3 className="crm-history__title">Earlier updates of this call</h3>
      <ul className="crm-history__list">
        {writes.map((w) => (
          <li key={w.id} className="crm-history__item">
            <details>
              <summary>
                <Tag color={STATUS[w.status].color}>{STATUS[w.status].label}</Tag>
                <span>
                  {dayjs(w.created_at).format('MMM D, YYYY h:mm A')} · {w.deal_name ?? 'Deleted deal'}
                  {w.user_name ? ` · by ${w.user_name}` : ''}
                </span>
              </summary>
              {w.error ? <p className="crm-history__error">{w.error}</p> : null}
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the note scrolls, and a scrollable region must be reachable by keyboard */}
              <pre className="crm-note-text" tabIndex={0}>
                {w.content}
              </pre>
            </details>
          </li>
        ))}
      </ul>
    </section>
  )
}
