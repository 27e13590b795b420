import type { StageGroup } from '@parley/shared/rules/deal-stages'
import { type DecisionDriverSortKey, DEFAULT_DECISION_DRIVER_SORT, WIN_LOSS_GROUPING_DEFS, type WinLossGrouping } from '@parley/shared/rules/win-loss'
import type { TWinLossGroupRow } from '@parley/shared/schemas/win-loss'

export interface GroupSort {
  field: DecisionDriverSortKey
  type: 'asc' | 'desc'
}

/**
 * The selector table's rows in the chosen order ("Decision Driver default Total Deals descending"); ties by name, so
 * the order never jumps between loads.
 */
export function sortGroupRows(rows: readonly TWinLossGroupRow[], sort: GroupSort | null): TWinLossGroupRow[] {
  const { field, type } = sort ?? DEFAULT_DECISION_DRIVER_SORT
  const sign = type === 'asc' ? 1 : -1
  return [...rows].sort((a, b) => sign * (a[field] - b[field]) || a.name.localeCompare(b.name))
}

/** A click on a row or point: "sets a filter: competitor_name, funnel_by_product, owner_name or objection_category". */
export function rowFilter(grouping: WinLossGrouping, name: string): Record<string, string[]> {
  return { [WIN_LOSS_GROUPING_DEFS[grouping].filter]: [name] }
}

/**
 * A click on a count ("Clicking a count filters sales_stage by the open, won or lost stage group"): the row's value
 * and the group's stage names, so the page shows the deals the count counted.
 */
export function countFilter(grouping: WinLossGrouping, name: string, group: StageGroup, stageGroups: Record<StageGroup, string[]>): Record<string, string[]> {
  return { ...rowFilter(grouping, name), sales_stage: stageGroups[group] }
}

export interface ScatterPoint {
  total_deals: number
  loss_rate: number
  /** The values at this position, in the table's order. */
  names: string[]
}

/** One point per position of the Loss Rate vs Total Deals scatter: values at the same place are one point, as bubbles are. */
export function scatterPoints(rows: readonly TWinLossGroupRow[]): ScatterPoint[] {
  const byPlace = new Map<string, ScatterPoint>()
  for (const r of rows) {
    const key = `${r.total_deals}|${r.loss_rate}`
    const found = byPlace.get(key)
    if (found) found.names.push(r.name)
    else byPlace.set(key, { total_deals: r.total_deals, loss_rate: r.loss_rate, names: [r.name] })
  }
  return [...byPlace.values()]
}
