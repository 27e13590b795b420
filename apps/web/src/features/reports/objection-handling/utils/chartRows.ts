import { OBJECTION_SEVERITIES, type ObjectionCount, type ObjectionSeverity } from '@parley/shared/rules/objection-handling'

export type ChartRow = { category: string; total: number } & Record<ObjectionSeverity, number>

/** The chart's points ({category, grade, y}, in the server's order) as one row per category with a count per severity. */
export function chartRows(points: readonly ObjectionCount[]): ChartRow[] {
  const rows = new Map<string, ChartRow>()
  for (const p of points) {
    const row = rows.get(p.category) ?? { category: p.category, total: 0, High: 0, Medium: 0, Low: 0 }
    const severity = OBJECTION_SEVERITIES.find((s) => s === p.grade)
    if (severity) row[severity] += p.y
    row.total += p.y
    rows.set(p.category, row)
  }
  return [...rows.values()]
}
