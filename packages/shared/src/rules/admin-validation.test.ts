import { describe, expect, it } from 'vitest'
import { ADMIN_MESSAGES, normaliseEmails, validateInvite, validateUserDetails } from './admin-validation'

const draft = { name: 'Rae Rep', email: 'rae@northwind.example', company_id: 1, license_ids: [3], manager_emails: [] as string[] }

describe('Invite — "name, email, company and at least one nomination type are required, else \'Please fill all mandatory fields\'"', () => {
  it.each([
    ['name', { name: '  ' }],
    ['email', { email: '' }],
    ['company_id', { company_id: null }],
    ['license_ids', { license_ids: [] }],
  ])('missing %s', (field, over) => {
    const result = validateInvite({ ...draft, ...over })
    expect(result).toEqual({ ok: false, message: ADMIN_MESSAGES.mandatory, fields: [{ field, message: ADMIN_MESSAGES.mandatory }] })
  })

  it('names every missing field at once', () => {
    const result = validateInvite({ name: '', email: '', company_id: null, license_ids: [], manager_emails: [] })
    expect(result.ok === false && result.fields.map((f) => f.field)).toEqual(['name', 'email', 'company_id', 'license_ids'])
  })

  it.each(['rae', 'rae@', 'rae@northwind', 'rae @northwind.example', '@northwind.example'])(
    '"email must match a simple address pattern, else \'Please enter a valid email address\'": %s',
    (email) => {
      expect(validateInvite({ ...draft, email })).toMatchObject({ ok: false, message: 'Please enter a valid email address' })
    },
  )

  it('"An optional manager email must also match, else \'Please enter a valid manager email address\'"', () => {
    expect(validateInvite({ ...draft, manager_emails: ['morgan@northwind.example', 'nope'] })).toMatchObject({
      ok: false,
      message: 'Please enter a valid manager email address',
    })
    expect(validateInvite({ ...draft, manager_emails: ['morgan@northwind.example'] })).toEqual({ ok: true })
  })

  it('accepts a complete invite', () => {
    expect(validateInvite(draft)).toEqual({ ok: true })
  })
})

describe('Update user — "At least one nomination type is required … The admin nomination date cannot be in the future."', () => {
  it("refuses an empty nomination list with 'Please select at least one nomination type.'", () => {
    expect(validateUserDetails({ license_ids: [] }, '2026-11-02')).toMatchObject({ ok: false, message: 'Please select at least one nomination type.' })
  })

  it('refuses a future admin nomination date and accepts today', () => {
    expect(validateUserDetails({ admin_nomination_date: '2026-11-03' }, '2026-11-02')).toMatchObject({ ok: false, message: ADMIN_MESSAGES.futureAdminDate })
    expect(validateUserDetails({ admin_nomination_date: '2026-11-02' }, '2026-11-02')).toEqual({ ok: true })
  })

  it('refuses an invalid manager e-mail and a blank name', () => {
    expect(validateUserDetails({ manager_emails: ['x'] }, '2026-11-02')).toMatchObject({ message: ADMIN_MESSAGES.invalidManagerEmail })
    expect(validateUserDetails({ name: ' ' }, '2026-11-02')).toMatchObject({ message: ADMIN_MESSAGES.mandatory })
  })

  it('accepts a change that leaves the nominations alone (status changes send an empty list elsewhere)', () => {
    expect(validateUserDetails({ name: 'Rae' }, '2026-11-02')).toEqual({ ok: true })
  })
})

describe('normaliseEmails', () => {
  it('trims, lower-cases and de-duplicates', () => {
    expect(normaliseEmails([' A@x.io', 'a@x.io', '', 'b@x.io '])).toEqual(['a@x.io', 'b@x.io'])
  })
})
