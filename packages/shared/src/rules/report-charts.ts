// Chart rules every report uses: "Pie: at most 10 slices sorted descending, labels only the two
// largest when more than one; bar: top 5 non-None values, bar thickness 30; deal owner chart shows top 5 owners. Pie
// colours cycle through seven. Percent outputs rounded at a .5 boundary."

export const PIE_MAX_SLICES = 10
export const PIE_LABELLED_SLICES = 2
export const BAR_MAX_BARS = 5
export const BAR_THICKNESS = 30
/** Seven colours the pie slices cycle through (the theme's chart palette). */
export const PIE_COLOURS = ['#4f46e5', '#f97316', '#10b981', '#eab308', '#ec4899', '#0891b2', '#8b5cf6'] as const
/** "No options available" in a chart's dimension dropdown with nothing to choose. */
export const NO_CHART_OPTIONS = 'No options available'

export interface ChartValue {
  key: string
  value: number
}

export interface PieSlice extends ChartValue {
  percent: number
  /** Whether the slice carries a label (the two largest of several, or a lone slice). */
  labelled: boolean
  colour: string
}

/** "Percent outputs rounded at a .5 boundary": half rounds up (2.5 → 3), after removing floating-point noise. */
export function roundPercent(part: number, whole: number): number {
  if (whole <= 0) return 0
  const exact = Math.round(((part * 100) / whole) * 1e9) / 1e9
  return Math.floor(exact + 0.5)
}

const byValue = (a: ChartValue, b: ChartValue) => b.value - a.value || a.key.localeCompare(b.key)

/** The slices drawn: the 10 largest, descending; percents of the whole (every value, shown or not). */
export function pieSlices(values: readonly ChartValue[], colourOf?: (key: string) => string | undefined): PieSlice[] {
  const positive = values.filter((v) => v.value > 0)
  const whole = positive.reduce((sum, v) => sum + v.value, 0)
  const top = [...positive].sort(byValue).slice(0, PIE_MAX_SLICES)
  return top.map((v, i) => ({
    ...v,
    percent: roundPercent(v.value, whole),
    labelled: top.length === 1 || i < PIE_LABELLED_SLICES,
    colour: colourOf?.(v.key) ?? PIE_COLOURS[i % PIE_COLOURS.length] ?? PIE_COLOURS[0],
  }))
}

const isNone = (key: string) => {
  const k = key.trim().toLowerCase()
  return k === '' || k === 'none' || k === 'null' || k === 'n/a' || k === 'na'
}

/** "bar: top 5 non-None values" (the deal owner chart: the top 5 owners), descending. */
export function barValues(values: readonly ChartValue[]): ChartValue[] {
  return values
    .filter((v) => v.value > 0 && !isNone(v.key))
    .sort(byValue)
    .slice(0, BAR_MAX_BARS)
}
