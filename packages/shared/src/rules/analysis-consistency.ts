import type { TAnalysisResult } from '../schemas/analysis'

/**
 * The places one analysis states the same fact: the next steps (list, checklist signal, best-practice card, summary)
 * and the objections (list, checklist signals, summary). Each disagreement is described in a sentence; a result a
 * reader can trust has none.
 */
export function contradictionsOf(r: TAnalysisResult): string[] {
  const out: string[] = []
  const signal = (name: string) => r.checklist.find((c) => c.uniqueName === name)
  const hasSteps = r.nextSteps.length > 0
  const stepsSignal = signal('next_steps')
  if (stepsSignal && (stepsSignal.status === 'done') !== hasSteps)
    out.push(`The next-steps checklist item is ${stepsSignal.status} while ${r.nextSteps.length} next steps were found.`)
  const card = r.bestPractices.find((b) => b.bp_heading === 'Next steps')
  if (card && hasSteps && /without a next step/i.test(card.bp_detail))
    out.push('The best-practice card says the call ended without a next step, but next steps were found.')
  if (card && !hasSteps && card.bp_grade === 'Followed') out.push('The best-practice card marks next steps followed, but none were found.')
  if (hasSteps && /no next step was agreed/i.test(r.summary)) out.push('The summary says no next step was agreed, but next steps were found.')
  if (!hasSteps && /next steps?:/i.test(r.summary)) out.push('The summary names next steps that the analysis did not find.')
  const hasObjections = r.objections.length > 0
  const objectionsSignal = signal('objections')
  if (objectionsSignal && (objectionsSignal.status === 'done') !== hasObjections)
    out.push(`The objections item is ${objectionsSignal.status} while ${r.objections.length} objections were found.`)
  const handled = r.objections.some((o) => o.handlingGrade === 'Handled')
  const handling = signal('resistance_handling')
  if (handling && handling.status === 'done' && !handled) out.push('Resistance handling is done, but no objection was handled.')
  if (handling && handling.status !== 'done' && handled) out.push('An objection was handled, but resistance handling is pending.')
  if (!hasObjections && /raised [^.]* concerns/i.test(r.summary)) out.push('The summary names concerns that the analysis did not find.')
  return out
}
