import { describe, expect, it } from 'vitest'
import { CRM_IMPORT_COLUMNS, crmImportHeaderProblems, crmImportTemplateHeader, normaliseImportHeader } from './crm-import'

// The built-in CRM (demo data, CSV import of accounts/deals/contacts for teams without a CRM) uses the same tables.
describe('the CSV import of accounts, contacts and deals', () => {
  it('every kind has an id (importing again updates) and accounts and deals a name', () => {
    for (const kind of ['accounts', 'contacts', 'deals'] as const) expect(CRM_IMPORT_COLUMNS[kind][0]).toMatchObject({ name: 'id', required: true })
    expect(CRM_IMPORT_COLUMNS.accounts.find((c) => c.name === 'name')?.required).toBe(true)
    expect(CRM_IMPORT_COLUMNS.deals.find((c) => c.name === 'name')?.required).toBe(true)
  })

  it('matches headers whatever their case and spacing', () => {
    expect(normaliseImportHeader(' Owner Email ')).toBe('owner_email')
    expect(normaliseImportHeader('Close-Date')).toBe('close_date')
    expect(normaliseImportHeader('Custom: Sales Play')).toBe('custom:sales_play')
  })

  it('names duplicated, unknown and missing columns; custom fields only on deals', () => {
    expect(crmImportHeaderProblems('accounts', ['id', 'Name', 'name'])).toEqual(["The column 'name' appears twice."])
    expect(crmImportHeaderProblems('accounts', ['id', 'name', 'custom:tier'])[0]).toMatch(/^Unknown column 'custom:tier': accounts files take id, name, /)
    expect(crmImportHeaderProblems('deals', ['id', 'name', 'custom:tier'])).toEqual([])
    expect(crmImportHeaderProblems('contacts', ['name'])).toEqual(["The column 'id' is required."])
  })

  it('a template header lists every column', () => {
    expect(crmImportTemplateHeader('contacts')).toBe('id,name,email,title,phone,account_id')
  })
})
