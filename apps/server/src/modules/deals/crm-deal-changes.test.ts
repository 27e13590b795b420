import { describe, expect, it } from 'vitest'
import { latestByCrmId, planDealWrites, type StoredDealState } from './crm-deal-changes'

const at = (iso: string) => new Date(iso)
const deal = (crmId: string, stageName: string | null, updatedAt: string, createdAt: string | null = null) => ({
  crmId,
  stageName,
  updatedAt: at(updatedAt),
  createdAt: createdAt ? at(createdAt) : null,
})

describe('latestByCrmId (duplicate CRM records)', () => {
  it('keeps one record per id, the most recently modified', () => {
    const kept = latestByCrmId([deal('1', 'A', '2026-01-02T00:00:00Z'), deal('1', 'B', '2026-01-01T00:00:00Z'), deal('2', 'A', '2026-01-01T00:00:00Z')])
    expect(kept.map((d) => [d.crmId, d.stageName])).toEqual([
      ['1', 'A'],
      ['2', 'A'],
    ])
  })
})

describe('planDealWrites (stage history recorded by Parley on every change; last modified wins)', () => {
  const stored = new Map<string, StoredDealState>([
    ['10', { id: 1, stageName: 'Discovery', stageChangedAt: at('2026-01-01T00:00:00Z'), crmUpdatedAt: at('2026-01-05T00:00:00Z') }],
  ])

  it('a new deal enters its first stage when it was created', () => {
    const plan = planDealWrites([deal('11', 'Discovery', '2026-01-03T00:00:00Z', '2026-01-02T00:00:00Z')], stored)
    expect(plan.history).toEqual([{ crmDealId: '11', fromStage: null, toStage: 'Discovery', changedAt: at('2026-01-02T00:00:00Z') }])
    expect(plan.writes[0]?.stageChangedAt).toEqual(at('2026-01-02T00:00:00Z'))
  })

  it('a changed stage is one history row at the modification time', () => {
    const plan = planDealWrites([deal('10', 'Proposal', '2026-01-06T00:00:00Z')], stored)
    expect(plan.history).toEqual([{ crmDealId: '10', fromStage: 'Discovery', toStage: 'Proposal', changedAt: at('2026-01-06T00:00:00Z') }])
    expect(plan.writes[0]?.stageChangedAt).toEqual(at('2026-01-06T00:00:00Z'))
  })

  it('the same stage again writes the deal but no history, and keeps the days-in-stage clock', () => {
    const plan = planDealWrites([deal('10', 'Discovery', '2026-01-06T00:00:00Z')], stored)
    expect(plan.history).toEqual([])
    expect(plan.writes[0]?.stageChangedAt).toEqual(at('2026-01-01T00:00:00Z'))
  })

  it('a record older than the stored one arrived out of order and is dropped; one read again changes nothing', () => {
    expect(planDealWrites([deal('10', 'Closed Lost', '2026-01-04T00:00:00Z')], stored)).toEqual({ writes: [], history: [] })
    expect(planDealWrites([deal('10', 'Closed Lost', '2026-01-05T00:00:00Z')], stored)).toEqual({ writes: [], history: [] })
  })
})
