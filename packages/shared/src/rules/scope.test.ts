import { describe, expect, it } from 'vitest'
import { availableScopes, defaultScope, resolveScope, type SCOPES, type ScopeActor } from './scope'

const rep: ScopeActor = { user_role: 'user', is_manager: false }
const manager: ScopeActor = { user_role: 'user', is_manager: true }
const admin: ScopeActor = { user_role: 'company_admin', is_manager: false }
const adminManager: ScopeActor = { user_role: 'company_admin', is_manager: true }
const superAdmin: ScopeActor = { user_role: 'super_admin', is_manager: false }

describe('availableScopes — "Myself is always available; My team and My org need is_manager; Admin needs company_admin or super_admin; Super Admin needs super_admin."', () => {
  it.each([
    ['rep', rep, ['user']],
    ['manager', manager, ['user', 'team', 'org']],
    ['company admin', admin, ['user', 'company_admin']],
    ['company admin who manages', adminManager, ['user', 'team', 'org', 'company_admin']],
    ['super admin', superAdmin, ['user', 'company_admin', 'super_admin']],
  ])('%s', (_name, actor, scopes) => {
    expect(availableScopes(actor)).toEqual(scopes)
  })
})

describe('defaultScope — "company_admin gets Admin, a manager gets My org, others get Myself."', () => {
  it.each([
    [rep, 'user'],
    [manager, 'org'],
    [admin, 'company_admin'],
    [adminManager, 'company_admin'],
    [superAdmin, 'company_admin'],
  ])('%o → %s', (actor, scope) => {
    expect(defaultScope(actor)).toBe(scope)
  })
})

// Every role × every requested scope ("If Admin scope is selected but the user is not
// an admin, it falls back to org or user.")
const expected: Record<string, Record<(typeof SCOPES)[number] | 'none' | 'bogus', string>> = {
  rep: { user: 'user', team: 'user', org: 'user', company_admin: 'user', super_admin: 'user', none: 'user', bogus: 'user' },
  manager: { user: 'user', team: 'team', org: 'org', company_admin: 'org', super_admin: 'org', none: 'org', bogus: 'org' },
  admin: { user: 'user', team: 'user', org: 'user', company_admin: 'company_admin', super_admin: 'user', none: 'company_admin', bogus: 'company_admin' },
  adminManager: { user: 'user', team: 'team', org: 'org', company_admin: 'company_admin', super_admin: 'org', none: 'company_admin', bogus: 'company_admin' },
  superAdmin: {
    user: 'user',
    team: 'user',
    org: 'user',
    company_admin: 'company_admin',
    super_admin: 'super_admin',
    none: 'company_admin',
    bogus: 'company_admin',
  },
}
const actors: Record<string, ScopeActor> = { rep, manager, admin, adminManager, superAdmin }

describe('resolveScope for every role × requested scope', () => {
  for (const [name, row] of Object.entries(expected)) {
    for (const [requested, result] of Object.entries(row)) {
      it(`${name} asking for ${requested} gets ${result}`, () => {
        const asked = requested === 'none' ? undefined : requested
        expect(resolveScope(actors[name] as ScopeActor, asked)).toBe(result)
      })
    }
  }
})

describe('View Only – All Company Calls', () => {
  it('may read the whole company', () => {
    expect(resolveScope({ user_role: 'user', is_manager: false, view_all_company_calls: true }, 'company_admin')).toBe('company_admin')
  })
})
