import { describe, expect, it } from 'vitest'
import { checklistAdoption, CONVERSION_SORT_MAP, stageMovement, type StagePoint } from './conversion-insights'

const at = (name: string | null, order: number | null, group: StagePoint['group'] = 'open'): StagePoint => ({ name, order, group })

describe('stage movement over the range (page 7 "deals with their calls, checklist outcomes and stage movement")', () => {
  it.each([
    [at('Qualify', 2), at('POC/Pilot', 4), 'Moved forward'],
    [at('POC/Pilot', 4), at('Qualify', 2), 'Moved backward'],
    [at('Qualify', 2), at('Qualify', 2), 'No movement'],
    [at('Qualify', 2), at('Won', 7, 'won'), 'Won'],
    [at('Qualify', 2), at('Closed-Lost', 8, 'lost'), 'Lost'],
    [at('Won', 7, 'won'), at('Won', 7, 'won'), 'No movement'],
    [at('Qualify', 2), at('Unknown stage', null, null), 'No movement'],
  ] as const)('%j → %j is %s', (start, end, movement) => {
    expect(stageMovement(start, end)).toBe(movement)
  })

  it('a stage outside the pipeline still counts as won or lost by the spec\'s groups ("Won group: … Closed Won …")', () => {
    expect(stageMovement(at('Qualify', 2), at('Closed Won', null, null))).toBe('Won')
    expect(stageMovement(at('Qualify', 2), at('Closed-Lost', null, null))).toBe('Lost')
  })
})

describe('"checklist_adoption fraction (shown multiplied by 100)" with "Score over 30 counts as completed (Yes)"', () => {
  it.each([
    [[100, 31, 30, null], 4, 0.5],
    [[], 4, 0],
    [[90], 0, 0],
  ] as const)('%j of %i signals → %f', (scores, count, fraction) => {
    expect(checklistAdoption(scores, count)).toBe(fraction)
  })
})

describe('sorting', () => {
  it('amount sorts by deal_amount, as Pipeline Review', () => {
    expect(CONVERSION_SORT_MAP.amount).toBe('deal_amount')
  })
})
