import type { TSalesInsightsResponse } from '@parley/shared/schemas/meeting-detail'

type Insights = TSalesInsightsResponse['data']

/** The panel as plain text for the copy button. */
export function insightsAsText(title: string, data: Insights): string {
  const out: string[] = [title]
  if (data.completion !== null) out.push(`Checklist completion: ${data.completion}%`)
  const checklist = data.insights.filter((i) => i.signal_type === 'checklist')
  if (checklist.length) {
    out.push('', 'Checklist')
    for (const i of checklist) out.push(`- [${i.status === 'done' ? 'x' : ' '}] ${i.properties.label || i.title}${i.summary ? `: ${i.summary}` : ''}`)
  }
  if (data.objections.length) {
    out.push('', 'Objections')
    for (const o of data.objections) out.push(`- ${o.heading}${o.severity ? ` (${o.severity})` : ''}${o.detail ? `: ${o.detail}` : ''}`)
  }
  if (data.positive_moments.length) {
    out.push('', 'Positive moments')
    for (const m of data.positive_moments) out.push(`- ${m.heading}${m.detail ? `: ${m.detail}` : ''}`)
  }
  if (data.action_items.length) {
    out.push('', 'Action items')
    for (const g of data.action_items) for (const i of g.items) out.push(`- ${g.user}: ${i.text}`)
  }
  if (data.best_practices.length) {
    out.push('', 'Best practices')
    for (const b of data.best_practices) out.push(`- ${b.bp_heading}${b.bp_grade ? ` (${b.bp_grade})` : ''}`)
  }
  return out.join('\n')
}
