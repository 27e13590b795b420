import { describe, expect, it } from 'vitest'
import { ZCompanySettings } from '../schemas/company-settings'
import { canUseAmaSettings, usesAmaSettings } from './ama-settings'
import type { Actor } from './capabilities'

const TestActor = (user_role: Actor['user_role'], aiChatSettings: boolean): Actor => ({
  user_role,
  is_manager: false,
  policy: 'edit',
  function: null,
  settings: ZCompanySettings.parse({ aiChatSettings }),
})

describe('chat settings (only with the enableEurekaSettings flag)', () => {
  it('are for admins of companies with the AI chat options', () => {
    expect(canUseAmaSettings(TestActor('company_admin', true))).toBe(true)
    expect(canUseAmaSettings(TestActor('super_admin', true))).toBe(true)
    expect(canUseAmaSettings(TestActor('company_admin', false))).toBe(false)
    expect(canUseAmaSettings(TestActor('user', true))).toBe(false)
  })

  it('are in use when records to fetch or the index size differ from 100 and 2000', () => {
    expect(usesAmaSettings({ index: 2000, noOfDocument: 100 })).toBe(false)
    expect(usesAmaSettings({ index: 5000, noOfDocument: 100 })).toBe(true)
    expect(usesAmaSettings({ index: 2000, noOfDocument: 50 })).toBe(true)
  })
})
