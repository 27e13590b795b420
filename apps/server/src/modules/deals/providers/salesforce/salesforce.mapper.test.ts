import { describe, expect, it } from 'vitest'
import { callTask, domainOf, mapEmailMessage, mapOpportunity, mapStages, salesforceFieldType, sfDate } from './salesforce.mapper'

// An opportunity as the query answers it.
const OPP = {
  attributes: { type: 'Opportunity', url: '/services/data/v62.0/sobjects/Opportunity/006RO00000AbCdEYAV' },
  Id: '006RO00000AbCdEYAV',
  Name: 'Acme renewal',
  Amount: 15000,
  StageName: 'Negotiation/Review',
  CloseDate: '2025-06-30',
  AccountId: '001RO000001',
  OwnerId: '005RO000001',
  IsClosed: false,
  SystemModstamp: '2025-05-01T10:00:00.000+0000',
  Region__c: { latitude: 1 },
}

describe('Salesforce mapper', () => {
  it('maps a recorded opportunity; an unknown field type is kept as text', () => {
    expect(mapOpportunity(OPP, [{ name: 'Region__c', label: 'Region', type: 'text' }], 'https://acme.my.salesforce.com')).toMatchObject({
      crmId: '006RO00000AbCdEYAV',
      amount: 15000,
      closeDate: '2025-06-30',
      stageCrmId: 'Negotiation/Review',
      stageName: 'Negotiation/Review',
      isClosed: false,
      accountCrmId: '001RO000001',
      customFields: { Region__c: '{"latitude":1}' },
      crmUrl: 'https://acme.my.salesforce.com/lightning/r/Opportunity/006RO00000AbCdEYAV/view',
      updatedAt: new Date('2025-05-01T10:00:00.000Z'),
    })
  })

  it('reads Salesforce datetimes (+0000) and websites as domains', () => {
    expect(sfDate('2025-05-01T10:00:00.000+0000')?.toISOString()).toBe('2025-05-01T10:00:00.000Z')
    expect(domainOf('https://www.Acme.example/about')).toBe('acme.example')
    expect(domainOf('acme.example')).toBe('acme.example')
    expect(domainOf('')).toBeNull()
  })

  it('stage groups from IsClosed / IsWon', () => {
    expect(
      mapStages([
        { Id: '1', ApiName: 'Prospecting', IsClosed: false, IsWon: false },
        { Id: '2', ApiName: 'Closed Won', IsClosed: true, IsWon: true },
        { Id: '3', ApiName: 'Closed Lost', IsClosed: true, IsWon: false },
      ]).map((s) => s.group),
    ).toEqual(['open', 'won', 'lost'])
  })

  it('an e-mail names a deal (006…) or an account (001…) and splits recipient lists', () => {
    const e = mapEmailMessage({
      Id: '02s1',
      RelatedToId: '001X',
      ToAddress: 'a@x.example; B@y.example',
      Incoming: false,
      MessageDate: '2025-05-01T10:00:00.000+0000',
    })
    expect(e).toMatchObject({ dealCrmId: null, accountCrmId: '001X', toEmails: ['a@x.example', 'b@y.example'], direction: 'OUTGOING_EMAIL' })
  })

  it.each([
    ['currency', 'number'],
    ['datetime', 'date'],
    ['boolean', 'boolean'],
    ['multipicklist', 'enum'],
    ['location', 'text'],
  ])('field type %s → %s', (type, expected) => {
    expect(salesforceFieldType(type)).toBe(expected)
  })
})

describe('the insights task (POST /sobjects/Task/)', () => {
  it('is a completed call task on the opportunity holding the note as its description', () => {
    expect(callTask({ dealCrmId: '006RO00000AbCdEYAV', subject: 'Call insights: Acme discovery', text: 'a\nb', at: new Date('2026-11-02T23:30:00Z') })).toEqual(
      {
        Subject: 'Call insights: Acme discovery',
        Description: 'a\nb',
        WhatId: '006RO00000AbCdEYAV',
        ActivityDate: '2026-11-02',
        Status: 'Completed',
        TaskSubtype: 'Call',
      },
    )
  })
})
