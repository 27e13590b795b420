// Fixed geometry of the win-loss charts: a known grid and axis range place every point at a computable pixel, so a
// click can be aimed (and tested) and bubbles at the edges are never cut.

/** The plot area's distance from the chart's edges, in pixels. */
export const SCATTER_GRID = { left: 56, right: 24, top: 24, bottom: 44 } as const
export const QUADRANT_GRID = { left: 56, right: 24, top: 24, bottom: 44 } as const

/** The Total Deals axis' end: the largest total and room for a label, rounded up to a multiple of 5. */
export function totalDealsAxisMax(largest: number): number {
  return Math.max(5, Math.ceil((largest + 1) / 5) * 5)
}

/** The quadrant's axes: x (opportunity − threat, %) from −120 to 120, y (strength − weakness) from −1.2 to 1.2. */
export const QUADRANT_X = { min: -120, max: 120 } as const
export const QUADRANT_Y = { min: -1.2, max: 1.2 } as const
