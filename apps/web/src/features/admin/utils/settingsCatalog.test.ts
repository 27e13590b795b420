import { ZCompanySettings } from '@parley/shared/schemas/company-settings'
import { describe, expect, it } from 'vitest'
import { SETTING_GROUPS, SETTING_KEYS, settingLabel } from './settingsCatalog'

describe('company settings panel — "every per-company switch, grouped and explained in plain words"', () => {
  it('lists every ZCompanySettings key exactly once', () => {
    expect([...SETTING_KEYS].sort()).toEqual(Object.keys(ZCompanySettings.shape).sort())
    expect(new Set(SETTING_KEYS).size).toBe(SETTING_KEYS.length)
  })

  it('explains every entry and offers every allowed choice', () => {
    for (const entry of SETTING_GROUPS.flatMap((g) => g.entries)) {
      expect(entry.help.length, entry.key).toBeGreaterThan(20)
      const field = ZCompanySettings.shape[entry.key].unwrap()
      if ('options' in field) expect(entry.choices?.map((c) => c.value).sort(), entry.key).toEqual([...(field.options as string[])].sort())
    }
  })

  it('names settings for the audit log', () => {
    expect(settingLabel('dialerFilter')).toBe('Dialer calls filter')
    expect(settingLabel('unknownKey')).toBe('unknownKey')
  })
})
