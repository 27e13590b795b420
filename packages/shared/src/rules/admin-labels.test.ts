import { describe, expect, it } from 'vitest'
import { ROLE_LABELS, serviceProviderLabel, statusLabel } from './admin-labels'

describe('admin labels: the table and its export say words, not codes', () => {
  it('roles', () => {
    expect(ROLE_LABELS).toEqual({ user: 'User', company_admin: 'Company admin', super_admin: 'Super admin' })
  })
  it('status: a deactivated user is cancelled in the data', () => {
    expect(statusLabel('active')).toBe('Active')
    expect(statusLabel('cancelled')).toBe('Deactivated')
  })
  it('calendar provider', () => {
    expect(serviceProviderLabel('google')).toBe('Google')
    expect(serviceProviderLabel('microsoft')).toBe('Microsoft')
    expect(serviceProviderLabel(null)).toBeNull()
  })
})
