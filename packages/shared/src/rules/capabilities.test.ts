import { describe, expect, it } from 'vitest'
import { defaultCompanySettings, type TCompanySettings } from '../schemas/company-settings'
import { type Actor, canSeeReports, canTogglePrivacyNotice, canUseAdminCenter, sidebarEntries } from './capabilities'

const settings = (over: Partial<TCompanySettings> = {}): TCompanySettings => ({ ...defaultCompanySettings(), ...over })
const actor = (over: Partial<Actor> = {}): Actor => ({ user_role: 'user', is_manager: false, policy: 'edit', function: 'AE', settings: settings(), ...over })

describe('Reports menu — "company_admin or super_admin, or a manager, or a user whose function is in a per-company list … only with policy edit. Company 40 admins and managers see it regardless of policy."', () => {
  it.each([
    ['rep', actor(), false],
    ['rep whose function is listed', actor({ settings: settings({ reportsMenuFunctions: ['AE', 'BDR'] }) }), true],
    ['listed rep with policy view', actor({ policy: 'view', settings: settings({ reportsMenuFunctions: ['AE'] }) }), false],
    ['manager', actor({ is_manager: true }), true],
    ['manager with policy view', actor({ is_manager: true, policy: 'view' }), false],
    [
      'manager with policy view where policy is ignored',
      actor({ is_manager: true, policy: 'view', settings: settings({ reportsMenuIgnoresPolicy: true }) }),
      true,
    ],
    ['company admin', actor({ user_role: 'company_admin' }), true],
    ['company admin with policy view', actor({ user_role: 'company_admin', policy: 'view' }), false],
    [
      'company admin with policy view where policy is ignored',
      actor({ user_role: 'company_admin', policy: 'view', settings: settings({ reportsMenuIgnoresPolicy: true }) }),
      true,
    ],
    [
      'listed rep with policy view where policy is ignored',
      actor({ policy: 'view', settings: settings({ reportsMenuFunctions: ['AE'], reportsMenuIgnoresPolicy: true }) }),
      false,
    ],
    ['super admin', actor({ user_role: 'super_admin' }), true],
  ])('%s → %s', (_n, a, expected) => {
    expect(canSeeReports(a)).toBe(expected)
  })
})

describe('Admin center — "super_admin, or company_admin with policy edit"', () => {
  it.each([
    [actor(), false],
    [actor({ is_manager: true }), false],
    [actor({ user_role: 'company_admin' }), true],
    [actor({ user_role: 'company_admin', policy: 'view' }), false],
    [actor({ user_role: 'super_admin', policy: 'view' }), true],
  ])('%#', (a, expected) => {
    expect(canUseAdminCenter(a)).toBe(expected)
  })
})

describe('privacy notice — admin-center users, only where the company has it', () => {
  it('needs both', () => {
    expect(canTogglePrivacyNotice(actor({ user_role: 'company_admin' }))).toBe(false)
    expect(canTogglePrivacyNotice(actor({ user_role: 'company_admin', settings: settings({ privacyNotice: true }) }))).toBe(true)
    expect(canTogglePrivacyNotice(actor({ settings: settings({ privacyNotice: true }) }))).toBe(false)
  })
})

describe('sidebar', () => {
  it('gives a rep of an ordinary company the base entries', () => {
    expect(sidebarEntries(actor())).toEqual(['recordings', 'upcoming', 'settings', 'support', 'logout'])
  })
  it('gives a super admin of the own company everything, in the spec order', () => {
    expect(sidebarEntries(actor({ user_role: 'super_admin', settings: settings({ checklistLibraryAndClips: true }) }))).toEqual([
      'recordings',
      'upcoming',
      'reports',
      'checklist-library',
      'settings',
      'clips',
      'admin',
      'support',
      'logout',
    ])
  })
  it('gives a company admin with policy view no reports and no admin center', () => {
    expect(sidebarEntries(actor({ user_role: 'company_admin', policy: 'view' }))).toEqual(['recordings', 'upcoming', 'settings', 'support', 'logout'])
  })
  it('gives a manager reports but no admin center', () => {
    expect(sidebarEntries(actor({ is_manager: true }))).toEqual(['recordings', 'upcoming', 'reports', 'settings', 'support', 'logout'])
  })
})
