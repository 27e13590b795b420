import { describe, expect, it } from 'vitest'
import {
  checklistCompletionPercentage,
  checklistRowStatus,
  detailScoreLabel,
  engagementLevel,
  hasLikeliness,
  isChecklistScoreCompleted,
  LEVEL_COLOURS,
  likelinessValue,
  qualificationScore,
  scoreLabel,
  scoreLabelColour,
} from './deal-scores'

const NOW = new Date('2026-11-20T12:00:00Z')
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000)

describe('engagementLevel — "High = activity within 20 days, Mid = 20-60, Low = over 60, None."', () => {
  it.each([
    [0, 'High'],
    [20, 'High'],
    [20.5, 'Mid'],
    [60, 'Mid'],
    [61, 'Low'],
    [400, 'Low'],
  ])('%d days ago → %s', (days, level) => {
    expect(engagementLevel(daysAgo(days), NOW)).toBe(level)
  })

  it('no activity at all → None', () => {
    expect(engagementLevel(null, NOW)).toBe('None')
    expect(engagementLevel(undefined, NOW, 'fast')).toBe('None')
  })

  it('a future date (a scheduled call) counts as activity today', () => {
    expect(engagementLevel(daysAgo(-3), NOW)).toBe('High')
  })
})

describe('engagementLevel — "An alternative mode uses 2 and 5 days."', () => {
  it.each([
    [1, 'High'],
    [2, 'High'],
    [3, 'Mid'],
    [5, 'Mid'],
    [6, 'Low'],
  ])('%d days ago → %s', (days, level) => {
    expect(engagementLevel(daysAgo(days), NOW, 'fast')).toBe(level)
  })
})

describe('qualificationScore — "High Likely -> High (green); Likely -> Mid (orange); Less Likely -> Low (red); No forecast or empty -> None (grey)."', () => {
  it.each([
    ['High Likely', 'High', 'green'],
    ['Likely', 'Mid', 'orange'],
    ['Less Likely', 'Low', 'red'],
    ['No forecast', 'None', 'grey'],
    ['', 'None', 'grey'],
    [null, 'None', 'grey'],
    [undefined, 'None', 'grey'],
  ])('%s → %s (%s)', (forecast, level, colour) => {
    const l = qualificationScore(forecast)
    expect(l).toBe(level)
    expect(LEVEL_COLOURS[l]).toBe(colour)
  })
})

describe("hasLikeliness — \"Value '-5' (and for the default layout also '-2') means no score.\"", () => {
  it.each([
    ['-5', 'default', false],
    ['-5', 'alternative', false],
    [-5, 'default', false],
    ['-2', 'default', false],
    [-2, 'default', false],
    ['-2', 'alternative', true],
    ['72', 'default', true],
    ['0', 'default', true],
    ['', 'default', false],
    [null, 'default', false],
  ] as const)('%s in the %s layout → %s', (value, layout, expected) => {
    expect(hasLikeliness(value, layout)).toBe(expected)
  })
})

describe('scoreLabel — "Score label: 80 or more High, above 30 Medium, else Low (colours reversed for negative signals)."', () => {
  it.each([
    [100, 'High'],
    [80, 'High'],
    [79, 'Medium'],
    [31, 'Medium'],
    [30, 'Low'],
    [0, 'Low'],
  ])('%d → %s', (score, label) => {
    expect(scoreLabel(score)).toBe(label)
  })

  it('reverses colours for negative signals', () => {
    expect(scoreLabelColour('High')).toBe('green')
    expect(scoreLabelColour('Low')).toBe('red')
    expect(scoreLabelColour('High', true)).toBe('red')
    expect(scoreLabelColour('Low', true)).toBe('green')
    expect(scoreLabelColour('Medium', true)).toBe('orange')
  })
})

describe('detailScoreLabel — "up to 4 Low, up to 7 Mid, above 7 High; the objections signal score is inverted (10 minus score)."', () => {
  it.each([
    [0, false, 'Low'],
    [4, false, 'Low'],
    [5, false, 'Mid'],
    [7, false, 'Mid'],
    [8, false, 'High'],
    [10, false, 'High'],
    [2, true, 'High'],
    [3, true, 'Mid'],
    [6, true, 'Low'],
  ])('%d (objections %s) → %s', (score, objections, label) => {
    expect(detailScoreLabel(score, objections)).toBe(label)
  })
})

describe('isChecklistScoreCompleted — "Checklist library score: over 30 completed."', () => {
  it('31 is completed, 30 is not', () => {
    expect(isChecklistScoreCompleted(31)).toBe(true)
    expect(isChecklistScoreCompleted(30)).toBe(false)
  })
})

describe('checklistCompletionPercentage — "Completion percentage = done over checklist items, rounded, excluding action-item and forecasting signals."', () => {
  it('counts done over checklist items, rounded', () => {
    const items = [
      { uniqueName: 'pain_or_priority', status: 'done' },
      { uniqueName: 'timelines', status: 'done' },
      { uniqueName: 'budget', status: 'pending' },
    ]
    expect(checklistCompletionPercentage(items)).toBe(67)
  })

  it('leaves out action-item and forecasting signals, and insight signals', () => {
    const items = [
      { uniqueName: 'pain_or_priority', status: 'done' },
      { uniqueName: 'timelines', status: 'pending' },
      { uniqueName: 'action_items', status: 'pending' },
      { uniqueName: 'Action Items', status: 'pending' },
      { uniqueName: 'forecasting', status: 'pending' },
      { uniqueName: 'objections', signalType: 'insight', status: 'pending' },
    ]
    expect(checklistCompletionPercentage(items)).toBe(50)
  })

  it('is null when no checklist item is left', () => {
    expect(checklistCompletionPercentage([])).toBeNull()
    expect(checklistCompletionPercentage([{ uniqueName: 'forecast', status: 'done' }])).toBeNull()
  })
})

describe('checklistRowStatus — "Positive when the value equals the ideal or is a number below a \'<N\' ideal; warning when the ideal is High and the value is Medium; otherwise negative."', () => {
  it.each([
    ['High', 'High', 'positive'],
    ['Yes', 'Yes', 'positive'],
    ['0', '<1', 'positive'],
    ['12', '<21', 'positive'],
    ['21', '<21', 'negative'],
    ['Medium', 'High', 'warning'],
    ['Low', 'High', 'negative'],
    ['No', 'Yes', 'negative'],
    ['', '<1', 'negative'],
  ])('%s against ideal %s → %s', (value, ideal, status) => {
    expect(checklistRowStatus(value, ideal)).toBe(status)
  })
})

describe('likelinessValue (Parley: positive rows count 1, warnings ½)', () => {
  it('weighs the info rows', () => {
    const rows = [
      { label: 'Pain or priority', value: 'High', ideal: 'High' },
      { label: 'Timelines', value: 'Medium', ideal: 'High' },
      { label: 'Severe objections', value: '2', ideal: '<1' },
      { label: 'Days since last call', value: '3', ideal: '<21' },
    ]
    expect(likelinessValue(rows)).toBe(63)
  })

  it('weighs rows by their signal weight', () => {
    const rows = [
      { label: 'Pain or priority', value: 'High', ideal: 'High', weight: 3 },
      { label: 'Timelines', value: 'Low', ideal: 'High', weight: 1 },
    ]
    expect(likelinessValue(rows)).toBe(75)
  })

  it('has no value without rows (or with zero weights only)', () => {
    expect(likelinessValue([])).toBeNull()
    expect(likelinessValue([{ label: 'x', value: 'High', ideal: 'High', weight: 0 }])).toBeNull()
  })
})
