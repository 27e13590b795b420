import { describe, expect, it } from 'vitest'
import { ZCompanySettingsPatch } from './company-settings'

describe('company settings patch', () => {
  it('keeps only the keys sent, so one switch never resets the others', () => {
    expect(ZCompanySettingsPatch.parse({ dialerFilter: false })).toEqual({ dialerFilter: false })
    expect(ZCompanySettingsPatch.parse({})).toEqual({})
  })

  it('still checks types and refuses unknown keys', () => {
    expect(ZCompanySettingsPatch.safeParse({ zoomCard: 'yes' }).success).toBe(false)
    expect(ZCompanySettingsPatch.safeParse({ nosuch: true }).success).toBe(false)
    expect(ZCompanySettingsPatch.parse({ pipelineLayout: 'alternative', domains: ['a.example'] })).toEqual({
      pipelineLayout: 'alternative',
      domains: ['a.example'],
    })
  })
})
