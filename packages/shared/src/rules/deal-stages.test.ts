import { describe, expect, it } from 'vitest'
import {
  compareFunnel,
  FUNNEL_ORDER,
  funnelRank,
  LOST_STAGES,
  movementFromMql,
  movementFromQualify,
  OPEN_STAGES,
  QUALIFIED_REVIEW_STAGES,
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

describe('open, won and lost groups (spec §4)', () => {
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
