import { describe, expect, it } from 'vitest'
import { parseCsv } from './crm-import.csv'
import { readImportRows } from './crm-import.rows'

const NOW = new Date('2026-11-25T10:00:00Z')
const read = <K extends 'accounts' | 'contacts' | 'deals'>(kind: K, csv: string) => readImportRows(kind, parseCsv(csv), NOW)

describe('readImportRows — a CSV file into the CRM mirror’s records', () => {
  it('accounts: the domain is cleaned for attendee matching, the owner is an e-mail, the import time stamps the row', () => {
    const r = read('accounts', 'ID,Name,Domain,Owner Email\nA-1, Acme ,https://www.Acme.com/about,Sasha.Sales@northwind.example\n')
    expect(r.problems).toEqual([])
    expect(r.records).toEqual([
      { line: 2, crmId: 'A-1', name: 'Acme', domain: 'acme.com', industry: null, ownerCrmId: 'sasha.sales@northwind.example', updatedAt: NOW },
    ])
  })

  it('deals: amount, close date, stage, closed flag, contacts and custom fields', () => {
    const csv =
      'id,name,account_id,owner_email,stage,amount,close_date,is_closed,contact_ids,updated_at,Custom: Sales play\n' +
      'D-1,Acme renewal,A-1,sasha.sales@northwind.example,Discovery,"$12,000.50",2026-12-31T00:00:00Z,no,C-1; C-2,2026-11-20,Expand\n'
    const r = read('deals', csv)
    expect(r.problems).toEqual([])
    expect(r.customFields).toEqual([{ name: 'sales_play', label: 'Sales play', type: 'text' }])
    expect(r.records[0]).toMatchObject({
      crmId: 'D-1',
      amount: 12000.5,
      closeDate: '2026-12-31',
      stageCrmId: 'discovery',
      stageName: 'Discovery',
      isClosed: false,
      ownerCrmId: 'sasha.sales@northwind.example',
      accountCrmId: 'A-1',
      contactCrmIds: ['C-1', 'C-2'],
      customFields: { sales_play: 'Expand' },
      updatedAt: new Date('2026-11-20T00:00:00Z'),
    })
  })

  it('a header it does not know is refused before any row is read, naming the columns it takes', () => {
    const r = read('contacts', 'id,e-mail address,name\n1,a@b.example,A\n')
    expect(r.records).toEqual([])
    expect(r.headerProblems).toEqual(["Unknown column 'e-mail address': contacts files take id, name, email, title, phone, account_id."])
    expect(read('deals', 'name\nX\n').headerProblems).toEqual(["The column 'id' is required."])
  })

  it.each([
    ['a bad amount', 'id,name,amount\nD-1,X,lots\n', 'amount is not a number.'],
    ['a bad date', 'id,name,close_date\nD-1,X,31/12/2026\n', 'close_date is not a date (YYYY-MM-DD).'],
    ['a bad flag', 'id,name,is_closed\nD-1,X,maybe\n', 'is_closed is not true or false.'],
    ['a bad e-mail', 'id,name,owner_email\nD-1,X,sasha\n', 'owner_email is not an e-mail address.'],
    ['an empty name', 'id,name\nD-1, \n', 'name is empty.'],
    ['too many values', 'id,name\nD-1,X,Y\n', 'has 3 values; the header has 2 columns.'],
  ])('names the line and column of %s', (_, csv, message) => {
    expect(read('deals', csv).problems).toEqual([{ line: 2, message }])
  })

  it('the same id twice in one file is a problem, blank rows are skipped', () => {
    const r = read('accounts', 'id,name\nA-1,Acme\n,\nA-1,Acme again\n')
    expect(r.problems).toEqual([{ line: 4, message: "id 'A-1' is also on line 2." }])
  })
})
