import { NO_HANDLING_MESSAGE, NO_INSIGHTS_TITLE, NO_VALID_CHECKLIST_MESSAGE } from '@parley/shared/rules/meeting-checklist'
import type { TSalesInsightsResponse } from '@parley/shared/schemas/meeting-detail'
import type { ReactNode } from 'react'
import { EmptyState } from '../../../components/EmptyState'
import { ActionItemsList } from './ActionItemsList'
import { SharedCrmLoginPrompt } from './SharedCrmLoginPrompt'
import { SnippetLink } from './SnippetLink'

interface Row {
  key: string
  title: string
  detail: string | null
  moments: readonly string[]
  note?: ReactNode
}

function Rows({ rows, empty, onSeek }: { rows: readonly Row[]; empty: string; onSeek: (s: number) => void }) {
  if (rows.length === 0) return <p className="meeting-muted">{empty}</p>
  return (
    <ul className="insight-rows">
      {rows.map((r) => (
        <li key={r.key} className="insight-row">
          <h4 className="insight-row__title">{r.title}</h4>
          {r.detail ? <p>{r.detail}</p> : null}
          {r.note}
          <div className="insight-row__moments">
            {r.moments.map((t) => (
              <SnippetLink key={t} timestamp={t} onSeek={onSeek} about={r.title} />
            ))}
          </div>
        </li>
      ))}
    </ul>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="checklist-section" aria-label={title}>
      <h3 className="checklist-section__title">{title}</h3>
      {children}
    </section>
  )
}

/**
 * Tab 3 on a shared call: the checklist and insights as the link shows them, read only (a shared viewer gives no
 * feedback and changes no agenda). The data comes with the shared load, not from the signed-in panel's call.
 */
export function SharedInsightsPanel({ data, onSeek }: { data: TSalesInsightsResponse['data']; onSeek: (seconds: number) => void }) {
  const items = [...data.insights].sort((a, b) => a.properties.order - b.properties.order)
  if (items.length + data.objections.length + data.positive_moments.length + data.best_practices.length === 0) {
    return <EmptyState headingLevel={3} illustration="list" title={NO_INSIGHTS_TITLE} description={NO_VALID_CHECKLIST_MESSAGE} />
  }
  const asRows = (type: 'checklist' | 'insight'): Row[] =>
    items
      .filter((i) => i.signal_type === type)
      .map((i) => ({ key: String(i.id), title: i.properties.label || i.title, detail: i.summary, moments: i.snippets.map((s) => s.timestamp) }))
  return (
    <div className="checklist-panel">
      <div className="checklist-header__actions">
        <SharedCrmLoginPrompt />
      </div>
      <Section title="Checklist">
        <Rows rows={asRows('checklist')} empty="No checklist items for this call." onSeek={onSeek} />
      </Section>
      <Section title="Insights">
        <Rows rows={asRows('insight')} empty="No insights for this call." onSeek={onSeek} />
      </Section>
      <Section title="Objections">
        <Rows
          rows={data.objections.map((o) => ({
            key: String(o.id),
            title: o.heading,
            detail: o.detail,
            moments: o.timestamp,
            note: (
              <p className="insight-row__handling">
                <strong>Handling:</strong> {o.meta.handling || NO_HANDLING_MESSAGE}
              </p>
            ),
          }))}
          empty="No objections were raised in this call."
          onSeek={onSeek}
        />
      </Section>
      <Section title="Positive moments">
        <Rows
          rows={data.positive_moments.map((m) => ({ key: String(m.id), title: m.heading, detail: m.detail, moments: m.timestamp }))}
          empty="No positive moments were found in this call."
          onSeek={onSeek}
        />
      </Section>
      <Section title="Action items">
        <ActionItemsList groups={data.action_items} onSeek={onSeek} />
      </Section>
      <Section title="Best practices">
        <Rows
          rows={data.best_practices.map((b) => ({
            key: String(b.id),
            title: b.bp_grade ? `${b.bp_heading} · ${b.bp_grade}` : b.bp_heading,
            detail: b.bp_detail,
            moments: b.bp_timestamp,
          }))}
          empty="No best practices were graded for this call."
          onSeek={onSeek}
        />
      </Section>
    </div>
  )
}
