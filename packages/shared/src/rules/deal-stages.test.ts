import { describe, expect, it } from 'vitest'
import {
  compareFunnel,
  compareReviewStages,
  FUNNEL_ORDER,
  funnelRank,
  LOST_STAGES,
  movementFromMql,
  movementFromQualify,
  OPEN_STAGES,
  QUALIFIED_REVIEW_STAGES,
  REVIEW_NO_MOVEMENT_STAGES,
  REVIEW_START_STAGE,
  reviewBackBucket,
  reviewMovement,
  reviewMovementKeys,
  sortByFunnel,
  stageGroupKeys,
  stageGroupOf,
  stageKey,
  WON_STAGES,
} from './deal-stages'

describe('"Qualified-review set: MQL/Prospecting, Qualify (RSD/VP Qualification), Outcome Definition, POC/Pilot, Negotiation/Technical Win, Procurement/Finalize, Won, Closed-Lost, Closed-Invalid, Closed- Renewal."', () => {
  it('lists the ten stages in that order, spelled as the spec spells them', () => {
    expect(QUALIFIED_REVIEW_STAGES).toEqual([
      'MQL/Prospecting',
      'Qualify (RSD/VP Qualification)',
      'Outcome Definition',
      'POC/Pilot',
      'Negotiation/Technical Win',
      'Procurement/Finalize',
      'Won',
      'Closed-Lost',
      'Closed-Invalid',
      'Closed- Renewal',
    ])
  })
})

describe('"From Qualify: moved forward = POC/Pilot, Negotiation/Technical Win, Procurement/Finalize or Won; moved backward = MQL/Prospecting or Lost; no movement = still Qualify or Outcome Definition."', () => {
  it.each([
    ['POC/Pilot', 'forward'],
    ['Negotiation/Technical Win', 'forward'],
    ['Procurement/Finalize', 'forward'],
    ['Won', 'forward'],
    ['MQL/Prospecting', 'backward'],
    ['Closed-Lost', 'backward'],
    ['Qualify (RSD/VP Qualification)', 'none'],
    ['Outcome Definition', 'none'],
  ])('%s is %s', (stage, expected) => {
    expect(movementFromQualify(stage)).toBe(expected)
  })

  it('a stage the rule does not name (Closed-Invalid, an unknown one, none) is not classified and does not throw', () => {
    for (const stage of ['Closed-Invalid', 'Closed- Renewal', 'Something new', '', null, undefined]) expect(movementFromQualify(stage)).toBeNull()
  })
})

describe('"From MQL: forward = Qualify, POC/Pilot, Negotiation/Technical Win, Procurement/Finalize or Won; Lost = Closed-Lost; no movement = still MQL."', () => {
  it.each([
    ['Qualify (RSD/VP Qualification)', 'forward'],
    ['POC/Pilot', 'forward'],
    ['Won', 'forward'],
    ['Closed-Lost', 'lost'],
    ['MQL/Prospecting', 'none'],
    ['Outcome Definition', null],
    ['Nowhere', null],
  ])('%s is %s', (stage, expected) => {
    expect(movementFromMql(stage)).toBe(expected)
  })
})

describe('"Funnel order (win-loss lost-stage sort): MQL/Prospecting, Qualify (RSD/VP Qualification), Outcome Definition, RFI, RFP, POC Objective Defined, POC In-Progress, Pilot In-Progress, Non POC Deal, Technical Win / Negotiation, Procurement / Won, Closed Won, Closed Lost, Closed Invalid; unknown stages sort last."', () => {
  it('ranks the fourteen stages in that order', () => {
    expect(FUNNEL_ORDER.map(funnelRank)).toEqual(FUNNEL_ORDER.map((_, i) => i))
    expect(FUNNEL_ORDER[0]).toBe('MQL/Prospecting')
    expect(FUNNEL_ORDER[13]).toBe('Closed Invalid')
  })

  it('sorts unknown stages (and none) last, among themselves by name, whatever the input order', () => {
    const shuffled = ['Zeta stage', 'Closed Lost', null, 'RFI', 'Alpha stage', 'MQL/Prospecting', 'Procurement / Won']
    const expected = ['MQL/Prospecting', 'RFI', 'Procurement / Won', 'Closed Lost', null, 'Alpha stage', 'Zeta stage']
    expect(sortByFunnel(shuffled, (s) => s)).toEqual(expected)
    expect(sortByFunnel([...shuffled].reverse(), (s) => s)).toEqual(expected)
    expect(funnelRank('never heard of it')).toBe(FUNNEL_ORDER.length)
    expect(compareFunnel('RFP', 'RFI')).toBeGreaterThan(0)
  })

  it('compares names trimmed, case-insensitive, with runs of spaces as one', () => {
    expect(funnelRank('  closed   won ')).toBe(funnelRank('Closed Won'))
    expect(stageKey('Closed-  Renewal')).toBe(stageKey('Closed- Renewal'))
  })
})

