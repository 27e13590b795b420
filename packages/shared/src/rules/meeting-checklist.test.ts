import { describe, expect, it } from 'vitest'
import { checklistCompletionPercentage, detailScoreLabel, scoreLabel, scoreLabelColour } from './deal-scores'
import { checklistItemMissingMessage, detailScoreColour, findChecklistItem, functionTags, isPracticeGap, showHowToPractice } from './meeting-checklist'
import { isChecklistBeingProcessed } from './processing-status'

describe('meeting checklist panel rules', () => {
  it('"a best-practice grade containing \'not followed\' counts as a practice gap"', () => {
    expect(isPracticeGap('Not followed')).toBe(true)
    expect(isPracticeGap('Partly not followed')).toBe(true)
    expect(isPracticeGap('Followed')).toBe(false)
    expect(isPracticeGap(null)).toBe(false)
  })

  it("\"Function tags exclude null, empty, 'nil', 'all' and are de-duplicated case-insensitively.\"", () => {
    expect(functionTags(['AE', null, '', 'nil', 'ALL', 'ae', ' BDR ', 'bdr'])).toEqual(['AE', 'BDR'])
  })

  it('"Completion percentage = done over checklist items, rounded, excluding action-item and forecasting signals."', () => {
    const items = [
      { uniqueName: 'budget', status: 'done' },
      { uniqueName: 'timelines', status: 'pending' },
      { uniqueName: 'pitch', status: 'done' },
      { uniqueName: 'action_items', status: 'pending' },
      { uniqueName: 'forecasting', status: 'pending' },
      { uniqueName: 'objections', signalType: 'insight', status: 'pending' },
    ]
    expect(checklistCompletionPercentage(items)).toBe(67)
  })

  it('"Score label: 80 or more High, above 30 Medium, else Low (colours reversed for negative signals)"', () => {
    expect([scoreLabel(80), scoreLabel(31), scoreLabel(30)]).toEqual(['High', 'Medium', 'Low'])
    expect(scoreLabelColour('High')).toBe('green')
    expect(scoreLabelColour('High', true)).toBe('red')
  })

  it('"up to 4 Low, up to 7 Mid, above 7 High; the objections signal score is inverted (10 minus score)"', () => {
    expect([detailScoreLabel(4), detailScoreLabel(7), detailScoreLabel(8)]).toEqual(['Low', 'Mid', 'High'])
    expect(detailScoreLabel(8, true)).toBe('Low')
    expect(detailScoreColour('Mid')).toBe('orange')
  })

  it('"values 0, 1, 3 or null show \'Checklist getting processed\'"', () => {
    expect([0, 1, 3, null].every(isChecklistBeingProcessed)).toBe(true)
    expect([2, -1, -2].some(isChecklistBeingProcessed)).toBe(false)
  })

  it('"\'How to practice this?\' … only when the item has how_text or how_video" and the company setting is on', () => {
    expect(showHowToPractice(true, { how_text: 'Ask open questions' })).toBe(true)
    expect(showHowToPractice(true, { how_text: ' ', how_video: null })).toBe(false)
    expect(showHowToPractice(false, { how_video: 'https://v.example/1' })).toBe(false)
  })
})

describe('the checklist={attribute} query option', () => {
  const items = [
    { unique_name: 'budget', sales_attribute: 'Budget' },
    { unique_name: 'next_steps', sales_attribute: 'Next steps' },
  ]
  it('opens the item named by unique_name or sales attribute', () => {
    expect(findChecklistItem(items, 'BUDGET')?.unique_name).toBe('budget')
    expect(findChecklistItem(items, 'Next steps')?.unique_name).toBe('next_steps')
  })
  it('says clearly when the call has no such item', () => {
    expect(findChecklistItem(items, 'nonexistent')).toBeUndefined()
    expect(checklistItemMissingMessage('nonexistent')).toBe("This call has no checklist item 'nonexistent'.")
  })
})
