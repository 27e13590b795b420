import { describe, expect, it } from 'vitest'
import { AUDIT_CATEGORIES } from '../schemas/admin'
import { AUDIT_CATEGORY_LABELS, auditCategoryOf, auditPatterns, describeAuditAction, likeToRegExp } from './admin-audit'

const matches = (category: (typeof AUDIT_CATEGORIES)[number], action: string) => {
  const patterns = auditPatterns(category)
  return patterns === null || patterns.some((p) => likeToRegExp(p).test(action))
}

describe('audit log view — "impersonations, role and nomination changes, deactivations, settings changes, deletions, share-link creations and revocations"', () => {
  it.each([
    ['impersonation.mint', 'impersonation'],
    ['impersonation.start', 'impersonation'],
    ['user.role', 'users'],
    ['user.update', 'users'],
    ['user.deactivate', 'status'],
    ['company_settings.update', 'settings'],
    ['meeting.delete', 'deletions'],
    ['user.delete_account', 'deletions'],
    ['share.create', 'sharing'],
    ['share_link.revoke', 'sharing'],
    ['auth.sign_in', 'sign_ins'],
    ['companies.list_all', null],
  ])('%s is %s', (action, category) => {
    expect(auditCategoryOf(action)).toBe(category)
  })

  it('the default view shows admin activity, not sign-ins or reads', () => {
    expect(matches('admin', 'user.deactivate')).toBe(true)
    expect(matches('admin', 'share.revoke')).toBe(true)
    expect(matches('admin', 'auth.sign_in')).toBe(false)
    expect(matches('admin', 'admin_users.list_all')).toBe(false)
    expect(matches('all', 'admin_users.list_all')).toBe(true)
  })

  it('labels every category and reads actions in plain words', () => {
    expect(AUDIT_CATEGORIES.every((c) => AUDIT_CATEGORY_LABELS[c].length > 0)).toBe(true)
    expect(describeAuditAction('user.deactivate')).toBe('Deactivated a user')
    expect(describeAuditAction('share.revoke')).toBe('share revoke')
  })

  it('LIKE escapes regular-expression characters', () => {
    expect(likeToRegExp('user.role').test('userXrole')).toBe(false)
  })
})
