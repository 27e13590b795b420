import { insightCallMessage } from '@parley/shared/rules/deal-insights'
import { scoreLabel } from '@parley/shared/rules/deal-scores'
import { NO_SNIPPET, snippetLabel, snippetSeconds } from '@parley/shared/rules/snippet-time'
import type { TDealChecklistItem } from '@parley/shared/schemas/checklists'
import { Tag } from 'antd'
import dayjs from 'dayjs'
import { Link } from 'react-router'
import { DealMomentLink } from './DealMomentLink'

interface DealSignalTableProps {
  title: string
  items: TDealChecklistItem[]
  currentCallId: number
  onSeek: (seconds: number) => void
}

const statusTag = (status: 'done' | 'pending') =>
  status === 'done' ? <Tag className="deal-tag deal-tag--good">Done</Tag> : <Tag className="deal-tag">Pending</Tag>

/** One signal across the deal's calls: each call's status, what was said (or 'Not discussed in the meeting') and its moments. */
function SignalCard({ item, currentCallId, onSeek }: { item: TDealChecklistItem; currentCallId: number; onSeek: (s: number) => void }) {
  return (
    <section className="deal-signal" aria-label={item.title}>
      <header className="deal-signal__head">
        <h4 className="deal-signal__title">{item.title}</h4>
        {statusTag(item.status)}
        {item.score !== null ? <span className="deal-signal__score">{scoreLabel(item.score)}</span> : null}
      </header>
      <table className="deal-signal__calls">
        <thead>
          <tr>
            <th scope="col">Call</th>
            <th scope="col">Stage</th>
            <th scope="col">Status</th>
            <th scope="col">What was said</th>
            <th scope="col">Moments</th>
          </tr>
        </thead>
        <tbody>
          {item.calls.map((c) => {
            const moments = c.outcome_snippets.flatMap((s) => {
              const seconds = snippetSeconds(typeof s.timestamp === 'string' ? s.timestamp : null)
              return seconds === null ? [] : [{ seconds, label: snippetLabel(s.timestamp as string) }]
            })
            return (
              <tr key={c.outcome_id}>
                <td>
                  {c.call_id === currentCallId ? (
                    <span className="deal-signal__this-call">This call</span>
                  ) : (
                    <Link to={`/meeting/${c.call_id}`}>{c.call_title ?? `Call ${c.call_id}`}</Link>
                  )}
                  <div className="deal-signal__date">{dayjs(c.call_date).format('MMM D, YYYY')}</div>
                </td>
                <td>{c.sales_stage ?? '—'}</td>
                <td>{statusTag(c.status)}</td>
                <td className="deal-signal__message">{insightCallMessage(c.message)}</td>
                <td>
                  {moments.length === 0 ? (
                    <span className="deal-signal__none">{NO_SNIPPET}</span>
                  ) : (
                    <span className="deal-signal__moments">
                      {moments.slice(0, 3).map((m) => (
                        <DealMomentLink
                          key={m.seconds}
                          callId={c.call_id}
                          seconds={m.seconds}
                          label={m.label}
                          currentCallId={currentCallId}
                          onSeek={onSeek}
                          about={`${item.title} in ${c.call_id === currentCallId ? 'this call' : (c.call_title ?? `call ${c.call_id}`)}`}
                        />
                      ))}
                    </span>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}

/** The deal checklist or the insight signals of the chosen stage, one card per signal. */
export function DealSignalTable({ title, items, currentCallId, onSeek }: DealSignalTableProps) {
  if (items.length === 0) return null
  const done = items.filter((i) => i.status === 'done').length
  return (
    <div className="deal-signals">
      <h3 className="deal-signals__title">
        {title} <span className="deal-signals__count">{`${done} of ${items.length} done`}</span>
      </h3>
      {items.map((item) => (
        <SignalCard key={item.unique_name} item={item} currentCallId={currentCallId} onSeek={onSeek} />
      ))}
    </div>
  )
}
