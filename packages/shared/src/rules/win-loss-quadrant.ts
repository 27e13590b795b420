// The SWOT quadrant of decision drivers ("Bubble radius 6 to 20"):
// "x = (opportunity - threat)/(opportunity + threat) in percent; y = (strength - weakness)/(strength + weakness). Both
// non-negative = Opportunity; x negative and y non-negative = Strength; both negative = Weakness; x non-negative and y
// negative = Threat. Bubbles at the same position are grouped." Taken literally with 0/0 as 0, an item with only
// strengths would be an Opportunity and one with only weaknesses a Threat; quadrantOfCounts rules those cases
// (docs/decisions.md "Win-Loss").

export const QUADRANTS = ['Opportunity', 'Strength', 'Weakness', 'Threat'] as const
export type Quadrant = (typeof QUADRANTS)[number]

export interface SwotCounts {
  strength: number
  weakness: number
  opportunity: number
  threat: number
}

export interface QuadrantPosition {
  /** (opportunity − threat) / (opportunity + threat), in percent (−100 … 100). */
  x: number
  /** (strength − weakness) / (strength + weakness), as the fraction the spec writes (−1 … 1). */
  y: number
  quadrant: Quadrant
}

/** A balance of two counts; 0 when both are 0 (nothing said either way counts as balanced, not as a division by zero). */
const balance = (plus: number, minus: number) => (plus + minus > 0 ? (plus - minus) / (plus + minus) : 0)

/** The quadrant of a position by the signs of x and y. */
export function quadrantOf(x: number, y: number): Quadrant {
  if (x >= 0 && y >= 0) return 'Opportunity'
  if (x < 0 && y >= 0) return 'Strength'
  if (x < 0 && y < 0) return 'Weakness'
  return 'Threat'
}

/** Positions are kept to whole percent on x and two decimals on y: the precision the chart shows and groups by. */
const round = (v: number, digits: number) => {
  const f = 10 ** digits
  const r = Math.round(v * f) / f
  return Object.is(r, -0) ? 0 : r
}

/**
 * The quadrant of an item where one side has nothing said (0/0): the other side alone decides, as a manager reads it —
 * only strengths is Strength, only weaknesses Weakness, only praise of competitors Threat, only criticism of them
 * Opportunity. With something said on both sides the signs decide (quadrantOf); with nothing at all, the origin.
 */
export function quadrantOfCounts(c: SwotCounts, x: number, y: number): Quadrant {
  const us = c.strength + c.weakness > 0
  const them = c.opportunity + c.threat > 0
  if (us && !them && y !== 0) return y > 0 ? 'Strength' : 'Weakness'
  if (them && !us && x !== 0) return x > 0 ? 'Opportunity' : 'Threat'
  return quadrantOf(x, y)
}

export function quadrantPosition(c: SwotCounts): QuadrantPosition {
  const x = round(balance(c.opportunity, c.threat) * 100, 0)
  const y = round(balance(c.strength, c.weakness), 2)
  return { x, y, quadrant: quadrantOfCounts(c, x, y) }
}

/** "Bubble radius 6 to 20." */
export const BUBBLE_RADIUS = { min: 6, max: 20 } as const

/**
 * A bubble's radius from its size (deals), linear between the smallest and the largest size shown: the smallest 6, the
 * largest 20; every bubble 13 (the middle) when all are the same size.
 */
export function bubbleRadius(size: number, smallest: number, largest: number): number {
  const { min, max } = BUBBLE_RADIUS
  if (largest <= smallest) return (min + max) / 2
  const t = Math.min(1, Math.max(0, (size - smallest) / (largest - smallest)))
  return Math.round((min + t * (max - min)) * 10) / 10
}

export interface QuadrantItem extends SwotCounts {
  name: string
  /** What the bubble's size shows: the item's deals. */
  size: number
}

export interface Bubble extends QuadrantPosition {
  /** The items at this position, largest first ("Bubbles at the same position are grouped"). */
  names: string[]
  size: number
  radius: number
}

/** The bubbles of a set of items: one per position, their sizes summed, radii scaled over the bubbles shown. */
export function quadrantBubbles(items: readonly QuadrantItem[]): Bubble[] {
  const byPosition = new Map<string, { pos: QuadrantPosition; items: QuadrantItem[] }>()
  for (const item of items) {
    const pos = quadrantPosition(item)
    const key = `${pos.x}|${pos.y}|${pos.quadrant}`
    const found = byPosition.get(key)
    if (found) found.items.push(item)
    else byPosition.set(key, { pos, items: [item] })
  }
  const grouped = [...byPosition.values()].map(({ pos, items: at }) => ({
    ...pos,
    names: [...at].sort((a, b) => b.size - a.size || a.name.localeCompare(b.name)).map((i) => i.name),
    size: at.reduce((sum, i) => sum + i.size, 0),
  }))
  const sizes = grouped.map((b) => b.size)
  const smallest = Math.min(...sizes)
  const largest = Math.max(...sizes)
  return grouped.map((b) => ({ ...b, radius: bubbleRadius(b.size, smallest, largest) })).sort((a, b) => b.size - a.size || a.x - b.x || a.y - b.y)
}
