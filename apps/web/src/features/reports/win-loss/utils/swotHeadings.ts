import type { THeadingGroup } from '@parley/shared/schemas/win-loss'

export interface HeadingItem {
  heading: string
  category: string
}

/** The headings of a SWOT cell, their drivers' order kept: the first of each driver first, then the rest. */
export function flattenHeadings(groups: readonly THeadingGroup[]): { items: HeadingItem[]; total: number } {
  const items: HeadingItem[] = []
  const width = Math.max(0, ...groups.map((g) => g.headings.length))
  for (let i = 0; i < width; i++) for (const g of groups) if (g.headings[i]) items.push({ heading: g.headings[i] as string, category: g.category })
  return { items, total: groups.reduce((sum, g) => sum + g.total_headings, 0) }
}
