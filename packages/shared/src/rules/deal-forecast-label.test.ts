import { describe, expect, it } from 'vitest'
import { defaultCompanySettings } from '../schemas/company-settings'
import { type Actor, canSeeDealReview, sidebarEntries } from './capabilities'
import {
  DEAL_FORECAST_LABELS,
  DEAL_FORECAST_TONES,
  DEAL_REVIEW_PAGE_SIZE,
  dealForecastLabel,
  dealStatus,
  DEFAULT_DEAL_STATUS_FILTER,
  isPilotStage,
  labelForScore,
  weightedStageScore,
} from './deal-forecast-label'

const long = [1800]
const signals = (...scores: (number | null)[]) => scores.map((score) => ({ weight: 1, score }))

describe('weightedStageScore — Σ w·(s/10) / Σ w on 0–10', () => {
  it.each([
    [signals(100, 100), 10],
    [signals(0, 0), 0],
    [signals(80, 40), 6],
    [signals(100, null), 5],
    [
      [
        { weight: 3, score: 100 },
        { weight: 1, score: 0 },
      ],
      7.5,
    ],
    [
      [
        { weight: 0, score: 100 },
        { weight: 1, score: 20 },
      ],
      2,
    ],
    [
      [
        { weight: 1, score: 33 },
        { weight: 2, score: 34 },
      ],
      3.4,
    ],
  ])('%j → %d', (input, score) => {
    expect(weightedStageScore(input)).toBe(score)
  })

  it('no weighted signal → null', () => {
    expect(weightedStageScore([])).toBeNull()
    expect(weightedStageScore([{ weight: 0, score: 90 }])).toBeNull()
  })
})

describe('labelForScore — "below 2.1 or up to 4 gives Needs attention, otherwise OK": both readings kept as two thresholds', () => {
  it.each([
    [0, 'At risk'],
    [2.0, 'At risk'],
    [2.1, 'Needs attention'],
    [4, 'Needs attention'],
    [4.1, 'OK'],
    [7, 'OK'],
    [7.1, 'Going super strong'],
    [10, 'Going super strong'],
  ])('%d → %s', (score, label) => {
    expect(labelForScore(score)).toBe(label)
  })
})

describe('dealForecastLabel — "Other labels seen: Going super strong, At risk, N/A, No recorded calls, NA - short recording, Not in pilot"', () => {
  const base = { inPilot: true, recordingSeconds: long, analysed: true, signals: signals(90, 80) }

  it.each([
    ['outside the single-stage pilot', { ...base, inPilot: false }, 'Not in pilot', null],
    ['no recorded call at the stage', { ...base, recordingSeconds: [] }, 'No recorded calls', null],
    ['every recording under 5 minutes', { ...base, recordingSeconds: [120, 299] }, 'NA - short recording', null],
    ['recorded and long, not analysed yet', { ...base, analysed: false }, 'N/A', null],
    ['no weighted signal at the stage', { ...base, signals: [] }, 'N/A', null],
    ['strong coverage', base, 'Going super strong', 8.5],
    ['middling coverage', { ...base, signals: signals(60, 50) }, 'OK', 5.5],
    ['thin coverage', { ...base, signals: signals(40, 30) }, 'Needs attention', 3.5],
    ['almost nothing covered', { ...base, signals: signals(20, null) }, 'At risk', 1],
    ['one short and one long call: scored', { ...base, recordingSeconds: [60, 600] }, 'Going super strong', 8.5],
    ['unknown length counts as long enough', { ...base, recordingSeconds: [null] }, 'Going super strong', 8.5],
  ] as const)('%s → %s', (_name, input, label, score) => {
    expect(dealForecastLabel(input)).toEqual({ label, score })
  })

  it('every label has a tag colour', () => {
    for (const label of DEAL_FORECAST_LABELS) expect(DEAL_FORECAST_TONES[label]).toBeDefined()
  })
})

describe('deal status and the pilot stage', () => {
  it('"Closed if isDealClosed, otherwise Open; default filter Open."', () => {
    expect(dealStatus(true)).toBe('Closed')
    expect(dealStatus(false)).toBe('Open')
    expect(DEFAULT_DEAL_STATUS_FILTER).toBe('Open')
  })

  it('"the company-28 pilot shows only the MQL/Prospecting stage"', () => {
    expect(isPilotStage('MQL/Prospecting')).toBe(true)
    expect(isPilotStage(' mql/prospecting ')).toBe(true)
    expect(isPilotStage('Qualify (RSD/VP Qualification)')).toBe(false)
    expect(isPilotStage(null)).toBe(false)
  })

  it('"Deal review table page size 15."', () => {
    expect(DEAL_REVIEW_PAGE_SIZE).toBe(15)
  })
})

describe('the Deal review menu entry — "Deal review: company ids 28, 29 and 32" (a company setting)', () => {
  const actor = (dealReview: boolean): Actor => ({
    user_role: 'user',
    is_manager: true,
    policy: 'edit',
    function: null,
    settings: { ...defaultCompanySettings(), dealReview },
  })

  it('shows after Reports only where the setting is on', () => {
    expect(canSeeDealReview(actor(true))).toBe(true)
    expect(sidebarEntries(actor(true))).toEqual(['recordings', 'upcoming', 'reports', 'deals-review', 'settings', 'support', 'logout'])
    expect(canSeeDealReview(actor(false))).toBe(false)
    expect(sidebarEntries(actor(false))).not.toContain('deals-review')
  })
})