describe('open, won and lost groups', () => {
  it('"Open group: Qualify (RSD/VP Qualification), Renewal Identified, Finalize, … Proposal, Credit Hold, Insufficient Information."', () => {
    expect(OPEN_STAGES).toHaveLength(17)
    for (const s of OPEN_STAGES) expect(stageGroupOf(s)).toBe('open')
  })

  it('"Won group: Close - Won, Closed-Won, Closed Won, Technical Win / Negotiation, Renewal Accepted/Validated by Customer, Signed Partner, SP/MSP Business Awarded, Procurement / Won."', () => {
    expect(WON_STAGES).toHaveLength(8)
    for (const s of WON_STAGES) expect(stageGroupOf(s)).toBe('won')
  })

  it('"Lost group: Close - Lost, Closed-Lost, Closed - Invalid, Closed Contingent- T&B, Closed Contingent, Closed Lost - Renewal."', () => {
    expect(LOST_STAGES).toHaveLength(6)
    for (const s of LOST_STAGES) expect(stageGroupOf(s)).toBe('lost')
  })

  it('a stage outside the groups has none; the SQL keys match the rule', () => {
    expect(stageGroupOf('Closed Lost')).toBeNull()
    expect(stageGroupOf(undefined)).toBeNull()
    expect(stageGroupKeys('won')).toContain('closed won')
    expect(stageGroupKeys('lost')).toContain('closed lost - renewal')
  })
})

describe('the review dashboards: a deal that was in the starting stage, by the stage it is in now', () => {
  it('"From Qualify: moved forward = POC/Pilot, … or Won; moved backward = MQL/Prospecting or Lost; no movement = still Qualify or Outcome Definition."', () => {
    expect(REVIEW_START_STAGE.qualified).toBe('Qualify (RSD/VP Qualification)')
    expect(REVIEW_NO_MOVEMENT_STAGES.qualified).toEqual(['Qualify (RSD/VP Qualification)', 'Outcome Definition'])
    expect(['POC/Pilot', 'Won', 'MQL/Prospecting', 'Closed-Lost', 'Outcome Definition'].map((s) => reviewMovement('qualified', s))).toEqual([
      'forward',
      'forward',
      'backward',
      'backward',
      'none',
    ])
  })

  it('"From MQL: forward = Qualify, POC/Pilot, … or Won; Lost = Closed-Lost; no movement = still MQL."', () => {
    expect(REVIEW_START_STAGE.mql).toBe('MQL/Prospecting')
    expect(['Qualify (RSD/VP Qualification)', 'Procurement/Finalize', 'Closed-Lost', 'MQL/Prospecting'].map((s) => reviewMovement('mql', s))).toEqual([
      'forward',
      'forward',
      'lost',
      'none',
    ])
    expect(reviewBackBucket('mql')).toBe('lost')
    expect(reviewBackBucket('qualified')).toBe('backward')
  })

  it('closed exits the rules do not name (Closed-Invalid, Closed- Renewal, the lost group) count as moved back / lost; the won group as forward', () => {
    for (const s of ['Closed-Invalid', 'Closed- Renewal', 'Closed Lost', 'Close - Lost', 'Closed Contingent']) {
      expect(reviewMovement('qualified', s)).toBe('backward')
      expect(reviewMovement('mql', s)).toBe('lost')
    }
    expect(reviewMovement('qualified', 'Closed Won')).toBe('forward')
    expect(reviewMovement('mql', 'Technical Win / Negotiation')).toBe('forward')
  })

  it('Outcome Definition, which the MQL rule does not name, lies after MQL in the set: forward for an MQL', () => {
    expect(reviewMovement('mql', 'Outcome Definition')).toBe('forward')
  })

  it('a stage outside every set is "other" (counted, in no card), whatever its spelling, and never throws', () => {
    for (const s of ['Something new', 'RFI', '', null, undefined]) expect(reviewMovement('qualified', s)).toBe('other')
    expect(reviewMovement('qualified', '  qualify  (rsd/vp qualification) ')).toBe('none')
  })

  it('the SQL key lists place every name exactly as reviewMovement does', () => {
    for (const kind of ['qualified', 'mql'] as const) {
      const keys = reviewMovementKeys(kind)
      for (const [movement, list] of Object.entries(keys)) for (const key of list) expect(reviewMovement(kind, key)).toBe(movement)
      expect(keys.none).toEqual(REVIEW_NO_MOVEMENT_STAGES[kind].map(stageKey))
      const all = Object.values(keys).flat()
      expect(new Set(all).size).toBe(all.length)
    }
  })

  it('stage lists sort in the order of the qualified-review set, "unknown stages sort last", by name among themselves', () => {
    const shuffled = ['Zeta', 'Won', null, 'MQL/Prospecting', 'Alpha', 'Closed- Renewal', 'POC/Pilot']
    expect([...shuffled].sort(compareReviewStages)).toEqual(['MQL/Prospecting', 'POC/Pilot', 'Won', 'Closed- Renewal', null, 'Alpha', 'Zeta'])
  })
})
