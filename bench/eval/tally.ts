// Counts of a detection task and the precision and recall they give (nothing detected: precision 1).

export interface Tally {
  tp: number
  fp: number
  fn: number
}

export const tally = (): Tally => ({ tp: 0, fp: 0, fn: 0 })
export const precision = (t: Tally) => (t.tp + t.fp === 0 ? 1 : t.tp / (t.tp + t.fp))
export const recall = (t: Tally) => (t.tp + t.fn === 0 ? 1 : t.tp / (t.tp + t.fn))

export function add(into: Tally, t: Tally): void {
  into.tp += t.tp
  into.fp += t.fp
  into.fn += t.fn
}
